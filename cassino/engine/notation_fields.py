"""Reading the fields of a JSON position or move: each value checked, and a refusal one
sentence naming the field (``PositionError``), the value cut short when it is long."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cassino.engine.cards import Card, parse_card
from cassino.engine.errors import CassinoError, PositionError

SHOWN_CHARACTERS = 40


def shown_value(value: object) -> str:
    """A value as a message repeats it (``repr``), cut short when it is long."""
    text = repr(value)
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"


def unknown_key(data: Mapping[Any, object], known: Sequence[str]) -> object | None:
    """The first key of ``data`` not among ``known`` (a position's or a move's), if any."""
    return next((key for key in data if key not in known), None)


def read_per_seat(
    data: Mapping[str, object], key: str, players: int, empty: object
) -> list[object]:
    if key not in data:
        return [empty] * players
    values = read_list(data[key], key)
    if len(values) != players:
        raise PositionError(f"'{key}' has {len(values)} entries for {players} players")
    return list(values)


def read_list(value: object, key: str) -> Sequence[object]:
    if not isinstance(value, list):
        raise PositionError(f"'{key}' must be a list")
    return value


def read_cards(value: object, where: str, seen: set[Card]) -> tuple[Card, ...]:
    cards: list[Card] = []
    for entry in read_list(value, where):
        card = read_card(entry, where)
        if card in seen:
            raise PositionError(f"{card.code} appears twice (again in {where})")
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def read_card(value: object, where: str) -> Card:
    if not isinstance(value, str):
        raise PositionError(f"{where}: {shown_value(value)} is not a card code")
    try:
        return parse_card(value)
    except CassinoError as error:
        raise PositionError(f"{where}: {error}") from None


def read_flag(value: object, key: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"'{key}' must be true or false, not {shown_value(value)}")
    return value


def read_whole(value: object, key: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise PositionError(
            f"'{key}' must be a whole number of at least {minimum}, not {shown_value(value)}"
        )
    return value


def read_seat(value: object, key: str, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise PositionError(
            f"'{key}' must be a seat from 0 to {players - 1}, not {shown_value(value)}"
        )
    return value
