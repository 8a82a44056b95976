"""The game's log: a rotating file in the platform's log folder (``locations.log_file``).

It holds what a player or a packager needs to tell what happened without a console: the
start-up facts (version, engine, data, display), every notice's technical detail, every
error the game handled, and the traceback of a crash (``crash``). ``start`` is called once
by the entry points (``launch``); the other functions may be called from anywhere and do
nothing until then, so tests and library use write no log.
"""

from __future__ import annotations

import logging
import os
import platform
import sys
from logging.handlers import RotatingFileHandler
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from cassino import locations

if TYPE_CHECKING:
    from cassino.storage import Notice

LOGGER_NAME = "cassino"
MAX_BYTES = 512 * 1024
BACKUPS = 3  # cassino.log.1 … .3: the last few sessions survive a crash loop
FORMAT = "%(asctime)s %(levelname)-7s %(message)s"

log = logging.getLogger(LOGGER_NAME)


def start() -> Path | None:
    """Open the log file (once) and return its path; None when its folder cannot be made,
    said in one line on standard error: the game plays on without a log."""
    path = locations.log_file()
    for handler in log.handlers:
        if isinstance(handler, RotatingFileHandler):
            return Path(handler.baseFilename)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        _stderr_line(f"cassino: no log file, {path.parent} cannot be written ({error.strerror})")
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    return path


def stop() -> None:
    """Close the log file (the tests' clean-up; a program's exit closes it anyway)."""
    for handler in list(log.handlers):
        if isinstance(handler, RotatingFileHandler):
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

    def write(self, text: str) -> int:
        self.stream.write(text)
        self._pending += text
        *lines, self._pending = self._pending.split("\n")
        for line in lines:
            if line.strip():
                log.warning("stderr: %s", line)
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
