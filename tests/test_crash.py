"""A crash anywhere leaves its traceback in the log and a message box naming the log."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from cassino import crash
from cassino.userdata import logs


@pytest.fixture
def log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The log in a temporary folder, the hooks installed, and the message boxes asked for
    recorded instead of shown; everything as it was afterwards."""
    monkeypatch.setenv("CASSINO_LOG_DIR", str(tmp_path))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)
    monkeypatch.setattr(threading, "excepthook", threading.excepthook)
    logs.start()
    yield tmp_path
    logs.stop()


@pytest.fixture
def boxes(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    shown: list[tuple[str, str]] = []

    def message_box(title: str, message: str, **options: object) -> int:
        shown.append((title, message))
        return 0

    monkeypatch.setattr(pygame.display, "message_box", message_box)
    return shown


class BrokenScene:
    """A scene whose update fails, as a bug in a real one would."""

    def update(self, seconds: float) -> None:
        raise ZeroDivisionError(f"the scene divided by zero after {seconds} s")


def test_a_crash_in_a_scene_is_logged_with_its_traceback_and_shown(
    log_dir: Path, boxes: list[tuple[str, str]]
) -> None:
    crash.install(console=False)
    try:
        BrokenScene().update(0.25)
    except ZeroDivisionError:
        sys.excepthook(*sys.exc_info())  # what the interpreter does with an uncaught error
    log = (log_dir / "cassino.log").read_text(encoding="utf-8")
    assert "CRITICAL crash in the game" in log
    assert "Traceback (most recent call last)" in log
    assert "in update" in log and "the scene divided by zero after 0.25 s" in log
    [(title, message)] = boxes
    assert title == "Cassino"
    assert str(log_dir / "cassino.log") in message
    assert "ZeroDivisionError" in message


def test_a_crash_in_a_thread_is_logged_and_shown(
    log_dir: Path, boxes: list[tuple[str, str]]
) -> None:
    crash.install(console=False)

    def think() -> None:
        raise KeyError("no move for this hand")

    worker = threading.Thread(target=think, name="computer players")
    worker.start()
    worker.join()
    log = (log_dir / "cassino.log").read_text(encoding="utf-8")
    assert "crash in the game's thread computer players" in log
    assert "in think" in log and "KeyError: 'no move for this hand'" in log
    [(_, message)] = boxes
    assert str(log_dir / "cassino.log") in message


def test_on_a_console_without_a_window_the_crash_is_one_sentence_on_stderr(
    log_dir: Path,
    boxes: list[tuple[str, str]],
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(pygame.display, "get_surface", lambda: None)  # no window is open
    crash.install(console=True)
    try:
        raise RuntimeError("out of cards")
    except RuntimeError:
        sys.excepthook(*sys.exc_info())
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "RuntimeError: out of cards" in err and str(log_dir / "cassino.log") in err
    assert boxes == []


def test_a_handled_error_is_logged_and_told(
    log_dir: Path, boxes: list[tuple[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    crash.install(console=False)
    crash.tell_player("The card images are missing.")
    assert "ERROR   The card images are missing." in (log_dir / "cassino.log").read_text()
    assert boxes == [("Cassino", "The card images are missing.")]
    assert capsys.readouterr().err == "error: The card images are missing.\n"


def test_a_crashing_program_leaves_no_traceback_on_the_console(tmp_path: Path) -> None:
    program = (
        "from cassino import crash\n"
        "from cassino.userdata import logs\n"
        "logs.start()\n"
        "crash.install()\n"
        "raise ValueError('a bad deal')\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", program],
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "CASSINO_LOG_DIR": str(tmp_path)},
    )
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "ValueError: a bad deal" in result.stderr
    log = (tmp_path / "cassino.log").read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in log and "ValueError: a bad deal" in log


def test_damaged_game_files_in_the_window_are_a_message_box(
    log_dir: Path, boxes: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    from cassino.ui import main
    from cassino.ui.assets import AssetError

    class FlowWithoutCards:
        def __init__(self, options: main.WindowOptions) -> None:
            raise AssetError("card image standard/As.png is missing")

    crash.install(console=False)
    monkeypatch.setattr(main, "GameFlow", FlowWithoutCards)
    assert main.run_game(main.WindowOptions()) == 1
    message = "The game's files are damaged: card image standard/As.png is missing"
    assert boxes == [("Cassino", message)]
    assert f"ERROR   {message}" in (log_dir / "cassino.log").read_text(encoding="utf-8")


def test_a_window_started_from_a_terminal_still_shows_the_message_box(
    log_dir: Path, boxes: list[tuple[str, str]], capsys: pytest.CaptureFixture[str]
) -> None:
    crash.install(console=True, window=True)  # a desktop menu's launch has a stderr too
    crash.tell_player("The game's data is missing.")
    assert boxes == [("Cassino", "The game's data is missing.")]
    assert capsys.readouterr().err == "error: The game's data is missing.\n"


def test_an_open_window_gets_the_message_box_even_with_a_console(
    log_dir: Path, boxes: list[tuple[str, str]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    crash.install(console=True)
    crash.tell_player("The sounds are missing.")
    assert boxes == [("Cassino", "The sounds are missing.")]


def run_with_log(program: str, log_dir: Path) -> subprocess.CompletedProcess[str]:
    """``program`` in a Python of its own, its log in ``log_dir``, no faulthandler set by
    the environment (the game must set its own)."""
    env = {**os.environ, "CASSINO_LOG_DIR": str(log_dir)}
    env.pop("PYTHONFAULTHANDLER", None)
    return subprocess.run(
        [sys.executable, "-c", program], env=env, capture_output=True, text=True, timeout=60
    )


@pytest.mark.posix_only  # a segmentation fault (Windows says "access violation")
def test_a_crash_in_c_code_leaves_every_thread_s_stack_beside_the_log(tmp_path: Path) -> None:
    """No exception hook sees a segmentation fault in SDL or a driver: faulthandler does."""
    program = (
        "import faulthandler\n"
        "from cassino import crash\n"
        "from cassino.userdata import logs\n"
        "logs.start()\n"
        "crash.install(console=False, window=True)\n"
        "faulthandler._sigsegv()\n"
    )
    done = run_with_log(program, tmp_path)
    assert done.returncode != 0
    faults = (tmp_path / crash.FAULTS_FILE).read_text(encoding="utf-8")
    assert "Fatal Python error: Segmentation fault" in faults
    assert "Current thread" in faults and "<string>" in faults  # where it happened


@pytest.mark.posix_only  # a symbolic link
def test_the_faults_file_is_never_a_link(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere.txt"
    elsewhere.write_text("mine\n", encoding="utf-8")
    logs_dir = tmp_path / "logs"
    logs_dir.mkdir()
    (logs_dir / crash.FAULTS_FILE).symlink_to(elsewhere)
    program = (
        "from cassino import crash\n"
        "from cassino.userdata import logs\n"
        "logs.start()\n"
        "crash.install(console=True)\n"
        "import faulthandler; print(faulthandler.is_enabled())\n"
    )
    done = run_with_log(program, logs_dir)
    assert done.returncode == 0 and done.stdout.strip() == "True"  # on standard error instead
    assert elsewhere.read_text(encoding="utf-8") == "mine\n"  # never written through
    assert "no file for crashes in C code" in (logs_dir / "cassino.log").read_text("utf-8")
