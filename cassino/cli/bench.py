"""``python -m cassino bench engine``: speed of the rules engine on one core.

The engine is measured as installed: compiled by mypyc when the install could (see
setup.py), else plain Python; the ``engine`` key says which.

Rounds: random full 2-player classic rounds (shuffle, deals, every legal-move list,
random choice, apply, leftovers, scoring), played by the engine's own loop
(``match.random_round``), as the yardstick plays its own. Move generation: legal-move lists for
40,000 positions met in random play, in order (and again from the first if time is left).

The engine remembers a few things across calls, as a game does (see ``combos`` and
``movegen``): the subset sums of rows of loose values. Here,
as in a game, those memos are warm when the timing starts (sampling the positions
generated their moves once); no whole answer for a position is kept, so each timed
generation still works out its moves. The yardstick's subset cache is warm alike.

``--yardstick PATH`` also measures a simplified pure-Python engine in the same run
(``bench_yardstick``).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from random import Random
from typing import TYPE_CHECKING, TypeVar

from cassino.engine.match import finish_round, random_round, start_round
from cassino.engine.rules import Rules
from cassino.engine.state import State

if TYPE_CHECKING:
    pass

T = TypeVar("T")


Runner = Callable[[float], float]  # works for about that many seconds; returns its rate


def timed_rate(step: Callable[[], object], seconds: float, chunk: int) -> float:
    """How many ``step()`` a second, called ``chunk`` at a time until ``seconds`` pass
    (both engines are timed through this, so they pay the same for the timing)."""
    done = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(chunk):
            step()
        done += chunk
    return done / (time.perf_counter() - start)


def cycling(items: Sequence[T], use: Callable[[T], object]) -> Callable[[], object]:
    """A step that uses the next of ``items``, from the first again after the last: the
    turns of a measurement go on where the last one stopped."""
    at = [0]

    def step() -> object:
        index = at[0]
        at[0] = (index + 1) % len(items)
        return use(items[index])

    return step


def rounds_runner(rules: Rules, seed: int) -> Runner:
    """Random rounds, timed in turns: each turn carries on with the same generator, so
    no turn replays the rounds of another."""
    rng = Random(seed)
    played = [0]

    def play() -> None:
        finish_round(random_round(rules, rng, played[0] % rules.players))
        played[0] += 1

    return partial(timed_rate, play, chunk=20)


def rounds_per_second(rules: Rules, seconds: float, seed: int) -> float:
    return rounds_runner(rules, seed)(seconds)


def sample_positions(rules: Rules, count: int, seed: int) -> list[State]:
    rng = Random(seed)
    positions: list[State] = []
    while len(positions) < count:
        state = start_round(rules, rng)
        while state.hands[state.to_move] and len(positions) < count:
            positions.append(state)
            moves = state.legal_moves()
            state = state.apply_legal(rng.choice(moves))
    return positions


def movegen_runner(rules: Rules, seed: int) -> Runner:
    """Move generation over 40,000 sampled positions, timed in turns."""
    step = cycling(sample_positions(rules, 40_000, seed), State.legal_moves)
    return partial(timed_rate, step, chunk=1000)


def movegen_per_second(rules: Rules, seconds: float, seed: int) -> float:
    return movegen_runner(rules, seed)(seconds)


def bench_engine(seconds: float = 3.0, seed: int = 1) -> dict[str, float | str]:
    """The two figures, and which build of the engine made them (``compiled``/``python``)."""
    from cassino.native import engine_build
    from cassino.userdata.presets import load

    rules = load("classic")
    return {
        "rounds_per_s": round(rounds_per_second(rules, seconds, seed), 1),
        "movegen_per_s": round(movegen_per_second(rules, seconds, seed), 1),
        "engine": engine_build(),
    }


def bench_review(
    games: int = 1,
    seed: int = 1,
    single_round: bool = False,
    person: str = "medium",
    opponent: str = "hard",
    samples: int | None = None,
) -> dict[str, float | int | str]:
    """``bench review``: the Expert's review of recorded games, seat 0 (played by
    ``person``) against ``opponent``, classic rules, to 21 (or one round). Only the
    review is timed, not the playing of the games."""
    from cassino.ai.levels import LEVELS
    from cassino.coach.review import DEFAULT_REVIEW, ReviewConfig, review_game
    from cassino.game.recorded import recorded_game
    from cassino.native import engine_build
    from cassino.userdata.presets import load

    rules = load("classic")
    config = DEFAULT_REVIEW if samples is None else ReviewConfig(samples=samples)
    elapsed: list[float] = []
    rounds = decisions = 0
    for number in range(games):
        game = recorded_game(rules, [LEVELS[person], LEVELS[opponent]], seed + number, single_round)
        started = time.perf_counter()
        review = review_game(game, (0,), ReviewConfig(config.samples, seed + number))
        elapsed.append(time.perf_counter() - started)
        rounds += len(game)
        decisions += len(review.decisions)
    return {
        "seconds_per_game": round(sum(elapsed) / games, 2),
        "slowest_game_s": round(max(elapsed), 2),
        "rounds_per_game": round(rounds / games, 2),
        "decisions_per_game": round(decisions / games, 1),
        "samples": config.samples,
        "games": games,
        "engine": engine_build(),
    }
