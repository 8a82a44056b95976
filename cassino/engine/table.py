"""What lies on the table: loose cards (plain ``Card``) and builds.

The table is kept in one canonical order (loose cards by card, then builds by value and
first card), so equal tables compare equal and the move generator's caches hit often.
"""

from __future__ import annotations

from typing import NamedTuple

from cassino.engine.cards import BIG_CASSINO, Card, cards_symbols, cards_text


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


def is_multiple_build(
    values: tuple[int, ...],
    big_ten: bool,
    ace_high: bool,
    ace_eleven: bool,
    cards: tuple[Card, ...],
    value: int,
) -> bool:
    """Whether a build of ``cards`` announced at ``value`` is multiple: its cards sum to
    more than the value (``Rules.is_multiple``; compiled, as every build made asks it)."""
    total = 0
    aces = 0
    for card in cards:
        total += values[card]
        if card < 4:  # card numbers 0-3 are the aces
            aces += 1
    if total == value:
        return False
    # The big ten may count one more (11), each ace 13 more (14) or 10 more (11).
    lifts = 2 if big_ten and BIG_CASSINO in cards else 1
    if not (ace_high or ace_eleven):
        aces = 0
    ace_lift = 13 if ace_high else 10
    for lift in range(lifts):
        for high in range(aces + 1):
            if total + lift + ace_lift * high == value:
                return False
    return True
