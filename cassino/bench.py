"""``python -m cassino bench engine``: speed of the rules engine on one core.

The engine is measured as installed: compiled by mypyc when the install could (see
setup.py), else plain Python; the ``engine`` key says which.

Rounds: random full 2-player classic rounds (shuffle, deals, every legal-move list,
random choice, apply, leftovers, scoring). Move generation: legal-move lists for
positions met in random play, each position generated once.
"""

from __future__ import annotations

import time
from random import Random

from cassino.engine.match import finish_round, start_round
from cassino.engine.play import apply_legal
from cassino.engine.rules import Rules
from cassino.engine.state import State


def random_round(rules: Rules, rng: Random, dealer: int = 0) -> State:
    """Play one round with uniformly random legal moves; returns the finished position."""
    state = start_round(rules, rng, dealer)
    while state.hands[state.to_move]:
        moves = state.legal_moves()
        state = apply_legal(state, moves[rng.randrange(len(moves))])
    return state


def rounds_per_second(rules: Rules, seconds: float, seed: int) -> float:
    rng = Random(seed)
    rounds = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        for _ in range(20):
            finish_round(random_round(rules, rng, rounds % rules.players))
            rounds += 1
    return rounds / (time.perf_counter() - start)


def sample_positions(rules: Rules, count: int, seed: int) -> list[State]:
    rng = Random(seed)
    positions: list[State] = []
    while len(positions) < count:
        state = start_round(rules, rng)
        while state.hands[state.to_move] and len(positions) < count:
            positions.append(state)
            moves = state.legal_moves()
            state = apply_legal(state, moves[rng.randrange(len(moves))])
    return positions


def movegen_per_second(rules: Rules, seconds: float, seed: int) -> float:
    positions = sample_positions(rules, 40_000, seed)
    generated = 0
    start = time.perf_counter()
    deadline = start + seconds
    for state in positions:
        state.legal_moves()
        generated += 1
        if generated % 1000 == 0 and time.perf_counter() > deadline:
            break
    return generated / (time.perf_counter() - start)


def bench_engine(seconds: float = 3.0, seed: int = 1) -> dict[str, float | str]:
    """The two figures, and which build of the engine made them (``compiled``/``python``)."""
    from cassino.native import engine_build
    from cassino.presets import load

    rules = load("classic")
    return {
        "rounds_per_s": round(rounds_per_second(rules, seconds, seed), 1),
        "movegen_per_s": round(movegen_per_second(rules, seconds, seed), 1),
        "engine": engine_build(),
    }
