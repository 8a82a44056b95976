"""Fit the value of a fresh deal's loose cards to recorded self-play (issue 19).

Every deal search of Hard and Expert stops where the next deal is dealt and takes the
static evaluation's word for what the position is worth there. This script records
positions at the start of every deal of self-played rounds, with how the round went on
from each, and fits by least squares how much of what the static evaluation leaves out
the next deal actually paid:

- ``lean_points``, ``lean_majorities``: the loose cards' worth moved to the deal's first
  player, as a share: their own points (aces, Cassinos, ...), and their part in the
  cards and spades majorities;
- ``sweep``: the chance that the first player sweeps the table at once
  (``SweepChances``), times a sweep's points;
- ``bare``: a bare table (the first player must trail), times a sweep's points.

The target is what the next deal's start is worth by the Expert's evaluation (the
round's exact points after the last deal) minus the value here with the loose cards
shared evenly: one deal's play of noise instead of the whole round's. What it found,
and what the Expert made of it, is told beside ``NEW_DEAL_LEAN`` in ``cassino.ai.expert``:

    python research/fit_deal_value.py record --rounds 826 --seed 7 --jobs 2 --out starts.jsonl
    python research/fit_deal_value.py fit starts.jsonl
    python research/fit_deal_value.py fit starts.jsonl --last-apart

``--last-apart`` fits the two leans apart for the start of each round's last deal, where
the loose cards left at its end go to the last capturer, most often the player who plays
last; ``record --players 4`` records partnerships of four (classic's own is two).

Recording is deterministic for a seed (each round is a pure function of the seed and
its number); the fit prints each coefficient with its standard error.
"""

from __future__ import annotations

import argparse
import json
import sys
from concurrent.futures import ProcessPoolExecutor
from math import comb, sqrt

from cassino.ai.research import CARDS_SPREAD, LEVELS, NEW_DEAL_LEAN, Evaluator, relative_all
from cassino.engine import seeds
from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError
from cassino.engine.match import start_round
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.engine.view import Play, PlayerView
from cassino.userdata import presets

FEATURES = ("lean_points", "lean_majorities", "sweep", "bare", "constant")
LEANS = FEATURES[:2]
CACHE_LIMIT = 50_000  # tables remembered; past it the memory starts afresh


class SweepChances:
    """``first_sweep_chance`` with a memory of which cards sweep which tables (one per
    rule set: the answer depends on the rules)."""

    def __init__(self) -> None:
        self._sweepers: dict[tuple[object, ...], tuple[bool, ...]] = {}

    def first_sweep_chance(self, state: State) -> float:
        """The chance that the player to move sweeps the table with their first card,
        their hand a random draw from the unseen cards (0 for a bare table or builds)."""
        table = state.table
        if not table:
            return 0.0
        for item in table:
            if isinstance(item, Build):
                return 0.0
        hand_size = len(state.hands[state.to_move])
        if not hand_size:
            return 0.0
        sweepers = self._sweepers_of(state)
        by_card = len(sweepers) == 52
        total = sweeping = 0
        for hand in state.hands:
            for card in hand:
                number: int = card  # a native int indexes a tuple directly
                total += 1
                sweeping += sweepers[number if by_card else number >> 2]
        for card in state.stock:
            number = card
            total += 1
            sweeping += sweepers[number if by_card else number >> 2]
        draw = min(hand_size, total)
        return 1.0 - comb(total - sweeping, draw) / comb(total, draw)

    def _sweepers_of(self, state: State) -> tuple[bool, ...]:
        """For each rank (each card, where one card sweeps: ``five_of_spades_sweeps``),
        whether a card of it played first takes every loose card, as the engine says."""
        key: tuple[object, ...] = state.table
        known = self._sweepers.get(key)
        if known is not None:
            return known
        if len(self._sweepers) >= CACHE_LIMIT:
            self._sweepers.clear()
        rules = state.rules
        by_card = rules.five_of_spades_sweeps
        kinds: list[bool] = []
        deck = set(rules.cards)
        for kind in range(52 if by_card else 13):
            suits = (kind,) if by_card else tuple(range(kind * 4, kind * 4 + 4))
            card = next((Card(number) for number in suits if number in deck), None)
            kinds.append(card is not None and _sweeps_with(state, card))
        sweepers = tuple(kinds)
        self._sweepers[key] = sweepers
        return sweepers


