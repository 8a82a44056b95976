"""What happens when the game fails: the player is told in a sentence, the log keeps the rest.

``install`` sets ``sys.excepthook`` and ``threading.excepthook``: an exception nobody
caught — in a scene on the window's thread, or in the computer players' thread — has its
traceback written to the log, and the player sees a message box naming the log file (a
console without a window gets the same sentence on standard error). A crash in C code
(pygame, SDL, a driver), which no exception hook sees, has Python's ``faulthandler``
write every thread's stack to ``cassino-faults.log`` beside the log (opened through the
guarded door: never a link, a FIFO or a device). ``tell_player`` is for errors the game
handles itself, such as a missing data file.
"""

from __future__ import annotations

import contextlib
import faulthandler
import sys
import threading
import traceback
from pathlib import Path
from types import TracebackType
from typing import TextIO

from cassino.userdata import door, locations, logs

TITLE = "Cassino"
# Whether the program has a console to print on, and whether it is the game window rather
# than a command (``install`` says; launch knows).
_console = True
_window = False
FAULTS_FILE = "cassino-faults.log"
_faults: list[TextIO] = []  # the open fault file: faulthandler writes to its descriptor


def install(console: bool = True, window: bool = False) -> None:
    """Route uncaught exceptions, in any thread, to ``report_crash``. ``console`` False for
    a program whose standard streams go nowhere a player sees (the windowed build);
    ``window`` True for a run that opens the game window, whose player may have started it
    from a desktop menu and never sees standard error even when there is one."""
    global _console, _window
    _console, _window = console, window
    sys.excepthook = _main_thread_hook
    threading.excepthook = _thread_hook
    _catch_faults()


def faults_file() -> Path:
    """Where a crash in C code leaves its trace: beside the log."""
    return locations.user_log_dir() / FAULTS_FILE


def _catch_faults() -> None:
    """Have ``faulthandler`` write a crash in C code to the faults file, kept open from now
    on (at a crash nothing can be opened); standard error when it cannot be opened. One
    enabled already (``python -X faulthandler``, a test runner) is left as it is."""
    if _faults or faulthandler.is_enabled():
        return
    try:
        path = faults_file()
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = door.open_for_appending(path)
        stream = open(descriptor, "a", encoding="utf-8")  # noqa: SIM115
    except (OSError, door.Refused) as error:
        logs.log.warning("no file for crashes in C code (%s): standard error instead", error)
        with contextlib.suppress(AttributeError, OSError, ValueError):
            faulthandler.enable(all_threads=True)  # standard error, if it has a descriptor
        return
    _faults.append(stream)
    faulthandler.enable(file=stream, all_threads=True)


def _main_thread_hook(
    kind: type[BaseException], error: BaseException, trace: TracebackType | None
) -> None:
    if issubclass(kind, KeyboardInterrupt):  # Ctrl+C is the player's choice, not a crash
        sys.__excepthook__(kind, error, trace)
        return
    if issubclass(kind, BrokenPipeError):  # the reader went away (``| head``): not a crash
        logs.log.info("standard output was closed by its reader")
        return
    report_crash(error, "the game")


def _thread_hook(arguments: threading.ExceptHookArgs) -> None:
    if arguments.exc_value is None or isinstance(arguments.exc_value, SystemExit):
        return
    name = arguments.thread.name if arguments.thread is not None else "a thread"
    report_crash(arguments.exc_value, f"the game's thread {name}")


def report_crash(error: BaseException, where: str) -> None:
    """Write ``error``'s traceback to the log and tell the player where it is."""
    trace = "".join(traceback.format_exception(type(error), error, error.__traceback__))
    logs.log.critical("crash in %s:\n%s", where, trace.rstrip())
    logs.display_in_use()
    log_file = logs.current_file()
    where_written = f"The details are in {log_file}." if log_file else ""
    tell_player(
        f"Cassino stopped because of an error ({type(error).__name__}: {error}). "
        f"{where_written}".strip(),
        log_it=False,
    )


def tell_player(sentence: str, log_it: bool = True) -> None:
    """Say ``sentence`` where the player will see it: a message box when the game has, or
    is, a window (no console to print on), and standard error when there is one."""
    if log_it:
        logs.handled_error(sentence)
    if sys.stderr is not None:
        print(f"error: {sentence}", file=sys.stderr)
    if _window or not _console or _has_window():
        show_message_box(sentence)


def show_message_box(sentence: str) -> None:
    """SDL's own message box (it needs no open window); nothing when SDL cannot show one
    (no display): the sentence is in the log and on standard error already."""
    try:
        import pygame

        pygame.display.message_box(TITLE, sentence, message_type="error")
    except Exception as error:  # no pygame or no display: the log is what remains
        logs.log.warning("no message box could be shown (%s)", error)


def _has_window() -> bool:
    if "pygame" not in sys.modules:
        return False
    import pygame

    return bool(pygame.display.get_init() and pygame.display.get_surface() is not None)
