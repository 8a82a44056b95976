"""Cards as small integers that print as their text code.

A card's number is ``rank_index * 4 + suit_index`` (ace first, suits in the order
s h d c), so sorting numbers sorts by rank, then suit — the order NOTATION.md fixes.
``Card`` subclasses ``int`` so that tables, sets and dict keys stay as fast as plain
integers in the move generator, while ``str`` and ``repr`` stay readable.

>>> Card("Td"), str(Card("10♦")), Card("2s").rank, Card("Kh").suit
(Card('Td'), 'Td', 2, 'h')
"""

from __future__ import annotations

from collections.abc import Iterable

from cassino.engine.errors import CardError

RANKS = "A23456789TJQK"
SUITS = "shdc"
SUIT_SYMBOLS = {"s": "♠", "h": "♥", "d": "♦", "c": "♣"}
_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}


class Card(int):
    """One card of the 52-card deck; ``Card("Td")`` or ``Card(36)``."""

    __slots__ = ()

    def __new__(cls, code: str | int) -> Card:
        if isinstance(code, str):
            return parse_card(code)
        if not 0 <= code < 52:
            raise CardError(f"there is no card number {code}: cards are numbered 0 to 51")
        return ALL_CARDS[code]

    @property
    def rank(self) -> int:
        """1 for an ace up to 13 for a king."""
        return (self >> 2) + 1

    @property
    def suit(self) -> str:
        return SUITS[self & 3]

    @property
    def code(self) -> str:
        return RANKS[self >> 2] + SUITS[self & 3]

    @property
    def is_court(self) -> bool:
        return self >> 2 >= 10

    def symbol(self) -> str:
        """The card as a person reads it: ``10♦``, ``Q♠``."""
        rank = "10" if self >> 2 == 9 else RANKS[self >> 2]
        return rank + SUIT_SYMBOLS[SUITS[self & 3]]

    def __str__(self) -> str:
        return self.code

    def __repr__(self) -> str:
        return f"Card('{self.code}')"


ALL_CARDS: tuple[Card, ...] = tuple(int.__new__(Card, number) for number in range(52))
_BY_CODE = {card.code: card for card in ALL_CARDS}


def parse_card(text: str) -> Card:
    """Read ``Td``, ``10d``, ``10♦`` or ``td``; raise CardError naming the text otherwise."""
    cleaned = text.strip()
    if len(text) > 40:  # quoted whole in the message otherwise
        raise CardError(f"'{text[:40]}…' is not a card: ranks are A 2-9 T J Q K, suits s h d c")
    if len(cleaned) < 2:
        raise CardError(f"'{text}' is not a card: write rank then suit, like Td or 2s")
    rank_part, suit_part = cleaned[:-1].upper(), cleaned[-1]
    suit = _SYMBOL_TO_SUIT.get(suit_part, suit_part.lower())
    if rank_part == "10":
        rank_part = "T"
    card = _BY_CODE.get(rank_part + suit)
    if card is None:
        raise CardError(f"'{text}' is not a card: ranks are A 2-9 T J Q K (or 10), suits s h d c")
    return card


def parse_cards(texts: Iterable[str]) -> tuple[Card, ...]:
    return tuple(parse_card(text) for text in texts)


def cards_text(cards: Iterable[int]) -> str:
    """Space-separated codes in the canonical order."""
    return " ".join(ALL_CARDS[card].code for card in sorted(cards))


def cards_symbols(cards: Iterable[int]) -> str:
    return " ".join(ALL_CARDS[card].symbol() for card in sorted(cards))


BIG_CASSINO = _BY_CODE["Td"]
LITTLE_CASSINO = _BY_CODE["2s"]
FIVE_OF_SPADES = _BY_CODE["5s"]  # sweeps the table when trailed, with five_of_spades_sweeps
