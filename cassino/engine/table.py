"""What lies on the table: loose cards (plain ``Card``) and builds.

The table is kept in one canonical order (loose cards by card, then builds by value and
first card), so equal tables compare equal and the move generator's caches hit often.
"""

from __future__ import annotations

from typing import NamedTuple

from cassino.engine.cards import Card, cards_symbols, cards_text


class Build(NamedTuple):
    """A pile announced at one capture ``value``, moved only as a unit (RULES.md §3).

    ``multiple`` is true when the cards sum to more than the value (two or more groups);
    it follows from the cards and is stored because the move generator asks it often.
    A NamedTuple rather than a dataclass: the generator creates many, and this is the
    cheapest immutable value object CPython offers (measured with ``bench engine``).
    """

    cards: tuple[Card, ...]
    value: int
    owner: int
    multiple: bool

    def __str__(self) -> str:
        kind = f"{self.value}s" if self.multiple else str(self.value)
        return f"[{cards_text(self.cards)} = {kind}]"

    def describe(self) -> str:
        """``the 9-build 7♦ 2♣`` / ``the build of 7s 7♦ 5♥ 2♠`` for messages."""
        if self.multiple:
            return f"the build of {self.value}s {cards_symbols(self.cards)}"
        return f"the {self.value}-build {cards_symbols(self.cards)}"


Item = Card | Build


def item_cards(item: Item) -> tuple[Card, ...]:
    return item.cards if isinstance(item, Build) else (item,)


def item_key(item: Item) -> int:
    """Sort key of the canonical table order."""
    if isinstance(item, Build):
        return 100 * (item.value + 1) + item.cards[0]
    return int(item)


def table_cards(table: tuple[Item, ...]) -> list[Card]:
    cards: list[Card] = []
    for item in table:
        if isinstance(item, Build):
            cards.extend(item.cards)
        else:
            cards.append(item)
    return cards
