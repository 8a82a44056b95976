"""The game's log: a rotating file in the platform's log folder (``locations.log_file``).

It holds what a player or a packager needs to tell what happened without a console: the
start-up facts (version, engine, data, display), every notice's technical detail, every
error the game handled, and the traceback of a crash (``crash``). ``start`` is called once
by the entry points (``launch``); the other functions may be called from anywhere and do
nothing until then, so tests and library use write no log.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from cassino.game.names import escaped, shown
from cassino.userdata import door, locations

if TYPE_CHECKING:
    from cassino.userdata.storage import Notice

LOGGER_NAME = "cassino"
MAX_BYTES = 256 * 1024
BACKUPS = 3  # cassino.log.1 … .3: the last few sessions survive a crash loop (1 MB in all)
MAX_PENDING = 64 * 1024  # characters of a line written to standard error without its end
FORMAT = "%(asctime)s %(levelname)-7s %(message)s"

log = logging.getLogger(LOGGER_NAME)


class GuardedLogFile(RotatingFileHandler):
    """The log file, opened only through the door (``door.open_for_appending``): never
    through a symbolic link of any kind, never a FIFO or a device; text that is not clean
    Unicode is written escaped; and a failure to write never raises, never loops (standard
    error is itself logged) and never hangs."""

    def __init__(self, path: Path) -> None:
        super().__init__(
            path,
            maxBytes=MAX_BYTES,
            backupCount=BACKUPS,
            encoding="utf-8",
            errors="backslashreplace",
        )
        self._failed = False

    def _open(self) -> io.TextIOWrapper:  # called at start and after each rotation
        descriptor = door.open_for_appending(Path(self.baseFilename))
        return open(descriptor, "a", encoding="utf-8", errors="backslashreplace")

    def flush(self) -> None:
        with contextlib.suppress(OSError, ValueError):  # a full disk, a closed stream
            super().flush()

    def close(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            super().close()

    def handleError(self, record: logging.LogRecord) -> None:
        # logging's own handler prints a traceback on standard error, which is logged
        # itself: a loop. Said once, on the console the program started with.
        if not self._failed:
            self._failed = True
            _console_line(
                f"cassino: the log {self.baseFilename} could not be written; "
                "it goes on where it can"
            )


def start() -> Path | None:
    """Open the log file (once) and return its path; None when it cannot be opened — a
    folder that cannot be made, or a log path that is a link, a FIFO or a device — said in
    one line on standard error, where the warnings then go: the game plays on."""
    path = locations.log_file()
    for handler in log.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = GuardedLogFile(path)
    except OSError as error:
        _stderr_line(f"cassino: no log file, {path.parent} cannot be written ({error.strerror})")
        _log_to_console()
        return None
    except door.Refused as refused:
        _stderr_line(f"cassino: no log file, {shown(path)} {refused}; warnings go here instead")
        _log_to_console()
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return path


def _log_to_console() -> None:
    """Without a log file: warnings and errors on standard error (the one the program
    started with, never the logged stream, which would log them again)."""
    if sys.stderr is None or any(type(h) is logging.StreamHandler for h in log.handlers):
        return
    console = logging.StreamHandler(sys.stderr)
    console.setLevel(logging.WARNING)
    console.setFormatter(logging.Formatter("cassino: %(levelname)s %(message)s"))
    log.addHandler(console)
    log.setLevel(logging.INFO)
    log.propagate = False


def stop() -> None:
    """Close the log file (the tests' clean-up; a program's exit closes it anyway)."""
    for handler in list(log.handlers):
        if isinstance(handler, logging.FileHandler | logging.StreamHandler):
            log.removeHandler(handler)
            handler.close()


def current_file() -> Path | None:
    """The log file being written, or None before ``start``."""
    for handler in log.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    return None


def startup_facts(argv: list[str]) -> dict[str, str]:
    """What the log says first: enough to tell one installation from another."""
    from cassino.native import engine_description
    from cassino.version import game_version

    try:
        data = str(locations.data_root())
    except locations.MissingDataError as error:
        data = f"missing ({error})"
    return {
        "version": game_version(),
        "command line": " ".join(argv) or "(none: the game window)",
        "python": f"{platform.python_version()} ({sys.executable})",
        "system": platform.platform(),
        "frozen": "yes" if getattr(sys, "frozen", False) else "no",
        "rules engine": engine_description(),
        "data": data,
        "display driver": os.environ.get("SDL_VIDEODRIVER") or "SDL's choice",
    }


def log_startup(argv: list[str]) -> None:
    log.info("cassino starts")
    for key, value in startup_facts(argv).items():
        log.info("  %s: %s", key, value)


def notice(shown: Notice) -> None:
    """A notice the player was shown, in English, with its technical detail."""
    text = shown.message.format(**dict(shown.params)) if shown.params else shown.message
    if shown.detail:
        log.warning("notice: %s (%s)", text, shown.detail)
    else:
        log.warning("notice: %s", text)


def handled_error(message: str) -> None:
    """An error the game caught and reported (a bad command line, a damaged file)."""
    log.error("%s", message)


def display_in_use() -> None:
    """The display driver SDL chose, once a window has opened (nothing before)."""
    if "pygame" not in sys.modules:
        return
    import pygame

    if pygame.display.get_init():
        log.info("display driver used: %s", pygame.display.get_driver())


class LoggedStream:
    """Standard error as the game leaves it: what is written still goes to the console
    (or to ``cassino-output.txt`` when there is none) and each line also goes to the log,
    so the errors the command line and the window print are never lost."""

    def __init__(self, stream: TextIO) -> None:
        self.stream = stream
        self._pending = ""
        self._logging = False

    def write(self, text: str) -> int:
        try:
            self.stream.write(text)
        except UnicodeEncodeError:  # a console that cannot show some of it: escaped
            self.stream.write(escaped(text))
        if self._logging or current_file() is None:
            return len(text)  # written while logging, or no log file: never logged again
        self._pending = (self._pending + text)[-MAX_PENDING:]
        *lines, self._pending = self._pending.split("\n")
        self._logging = True
        try:
            for line in lines:
                if line.strip():
                    log.warning("stderr: %s", line)
        finally:
            self._logging = False
        return len(text)

    def flush(self) -> None:
        self.stream.flush()

    def isatty(self) -> bool:
        return self.stream.isatty()

    def fileno(self) -> int:
        return self.stream.fileno()

    def close(self) -> None:
        self.stream.close()

    @property
    def encoding(self) -> str:
        return getattr(self.stream, "encoding", "utf-8")

    def __getattr__(self, name: str) -> object:  # errors, buffer, …: the stream's own
        return getattr(self.stream, name)


def _stderr_line(line: str) -> None:
    if sys.stderr is not None:
        print(line, file=sys.stderr)


def _console_line(line: str) -> None:
    """A line on the console the program started with, whatever ``sys.stderr`` is now."""
    console = sys.__stderr__
    if console is not None:
        with contextlib.suppress(OSError, ValueError):  # no console left to tell
            print(line, file=console)
