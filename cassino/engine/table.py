"""What lies on the table: loose cards (plain ``Card``) and builds.

The table is kept in one canonical order (loose cards by card, then builds by value and
first card), so equal tables compare equal and the move generator's caches hit often.
"""

from __future__ import annotations

from typing import Final, final

from cassino.engine.cards import BIG_CASSINO, Card, cards_symbols, cards_text


@final
class Build:
    """A pile announced at one capture ``value``, moved only as a unit (RULES.md §3).

    ``multiple`` is true when the cards sum to more than the value (two or more groups);
    it follows from the cards and is stored because the move generator asks it often.
    An immutable value compared and hashed by its fields, as a tuple of them would be.
    A compiled class, not a NamedTuple: the engine creates one in a single allocation,
    tells it from a loose card by a type check and reads its fields directly (measured
    with ``python -m cassino bench engine``).
    """

    __slots__ = ("cards", "multiple", "owner", "value")

    def __init__(self, cards: tuple[Card, ...], value: int, owner: int, multiple: bool) -> None:
        self.cards: Final = cards
        self.value: Final = value
        self.owner: Final = owner
        self.multiple: Final = multiple

    def fields(self) -> tuple[tuple[Card, ...], int, int, bool]:
        return (self.cards, self.value, self.owner, self.multiple)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Build):
            return NotImplemented
        return (
            self.cards == other.cards
            and self.value == other.value
            and self.owner == other.owner
            and self.multiple == other.multiple
        )

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, Build):
            return NotImplemented
        return not self == other

    def __hash__(self) -> int:
        return hash(self.fields())

    def __reduce__(self) -> tuple[type[Build], tuple[object, ...]]:
        return (Build, self.fields())

    def __repr__(self) -> str:
        return (
            f"Build(cards={self.cards!r}, value={self.value!r}, owner={self.owner!r}, "
            f"multiple={self.multiple!r})"
        )

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
    return item


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
