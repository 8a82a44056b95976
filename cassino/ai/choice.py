"""Picking the move to play from scored moves: the levels that score every move share it."""

from __future__ import annotations

from random import Random

from cassino.engine.moves import Move

TIE = 1e-9  # scores this close are the same score


def best_scored(scored: list[tuple[Move, float]], rng: Random) -> Move:
    """The best-scored move; a tie is broken by ``rng`` (drawn from only when there is one,
    so a level's random stream does not depend on how many moves were close)."""
    best = max(score for _, score in scored)
    ties = [move for move, score in scored if score >= best - TIE]
    return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]
