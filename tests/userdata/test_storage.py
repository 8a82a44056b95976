"""User files: atomic writes that leave the old file whole when they fail, and unreadable
files moved aside (never overwritten, never deleted) with a notice."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import Any, TextIO

import pytest

from cassino import i18n
from cassino.userdata.storage import (
    InvalidFile,
    Notice,
    load_or_quarantine,
    quarantine,
    read_text_or_quarantine,
    write_atomic,
)

NOON = datetime(2024, 5, 17, 12, 0, 5)
GARBAGE = bytes(range(256)) * 3
LIMIT = 10_000  # bytes: every file of these tests is smaller


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    i18n.set_language("en")
    yield
    i18n.set_language("en")


def test_write_atomic_replaces_the_file(tmp_path: Path) -> None:
    path = tmp_path / "deep" / "folder" / "file.txt"
    write_atomic(path, "first")
    write_atomic(path, "second · ñ ♠")
    assert path.read_text(encoding="utf-8") == "second · ñ ♠"
    assert sorted(p.name for p in path.parent.iterdir()) == ["file.txt"]


def test_a_failed_replace_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.txt"
    write_atomic(path, "old")

    def refuse(source: str, target: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError, match="No space"):
        write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.txt"]  # no temporary left behind


class BrokenStream:
    """A file stream that writes half of what it is given to disk, then fails."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self.written = 0

    def __enter__(self) -> BrokenStream:
        return self

    def __exit__(self, *exc: object) -> None:
        self.stream.close()

    def write(self, text: str) -> int:
        self.written = self.stream.write(text[: len(text) // 2])
        self.stream.flush()
        raise OSError(5, "Input/output error")

    def flush(self) -> None:
        self.stream.flush()

    def fileno(self) -> int:
        return self.stream.fileno()


def test_a_write_that_fails_midway_leaves_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "file.txt"
    write_atomic(path, "old")
    streams: list[BrokenStream] = []
    real_fdopen = os.fdopen

    def broken_fdopen(fd: int, *args: Any, **kwargs: Any) -> BrokenStream:
        streams.append(BrokenStream(real_fdopen(fd, *args, **kwargs)))
        return streams[-1]

    monkeypatch.setattr(os, "fdopen", broken_fdopen)
    with pytest.raises(OSError, match="Input/output"):
        write_atomic(path, "new " * 20000)
    assert streams[0].written == 40000  # half the new text had reached the disk
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["file.txt"]


def test_quarantine_keeps_every_copy(tmp_path: Path) -> None:
    path = tmp_path / "prefs.yaml"
    path.write_text("one", encoding="utf-8")
    first = quarantine(path, NOON)
    path.write_text("two", encoding="utf-8")
    second = quarantine(path, NOON)
    assert first == tmp_path / "prefs.yaml.broken-20240517-120005"
    assert second == tmp_path / "prefs.yaml.broken-20240517-120005-2"
    assert first.read_text(encoding="utf-8") == "one"
    assert second is not None and second.read_text(encoding="utf-8") == "two"
    assert not path.exists()


def test_a_missing_file_is_no_problem(tmp_path: Path) -> None:
    loaded = read_text_or_quarantine(tmp_path / "nothing.yaml", limit=LIMIT)
    assert loaded.value is None and loaded.notice is None and loaded.kept_as is None


def test_text_is_read(tmp_path: Path) -> None:
    path = tmp_path / "file.txt"
    path.write_text("hola ñ", encoding="utf-8")
    assert read_text_or_quarantine(path, limit=LIMIT).value == "hola ñ"
    assert path.exists()


def test_binary_garbage_is_moved_aside_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "save.json"
    path.write_bytes(GARBAGE)
    loaded = read_text_or_quarantine(path, NOON, limit=LIMIT)
    assert loaded.value is None
    assert loaded.kept_as == tmp_path / "save.json.broken-20240517-120005"
    assert loaded.kept_as.read_bytes() == GARBAGE  # kept exactly as it was
    assert not path.exists()
    assert str(loaded.notice) == (
        "save.json could not be read, so defaults are used; "
        "the old file is kept as save.json.broken-20240517-120005."
    )
    assert "\n" not in str(loaded.notice)


def test_a_parse_failure_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "numbers.txt"
    path.write_text("twelve", encoding="utf-8")

    def number(text: str) -> int:
        if not text.isdigit():
            raise InvalidFile(f"{text!r} is not a number")
        return int(text)

    loaded = load_or_quarantine(path, number, NOON, limit=LIMIT)
    assert loaded.value is None and loaded.notice is not None
    assert loaded.kept_as is not None and loaded.kept_as.read_text(encoding="utf-8") == "twelve"
    path.write_text("12", encoding="utf-8")
    assert load_or_quarantine(path, number, limit=LIMIT).value == 12


def test_a_file_that_cannot_be_moved_stays(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "file.json"
    path.write_bytes(b"\xff\xfe")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    loaded = read_text_or_quarantine(path, limit=LIMIT)
    assert loaded.value is None and loaded.kept_as is None
    assert path.read_bytes() == b"\xff\xfe"
    assert "could not be moved aside" in str(loaded.notice)


def test_a_notice_speaks_the_language_of_the_moment() -> None:
    notice = Notice.of("Could not save {file}: {reason}", file="a.json", reason="disk full")
    assert str(notice) == "Could not save a.json: disk full"
    i18n.set_language("es")
    assert str(notice) == "No se pudo guardar a.json: disk full"


def test_a_write_sweeps_away_temporary_files_a_killed_write_left(tmp_path: Path) -> None:
    """46 of 80 kills mid-write left a temporary file behind for good."""
    target = tmp_path / "autosave.json"
    old = tmp_path / ".autosave.json.abc123.tmp"
    young = tmp_path / ".autosave.json.def456.tmp"  # another window writing right now
    old.write_text("half a game", encoding="utf-8")
    young.write_text("half a game", encoding="utf-8")
    past = time.time() - 3600
    os.utime(old, (past, past))
    write_atomic(target, "{}")
    assert target.read_text(encoding="utf-8") == "{}"
    assert not old.exists() and young.exists()


def test_a_link_to_a_regular_file_is_read_and_then_replaced_not_written_through(
    tmp_path: Path,
) -> None:
    real = tmp_path / "elsewhere.json"
    real.write_text("12", encoding="utf-8")
    link = tmp_path / "statistics.json"
    link.symlink_to(real)
    assert load_or_quarantine(link, int, limit=LIMIT).value == 12
    write_atomic(link, "13")
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == "13"
    assert real.read_text(encoding="utf-8") == "12"  # what the link named is untouched


def test_text_that_is_not_unicode_is_a_notice_and_the_old_file_stays(tmp_path: Path) -> None:
    from cassino.userdata.storage import save_text

    path = tmp_path / "statistics.json"
    write_atomic(path, "old")
    notice = save_text(path, '{"player": "Ana\udcff"}')
    assert notice is not None and "statistics.json" in str(notice)
    assert path.read_text(encoding="utf-8") == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json"]
