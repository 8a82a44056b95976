"""The one door to user files (issue 56): what it reads, what it refuses without blocking
or following a link, how it writes over links and odd files, and what it sets aside."""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

from cassino.userdata import door
from cassino.userdata.locks import locked

pytestmark = pytest.mark.posix_only  # FIFOs, devices and O_NOFOLLOW
LIMIT = 1000


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    path = tmp_path / "user"
    path.mkdir()
    return path


def test_a_regular_file_is_read_and_a_missing_one_is_none(folder: Path) -> None:
    (folder / "a.json").write_bytes(b"{}")
    assert door.read_bytes(folder / "a.json", LIMIT) == b"{}"
    assert door.read_bytes(folder / "missing.json", LIMIT) is None


def test_a_fifo_is_refused_at_once(folder: Path) -> None:
    os.mkfifo(folder / "a.json")
    started = time.monotonic()
    with pytest.raises(door.NotAFile, match="not a regular file"):
        door.read_bytes(folder / "a.json", LIMIT)
    assert time.monotonic() - started < 1


def test_a_link_to_a_device_is_refused_never_read(folder: Path) -> None:
    (folder / "a.json").symlink_to("/dev/zero")
    with pytest.raises(door.NotAFile, match="link to something that is not a regular file"):
        door.read_bytes(folder / "a.json", LIMIT)


def test_a_folder_and_a_dangling_link_are_refused(folder: Path) -> None:
    (folder / "a.json").mkdir()
    (folder / "b.json").symlink_to(folder / "nowhere")
    with pytest.raises(door.NotAFile, match="a folder"):
        door.read_bytes(folder / "a.json", LIMIT)
    with pytest.raises(door.NotAFile, match="link to nothing"):
        door.read_bytes(folder / "b.json", LIMIT)


def test_a_link_to_a_regular_file_is_read(folder: Path, outside: Path) -> None:
    (folder / "a.json").symlink_to(outside)
    assert door.read_bytes(folder / "a.json", LIMIT) == b"untouched\n"


def test_a_file_over_the_bound_is_refused_without_reading_it(folder: Path) -> None:
    path = folder / "a.json"
    with path.open("wb") as stream:
        stream.truncate(50_000_000)  # sparse: 50 MB that cost nothing to make
    with pytest.raises(door.TooLong, match="longer than 1,000 bytes"):
        door.read_bytes(path, LIMIT)


def test_a_name_with_a_nul_is_refused(folder: Path) -> None:
    with pytest.raises(door.Refused, match="cannot hold a NUL"):
        door.read_bytes(folder / "a\0b", LIMIT)


def test_a_write_replaces_a_link_and_never_writes_through_it(folder: Path, outside: Path) -> None:
    path = folder / "statistics.json"
    path.symlink_to(outside)
    door.write_text(path, "{}")
    assert not path.is_symlink() and path.read_text(encoding="utf-8") == "{}"
    assert outside.read_text(encoding="utf-8") == "untouched\n"


def test_a_linked_preferences_file_of_the_user_is_written_through(
    folder: Path, outside: Path
) -> None:
    path = folder / "preferences.yaml"
    path.symlink_to(outside)
    door.write_text(path, "volume: 0.5\n", through_link=True)
    assert path.is_symlink() and outside.read_text(encoding="utf-8") == "volume: 0.5\n"


@pytest.mark.parametrize("kind", ["fifo", "folder", "device link", "dangling link"])
def test_a_write_sets_aside_what_is_no_regular_file(folder: Path, outside: Path, kind: str) -> None:
    path = folder / "autosave.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "device link":
        path.symlink_to("/dev/null")
    else:
        path.symlink_to(outside.with_name("made-by-a-link.txt"))
    door.write_text(path, "{}", through_link=True)
    assert path.read_text(encoding="utf-8") == "{}" and not path.is_symlink()
    (kept,) = folder.glob("autosave.json.broken-*")
    assert kept.is_symlink() or kept.is_dir() or kept.is_fifo()
    assert sorted(p.name for p in outside.parent.iterdir()) == ["victim.txt"]


def test_appending_refuses_a_link_a_fifo_and_a_folder(folder: Path, outside: Path) -> None:
    (folder / "link.log").symlink_to(outside)
    os.mkfifo(folder / "fifo.log")
    (folder / "dir.log").mkdir()
    for name, words in [("link.log", "symbolic link"), ("fifo.log", "not a regular"),
                        ("dir.log", "a folder")]:  # fmt: skip
        with pytest.raises(door.Refused, match=words):
            door.open_for_appending(folder / name)
    assert outside.read_text(encoding="utf-8") == "untouched\n"
    descriptor = door.open_for_appending(folder / "new.log")
    os.write(descriptor, b"line\n")
    os.close(descriptor)
    assert (folder / "new.log").read_bytes() == b"line\n"


def test_a_lock_file_link_is_never_followed(folder: Path, outside: Path) -> None:
    target = outside.with_name("created-by-the-lock")
    (folder / "statistics.json.lock").symlink_to(target)
    with locked(folder / "statistics.json"):
        pass
    assert not target.exists()  # O_CREAT through the link would have made it


def test_remove_takes_the_link_not_what_it_names(folder: Path, outside: Path) -> None:
    (folder / "autosave.json").symlink_to(outside)
    door.remove(folder / "autosave.json")
    assert not (folder / "autosave.json").is_symlink() and outside.exists()
    (folder / "dir.json").mkdir()
    with pytest.raises(door.NotAFile):
        door.remove(folder / "dir.json")
    door.remove(folder / "nothing.json")  # nothing there: nothing to do


def test_quarantine_moves_a_link_itself(folder: Path, outside: Path) -> None:
    (folder / "a.json").symlink_to(outside)
    kept = door.quarantine(folder / "a.json")
    assert kept is not None and kept.is_symlink() and kept.resolve() == outside
    assert outside.read_text(encoding="utf-8") == "untouched\n"


def test_on_windows_a_replace_held_by_another_program_is_tried_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A virus scanner holds a file a moment after each write: Windows refuses the replace
    (PermissionError) until it lets go."""
    real_replace = os.replace
    refusals = [PermissionError(13, "in use by another process")] * 3
    waits: list[float] = []

    def held(source: str, target: Path) -> None:
        if refusals:
            raise refusals.pop()
        real_replace(source, target)

    monkeypatch.setattr(door.sys, "platform", "win32")
    monkeypatch.setattr(door.os, "replace", held)
    monkeypatch.setattr(door.time, "sleep", waits.append)
    path = tmp_path / "preferences.yaml"
    door.write_text(path, "volume: 0.5\n")
    assert path.read_text(encoding="utf-8") == "volume: 0.5\n" and len(waits) == 3
    assert waits == sorted(waits)  # waiting longer each time

    refusals[:] = [PermissionError(13, "in use")] * door.REPLACE_TRIES
    with pytest.raises(PermissionError):
        door.write_text(path, "volume: 0.9\n")
    assert path.read_text(encoding="utf-8") == "volume: 0.5\n"  # the old file intact
    assert not list(tmp_path.glob(".preferences.yaml.*.tmp"))  # no leftover


def test_elsewhere_a_refused_replace_is_not_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def refused(source: str, target: Path) -> None:
        calls.append(source)
        raise PermissionError(13, "read-only")

    monkeypatch.setattr(door.sys, "platform", "linux")
    monkeypatch.setattr(door.os, "replace", refused)
    with pytest.raises(PermissionError):
        door.write_text(tmp_path / "x.yaml", "a: 1\n")
    assert len(calls) == 1
