"""A lock shared by every window of the game on one user file, so that two windows
reading and writing the same file take turns (two windows' statistics lost half their
games). The lock is an OS lock on ``<file>.lock`` beside it: it goes when the process
goes, even killed, so a crash never leaves the file locked."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from cassino.userdata import door


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the lock of ``path`` (waiting for another window's turn); without a folder
    to put the lock in, or when the lock's path holds a link, a FIFO or a folder (never
    followed: a lock must not create a file elsewhere), go ahead unlocked — a save's own
    errors will say why."""
    lock = path.with_name(path.name + ".lock")
    try:
        lock.parent.mkdir(parents=True, exist_ok=True)
        handle = door.open_lock(lock)
    except (OSError, door.Refused):
        yield
        return
    try:
        _acquire(handle)
        try:
            yield
        finally:
            _release(handle)
    finally:
        os.close(handle)


def _acquire(handle: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(handle, 0, os.SEEK_SET)
        msvcrt.locking(handle, msvcrt.LK_LOCK, 1)  # retries for ten seconds, then raises
    else:
        import fcntl

        fcntl.flock(handle, fcntl.LOCK_EX)


def _release(handle: int) -> None:
    if sys.platform == "win32":
        import msvcrt

        os.lseek(handle, 0, os.SEEK_SET)
        msvcrt.locking(handle, msvcrt.LK_UNLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle, fcntl.LOCK_UN)
