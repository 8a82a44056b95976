"""Reading the other players' hands from how they played this deal.

A player who trailed while the table offered the 10♦ probably holds no card that takes
it. Each guessed deal (``sampler``) is weighed by how likely the plays seen in this deal
would have been from the hands it guesses, under a model of a sensible player: moves
that bank more are likelier, softly (``SHARPNESS``), so no particular opponent is
assumed. Guesses are drawn in number and resampled by weight (importance resampling).

Within a deal a player's hand at an earlier play is their hand now plus the cards they
played since, so every earlier play of the deal can be replayed against a guess. With
``draw`` the hands change after every play; there the guesses stay unweighed.
"""

from __future__ import annotations

from math import exp, log
from random import Random

from cassino.ai.ordering import MoveOrder, table_size
from cassino.ai.other_threads import let_other_threads_run
from cassino.ai.sampler import HiddenFacts, sample_hidden
from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView

SHARPNESS = 2.0  # how strongly a sensible player prefers the move that banks more
UNEXPLAINED = 1e-3  # the weight of a play the guessed hand could not have made
CANDIDATES_PER_WORLD = 4


def inferred_worlds(
    view: PlayerView,
    rng: Random,
    count: int,
    order: MoveOrder,
    facts: HiddenFacts | None = None,
) -> list[State]:
    """``count`` full positions consistent with the view, drawn in proportion to how well
    they explain this deal's plays (plain samples when there is nothing to explain)."""
    facts = facts or HiddenFacts.of(view)
    plays = deal_plays(view)
    if not plays:
        worlds: list[State] = []
        for _ in range(count):
            worlds.append(_world(view, *sample_hidden(view, rng, facts)))
            let_other_threads_run()  # a guess owing a build's card may take many draws
        return worlds
    guesses: list[tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]]] = []
    log_weights: list[float] = []
    for _ in range(count * CANDIDATES_PER_WORLD):
        guess = sample_hidden(view, rng, facts)
        guesses.append(guess)
        log_weights.append(plays_log_likelihood(view, guess[0], plays, order))
        let_other_threads_run()  # each replays the deal's plays: long for the window to wait
    top = max(log_weights)
    weights = [exp(weight - top) for weight in log_weights]
    return [_world(view, *guesses[index]) for index in _systematic(weights, count, rng)]


def deal_plays(view: PlayerView) -> list[Play]:
    """The plays made in the current deal (the latest run of plays with today's stock
    size; none with ``draw``, where hands change at every play)."""
    if view.rules.draw:
        return []
    plays: list[Play] = []
    for play in reversed(view.history):
        if play.stock_size != view.stock_size:
            break
        plays.append(play)
    plays.reverse()
    return plays


def plays_log_likelihood(
    view: PlayerView,
    hands: dict[int, tuple[Card, ...]],
    plays: list[Play],
    order: MoveOrder,
) -> float:
    """The log-probability of ``plays`` (this deal's) if the other hands are ``hands``."""
    total = 0.0
    for index, play in enumerate(plays):
        seat = play.seat
        if seat == view.seat or seat not in hands:
            continue
        later = [p.move.card for p in plays[index:] if p.seat == seat and p.move.action != "pluck"]
        later += [  # the second card of a hand pair (hand_pair_capture) left the hand too
            p.move.partner for p in plays[index:] if p.seat == seat and p.move.partner is not None
        ]
        plucked = any(
            p.seat == seat and (p.move.action == "pluck" or p.move.pluck is not None)
            for p in plays[:index]
        )
        state = _state_at(view, play, hands[seat] + tuple(later), plucked)
        total += _log_choice(state.legal_moves(), play.move, order, play)
    return total


def _log_choice(moves: list[Move], chosen: Move, order: MoveOrder, play: Play) -> float:
    if chosen not in moves:
        return log(UNEXPLAINED)
    size = table_size(play.table)
    scores = [SHARPNESS * order.banked(move, size) for move in moves]
    top = max(scores)
    normalizer = log(sum(exp(score - top) for score in scores)) + top
    return SHARPNESS * order.banked(chosen, size) - normalizer


def _state_at(view: PlayerView, play: Play, hand: tuple[Card, ...], plucked: bool) -> State:
    """The position ``play`` was made from, as far as the mover's choice depends on it."""
    players = len(view.hand_sizes)
    hands = tuple(hand if seat == play.seat else () for seat in range(players))
    flags = tuple(plucked if seat == play.seat else False for seat in range(players))
    return State(
        view.rules,
        hands,
        play.table,
        view.rules.cards[: play.stock_size],  # only its size matters (plucks)
        view.captured,
        view.sweeps,
        play.seat,
        view.dealer,
        view.last_capturer,
        view.scores,
        view.round_number,
        flags,
        view.penalties,
    )


def _world(view: PlayerView, hands: dict[int, tuple[Card, ...]], stock: tuple[Card, ...]) -> State:
    return view.as_state(hidden=hands, stock=stock)


def _systematic(weights: list[float], count: int, rng: Random) -> list[int]:
    """``count`` indices drawn in proportion to ``weights`` with one random offset."""
    total = sum(weights)
    step = total / count
    point = rng.random() * step
    chosen: list[int] = []
    running = 0.0
    index = 0
    for _ in range(count):
        while index < len(weights) - 1 and running + weights[index] <= point:
            running += weights[index]
            index += 1
        chosen.append(index)
        point += step
    return chosen
