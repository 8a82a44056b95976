"""The Medium level: a card counter that weighs each move against the reply it invites.

It knows every card seen (the table and every captured pile) and so which cards may be
in the other hands; guesses of them are weighed by the plays of this deal (``inference``).
In each guess, every move is followed by the next player's answer — the one that looks
best at once to that player — and scored by the static evaluation there. So a move counts
for what it banks, loses what it exposes to the reply — a sweep, a Cassino left for the
taking, a build stolen — and gains the builds it keeps and the captures it sets up. The
scores are averaged over many guesses: with few, chance decides between close moves.
It does not look past the reply: that is Hard's search, and the step between the levels.
In the last deal of two players every card is known, and Medium plays it exactly, as
a card counter would.
"""

from __future__ import annotations

from random import Random

from cassino.ai.choice import best_scored
from cassino.ai.evaluation import Evaluator, evaluator_for, relative
from cassino.ai.hard import hidden_is_known, score_moves_hard
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView

MEDIUM_SAMPLES = 30  # measured: 12 guesses leave about 0.5 points a round to chance
# After our move, the next player's answer. Three plays (our follow-up and their answer
# to it too) made Medium almost Hard: Hard over it +0.30 points a round, over this one
# +1.12 (600 decks, seed 29), while this one is +4.13 over Easy (+4.79 with three).
PLAYS_AHEAD = 1


def choose_medium(view: PlayerView, rng: Random, samples: int = MEDIUM_SAMPLES) -> Move:
    """The move with the best average value after the reply it invites."""
    scored = score_moves(view, rng, samples)
    return best_scored(scored, rng)


def score_moves(
    view: PlayerView, rng: Random, samples: int = MEDIUM_SAMPLES
) -> list[tuple[Move, float]]:
    """Every legal move with its average value over ``samples`` guessed deals (or its
    exact value when nothing is hidden)."""
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_medium was asked to move with no legal move")
    if len(moves) == 1:
        return [(moves[0], 0.0)]
    if hidden_is_known(view):
        return score_moves_hard(view, rng)  # the last deal, every card known: solved
    evaluator = evaluator_for(view.rules)
    side = view.rules.side_of[view.seat]
    totals = [0.0] * len(moves)
    for world in inferred_worlds(view, rng, samples, MoveOrder(evaluator)):
        for index, move in enumerate(moves):
            totals[index] += value_ahead(evaluator, world.apply_legal(move), side)
    return [(move, total / samples) for move, total in zip(moves, totals, strict=True)]


def value_ahead(evaluator: Evaluator, state: State, side: int, plays: int = PLAYS_AHEAD) -> float:
    """``side``'s value after the next ``plays`` plays, each the one that looks best at
    once to the player making it (a pluck and the play after it count as one play)."""
    for _ in range(plays):
        if state.round_over or not state.legal_moves():
            break
        state = _best_play(evaluator, state)
    return relative(evaluator.values(state), side)


def _best_play(evaluator: Evaluator, state: State) -> State:
    """The position after the mover's best play by the static evaluation; a player whose
    turn goes on (a pluck before the play) goes on with their best continuation."""
    mover = state.to_move
    mover_side = evaluator.side_of[mover]
    best = state
    best_value = -float("inf")
    for move in state.legal_moves():
        after = state.apply_legal(move)
        if after.to_move == mover and not after.round_over:
            after = _best_play(evaluator, after)
        value = relative(evaluator.values(after), mover_side)
        if value > best_value:
            best, best_value = after, value
    return best
