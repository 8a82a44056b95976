"""The entry points' start: the log, the crash hooks and the streams, then the command line.

``cassino`` (the window) and ``cassino-cli`` (the console twin), ``python -m cassino`` and
the frozen programs all come here (``__main__``). Tests call ``cli.main`` directly and so
write no log.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import TextIO

from cassino import crash
from cassino.userdata import door, locations, logs

# SDL names the window after these, so a desktop matches it to the installed .desktop file
# (StartupWMClass on X11, the desktop file's name on Wayland).
WINDOW_CLASS = "cassino"
APP_ID = "io.github.cassino_game.Cassino"


def run(argv: Sequence[str] | None = None) -> int:
    """Run the command line (or the window) as an installed program; the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    console = _give_missing_streams()
    logs.start()
    sys.stderr = logs.LoggedStream(sys.stderr)
    from cassino.cli.dispatch import main as cli_main
    from cassino.cli.parser import build_parser

    crash.install(console=console, window=opens_window(build_parser(), arguments))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # a message box may import it
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WINDOW_CLASS)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", APP_ID)
    logs.log_startup(arguments)

    try:
        status = cli_main(arguments)
    except locations.MissingDataError as error:
        crash.tell_player(_sentence(str(error)))
        status = 1
    except SystemExit as stop:  # argparse: --help, --version, or a usage error
        logs.log.info("exit status %s", stop.code)
        raise
    logs.display_in_use()
    logs.log.info("exit status %s", status)
    return status


def opens_window(parser: argparse.ArgumentParser, arguments: Sequence[str]) -> bool:
    """Whether these arguments open the game window: no command, no --self-test, no
    --help or --version (told without parsing them, which would print a usage error)."""
    commands: set[str] = set()
    for action in parser._actions:  # argparse keeps its sub-commands only here
        if isinstance(action, argparse._SubParsersAction):
            commands.update(action.choices)
    informative = {"--self-test", "--version", "-h", "--help"}
    return not any(argument in commands or argument in informative for argument in arguments)


def _give_missing_streams() -> bool:
    """True when the program has a console. Without one (the windowed build, ``pythonw``)
    ``sys.stdout`` and ``sys.stderr`` are None and whatever a command prints would vanish:
    it goes to ``cassino-output.txt`` beside the log instead."""
    if sys.stdout is not None and sys.stderr is not None:
        return True
    path = locations.output_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        descriptor = door.open_for_appending(path)  # never through a link, never a FIFO
        os.ftruncate(descriptor, 0)  # this run's output only
        output: TextIO = open(  # noqa: SIM115
            descriptor, "a", encoding="utf-8", errors="backslashreplace", buffering=1
        )
    except (OSError, door.Refused):
        output = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    sys.stdout = sys.stdout or output
    sys.stderr = sys.stderr or output
    return False


def _sentence(message: str) -> str:
    message = message.strip()
    return message[0].upper() + message[1:] + ("" if message.endswith(".") else ".")
