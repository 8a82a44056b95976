"""The greedy player, the Easy level without its slips: the best immediate capture by
what it banks, else the cheapest trail. It never builds unless it has nothing else to do
(a build's owner who may not trail). Deterministic given its random generator, which
only breaks ties (and, for the Easy level, makes occasional slips)."""

from __future__ import annotations

from random import Random

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card
from cassino.engine.moves import Move
from cassino.engine.scoring import JACK_OF_SPADES, SEVEN_OF_DIAMONDS
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView

TAKING_ACTIONS = ("capture", "pluck")  # what "an immediate capture" is for the greedy player


def card_worth(view: PlayerView, card: Card) -> float:
    """What a card is worth to its captor: points it carries plus a share of the
    'most cards' and 'most spades' prizes."""
    rules = view.rules
    worth = 0.1  # each card counts toward most cards (3 points for the majority)
    if card.suit == "s":
        worth += 0.15 + (2 if card == JACK_OF_SPADES else 1) * rules.spade_points
    if card.rank == 1:
        worth += 1
    if card == BIG_CASSINO:
        worth += 2
    if card == LITTLE_CASSINO:
        worth += 1
    if card == SEVEN_OF_DIAMONDS and rules.sette_bello:
        worth += 1
    return worth


def move_score(view: PlayerView, move: Move) -> float:
    """The immediate value of ``move`` for the player making it."""
    rules = view.rules
    plucked = card_worth(view, move.pluck) if move.pluck is not None else 0.0
    if move.action == "pluck":
        return card_worth(view, move.card) - 0.05  # better after the play, with more known
    if move.action == "capture":
        taken = sum(card_worth(view, card) for card in (move.card, *move.table))
        sweep = len(move.table) == len(table_cards(view.table))
        bonus = rules.sweep_points * 1.5 if sweep and rules.sweeps else 0.0
        return 1.0 + taken + bonus + plucked
    if move.action == "build":
        # Worth a little less than taking the cards now: the build can be lost.
        return (
            0.6 + 0.8 * sum(card_worth(view, card) for card in (move.card, *move.table)) + plucked
        )
    # A trail gives a card away: prefer low, plain cards and never a scoring one.
    values = rules.values
    risk = card_worth(view, move.card) + 0.02 * values[move.card]
    return -risk + plucked


def choose_greedy(view: PlayerView, rng: Random, slip_chance: float = 0.0) -> Move:
    """The best capture (or pluck) by ``move_score``, else the cheapest trail, else the
    best of what is left; ties broken by ``rng``. With ``slip_chance`` the player
    sometimes picks the second best instead (an Easy player's slips)."""
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_greedy was asked to move with no legal move")
    takes = [move for move in moves if move.action in TAKING_ACTIONS]
    trails = [move for move in moves if move.action == "trail"]
    choices = takes or trails or moves
    scored = sorted(choices, key=lambda move: (move_score(view, move), rng.random()), reverse=True)
    if slip_chance and len(scored) > 1 and rng.random() < slip_chance:
        return scored[1]
    return scored[0]
