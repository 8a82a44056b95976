"""Runs the command line's commands about positions, rule sets, computer games and speed
(``moves``, ``apply``, ``rules``, ``simulate``, ``tournament``, ``bench``) once ``cli``
has parsed them; bad input is raised as ``InputError`` or ``CassinoError``."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from cassino.cli.bounded_input import InputError, exists, is_file, parse_json, read_text
from cassino.cli.parser import MAX_DECKS, MAX_GAMES, MAX_JOBS
from cassino.engine.moves import format_move, move_sort_key
from cassino.engine.notation import move_to_json, parse_move, position_to_json
from cassino.game.names import shown


def run_moves(args: argparse.Namespace) -> int:
    state = read_position(args.position)
    moves = sorted(state.legal_moves(), key=move_sort_key)
    if args.json:
        print(json.dumps([move_to_json(move) for move in moves]))
    else:
        for move in moves:
            print(format_move(move))
    return 0


def run_apply(args: argparse.Namespace) -> int:
    state = read_position(args.position)
    after = state.apply(parse_move(args.move))
    print(json.dumps(position_to_json(after)))
    return 0


def run_rules(args: argparse.Namespace) -> int:
    from cassino.engine.options import GROUPS, OPTIONS
    from cassino.userdata import presets

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
    from cassino.userdata import presets

    usable, broken = presets.check_user_rule_sets()
    for name in presets.preset_names() + usable:
        print(name)
    for name, reason in broken:
        print(f"skipped saved rule set {name}: {sentence(reason)}", file=sys.stderr)
    return 0


def _option_text(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, tuple):
        return ", ".join(str(item) for item in value)
    return str(value)


def run_simulate(args: argparse.Namespace) -> int:
    from cassino.ai.arena import play_game
    from cassino.ai.greedy import choose_greedy
    from cassino.userdata import presets

    rules = presets.load_for_players(args.rules, args.players)
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


def run_tournament(args: argparse.Namespace) -> int:
    from cassino.ai.levels import LEVELS
    from cassino.ai.tournament import report_json, report_text, run_tournament
    from cassino.userdata import presets

    for name in (args.a, args.b):
        if name not in LEVELS:
            raise InputError(f"there is no level '{name}'; the levels are {', '.join(LEVELS)}")
    if not 1 <= args.decks <= MAX_DECKS:
        raise InputError(f"--decks must be from 1 to {MAX_DECKS:,}, not {args.decks}")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise InputError(f"--jobs must be from 1 to {MAX_JOBS}, not {args.jobs}")
    rules = presets.load_for_players(args.rules, args.players)
    if args.lone and rules.sides < 3:
        raise InputError(
            f"--lone needs three sides or more; these rules have {rules.sides} "
            "(try --players 3, or more players without partnerships)"
        )
    report = run_tournament(
        args.a,
        args.b,
        rules,
        args.decks,
        args.seed,
        args.jobs,
        args.single_round,
        args.lone,
        args.untimed,
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


def run_bench(args: argparse.Namespace) -> int:
    figures: dict[str, Any]
    seconds = 3.0 if args.seconds is None else args.seconds
    if args.target == "ui":
        from cassino.ui.bench.frames import bench_ui

        figures = bench_ui(seconds=seconds, seed=args.seed)
    elif args.target == "idle":
        from cassino.ui.bench.idle import bench_idle

        figures = bench_idle(seconds=seconds, seed=args.seed)
    elif args.target == "think":
        from cassino.ai.levels import LEVEL_NAMES
        from cassino.ui.bench.think import bench_think

        if args.level not in LEVEL_NAMES:
            raise InputError(f"--level must be one of {', '.join(LEVEL_NAMES)}, not {args.level}")
        figures = bench_think(
            level=args.level,
            seconds=seconds,
            seed=args.seed,
            players=args.players,
            rules_name=args.rules,
        )
    elif args.target == "start":
        from cassino.ui.bench.start import bench_start

        if not 1 <= args.runs <= 200:
            raise InputError(f"--runs must be from 1 to 200, not {args.runs}")
        figures = bench_start(runs=args.runs)
    elif args.target == "net":
        from cassino.cli.bench_net import DEFAULT_SECONDS, bench_net, report_lines

        load_seconds = DEFAULT_SECONDS if args.seconds is None else args.seconds
        figures = bench_net(args.rooms, load_seconds, args.moves, args.seed)
        if not args.json:
            print("\n".join(report_lines(figures)))
            return 0
    elif args.target == "review":
        from cassino.cli.bench import bench_review

        if not 1 <= args.games <= MAX_GAMES:
            raise InputError(f"--games must be from 1 to {MAX_GAMES:,}, not {args.games}")
        figures = bench_review(games=args.games, seed=args.seed, single_round=args.single_round)
    else:
        from cassino.cli.bench import bench_engine
        from cassino.cli.bench_yardstick import bench_against_yardstick

        if args.yardstick is not None:
            figures = bench_against_yardstick(
                _existing(str(args.yardstick)), seconds=seconds, seed=args.seed
            )
        else:
            figures = bench_engine(seconds=seconds, seed=args.seed)
    if args.json:
        print(json.dumps(figures))
    else:
        for key, value in figures.items():
            print(f"{key}: {value}")
    return 0


def read_position(source: str) -> Any:
    from cassino.userdata.presets import position_from_json

    where = "standard input" if source == "-" else shown(source)
    return position_from_json(parse_json(read_text(source), where))


def sentence(message: str) -> str:
    """``message`` as one sentence: ending in a full stop unless it ends already."""
    message = message.strip()
    return message if message.endswith((".", "!", "?")) else message + "."
