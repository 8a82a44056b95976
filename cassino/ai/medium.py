"""The Medium level: a card counter that looks one reply and one follow-up ahead.

It knows every card seen (the table and every captured pile) and so which cards may be
in the other hands; guesses of them are weighed by the plays of this deal (``inference``).
In each guess, every move is followed by the next player's best answer (the one that
looks best for their side at once) and then by our own best play after it, and scored by
the static evaluation there. So a move counts for what it banks, loses what it exposes
to the reply — a sweep, a Cassino left for the taking, a build stolen — and gains the
builds it keeps and the captures it sets up for the next turn.
"""

from __future__ import annotations

from random import Random

from cassino.ai.evaluation import Evaluator, evaluator_for, relative
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView

MEDIUM_SAMPLES = 12


def choose_medium(view: PlayerView, rng: Random, samples: int = MEDIUM_SAMPLES) -> Move:
    """The move with the best average value after the next player's best reply."""
    scored = score_moves(view, rng, samples)
    best = max(score for _, score in scored)
    ties = [move for move, score in scored if score >= best - 1e-9]
    return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]


def score_moves(
    view: PlayerView, rng: Random, samples: int = MEDIUM_SAMPLES
) -> list[tuple[Move, float]]:
    """Every legal move with its average value over ``samples`` guessed deals."""
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_medium was asked to move with no legal move")
    if len(moves) == 1:
        return [(moves[0], 0.0)]
    evaluator = evaluator_for(view.rules)
    side = view.rules.side_of[view.seat]
    totals = [0.0] * len(moves)
    for world in inferred_worlds(view, rng, samples, MoveOrder(evaluator)):
        for index, move in enumerate(moves):
            totals[index] += value_after_reply(evaluator, world.apply_legal(move), side, view.seat)
    return [(move, total / samples) for move, total in zip(moves, totals, strict=True)]


def value_after_reply(evaluator: Evaluator, state: State, side: int, seat: int) -> float:
    """``side``'s value after the next player's answer and our follow-up.

    A player whose turn goes on (a pluck before the play) picks the best continuation;
    the next player answers with the move best for their own side; then, if the turn is
    ours again, we play what looks best at once.
    """
    if state.round_over:
        return relative(evaluator.exact_values(state), side)
    moves = state.legal_moves()
    if not moves:
        return relative(evaluator.side_values(state), side)
    mover = state.to_move
    if mover == seat:
        return max(value_after_reply(evaluator, state.apply_legal(m), side, seat) for m in moves)
    mover_side = evaluator.side_of[mover]
    best_for_mover = -float("inf")
    best_state = state
    for move in moves:
        after = state.apply_legal(move)
        if after.to_move == mover and not after.round_over:
            after = _best_continuation(evaluator, after, mover_side)
        mover_value = relative(evaluator.values(after), mover_side)
        if mover_value > best_for_mover:
            best_for_mover = mover_value
            best_state = after
    if not best_state.round_over and evaluator.side_of[best_state.to_move] == side:
        best_state = _best_continuation(evaluator, best_state, side)
    return relative(evaluator.values(best_state), side)


def _best_continuation(evaluator: Evaluator, state: State, side: int) -> State:
    """The position after the mover's best play by the static evaluation."""
    best = state
    best_value = -float("inf")
    for move in state.legal_moves():
        after = state.apply_legal(move)
        value = relative(evaluator.values(after), side)
        if value > best_value:
            best, best_value = after, value
    return best