def _sweeps_with(state: State, card: Card) -> bool:
    """Whether ``card``, played first by the player to move, can take the whole table."""
    mover = state.to_move
    hands = tuple((card,) if seat == mover else hand for seat, hand in enumerate(state.hands))
    trial = state.successor(
        hands,
        state.table,
        state.stock,
        state.captured,
        state.sweeps,
        mover,
        state.last_capturer,
        state.scores,
        state.plucked,
        state.penalties,
    )
    before = state.sweeps[mover]
    return any(trial.apply_legal(move).sweeps[mover] > before for move in trial.legal_moves())


def record_round(job: tuple[str, int | None, str, int, int]) -> list[dict[str, object]]:
    """The starts of every deal of one self-played round, each with its features and what
    the next start (or the round's end) was worth, per side."""
    preset, players, level, seed, number = job
    rules = presets.load(preset)
    if players is not None:
        rules = rules.with_options(players=players)
    chooser = LEVELS[level]
    round_seed = seed * 1_000_003 + number
    state = start_round(rules, seeds.deck_rng(round_seed), number % rules.players)
    seat_rngs = [seeds.seat_rng(round_seed, seat) for seat in range(rules.players)]
    # The loose cards' points all to the first player, their count shared evenly; and
    # both to the first player. (Leaning on both keeps the new deal's accounting: with
    # no lean at all, the last deal's loose cards would count as the last capturer's.)
    points_lean = Evaluator(rules, 1.0, CARDS_SPREAD, majorities_lean=0.0)
    full_lean = Evaluator(rules, 1.0, CARDS_SPREAD, majorities_lean=1.0)
    expert = Evaluator(rules, NEW_DEAL_LEAN, CARDS_SPREAD)
    chances = SweepChances()
    sweep_value = expert.sweep_value
    starts: list[State] = [state]
    history: list[Play] = []
    while not state.round_over:
        seat = state.to_move
        view = PlayerView.of(state, seat, tuple(history))
        move = chooser(view, seat_rngs[seat])
        after = state.apply(move)
        history.append(Play.before(state, move))
        if not after.round_over and len(after.stock) != len(state.stock):
            starts.append(after)
        state = after
    rows: list[dict[str, object]] = []
    for index, start in enumerate(starts):
        if index + 1 < len(starts):
            reached = relative_all(expert.side_values(starts[index + 1], new_deal=True))
        else:
            reached = relative_all(expert.exact_values(state))
        first = rules.side_of[start.to_move]
        # All the points to the first player moves its relative value by their sum.
        points = sum(expert.card_points[item] for item in start.table if isinstance(item, int))
        leaning = relative_all(points_lean.side_values(start, new_deal=True))[first]
        base = leaning - points  # the loose cards shared evenly
        lean = relative_all(full_lean.side_values(start, new_deal=True))[first]
        rows.append(
            {
                "round": number,
                "deal": index,
                "table": len(start.table),
                "target": reached[first] - base,
                "final": relative_all(expert.exact_values(state))[first] - base,
                "lean_points": points,
                "lean_majorities": lean - leaning,
                "sweep": chances.first_sweep_chance(start) * sweep_value,
                "bare": (0.0 if start.table else 1.0) * sweep_value,
                "constant": 1.0,
            }
        )
    return rows


def record(
    preset: str, players: int | None, level: str, rounds: int, seed: int, jobs: int, out: str
) -> None:
    work = [(preset, players, level, seed, number) for number in range(rounds)]
    with open(out, "w", encoding="utf-8") as file:
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for rows in pool.map(record_round, work, chunksize=4):
                    _write(file, rows)
        else:
            for job in work:
                _write(file, record_round(job))


def _write(file: object, rows: list[dict[str, object]]) -> None:
    for row in rows:
        print(json.dumps(row), file=file)  # type: ignore[call-overload]


