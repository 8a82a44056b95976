"""The command line: ``moves``, ``apply``, ``rules``, ``soak``, ``score``, ``bench``, ... (see
README and docs/notation.md). Parses the arguments (``cli_parser``), runs the command
(``cli_commands``, ``engine_commands``) or, without one, opens the game window.

Bad input of any kind ends in one sentence on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

from cassino.cli import commands as cli_commands
from cassino.cli import engine_commands
from cassino.cli.bounded_input import InputError
from cassino.cli.commands import sentence
from cassino.cli.parser import build_parser
from cassino.engine.errors import CassinoError
from cassino.game.names import shown

EXIT_BAD_INPUT = 2


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "moves":
            return cli_commands.run_moves(args)
        if args.command == "apply":
            return cli_commands.run_apply(args)
        if args.command == "bench":
            return cli_commands.run_bench(args)
        if args.command == "rules":
            return cli_commands.run_rules(args)
        if args.command == "simulate":
            return cli_commands.run_simulate(args)
        if args.command == "tournament":
            return cli_commands.run_tournament(args)
        if args.command == "soak":
            return engine_commands.run_soak(args)
        if args.command in ("host", "join", "relay", "verify-deal"):
            from cassino.cli import net_commands

            return net_commands.NET_COMMANDS[args.command](args)
        if args.command == "score":
            return engine_commands.run_score(args, cli_commands.read_position(args.position))
    except (CassinoError, InputError) as error:
        print(f"error: {sentence(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as command-line tools do.
        sys.stderr.close()
        return 0
    if args.self_test:
        from cassino.cli.selftest import run_self_test

        return run_self_test()
    if args.install_desktop_entry or args.remove_desktop_entry:
        return _desktop_entry(install=args.install_desktop_entry)
    return _window(args)


def _desktop_entry(install: bool) -> int:
    """``--install-desktop-entry`` and ``--remove-desktop-entry``: what was done, file by
    file; one sentence and status 1 when it cannot be done."""
    from cassino.userdata import desktop_entry

    try:
        done = desktop_entry.install() if install else desktop_entry.remove()
    except desktop_entry.DesktopEntryError as error:
        print(f"error: {sentence(str(error))}", file=sys.stderr)
        return 1
    for path in done:
        print(f"{'wrote' if install else 'removed'} {path}")
    if install:
        print("Cassino is in the desktop's menu (Games); --remove-desktop-entry takes it out.")
    elif not done:
        print("no desktop entry of Cassino was installed for this user")
    return 0


def _window(args: argparse.Namespace) -> int:
    """No command: open the game window."""
    import random

    from cassino.ui.main import StartRequest, WindowOptions, run_game
    from cassino.userdata import presets
    from cassino.userdata.preferences import LARGEST_WINDOW, SMALLEST_WINDOW

    size = None
    if args.size is not None:
        try:
            width, height = (int(part) for part in args.size.lower().split("x"))
        except ValueError:
            print(
                f"error: --size must be WIDTHxHEIGHT, like 1280x800, not {args.size}.",
                file=sys.stderr,
            )
            return EXIT_BAD_INPUT
        if not all(SMALLEST_WINDOW <= side <= LARGEST_WINDOW for side in (width, height)):
            print(
                f"error: --size {args.size}: each side must be from {SMALLEST_WINDOW} to "
                f"{LARGEST_WINDOW} pixels.",
                file=sys.stderr,
            )
            return EXIT_BAD_INPUT
        size = (width, height)
    if args.debug_state is not None:
        problem = _debug_state_problem(args.debug_state)
        if problem is not None:
            print(
                f"error: --debug-state {shown(str(args.debug_state))} {problem}.", file=sys.stderr
            )
            return EXIT_BAD_INPUT
    start: StartRequest | None = None
    if args.start:
        seed = args.window_seed
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:
            start = StartRequest(presets.load_name_or_file(args.window_rules), args.seats, seed)
            start.config()  # seats that do not fit the rules are refused before the window opens
        except (CassinoError, ValueError) as error:
            print(f"error: {sentence(str(error))}", file=sys.stderr)
            return EXIT_BAD_INPUT
    options = WindowOptions(
        size=size,
        speed=args.speed,
        start=start,
        resume=args.resume,
        debug_state=args.debug_state,
        quit_after_frames=args.quit_after_frames,
    )
    return run_game(options)


def _debug_state_problem(path: Path) -> str | None:
    """Why ``--debug-state`` cannot write to ``path`` (a file it replaces after every move),
    or None."""
    try:
        if path.is_dir():
            return "is a folder, not a file"
        if path.exists() and not path.is_file():
            return "is not a regular file"
        if not path.parent.is_dir():
            return "is in a folder that does not exist"
    except (OSError, ValueError):
        return "is not a name a file can have"
    return None
