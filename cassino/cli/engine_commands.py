"""The commands about the rules themselves: ``soak`` (random rounds checked at every
position) and ``score`` (a position's points as they stand). ``cli`` parses, these run."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from cassino.cli.bounded_input import whole_number
from cassino.engine.errors import CassinoError

EXIT_BROKEN = 1  # an invariant broke (bad input is 2, as everywhere on the command line)
MAX_SOAK_ROUNDS = 10_000_000


def add_parsers(commands: Any) -> None:
    """The subcommands ``soak`` and ``score`` on ``commands`` (argparse's subparsers)."""
    soak = commands.add_parser(
        "soak",
        help="play random rounds of every preset and player count, checking every position",
    )
    soak.add_argument(
        "--rounds", type=whole_number, required=True, help="rounds per preset and count"
    )
    soak.add_argument(
        "--rules", default=None, help="one preset name or rules YAML file (default: every preset)"
    )
    soak.add_argument("--players", type=whole_number, default=None, help="one player count only")
    soak.add_argument("--seed", type=whole_number, default=1, help="seed of the random rounds")
    soak.add_argument("--json", action="store_true", help="print the figures as JSON")

    score = commands.add_parser(
        "score", help="the round's points per side as the position stands, by category"
    )
    score.add_argument("position", help="position JSON file (docs/notation.md), or - for stdin")
    score.add_argument("--json", action="store_true", help="print the points as JSON")


class BadArgument(CassinoError):
    """An argument out of its range: one sentence naming it."""


def run_soak(args: argparse.Namespace) -> int:
    from cassino.cli.soak import report_json, soak
    from cassino.userdata import presets

    if not 1 <= args.rounds <= MAX_SOAK_ROUNDS:
        raise BadArgument(f"--rounds must be from 1 to {MAX_SOAK_ROUNDS:,}, not {args.rounds}")
    if args.rules is None:
        cases = [(name, presets.load(name)) for name in presets.preset_names()]
    else:
        cases = [(args.rules, presets.load_name_or_file(args.rules))]
    if args.players is not None:
        for name, rules in cases:
            if args.players not in rules.players_allowed:
                allowed = ", ".join(str(count) for count in rules.players_allowed)
                raise BadArgument(
                    f"--players {args.players}: {name} is played by {allowed} players"
                )
    report = soak(cases, args.rounds, args.seed, args.players)
    broken = report.breach
    if args.json:
        print(json.dumps(report_json(report)))
    else:
        for case in report.cases:
            print(f"{case.rules} with {case.players} players: {case.rounds} rounds")
        print(
            f"{report.rounds} rounds, {report.positions} positions in {report.seconds:.1f} s: "
            + ("broken" if broken else "every invariant kept")
        )
    if broken is not None and broken.breach is not None:
        print(
            f"error: {broken.rules} with {broken.players} players: {broken.breach.problem}, "
            f"in {json.dumps(broken.breach.position)}",
            file=sys.stderr,
        )
        return EXIT_BROKEN
    return 0


def run_score(args: argparse.Namespace, state: Any) -> int:
    from cassino.cli.score_report import score_json, score_lines

    if args.json:
        print(json.dumps(score_json(state)))
    else:
        print("\n".join(score_lines(state)))
    return 0
