"""The command line: ``moves``, ``apply``, ``rules``, ``soak``, ``score``, ``bench``, ... (see
README and docs/notation.md).

Bad input of any kind ends in one sentence on standard error and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cassino import engine_commands
from cassino.bounded_input import (
    InputError,
    exists,
    is_file,
    parse_json,
    read_text,
    seconds,
    shown,
    whole_number,
)
from cassino.engine.errors import CassinoError
from cassino.engine.moves import format_move, move_sort_key
from cassino.engine.notation import move_to_json, parse_move, position_to_json
from cassino.version import game_version

EXIT_BAD_INPUT = 2
MAX_GAMES = 100_000
MAX_DECKS = 1_000_000
MAX_JOBS = 64


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
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
        help="skip the menus: start a game at once (with --rules, --players, --seats, --seed)",
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
        help="with --start: e.g. 'You,computer:easy' or 'Ana,Ben' (hot-seat)",
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
    simulate.add_argument(
        "--games", type=whole_number, default=1, help=f"how many games (1 to {MAX_GAMES:,})"
    )
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
    tournament.add_argument(
        "--decks",
        type=whole_number,
        required=True,
        help=f"seeded decks, each played twice (1 to {MAX_DECKS:,})",
    )
    tournament.add_argument("--seed", type=whole_number, required=True, help="seed of the decks")
    tournament.add_argument(
        "--jobs",
        type=whole_number,
        default=1,
        help=f"decks played in parallel (1 to {MAX_JOBS})",
    )
    tournament.add_argument(
        "--single-round", action="store_true", help="play only each game's first round (no games)"
    )
    tournament.add_argument("--json", action="store_true", help="print the figures as JSON")

    engine_commands.add_parsers(commands)

    bench = commands.add_parser("bench", help="measure speed")
    bench.add_argument(
        "target",
        choices=["engine", "ui", "idle", "review"],
        help=(
            "engine: rounds and move generations per second; ui: frame times and start-up; "
            "idle: CPU the window uses at rest, on the title and at a table; "
            "review: seconds the Expert takes to review a recorded game"
        ),
    )
    bench.add_argument(
        "--seconds", type=seconds, default=3.0, help="time per measurement (0.01 to 3600)"
    )
    bench.add_argument("--seed", type=whole_number, default=1, help="seed of the random games")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    bench.add_argument(
        "--yardstick",
        type=Path,
        default=None,
        metavar="PATH",
        help="engine: also measure this simple engine (naive_engine.py) and print the ratios",
    )
    bench.add_argument(
        "--games",
        type=whole_number,
        default=1,
        help=f"review: how many recorded games to review (1 to {MAX_GAMES:,})",
    )
    bench.add_argument(
        "--single-round", action="store_true", help="review: record and review one round a game"
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        if args.command == "moves":
            return _moves(args)
        if args.command == "apply":
            return _apply(args)
        if args.command == "bench":
            return _bench(args)
        if args.command == "rules":
            return _rules(args)
        if args.command == "simulate":
            return _simulate(args)
        if args.command == "tournament":
            return _tournament(args)
        if args.command == "soak":
            return engine_commands.run_soak(args)
        if args.command == "score":
            return engine_commands.run_score(args, _read_position(args.position))
    except (CassinoError, InputError) as error:
        print(f"error: {_sentence(str(error))}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except BrokenPipeError:
        # The reader went away (``| head``): stop quietly, as command-line tools do.
        sys.stderr.close()
        return 0
    if args.self_test:
        from cassino.selftest import run_self_test

        return run_self_test()
    return _window(args)


def _window(args: argparse.Namespace) -> int:
    """No command: open the game window."""
    import random

    from cassino import presets
    from cassino.preferences import LARGEST_WINDOW, SMALLEST_WINDOW
    from cassino.ui.main import StartRequest, WindowOptions, run_game

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
    start: StartRequest | None = None
    if args.start:
        seed = args.window_seed
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        try:
            start = StartRequest(presets.load_name_or_file(args.window_rules), args.seats, seed)
            start.config()  # seats that do not fit the rules are refused before the window opens
        except (CassinoError, ValueError) as error:
            print(f"error: {_sentence(str(error))}", file=sys.stderr)
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


def _moves(args: argparse.Namespace) -> int:
    state = _read_position(args.position)
    moves = sorted(state.legal_moves(), key=move_sort_key)
    if args.json:
        print(json.dumps([move_to_json(move) for move in moves]))
    else:
        for move in moves:
            print(format_move(move))
    return 0


def _apply(args: argparse.Namespace) -> int:
    state = _read_position(args.position)
    after = state.apply(parse_move(args.move))
    print(json.dumps(position_to_json(after)))
    return 0


def _rules(args: argparse.Namespace) -> int:
    from cassino import presets
    from cassino.engine.options import GROUPS, OPTIONS

    if args.rules_command == "list":
        return _list_rule_sets()
    if args.rules_command == "validate":
        rules = presets.load_file(_existing(args.file))
        changed = ", ".join(key for key, _ in presets.changes_from_classic(rules)) or "nothing"
        print(f"{args.file}: valid; differs from classic in {changed}")
        return 0
    rules = presets.load_name_or_file(args.name)
    description = presets.description(args.name)
    print(f"{args.name}: {description}" if description else args.name)
    width = max(len(spec.key) for spec in OPTIONS)
    values = rules.options()
    for group in GROUPS:
        print(f"\n{group.capitalize()}")
        for spec in OPTIONS:
            if spec.group == group:
                shown = _option_text(values[spec.key])
                print(f"  {spec.key:<{width}}  {shown:<10}  {spec.explanation}")
    return 0


def _list_rule_sets() -> int:
    """The presets and the saved rule sets a game can use, a name a line; a saved set
    that cannot be loaded is left where it is, named on stderr with the reason."""
    from cassino import presets

    usable, broken = presets.check_user_rule_sets()
    for name in presets.preset_names() + usable:
        print(name)
    for name, reason in broken:
        print(f"skipped saved rule set {name}: {_sentence(reason)}", file=sys.stderr)
    return 0


def _option_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return str(value)


def _simulate(args: argparse.Namespace) -> int:
    from cassino import presets
    from cassino.ai.arena import play_game
    from cassino.ai.greedy import choose_greedy

    rules = presets.load_name_or_file(args.rules)
    if args.players is not None:
        rules = rules.with_options(source="--players", players=args.players)
    if not 1 <= args.games <= MAX_GAMES:
        raise InputError(f"--games must be from 1 to {MAX_GAMES:,}, not {args.games}")
    results = []
    for number in range(args.games):
        dealer = number % rules.players  # the first deal rotates from game to game
        record = play_game(rules, [choose_greedy] * rules.players, args.seed + number, dealer)
        results.append({"scores": list(record.scores), "winner": record.winner})
        if not args.json:
            scores = " ".join(str(score) for score in record.scores)
            side = "team" if rules.sides != rules.players else "player"
            print(
                f"game {number + 1}: scores {scores}; {side} {record.winner} wins "
                f"({record.reason}, {record.rounds} rounds)"
            )
    if args.json:
        print(json.dumps({"results": results}))
    return 0


def _tournament(args: argparse.Namespace) -> int:
    from cassino import presets
    from cassino.ai.levels import LEVELS
    from cassino.ai.tournament import report_json, report_text, run_tournament

    for name in (args.a, args.b):
        if name not in LEVELS:
            raise InputError(f"there is no level '{name}'; the levels are {', '.join(LEVELS)}")
    if not 1 <= args.decks <= MAX_DECKS:
        raise InputError(f"--decks must be from 1 to {MAX_DECKS:,}, not {args.decks}")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise InputError(f"--jobs must be from 1 to {MAX_JOBS}, not {args.jobs}")
    rules = presets.load_name_or_file(args.rules)
    if args.players is not None:
        rules = rules.with_options(source="--players", players=args.players)
    report = run_tournament(
        args.a, args.b, rules, args.decks, args.seed, args.jobs, args.single_round
    )
    if args.json:
        print(json.dumps(report_json(report)))
    else:
        target = f"to {rules.target}" if rules.match == "target" else "played out"
        print("\n".join(report_text(report, target)))
    return 0


def _existing(text: str) -> Path:
    path = Path(text)
    if exists(path) and not is_file(path):
        raise InputError(f"{shown(text)} is not a regular file (a folder, a device or a pipe)")
    if not is_file(path):
        raise InputError(f"there is no file {shown(text)}")
    return path


def _bench(args: argparse.Namespace) -> int:
    figures: dict[str, Any]
    if args.target == "ui":
        from cassino.ui.bench_ui import bench_ui

        figures = bench_ui(seconds=args.seconds, seed=args.seed)
    elif args.target == "idle":
        from cassino.ui.bench_idle import bench_idle

        figures = bench_idle(seconds=args.seconds, seed=args.seed)
    elif args.target == "review":
        from cassino.bench import bench_review

        if not 1 <= args.games <= MAX_GAMES:
            raise InputError(f"--games must be from 1 to {MAX_GAMES:,}, not {args.games}")
        figures = bench_review(games=args.games, seed=args.seed, single_round=args.single_round)
    else:
        from cassino.bench import bench_against_yardstick, bench_engine

        if args.yardstick is not None:
            figures = bench_against_yardstick(
                _existing(str(args.yardstick)), seconds=args.seconds, seed=args.seed
            )
        else:
            figures = bench_engine(seconds=args.seconds, seed=args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def _read_position(source: str) -> Any:
    from cassino.presets import position_from_json

    where = "standard input" if source == "-" else source
    return position_from_json(parse_json(read_text(source), where))


def _sentence(message: str) -> str:
    message = message.strip()
    return message if message.endswith((".", "!", "?")) else message + "."
