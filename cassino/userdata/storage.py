"""User files: written atomically, and a file that cannot be read is kept aside.

Every read and write goes through the one door (``cassino.userdata.door``): a file is
read only if it is a regular file (or a link to one) within the bound its kind sets, and
written atomically, so a crash mid-write leaves the previous file whole.

A file that cannot be read or understood is never overwritten and never deleted: it is
renamed to ``<name>.broken-YYYYmmdd-HHMMSS`` and the caller gets a one-line ``Notice`` for
the player, alongside the defaults it uses instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Generic, TypeVar

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.game.names import escaped
from cassino.i18n import N_, tr
from cassino.userdata import door

T = TypeVar("T")

BROKEN_MARK = door.BROKEN_MARK


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
        # A parameter may come from a file (a key, a name): escaped, so that no text that
        # is not clean Unicode reaches the screen's font or the log.
        cleaned = tuple((key, escaped(str(value))) for key, value in params.items())
        return cls(message, cleaned, detail)

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


def parse_json(text: str, what: str) -> Any:
    """A user file's JSON within ``bounded_json``'s bounds (nesting, numbers); InvalidFile
    naming ``what`` ("the save") otherwise."""
    try:
        return load_json(text)
    except JsonRefused as error:
        raise InvalidFile(f"{what} {error}") from None


def write_atomic(path: Path, text: str, *, through_link: bool = False) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step, through the door
    (``door.write_text``: what a link or a FIFO there becomes)."""
    door.write_text(path, text, through_link=through_link)


def save_text(path: Path, text: str, *, through_link: bool = False) -> Notice | None:
    """``write_atomic``, with a notice for the player instead of an error when it fails (the
    previous file is then intact)."""
    try:
        write_atomic(path, text, through_link=through_link)
    except door.Refused as error:
        return Notice.of(
            N_("Could not save {file}: {reason}"),
            f"{path}: {error}",
            file=path.name,
            reason=f"{path.name} {error}",
        )
    except (OSError, UnicodeEncodeError) as error:  # a disk error; text that is not Unicode
        return Notice.of(
            N_("Could not save {file}: {reason}"),
            f"{path}: {error}",
            file=path.name,
            reason=getattr(error, "strerror", None) or error,
        )
    return None


def quarantine(path: Path, now: datetime | None = None) -> Path | None:
    """Move ``path`` aside to ``<name>.broken-<time>`` (``door.quarantine``)."""
    return door.quarantine(path, now)


def read_text_or_quarantine(path: Path, now: datetime | None = None, *, limit: int) -> Loaded[str]:
    """The UTF-8 text of ``path``; a missing file gives None without a notice, a file that
    cannot be read as text is set aside and gives None with a notice."""
    return load_or_quarantine(path, lambda text: text, now, limit=limit)


def load_or_quarantine(
    path: Path, parse: Callable[[str], T], now: datetime | None = None, *, limit: int
) -> Loaded[T]:
    """Read ``path`` through the door (at most ``limit`` bytes, a regular file or a link
    to one) and ``parse`` its text. When the door refuses the file, or reading or parsing
    fails (``parse`` raises ValueError, e.g. ``InvalidFile``), the file is set aside and
    the result has no value and a notice naming the file and where it was kept."""
    try:
        data = door.read_bytes(path, limit)
        if data is None:
            return Loaded(None)
        return Loaded(parse(data.decode("utf-8")))
    except (OSError, ValueError, RecursionError, OverflowError) as error:
        # Refused, UnicodeDecodeError, json/engine errors and InvalidFile are all
        # ValueErrors; a file nested deeper than Python recurses is as broken as any.
        kept = quarantine(path, now)
        reason = (
            f"{path.name} {error}" if isinstance(error, door.Refused) else f"{path.name}: {error}"
        )
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
