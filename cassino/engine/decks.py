"""The decks a rule set may be played with (option ``deck``), by name."""

from __future__ import annotations

from cassino.engine.cards import ALL_CARDS, Card

DECKS: dict[str, tuple[Card, ...]] = {
    "standard": ALL_CARDS,
    "no_courts": tuple(card for card in ALL_CARDS if card.rank <= 10),
    "no_8_9_10": tuple(card for card in ALL_CARDS if not 8 <= card.rank <= 10),
    "no_three_twos": tuple(card for card in ALL_CARDS if card.code not in ("2h", "2d", "2c")),
}
