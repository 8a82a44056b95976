"""User files: written atomically, and a file that cannot be read is kept aside.

Every write goes to a temporary file in the same folder, is flushed to disk, then
replaces the old file in one step (``os.replace``): a crash mid-write leaves the previous
file whole.

A file that cannot be read or understood is never overwritten and never deleted: it is
renamed to ``<name>.broken-YYYYmmdd-HHMMSS`` and the caller gets a one-line ``Notice`` for
the player, alongside the defaults it uses instead.
"""

from __future__ import annotations

import glob
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Generic, TypeVar

from cassino.i18n import N_, tr

T = TypeVar("T")

BROKEN_MARK = ".broken-"


class InvalidFile(ValueError):
    """A user file that was read but does not hold what it should; the message says why."""


@dataclass(frozen=True)
class Notice:
    """A one-line message for the player. It keeps the English text and its parameters and
    is translated when shown (``str(notice)``), so a notice made before the language is
    chosen still appears in the player's language."""

    message: str
    params: tuple[tuple[str, str], ...] = ()
    detail: str | None = None  # the technical reason, for a log; the player sees ``str()``

    @classmethod
    def of(cls, message: str, detail: str | None = None, **params: object) -> Notice:
        return cls(message, tuple((key, str(value)) for key, value in params.items()), detail)

    def __str__(self) -> str:
        return tr(self.message, **dict(self.params))


@dataclass(frozen=True)
class Loaded(Generic[T]):
    """What reading a user file gave: the value (None when the file is missing or was set
    aside), a notice for the player if something went wrong, where the bad file went, and
    the technical reason (for a log, not for the player)."""

    value: T | None
    notice: Notice | None = None
    kept_as: Path | None = None
    reason: str | None = None


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sweep_leftovers(path)


LEFTOVER_AGE = 60.0  # seconds: a temporary file this old is no write in progress


def _sweep_leftovers(path: Path) -> None:
    """Temporary files of ``path`` that a killed process left behind (a kill mid-write
    leaves one); young ones may be another window's write in progress and stay."""
    now = time.time()
    for leftover in path.parent.glob(f".{glob.escape(path.name)}.*.tmp"):
        try:
            if now - leftover.lstat().st_mtime > LEFTOVER_AGE:
                leftover.unlink()
        except OSError:
            continue  # gone already, or not ours to remove: never a reason to fail a save


def save_text(path: Path, text: str) -> Notice | None:
    """``write_atomic``, with a notice for the player instead of an error when it fails (the
    previous file is then intact)."""
    try:
        write_atomic(path, text)
    except OSError as error:
        return Notice.of(
            N_("Could not save {file}: {reason}"),
            f"{path}: {error}",
            file=path.name,
            reason=error.strerror or error,
        )
    return None


def quarantine(path: Path, now: datetime | None = None) -> Path | None:
    """Move ``path`` aside to ``<name>.broken-<time>`` (a free name: an older copy is never
    overwritten). The new path, or None when the file could not be moved."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{BROKEN_MARK}{stamp}")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"{path.name}{BROKEN_MARK}{stamp}-{number}")
    try:
        # os.rename would replace an existing file on POSIX; the name is checked free above
        # and only this process writes the game's files.
        os.rename(path, target)
    except OSError:
        return None
    return target


def read_text_or_quarantine(path: Path, now: datetime | None = None) -> Loaded[str]:
    """The UTF-8 text of ``path``; a missing file gives None without a notice, a file that
    cannot be read as text is set aside and gives None with a notice."""
    return load_or_quarantine(path, lambda text: text, now)


def load_or_quarantine(
    path: Path, parse: Callable[[str], T], now: datetime | None = None
) -> Loaded[T]:
    """Read ``path`` and ``parse`` its text. When reading or parsing fails (``parse``
    raises ValueError, e.g. ``InvalidFile``), the file is set aside and the result has no
    value and a notice naming the file and where it was kept."""
    if not path.exists() and not path.is_symlink():
        return Loaded(None)
    if path.is_symlink():
        # Saving would replace the link with a file of its own: set it aside instead,
        # like a broken file, so what it points to is never written over or lost.
        kept = quarantine(path, now)
        reason = f"{path.name}: a symbolic link, not a file"
        return Loaded(None, unreadable_notice(path, kept, reason), kept, reason)
    try:
        text = path.read_bytes().decode("utf-8")
        return Loaded(parse(text))
    except (OSError, ValueError, RecursionError) as error:
        # UnicodeDecodeError, json/engine errors and InvalidFile are all ValueErrors; a
        # file nested deeper than Python recurses is as broken as any.
        kept = quarantine(path, now)
        reason = f"{path.name}: {error}"
        return Loaded(None, unreadable_notice(path, kept, reason), kept, reason)


def unreadable_notice(path: Path, kept: Path | None, detail: str | None = None) -> Notice:
    """'The file could not be read' — saying where it was kept, or that it was left alone."""
    if kept is None:
        return Notice.of(
            N_("{file} could not be read and could not be moved aside; defaults are used."),
            detail,
            file=path.name,
        )
    return Notice.of(
        N_("{file} could not be read, so defaults are used; the old file is kept as {kept}."),
        detail,
        file=path.name,
        kept=kept.name,
    )
