"""Issue 56, each fault found by trying the game as an attacker of a shared computer and as
a fuzzer of the command line: the log never follows a link nor blocks on a FIFO, text that
is not clean Unicode never breaks the log, and every bad argument is one sentence with
exit status 2. The programs run as a player runs them (``python -m cassino``, which keeps
the log), each bounded by a timeout so that a hang fails rather than stalls."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cassino.cli import dispatch as cli
from cassino.userdata import logs

pytestmark = pytest.mark.posix_only  # FIFOs, and file names that are not UTF-8
POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "6c", "Kd"], ["4h", "Kc", "9s", "9h"]],
    "table": ["3c", "5d"],
}
HANG = 60  # seconds: far more than any of these takes; a hang fails the test instead


def run(home: Path, *args: str | bytes) -> subprocess.CompletedProcess[bytes]:
    """``python -m cassino ARGS`` with its user folders and log under ``home``."""
    env = {
        **os.environ,
        "CASSINO_CONFIG_DIR": str(home / "config"),
        "CASSINO_DATA_DIR": str(home / "data"),
        "CASSINO_LOG_DIR": str(home / "log"),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
    }
    command = [sys.executable.encode(), b"-m", b"cassino"]
    command += [arg if isinstance(arg, bytes) else arg.encode() for arg in args]
    return subprocess.run(command, env=env, capture_output=True, timeout=HANG, check=False)


def one_line(stderr: bytes) -> str:
    lines = stderr.decode("utf-8", "replace").strip().splitlines()
    assert len(lines) == 1, lines
    assert "Traceback" not in lines[0]
    return lines[0]


def test_the_log_never_writes_through_a_link(tmp_path: Path, outside: Path) -> None:
    position = tmp_path / "position.json"
    position.write_text(json.dumps(POSITION), encoding="utf-8")
    log = tmp_path / "log"
    log.mkdir()
    (log / "cassino.log").symlink_to(outside)
    (log / "cassino.log.1").symlink_to(outside)  # a rotation must not write through either
    commands = [
        ["--version"],
        ["rules", "list"],
        ["moves", str(position)],
        ["apply", str(position), "8s takes"],  # an error, which is logged
        ["simulate", "--games", "1"],
        ["--start", "--speed", "instant", "--quit-after-frames", "40"],  # a game at the table
    ]
    for command in commands:
        finished = run(tmp_path, *command)
        assert b"is a symbolic link" in finished.stderr, command
        assert outside.read_text(encoding="utf-8") == "untouched\n", command
    assert (log / "cassino.log").is_symlink()  # left as it was: not the game's to move


def test_a_fifo_at_the_log_never_blocks(tmp_path: Path) -> None:
    (tmp_path / "log").mkdir()
    os.mkfifo(tmp_path / "log" / "cassino.log")
    finished = run(tmp_path, "rules", "list")
    assert finished.returncode == 0
    assert b"classic" in finished.stdout
    assert b"no log file" in finished.stderr and b"not a regular file" in finished.stderr


def test_a_lone_surrogate_in_a_position_is_refused_and_logged(tmp_path: Path) -> None:
    # The JSON escape \ud800 is no character: logging it once sent logging into a loop.
    position = tmp_path / "position.json"
    position.write_text(json.dumps({**POSITION, "rules": "\ud800"}), encoding="utf-8")
    finished = run(tmp_path, "moves", str(position))
    assert finished.returncode == 2
    assert one_line(finished.stderr).startswith("error: ")
    assert "\\ud800" in (tmp_path / "log" / "cassino.log").read_text(encoding="utf-8")


@pytest.mark.parametrize(
    "args",
    [
        [b"rules", b"show", b"\xff\xfehouse.yaml"],  # a file name that is not UTF-8
        [b"rules", b"show", b"caf\xe9"],  # a rule-set name in latin-1
        [b"rules", b"validate", b"\xff.yaml"],
        [b"moves", b"\xe9t\xe9.json"],
    ],
    ids=["file-name", "latin-1-name", "validate", "position"],
)
def test_names_that_are_not_utf_8_are_one_sentence(tmp_path: Path, args: list[bytes]) -> None:
    finished = run(tmp_path, *args)
    assert finished.returncode == 2
    assert one_line(finished.stderr).startswith("error: ")
    log = (tmp_path / "log" / "cassino.log").read_text(encoding="utf-8")
    assert "Traceback" not in log and "Logging error" not in log


def test_a_deeply_nested_move_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    position = tmp_path / "position.json"
    position.write_text(json.dumps(POSITION), encoding="utf-8")
    move = '{"x":' * 3000 + "1" + "}" * 3000
    assert cli.main(["apply", str(position), move]) == 2
    assert "the move nests deeper than 20 levels" in one_line(capsys.readouterr().err.encode())


def test_debug_state_given_a_folder_is_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--debug-state", str(tmp_path)]) == 2
    assert "is a folder, not a file" in one_line(capsys.readouterr().err.encode())


@pytest.mark.parametrize(
    "args",
    [["moves"], ["--bogus"], ["rules"], ["simulate", "--games", "x" * 5000], ["bench", "nothing"]],
)
def test_a_usage_error_is_one_sentence(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        cli.main(args)
    assert stop.value.code == 2
    line = one_line(capsys.readouterr().err.encode())
    assert line.startswith("error: ") and line.endswith("--help.") and len(line) < 300


def test_a_long_seat_name_is_refused_before_any_window(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # It once took gigabytes of memory (the table laid out a name 100,000 letters wide).
    import cassino.ui.main

    monkeypatch.setattr(cassino.ui.main, "run_game", lambda _: pytest.fail("the window opened"))
    assert cli.main(["--start", "--seats", "x" * 100_000 + ",computer:easy"]) == 2
    assert "is longer than 24 characters" in one_line(capsys.readouterr().err.encode())


def test_a_surrogate_never_breaks_the_log(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("CASSINO_LOG_DIR", str(tmp_path))
    logs.start()
    try:
        monkeypatch.setattr(sys, "stderr", logs.LoggedStream(sys.stderr))
        logs.handled_error("a name \ud800 that is no text")
        print("error: \udcff on stderr", file=sys.stderr)
    finally:
        logs.stop()
    text = (tmp_path / "cassino.log").read_text(encoding="utf-8")
    assert "a name \\ud800 that is no text" in text and "\\udcff on stderr" in text
    assert "Logging error" not in capsys.readouterr().err


def test_a_log_that_cannot_be_written_says_so_once_and_never_raises(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CASSINO_LOG_DIR", str(tmp_path))
    logs.start()
    said: list[str] = []
    monkeypatch.setattr(logs, "_console_line", said.append)
    try:
        (handler,) = [h for h in logs.log.handlers if isinstance(h, logs.GuardedLogFile)]
        assert handler.stream is not None
        handler.stream.close()  # every write now fails
        monkeypatch.setattr(sys, "stderr", logs.LoggedStream(sys.stderr))
        for number in range(100):
            logs.handled_error(f"error {number}")
            print("and stderr too", file=sys.stderr)
    finally:
        logs.stop()
    assert len(said) == 1 and "could not be written" in said[0]
