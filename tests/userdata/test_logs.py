"""The log: where it is, what it says at start-up, notices and what standard error says."""

from __future__ import annotations

import io
import logging
from collections.abc import Iterator
from pathlib import Path

import pytest

from cassino.userdata import locations, logs
from cassino.userdata.storage import Notice


@pytest.fixture
def log_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CASSINO_LOG_DIR", str(tmp_path / "logs"))
    yield tmp_path / "logs"
    logs.stop()


def read(log_dir: Path) -> str:
    return (log_dir / "cassino.log").read_text(encoding="utf-8")


def test_the_log_goes_where_the_environment_says(log_dir: Path) -> None:
    assert logs.current_file() is None
    assert logs.start() == log_dir / "cassino.log" == locations.log_file()
    assert logs.start() == log_dir / "cassino.log"  # a second start keeps the one file
    assert sum(isinstance(h, logging.FileHandler) for h in logs.log.handlers) == 1
    assert logs.current_file() == log_dir / "cassino.log"


def test_start_up_facts_name_the_version_engine_data_and_display(
    log_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    logs.start()
    logs.log_startup(["rules", "list"])
    text = read(log_dir)
    from cassino.native import engine_build
    from cassino.version import game_version

    assert f"version: {game_version()}" in text
    assert "command line: rules list" in text
    engine = "compiled (" if engine_build() == "compiled" else "Python (not compiled"
    assert f"rules engine: {engine}" in text
    assert f"data: {locations.data_root()}" in text
    assert "display driver: dummy" in text


def test_missing_data_is_a_start_up_fact_not_a_failure(
    log_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(locations, "_data_root_candidates", lambda: [log_dir / "nowhere"])
    facts = logs.startup_facts([])
    assert facts["data"].startswith("missing (the game's data is missing")
    assert facts["command line"] == "(none: the game window)"


def test_a_notice_is_logged_in_english_with_its_detail(log_dir: Path) -> None:
    logs.start()
    logs.notice(Notice.of("Could not read {name}; it was set aside.", "bad YAML", name="x.yaml"))
    logs.notice(Notice.of("Saved."))
    text = read(log_dir)
    assert "notice: Could not read x.yaml; it was set aside. (bad YAML)" in text
    assert "notice: Saved.\n" in text


def test_nothing_is_written_before_start(log_dir: Path) -> None:
    logs.handled_error("an error before the log")
    logs.notice(Notice.of("Saved."))
    assert not log_dir.exists()


def test_each_line_written_to_stderr_is_also_logged(log_dir: Path) -> None:
    logs.start()
    console = io.StringIO()
    stream = logs.LoggedStream(console)
    stream.write("error: there is no file a.json.\nskipped ")
    stream.write("saved rule set b: bad.\n")
    assert console.getvalue() == "error: there is no file a.json.\nskipped saved rule set b: bad.\n"
    text = read(log_dir)
    assert "WARNING stderr: error: there is no file a.json." in text
    assert "WARNING stderr: skipped saved rule set b: bad." in text


def test_a_log_folder_that_cannot_be_made_is_said_in_one_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("CASSINO_LOG_DIR", str(blocker / "logs"))
    try:
        assert logs.start() is None
        assert capsys.readouterr().err.startswith("cassino: no log file, ")
        assert not any(isinstance(h, logging.FileHandler) for h in logs.log.handlers)
        logs.handled_error("a warning, now on standard error")
        assert "cassino: ERROR a warning, now on standard error" in capsys.readouterr().err
    finally:
        logs.stop()  # the console handler too: the next tests log nowhere
    assert logs.log.handlers == []


def test_the_log_rotates(log_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    logs.start()
    for number in range(200):
        logs.handled_error(f"error number {number}")
    names = sorted(path.name for path in log_dir.iterdir())
    assert names == ["cassino.log", "cassino.log.1", "cassino.log.2", "cassino.log.3"]
    assert "error number 199" in read(log_dir)
