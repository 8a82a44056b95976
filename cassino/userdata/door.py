"""The one door every user file goes through: how the game opens, reads, writes and sets
aside the files in the player's folders (preferences, saves, statistics, the last game,
saved rule sets, the log, the lock files).

The folders may hold anything: another program, a careless copy or another user of a
shared computer may leave a symbolic link, a FIFO, a device, a folder or a huge file where
the game expects its own small file. So the door looks before it opens (``lstat``, never
following a link to anything but a regular file), opens without blocking (``O_NONBLOCK``:
a FIFO can never hang the game) and without following links where it must not
(``O_NOFOLLOW``), checks again what it opened (``fstat``), and reads at most a bound chosen
per kind of file. What it refuses is a ``Refused`` naming why; the callers set the file
aside (``quarantine``) and go on with defaults.

Writes are atomic (a temporary file in the same folder, flushed, then renamed over the old
one, and the folder synced), so a crash leaves the previous file whole. A symbolic link at
the path is replaced by the new file, never written through — except the preferences,
which dotfile managers link: a link to a regular file of the same user is written through
(``through_link``). A link to anything else, or a path that is not a regular file, is set
aside first, never followed.

Nothing here follows the current directory, and nothing writes outside the folder of the
path it is given.
"""

from __future__ import annotations

import glob
import os
import stat
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

BROKEN_MARK = ".broken-"
LEFTOVER_AGE = 60.0  # seconds: a temporary file this old is no write in progress
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
_NO_FOLLOW = getattr(os, "O_NOFOLLOW", 0)  # Windows has none: the lstat before opening stays


class Refused(ValueError):
    """A user file the door will not read or write as it is: the message is a clause that
    follows the file's name ("preferences.yaml is a folder, not a file"); ``detail`` the
    system's own words when it refused (``strerror``)."""

    def __init__(self, clause: str, detail: str | None = None) -> None:
        super().__init__(clause)
        self.detail = detail


class NotAFile(Refused):
    """A folder, a FIFO, a device, a socket, or a link to one of them or to nothing."""


class TooLong(Refused):
    """A regular file longer than the bound of its kind."""


def read_bytes(path: Path, limit: int) -> bytes | None:
    """The bytes of the regular file at ``path``, at most ``limit`` of them; None when there
    is nothing at ``path``. Refused for anything else: a folder, a FIFO, a device, a link
    to one of those or to nothing, a file longer than ``limit``, one that cannot be read.
    A link to a regular file is read through: reading never harms the file it names."""
    info = _look(path)
    if info is None:
        return None
    flags = _READ_FLAGS
    if stat.S_ISLNK(info.st_mode):
        _check_link_target(path)
    else:
        _check_regular(info.st_mode)
        flags |= _NO_FOLLOW  # a link put there since the look is not followed
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise Refused(_cannot("be read", error), _strerror(error)) from None
    try:
        opened = os.fstat(descriptor)
        _check_regular(opened.st_mode)  # what was opened, whatever the look saw
        if opened.st_size > limit:
            raise TooLong(f"is longer than {limit:,} bytes")
        data = read_at_most(descriptor, limit + 1)
    except OSError as error:
        raise Refused(_cannot("be read", error), _strerror(error)) from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise TooLong(f"is longer than {limit:,} bytes")
    return data


def read_at_most(descriptor: int, limit: int) -> bytes:
    """Up to ``limit`` bytes of an open regular file, read to its end or the limit."""
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(descriptor, min(left, 1 << 16))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def write_text(path: Path, text: str, *, through_link: bool = False) -> None:
    """Replace ``path`` with ``text`` (UTF-8) in one step. With ``through_link``, a link to
    a regular file of this user is written through (its target replaced); any other link
    is replaced itself. Something that is not a regular file (or a link to one) is set
    aside first; OSError (or Refused when it cannot be moved) and the old file intact
    when the write fails."""
    write_bytes(path, text.encode("utf-8", errors="strict"), through_link=through_link)


def write_bytes(path: Path, data: bytes, *, through_link: bool = False) -> None:
    """``write_text`` for bytes (an icon)."""
    target = _write_target(path, through_link)
    target.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(
        prefix=f".{target.name}.", suffix=".tmp", dir=target.parent
    )
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        _replace(temporary, target)  # replaces a link itself, never what it names
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(target.parent)
    _sweep_leftovers(target)


def _write_target(path: Path, through_link: bool) -> Path:
    """Where a write to ``path`` goes: ``path`` itself, or a linked preferences file's
    target; anything at ``path`` that must not be replaced blindly is set aside first."""
    info = _look(path)
    if info is None:
        return path
    if stat.S_ISLNK(info.st_mode):
        try:
            _check_link_target(path)
        except Refused:
            _set_aside_or_refuse(path)  # a link to a FIFO, a device or nothing
            return path
        if through_link and _owned_by_user(path):
            return Path(os.path.realpath(path))
        return path
    if not stat.S_ISREG(info.st_mode):
        _set_aside_or_refuse(path)
    return path


