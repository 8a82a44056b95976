"""Tablanette's two changes to the moves (presets §8), applied to what the generator made:
a card that takes everything on the table (``take_all``) and play without builds
(``builds: false``).

The take-all card (the jack) does nothing else: it takes every item on the table, builds
too, or it trails; it never captures by value or by rank, never joins a hand pair, and
its clear of the table is no sweep (pagat's Tablanette: a jack's take is no tablanette).
Kept out of ``movegen``'s hot path: it calls this only under these rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.moves import Move
from cassino.engine.table import Build, Item

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.rules import Rules
    from cassino.engine.state import State

TAKE_ALL_RANKS = {"none": 0, "jack": 11}
"""The rank of the card that takes everything, by the value of ``take_all`` (0: none)."""


def takes_all(rules: Rules, card: Card) -> bool:
    """Whether ``card`` is the one that takes the whole table under these rules."""
    rank = TAKE_ALL_RANKS[rules.take_all]
    return bool(rank) and card.rank == rank


def table_cards(table: tuple[Item, ...]) -> tuple[Card, ...]:
    """Every card on the table, loose or in a build, in card order: what a take-all takes."""
    cards: list[Card] = []
    for item in table:
        if isinstance(item, Build):
            cards.extend(item.cards)
        else:
            cards.append(item)
    cards.sort()
    return tuple(cards)


def reshaped_moves(state: State, moves: list[Move]) -> list[Move]:
    """``moves`` without builds (``builds: false``) and with the take-all card's moves
    (``take_all``): its trail where the generator allows one, and its take of everything
    when the table is not empty. A build owner may always take everything: it takes the
    build too."""
    rules = state.rules
    rank = TAKE_ALL_RANKS[rules.take_all]
    kept: list[Move] = []
    for move in moves:
        if move.action == "build" and not rules.builds:
            continue
        if rank and move.action != "pluck":
            played = move.card.rank == rank or (
                move.partner is not None and move.partner.rank == rank
            )
            if played and move.action != "trail":
                continue
        kept.append(move)
    if rank and state.table:
        everything = table_cards(state.table)
        takers = sorted({card for card in state.hands[state.to_move] if card.rank == rank})
        kept += [Move(card, "capture", everything) for card in takers]
    return kept
