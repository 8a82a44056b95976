"""Moves: what a player does with one card, as a value object.

Two moves are the same move when card, action, table cards and value are equal
(NOTATION.md): different groupings of the same cards lead to the same position.
"""

from __future__ import annotations

from typing import Literal, NamedTuple

from cassino.engine.cards import Card, cards_text

Action = Literal["trail", "capture", "build"]
ACTION_ORDER: dict[str, int] = {"capture": 0, "build": 1, "trail": 2}


class Move(NamedTuple):
    """``card`` played; ``table``: every table card used, flattened and sorted.

    ``value``: the capture value (None for a court card in classic play), the announced
    value of a build, None for a trail. A NamedTuple for speed of creation (see Build).
    """

    card: Card
    action: Action
    table: tuple[Card, ...] = ()
    value: int | None = None

    def __str__(self) -> str:
        return format_move(self)


def format_move(move: Move) -> str:
    """The readable form the ``moves`` command prints: ``9c takes 4d 5h``, ``2h builds 9 on 7d``."""
    card = move.card.code
    if move.action == "trail":
        return f"{card} trails"
    if move.action == "capture":
        return f"{card} takes {cards_text(move.table)}"
    return f"{card} builds {move.value} on {cards_text(move.table)}"


def move_sort_key(move: Move) -> tuple[int, int, tuple[Card, ...], int]:
    """Moves listed by card (rank, then suit), then action, then table cards."""
    return (move.card, ACTION_ORDER[move.action], move.table, move.value or 0)
