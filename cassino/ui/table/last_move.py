"""The last move another player made, marked on the table until the next move: the
card they laid (a trail, a build) carries their name; what they took is named on their
pile. A player who looked away sees at a glance what happened, as the log tells it.
Plain values here; ``last_move_marks`` draws them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.effects import Effect
from cassino.engine.table import Item, item_cards
from cassino.i18n import tr


@dataclass(frozen=True)
class LastMove:
    """``seat`` laid ``card`` on the table, or took ``taken`` with it."""

    seat: int
    card: Card
    taken: tuple[Card, ...]

    @classmethod
    def of(cls, effect: Effect) -> LastMove:
        return cls(effect.seat, effect.move.card, effect.taken)


def marked_item(mark: LastMove, shown: Sequence[Item]) -> int | None:
    """The table item holding the card the move laid (None when it took it away)."""
    if mark.taken:
        return None
    return next((n for n, item in enumerate(shown) if mark.card in item_cards(item)), None)


def pill_words(mark: LastMove, name: str) -> str:
    """The words on the mark: who laid the card, or what they took."""
    if not mark.taken:
        return name
    cards = " ".join(card.symbol() for card in mark.taken)
    return tr("{name} took {cards}", name=name, cards=cards)
