"""The installed programs' start: --version, the log, and a program without a console."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cassino.version import game_version

# What the windowed build and pythonw give a program: no standard output or error.
NO_CONSOLE = (
    "import sys\n"
    "sys.stdout = sys.stderr = None\n"
    "from cassino.__main__ import main\n"
    "sys.exit(main(sys.argv[1:]))\n"
)


def run(tmp_path: Path, *command: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        command,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={**os.environ, "CASSINO_LOG_DIR": str(tmp_path / "logs")},
    )


def entry_point(name: str) -> str:
    """An installed entry point of the environment running the tests."""
    folder = Path(sys.executable).parent
    path = folder / (f"{name}.exe" if os.name == "nt" else name)
    if not path.exists():
        pytest.fail(f"{name} is not installed next to {sys.executable}: pip install -e .")
    return str(path)


@pytest.mark.parametrize("program", ["cassino", "cassino-cli"])
def test_both_entry_points_print_the_installed_version(tmp_path: Path, program: str) -> None:
    result = run(tmp_path, entry_point(program), "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"cassino {game_version()}\n"
    assert game_version() != "unknown"


def test_the_version_comes_from_the_package_metadata() -> None:
    from importlib.metadata import version

    assert game_version() == version("cassino")


def test_a_command_without_a_console_writes_its_output_beside_the_log(tmp_path: Path) -> None:
    result = run(tmp_path, sys.executable, "-c", NO_CONSOLE, "rules", "list")
    assert result.returncode == 0
    assert result.stdout == result.stderr == ""
    output = (tmp_path / "logs" / "cassino-output.txt").read_text(encoding="utf-8")
    assert output.splitlines()[0] == "classic"
    log = (tmp_path / "logs" / "cassino.log").read_text(encoding="utf-8")
    assert "command line: rules list" in log and "exit status 0" in log


def test_a_bad_command_without_a_console_is_one_sentence_in_the_file_and_log(
    tmp_path: Path,
) -> None:
    result = run(tmp_path, sys.executable, "-c", NO_CONSOLE, "moves", "missing.json")
    assert result.returncode == 2
    output = (tmp_path / "logs" / "cassino-output.txt").read_text(encoding="utf-8")
    assert output == "error: there is no file missing.json.\n"
    log = (tmp_path / "logs" / "cassino.log").read_text(encoding="utf-8")
    assert "stderr: error: there is no file missing.json." in log
    assert "exit status 2" in log


def test_the_self_test_without_a_console_reports_in_the_file_and_the_log(
    tmp_path: Path,
) -> None:
    result = run(tmp_path, sys.executable, "-c", NO_CONSOLE, "--self-test")
    assert result.returncode == 0
    output = (tmp_path / "logs" / "cassino-output.txt").read_text(encoding="utf-8")
    assert output.splitlines()[-1] == "self-test passed"
    log = (tmp_path / "logs" / "cassino.log").read_text(encoding="utf-8")
    assert "self-test: ok   rules engine: " in log
    assert "self-test: self-test passed" in log


def test_missing_data_is_one_sentence_not_a_traceback(tmp_path: Path) -> None:
    program = (
        "import sys\n"
        "from cassino.userdata import locations\n"
        "locations._data_root_candidates = lambda: []\n"
        "from cassino.__main__ import main\n"
        "sys.exit(main(['rules', 'list']))\n"
    )
    result = run(tmp_path, sys.executable, "-c", program)
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith("error: The game's data is missing: no config/rules/")
    assert result.stderr.count("\n") == 1
    log = (tmp_path / "logs" / "cassino.log").read_text(encoding="utf-8")
    assert "ERROR   The game's data is missing" in log


@pytest.mark.parametrize(
    ("arguments", "window"),
    [
        ([], True),
        (["--start", "--seed", "3", "--seats", "Ana,computer:hard"], True),
        (["--size", "1280x800"], True),
        (["rules", "list"], False),
        (["--self-test"], False),
        (["--version"], False),
        (["moves", "-"], False),
        (["--speed", "fast", "tournament", "easy", "hard"], False),
    ],
)
def test_which_arguments_open_the_window(arguments: list[str], window: bool) -> None:
    from cassino.cli.parser import build_parser
    from cassino.launch import opens_window

    assert opens_window(build_parser(), arguments) is window
