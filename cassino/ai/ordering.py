"""Which moves look best at a glance: the order searches try moves in, and the policy of
quick playouts. Cheap on purpose — it runs at every node of every search."""

from __future__ import annotations

from cassino.ai.evaluation import Evaluator
from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.table import Build, Item

CAPTURE_BASE = 10.0
SWEEP_BONUS = 4.0
PLUCK_BASE = 8.0
BUILD_BASE = 5.0
BUILD_SHARE = 0.5  # a build is worth part of its cards: it can still be lost


class MoveOrder:
    """Ranks moves by what they bank at once (per rule set; see ``Evaluator``)."""

    def __init__(self, evaluator: Evaluator) -> None:
        cards_share = evaluator.cards_prize * 2.0 / max(1, evaluator.total_cards)
        spades_share = evaluator.spades_prize * 2.0 / max(1, evaluator.total_spades)
        self.worth: tuple[float, ...] = tuple(
            evaluator.card_points[card] + cards_share + spades_share * evaluator.is_spade[card]
            for card in range(52)
        )
        self.rules = evaluator.rules
        self.values = evaluator.rules.values
        self.sweeps = evaluator.sweep_value > 0
        self.sweep_value = evaluator.sweep_value

    def key(self, move: Move, table_size: int) -> float:
        """Higher first. ``table_size``: how many cards lie on the table (sweeps)."""
        worth = self.worth
        action = move.action
        plucked = worth[move.pluck] if move.pluck is not None else 0.0
        if action == "capture":
            taken = worth[move.card] + _worth_of(worth, move.table)
            sweep = SWEEP_BONUS if self.sweeps and len(move.table) == table_size else 0.0
            return CAPTURE_BASE + taken + sweep + plucked
        if action == "build":
            return BUILD_BASE + BUILD_SHARE * _worth_of(worth, move.table) + plucked
        if action == "pluck":
            return PLUCK_BASE + worth[move.card]
        # A trail gives a card away: the least worth and the lowest value first.
        return -worth[move.card] - 0.01 * self.values[move.card] + plucked

    def banked(self, move: Move, table_size: int) -> float:
        """What a move banks at once, in points: the plausibility of a play (``inference``).
        A capture banks its cards (and a sweep), a build half of its cards, a pluck its
        card; a trail gives its card away."""
        worth = self.worth
        action = move.action
        plucked = worth[move.pluck] if move.pluck is not None else 0.0
        if action == "capture":
            taken = worth[move.card] + _worth_of(worth, move.table)
            return taken + (self.sweep_value if len(move.table) == table_size else 0.0) + plucked
        if action == "build":
            return BUILD_SHARE * (worth[move.card] + _worth_of(worth, move.table))
        if action == "pluck":
            return worth[move.card]
        return plucked - worth[move.card]

    def ordered(self, moves: list[Move], table_size: int) -> list[Move]:
        key = self.key
        return sorted(moves, key=lambda move: key(move, table_size), reverse=True)


def _worth_of(worth: tuple[float, ...], cards: tuple[Card, ...]) -> float:
    """``sum(map(worth.__getitem__, cards))`` as a native loop, without a call back into
    Python per card: the same additions in the same order as Python 3.11's ``sum`` (3.12
    compensates its rounding, and the last bit could differ from this there)."""
    total = 0.0
    for card in cards:
        number: int = card  # a native int indexes a tuple directly
        total += worth[number]
    return total


def table_size(table: tuple[Item, ...]) -> int:
    """The number of cards on a table of loose cards and builds."""
    return sum(len(item.cards) if isinstance(item, Build) else 1 for item in table)