def fit(
    path: str, target: str, first_deal: bool, last_apart: bool = False
) -> dict[str, tuple[float, float]]:
    """Least squares of the target on ``FEATURES``: each coefficient and its standard
    error. With ``last_apart`` the two leans are fitted apart for the round's last deal
    (``lean_points_last``, ``lean_majorities_last``) and for the others."""
    with open(path, encoding="utf-8") as file:
        rows = [json.loads(line) for line in file]
    last_deal: dict[int, int] = {}  # each round's last deal
    for row in rows if last_apart else []:
        last_deal[row["round"]] = max(last_deal.get(row["round"], 0), row["deal"])
    names = list(FEATURES)
    if last_apart:
        names[2:2] = [f"{name}_last" for name in LEANS]
    xs: list[list[float]] = []
    ys: list[float] = []
    for row in rows:
        if row["deal"] == 0 and not first_deal:
            continue  # the first deal's table is dealt, not left by anybody's play
        values = {name: float(row[name]) for name in FEATURES}
        if last_apart:
            is_last = row["deal"] == last_deal[row["round"]]
            for name in LEANS:
                values[f"{name}_last"] = values[name] if is_last else 0.0
                values[name] = 0.0 if is_last else values[name]
        xs.append([values[name] for name in names])
        ys.append(float(row[target]))
    size = len(names)
    gram = [[sum(x[i] * x[j] for x in xs) for j in range(size)] for i in range(size)]
    moment = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(size)]
    inverse = _inverse(gram, names)
    coefficients = [sum(inverse[i][j] * moment[j] for j in range(size)) for i in range(size)]
    residuals = [
        y - sum(c * v for c, v in zip(coefficients, x, strict=True))
        for x, y in zip(xs, ys, strict=True)
    ]
    variance = sum(r * r for r in residuals) / max(1, len(ys) - size)
    return {name: (coefficients[i], sqrt(variance * inverse[i][i])) for i, name in enumerate(names)}


def _inverse(matrix: list[list[float]], names: list[str]) -> list[list[float]]:
    """Gauss-Jordan with partial pivoting (the matrix is small and positive definite)."""
    size = len(matrix)
    rows = [row[:] + [1.0 if i == j else 0.0 for j in range(size)] for i, row in enumerate(matrix)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        lead = rows[column][column]
        if lead == 0.0:
            raise ValueError(f"the feature {names[column]!r} never varies in the records")
        rows[column] = [value / lead for value in rows[column]]
        for other in range(size):
            if other != column and rows[other][column]:
                factor = rows[other][column]
                pivot_row = rows[column]
                rows[other] = [a - factor * b for a, b in zip(rows[other], pivot_row, strict=True)]
    return [row[size:] for row in rows]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    recorder = commands.add_parser("record", help="self-play rounds, recording every deal's start")
    recorder.add_argument("--preset", default="classic")
    recorder.add_argument("--players", type=int, help="the preset's own number if not given")
    recorder.add_argument("--level", default="hard", choices=sorted(LEVELS))
    recorder.add_argument("--rounds", type=int, default=826)
    recorder.add_argument("--seed", type=int, default=7)
    recorder.add_argument("--jobs", type=int, default=1)
    recorder.add_argument("--out", required=True)
    fitter = commands.add_parser("fit", help="least squares over recorded starts")
    fitter.add_argument("records")
    fitter.add_argument("--target", choices=("target", "final"), default="target")
    fitter.add_argument("--first-deal", action="store_true", help="count the dealt first table too")
    fitter.add_argument(
        "--last-apart", action="store_true", help="fit the leans apart for each round's last deal"
    )
    args = parser.parse_args(argv)
    if args.command == "record":
        try:  # a preset or a table size the rules refuse: say so before any work
            rules = presets.load(args.preset)
            if args.players is not None:
                rules.with_options(players=args.players)
        except CassinoError as refused:
            parser.error(str(refused))
        record(args.preset, args.players, args.level, args.rounds, args.seed, args.jobs, args.out)
        return 0
    fitted = fit(args.records, args.target, args.first_deal, args.last_apart)
    for name, (value, error) in fitted.items():
        print(f"{name:20} {value:+.3f} ± {error:.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
