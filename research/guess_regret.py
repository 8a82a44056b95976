"""What a choice loses to searching only so many guesses: how much more guesses could
give Hard's search, at each number of players.

Hard and the Expert average each move's searched value over guessed deals (``hard``,
``inference``). With few guesses that average is noisy and may pick a worse move than
the same search would with endless guesses; more guesses cost time. Tournaments
measure the difference only to about ±0.2 points a round after hours of play, so this
measures it on single decisions instead, where it is far less noisy:

for positions met in greedy play (each decision with a choice and hidden cards, one in
four kept), the search values every move over ``--reference`` guesses of its own, and
separately over ``--pool`` other guesses. Each run of ``n`` of the pool's guesses in turn
chooses the move with the best average, as a player with ``n`` guesses would; its
regret is the reference's best average less the reference's average for the move it
chose. The reference is independent of the choice, so the difference between two
values of ``n`` is an unbiased estimate of what the extra guesses are worth (the
regret itself also carries the reference's own noise, the same for every ``n``).
Times the decisions per round that one side makes with a choice and hidden cards, the
regret is in points a round.

The search is Hard's at that number of players with no node budget (so every guess is
searched), with the Expert's evaluation unless ``--hard-evaluation``.

    python research/guess_regret.py --players 2 --positions 200 --seed 1 --jobs 2
    python research/guess_regret.py --players 3 --positions 200 --seed 1 --jobs 2
    python research/guess_regret.py --players 4 --positions 200 --seed 1 --jobs 2

What it found with those (classic; points a round one side loses, 48 / 96 / 192 guesses):
two players 0.14 / 0.08 / 0.04, three 0.11 / 0.08 / 0.04, four in partnerships 0.51 /
0.26 / 0.15 (from 96 to 192 there +0.11, +0.06 ... +0.15, paired). With three hands
hidden, four players need many more guesses; with two or three, more guesses cannot be
where a half point lies. Each run took 2 to 11 minutes here. The figures and what they
decided are in docs/strength.md.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from itertools import pairwise
from random import Random

from cassino.ai.research import (
    DEFAULT_EXPERT,
    DEFAULT_HARD,
    MoveOrder,
    choose_greedy,
    config_for,
    evaluator_of,
    hidden_is_known,
    inferred_worlds,
    rounded_ci95,
    search_worlds,
)
from cassino.engine.errors import RulesError
from cassino.engine.match import start_round
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.userdata import presets

KEPT_SHARE = 0.25  # of the decisions met: spread over many rounds, not a few
SIZES = (24, 48, 96, 192, 384)


@dataclass(frozen=True)
class Decisions:
    """Positions to decide, with the plays of their round so far, and how many decisions
    with a choice and hidden cards one side makes in a round."""

    positions: list[tuple[State, tuple[Play, ...]]]
    per_side_per_round: float


def decisions(rules: Rules, count: int, seed: int) -> Decisions:
    """``count`` positions of greedy rounds (seeded), each a decision with more than one
    legal move while something is still hidden."""
    rng = Random(seed)
    kept: list[tuple[State, tuple[Play, ...]]] = []
    rounds = met = 0
    while len(kept) < count:
        rounds += 1
        state = start_round(rules, rng, rng.randrange(rules.players))
        history: list[Play] = []
        while not state.round_over:
            view = PlayerView.of(state, state.to_move, tuple(history))
            if len(view.legal_moves()) > 1 and not hidden_is_known(view):
                met += 1
                if len(kept) < count and rng.random() < KEPT_SHARE:
                    kept.append((state, tuple(history)))
            move = choose_greedy(view, rng)
            history.append(Play.before(state, move))
            state = state.apply(move)
    return Decisions(kept, met / rounds / rules.sides)


Task = tuple[State, tuple[Play, ...], int, int, int, tuple[int, ...], bool]


def regrets(task: Task) -> dict[int, float]:
    """For one position: each size's regret, averaged over the pool's runs of that size."""
    state, history, generator, reference_size, pool_size, sizes, hard_evaluation = task
    view = PlayerView.of(state, state.to_move, history)
    moves = view.legal_moves()
    side = state.rules.side_of[view.seat]
    config = replace(config_for(state.rules, DEFAULT_HARD), node_budget=None)
    if not hard_evaluation:
        config = replace(
            config,
            new_deal_lean=DEFAULT_EXPERT.new_deal_lean,
            cards_spread=DEFAULT_EXPERT.cards_spread,
        )
    order = MoveOrder(evaluator_of(state.rules, config))
    reference = inferred_worlds(view, Random(2 * generator), reference_size, order)
    pool = inferred_worlds(view, Random(2 * generator + 1), pool_size, order)
    reference_values, _ = search_worlds(reference, moves, side, config)
    pool_values, _ = search_worlds(pool, moves, side, config)
    truth = _averages(reference_values, len(moves))
    best = max(truth)
    found: dict[int, float] = {}
    for size in sizes:
        runs = [pool_values[start : start + size] for start in range(0, pool_size - size + 1, size)]
        lost = 0.0
        for run in runs:
            averages = _averages(run, len(moves))
            chosen = max(range(len(moves)), key=averages.__getitem__)
            lost += best - truth[chosen]
        found[size] = lost / len(runs)
    return found


def _averages(rows: Sequence[Sequence[float]], width: int) -> list[float]:
    return [sum(row[index] for row in rows) / len(rows) for index in range(width)]


def run(
    rules: Rules,
    count: int,
    seed: int,
    reference_size: int,
    pool_size: int,
    sizes: tuple[int, ...],
    jobs: int,
    hard_evaluation: bool = False,
) -> dict[str, object]:
    """The figures: each size's regret a decision and a round with 95% intervals, and
    what doubling the guesses from each size gained, paired position by position."""
    found = decisions(rules, count, seed)
    tasks: list[Task] = [
        (
            state,
            history,
            seed * 1_000_003 + index,
            reference_size,
            pool_size,
            sizes,
            hard_evaluation,
        )
        for index, (state, history) in enumerate(found.positions)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(regrets, tasks))
    else:
        results = [regrets(task) for task in tasks]
    per_round = found.per_side_per_round
    figures: dict[str, object] = {
        "players": rules.players,
        "positions": count,
        "seed": seed,
        "reference": reference_size,
        "pool": pool_size,
        "decisions_per_side_per_round": round(per_round, 2),
    }
    for size in sizes:
        figures[f"regret_{size}"] = rounded_ci95([result[size] for result in results], per_round)
    for smaller, larger in pairwise(sizes):
        gained = [result[smaller] - result[larger] for result in results]
        figures[f"gain_{smaller}_to_{larger}"] = rounded_ci95(gained, per_round)
    return figures


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="classic", help="a preset or a rules file")
    parser.add_argument("--players", type=int, help="number of players (the rules' default)")
    parser.add_argument("--positions", type=int, required=True, help="decisions to measure")
    parser.add_argument("--seed", type=int, required=True, help="seed of the greedy rounds")
    parser.add_argument("--reference", type=int, default=768, help="the reference's guesses")
    parser.add_argument("--pool", type=int, default=768, help="guesses split into runs")
    parser.add_argument(
        "--sizes",
        default=",".join(str(size) for size in SIZES),
        help="guesses a player has, comma-separated (each at most --pool)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="positions measured in parallel")
    parser.add_argument(
        "--hard-evaluation", action="store_true", help="Hard's evaluation, not the Expert's"
    )
    args = parser.parse_args(argv)
    try:
        rules = presets.load_for_players(args.rules, args.players)
    except RulesError as error:
        parser.error(str(error))
    try:
        sizes = tuple(sorted({int(size) for size in args.sizes.split(",")}))
    except ValueError:
        parser.error("--sizes must be whole numbers separated by commas")
    if args.positions < 2:
        parser.error("--positions must be at least 2")
    if not sizes or sizes[0] < 1 or sizes[-1] > args.pool or args.reference < 1:
        parser.error("every size must be from 1 to --pool, and --reference at least 1")
    figures = run(
        rules,
        args.positions,
        args.seed,
        args.reference,
        args.pool,
        sizes,
        max(1, args.jobs),
        args.hard_evaluation,
    )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
