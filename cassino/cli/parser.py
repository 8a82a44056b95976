"""The command line's arguments: every option, subcommand and help text of
``python -m cassino`` (``cli`` parses with it and runs what was asked)."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import NoReturn

from cassino.cli import engine_commands
from cassino.cli.bounded_input import seconds, whole_number
from cassino.cli.net_parser import add_net_commands
from cassino.game.names import shown
from cassino.version import game_version

MAX_GAMES = 100_000
MAX_DECKS = 1_000_000
MAX_JOBS = 64


class OneSentenceParser(argparse.ArgumentParser):
    """argparse, but a usage error is one sentence and a pointer to ``--help`` (argparse
    prints the whole usage first), with exit status 2. Its sub-commands' parsers are of
    this class too (argparse makes them of the parent's class)."""

    def error(self, message: str) -> NoReturn:
        text = shown_line(message)
        end = "" if text.endswith((".", "!", "?")) else "."
        self.exit(2, f"error: {text}{end} See {self.prog} --help.\n")


def shown_line(message: str) -> str:
    """An argparse message as one clean line: what it repeats of the arguments (which may
    be long, or not UTF-8) escaped and cut, via ``shown`` on each quoted part."""
    parts = message.split("'")
    return "'".join(shown(part) if index % 2 else part for index, part in enumerate(parts))


def build_parser() -> argparse.ArgumentParser:
    parser = OneSentenceParser(
        prog="python -m cassino",
        description="Cassino, the classic fishing card game. Without a command, opens the "
        "game window (the options below apply to it); with one, runs that command.",
    )
    parser.add_argument("--version", action="version", version=f"cassino {game_version()}")
    window = parser.add_argument_group("game window")
    window.add_argument(
        "--size",
        default=None,
        help="window size, WIDTHxHEIGHT, 320 to 7680 a side (default: your preference)",
    )
    window.add_argument(
        "--speed",
        default=None,
        choices=["slow", "normal", "fast", "instant"],
        help="animation speed (default: your preference)",
    )
    window.add_argument(
        "--start",
        action="store_true",
        help="skip the menus: start a game at once (with --rules, --seats, --seed)",
    )
    window.add_argument(
        "--rules",
        dest="window_rules",
        default="classic",
        metavar="NAME_OR_FILE",
        help="with --start: a preset name or a rules YAML file",
    )
    window.add_argument(
        "--seats",
        default=None,
        help="with --start: e.g. 'You,computer:easy', 'Ana,Ben' (hot-seat) or 'You,remote' "
        "(a person on another computer: the game is hosted, its lobby shown)",
    )
    window.add_argument(
        "--seed",
        dest="window_seed",
        type=whole_number,
        default=None,
        metavar="N",
        help="with --start: the seed of the shuffles (a fixed game)",
    )
    window.add_argument(
        "--resume", action="store_true", help="go straight to the saved game in progress"
    )
    window.add_argument(
        "--debug-state",
        type=Path,
        default=None,
        metavar="FILE",
        help="write the game as JSON to FILE after every move (for tests)",
    )
    window.add_argument("--quit-after-frames", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check this installation headless (assets, presets, a game through the "
        "window's scenes) and exit 0, or 1 with the reason",
    )
    menu = parser.add_mutually_exclusive_group()
    menu.add_argument(
        "--install-desktop-entry",
        action="store_true",
        help="put the game in the desktop's menu (Linux, BSD): the desktop file, icons and "
        "metainfo in your XDG data folder, for an install made with pip or pipx",
    )
    menu.add_argument(
        "--remove-desktop-entry",
        action="store_true",
        help="take the game out of the desktop's menu again (what --install-desktop-entry wrote)",
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    moves = commands.add_parser(
        "moves", help="list the legal moves of the player to move in a position"
    )
    moves.add_argument("position", help="position JSON file (docs/notation.md), or - for stdin")
    moves.add_argument("--json", action="store_true", help="print a JSON array of moves")

    apply = commands.add_parser("apply", help="print the position after a move, as JSON")
    apply.add_argument("position", help="position JSON file (docs/notation.md), or - for stdin")
    apply.add_argument(
        "move",
        help="a move as JSON or readable ('9c takes 4d 5h', '2h builds 9 on 7d', 'Kd trails')",
    )

    rules = commands.add_parser("rules", help="list, show and check house-rule presets")
    rules_commands = rules.add_subparsers(dest="rules_command", metavar="ACTION", required=True)
    rules_commands.add_parser("list", help="one preset (or saved rule set) name a line")
    show = rules_commands.add_parser("show", help="every option of a preset, explained")
    show.add_argument("name", help="a preset name or a rules YAML file")
    validate = rules_commands.add_parser("validate", help="check a rules YAML file")
    validate.add_argument("file", help="a rules YAML file")

    simulate = commands.add_parser(
        "simulate", help="play whole games between computer players and print the results"
    )
    simulate.add_argument("--rules", default="classic", help="a preset name or a rules YAML file")
    simulate.add_argument(
        "--players", type=whole_number, help="number of players (the rules' default)"
    )
    _count(simulate, "--games", f"how many games (1 to {MAX_GAMES:,})")
    simulate.add_argument("--seed", type=whole_number, default=1, help="seed of the first game")
    simulate.add_argument("--json", action="store_true", help='print {"results": [...]}')

    tournament = commands.add_parser(
        "tournament", help="duplicate play between two computer levels, with 95%% intervals"
    )
    tournament.add_argument("a", help="level A (easy, greedy, medium, hard, expert)")
    tournament.add_argument("b", help="level B")
    tournament.add_argument("--rules", default="classic", help="a preset name or a rules file")
    tournament.add_argument(
        "--players", type=whole_number, help="number of players (the rules' default)"
    )
    _count(
        tournament,
        "--decks",
        f"seeded decks, each played twice, or once a side with --lone (1 to {MAX_DECKS:,})",
        None,
    )
    tournament.add_argument("--seed", type=whole_number, required=True, help="seed of the decks")
    _count(tournament, "--jobs", f"decks played in parallel (1 to {MAX_JOBS})")
    tournament.add_argument(
        "--single-round", action="store_true", help="play only each game's first round (no games)"
    )
    tournament.add_argument(
        "--lone",
        action="store_true",
        help="one A against B in every other seat, A in each seat in turn "
        "(three sides or more): also A's share of all the points",
    )
    tournament.add_argument(
        "--untimed",
        action="store_true",
        help="no time limits (the Expert's 0.9 s): moves depend only on the decks, "
        "as at a table where the limit is never reached",
    )
    tournament.add_argument("--json", action="store_true", help="print the figures as JSON")

    engine_commands.add_parsers(commands)

    bench = commands.add_parser("bench", help="measure speed")
    bench.add_argument(
        "target",
        choices=["engine", "ui", "idle", "review", "think", "start", "net"],
        help=(
            "engine: rounds and move generations per second; ui: frame times and start-up; "
            "start: seconds to the title with clean and with broken user files, and the "
            "worst command line's peak memory; "
            "idle: CPU the window uses at rest, on the title and at a table; "
            "review: seconds the Expert takes to review a recorded game; "
            "think: a computer level's think times at the table and alone, and the "
            "window's frame gaps while it thinks; "
            "net: a move's latency to the other players on loopback, directly and through a "
            "relay, and a relay's CPU, memory and latency with many rooms (127.0.0.1 only)"
        ),
    )
    bench.add_argument(
        "--seconds",
        type=seconds,
        default=None,
        help="time per measurement (0.01 to 3600; default 3, net: 10 a step of the load)",
    )
    bench.add_argument("--seed", type=whole_number, default=1, help="seed of the random games")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument(
        "--yardstick",
        type=Path,
        default=None,
        metavar="PATH",
        help=(
            "engine: also measure this simple engine (naive_engine.py), in turns with ours, "
            "and print the median ratios"
        ),
    )
    bench.add_argument(
        "--level", default="expert", help="think: the computer level (easy, medium, hard, expert)"
    )
    bench.add_argument(
        "--players",
        type=whole_number,
        help="think: how many players at the table, each of the level (the rules' default; "
        "classic's four play in partnerships)",
    )
    bench.add_argument(
        "--rules",
        default="classic",
        help="think: a preset name or a rules file (default classic)",
    )
    _count(bench, "--games", f"review: how many recorded games to review (1 to {MAX_GAMES:,})")
    _count(bench, "--runs", "start: how many starts of each kind (1 to 200)", default=20)
    bench.add_argument(
        "--single-round", action="store_true", help="review: record and review one round a game"
    )
    _count(bench, "--rooms", "net: rooms of five connections in the relay's load", default=500)
    _count(bench, "--moves", "net: moves timed directly and through a relay", default=300)
    add_net_commands(commands)
    return parser


def _count(parser: argparse.ArgumentParser, flag: str, help: str, default: int | None = 1) -> None:
    """An option counting something (games, decks, jobs): a whole number, ``default`` when
    left out, or required when there is none; the bounds are checked when it runs."""
    parser.add_argument(
        flag, type=whole_number, default=default, required=default is None, help=help
    )