def open_for_appending(path: Path) -> int:
    """A descriptor to append to the regular file ``path`` (made if missing), opened
    without following a link and without blocking; Refused for a link of any kind, a
    FIFO, a device or a folder. For the log and the output file, which are never read."""
    return _open_own(path, os.O_WRONLY | os.O_APPEND)


def open_lock(path: Path) -> int:
    """A descriptor of the lock file ``path`` (made if missing), as ``open_for_appending``
    opens: a link there is never followed, so a lock can never create a file elsewhere."""
    return _open_own(path, os.O_RDWR)


def _open_own(path: Path, mode: int) -> int:
    info = _look(path)
    if info is not None and stat.S_ISLNK(info.st_mode):
        raise Refused("is a symbolic link")
    if info is not None:
        _check_regular(info.st_mode)
    flags = mode | os.O_CREAT | _READ_FLAGS | _NO_FOLLOW
    try:
        descriptor = os.open(path, flags, 0o644)
    except OSError as error:
        if _NO_FOLLOW and error.errno == getattr(os, "ELOOP", -1):
            raise Refused("is a symbolic link") from None  # one made since the look
        raise Refused(_cannot("be opened", error), _strerror(error)) from None
    except ValueError:
        raise Refused("is not a file name: a file name cannot hold a NUL") from None
    try:
        _check_regular(os.fstat(descriptor).st_mode)
    except Refused:
        os.close(descriptor)
        raise
    return descriptor


def remove(path: Path) -> None:
    """Remove the file at ``path`` (a link itself, never what it names); nothing when
    there is none. Refused for a folder, which is never the game's to remove; OSError
    when the system refuses."""
    info = _look(path)
    if info is None:
        return
    if stat.S_ISDIR(info.st_mode):
        raise NotAFile("is a folder, not a file")
    os.unlink(path)


def quarantine(path: Path, now: datetime | None = None) -> Path | None:
    """Move ``path`` (a file, a link, a FIFO or a folder: the name, never what a link
    names) aside to ``<name>.broken-<time>``, a free name: an older copy is never
    overwritten. The new path, or None when it could not be moved."""
    stamp = (now or datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}{BROKEN_MARK}{stamp}")
    number = 1
    while _look(target) is not None:
        number += 1
        target = path.with_name(f"{path.name}{BROKEN_MARK}{stamp}-{number}")
    try:
        # os.rename would replace an existing file on POSIX; the name is checked free above
        # and only this process writes the game's files.
        os.rename(path, target)
    except (OSError, ValueError):
        return None
    return target


def _look(path: Path) -> os.stat_result | None:
    """``lstat`` of ``path`` (a link itself, never followed); None when nothing is there."""
    try:
        return os.lstat(path)
    except FileNotFoundError:
        return None
    except ValueError:  # a NUL in the name
        raise Refused("is not a file name: a file name cannot hold a NUL") from None
    except OSError as error:
        raise Refused(_cannot("be looked at", error), _strerror(error)) from None


def _check_regular(mode: int) -> None:
    if stat.S_ISREG(mode):
        return
    if stat.S_ISDIR(mode):
        raise NotAFile("is a folder, not a file")
    raise NotAFile("is not a regular file (a pipe, a device or a socket)")


def _check_link_target(path: Path) -> None:
    try:
        target = os.stat(path)
    except OSError:
        raise NotAFile("is a symbolic link to nothing") from None
    if not stat.S_ISREG(target.st_mode):
        raise NotAFile("is a symbolic link to something that is not a regular file")


def _owned_by_user(path: Path) -> bool:
    getuid = getattr(os, "getuid", None)
    if getuid is None:  # Windows: links need the user's own rights to make
        return True
    try:
        return bool(os.stat(path).st_uid == getuid())
    except OSError:
        return False


def _set_aside_or_refuse(path: Path) -> None:
    if quarantine(path) is None:
        raise Refused("is not a regular file and cannot be moved aside")


def _cannot(what: str, error: OSError) -> str:
    return f"cannot {what} ({_strerror(error)})"


def _strerror(error: OSError) -> str:
    return str(error.strerror or error)


REPLACE_TRIES = 10  # Windows: a virus scanner or an indexer may hold the file a moment
REPLACE_WAIT = 0.05  # seconds before the first retry, doubled up to a second


def _replace(source: str, target: Path) -> None:
    """``os.replace``; on Windows retried a few times while another program holds the
    file (PermissionError), as a scanner briefly does after each write."""
    wait = REPLACE_WAIT
    for attempt in range(REPLACE_TRIES):
        try:
            os.replace(source, target)
            return
        except PermissionError:
            if sys.platform != "win32" or attempt == REPLACE_TRIES - 1:
                raise
            time.sleep(wait)
            wait = min(1.0, wait * 2)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows cannot open a folder so)."""
    if sys.platform == "win32":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass  # some file systems cannot sync a folder; the file itself is synced
    finally:
        os.close(descriptor)


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
