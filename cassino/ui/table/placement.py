"""Where each card belongs now: a hand slot (face up for the viewer alone), a table item,
or nowhere on the felt (in a pile or the stock). Pure geometry over ``compute_layout``."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from pygame import Rect

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Item, item_cards
from cassino.ui.layout.table import LayoutError, TableLayout, compute_layout
from cassino.ui.table.card_scale import card_scale
from cassino.ui.table.model import TableModel

Size = tuple[int, int]


@dataclass(frozen=True)
class Place:
    rect: Rect
    face_up: bool


def viewer_hand(state: State, viewer: int) -> list[Card]:
    """The viewer's hand in the order shown: by rank, then suit."""
    return sorted(state.hands[viewer])


def stable_order(before: Sequence[Item], table: Sequence[Item]) -> tuple[Item, ...]:
    """The table's items in the order they are shown: each keeps the place of the item it
    grew from (a build raised or added to keeps the place of its first part), and new
    ones come last, where there is room. The engine keeps its table sorted; shown sorted,
    the cards would jump about after every move."""
    remaining = list(table)
    order: list[Item] = []
    for old in before:
        cards = set(item_cards(old))
        grown = next((item for item in remaining if cards & set(item_cards(item))), None)
        if grown is not None:
            order.append(grown)
            remaining.remove(grown)
    return (*order, *remaining)


def played_order(tables: Iterable[Sequence[Item]]) -> tuple[Item, ...]:
    """The order a player who watched the round saw its table in, from its tables since
    the deal (the deal's first): what the table shows after an undo, a resume or a step
    back in a replay, so no card moves from where the player last saw it."""
    order: tuple[Item, ...] = ()
    for table in tables:
        order = stable_order(order, table)
    return order


def round_tables(start: State, moves: Iterable[Move]) -> Iterator[tuple[Item, ...]]:
    """The table of the deal ``start`` and after each of ``moves`` (legal moves)."""
    state = start
    yield state.table
    for move in moves:
        state = state.apply(move)
        yield state.table


def table_layout(
    size: Size, state: State, viewer: int, shown: Sequence[Item], aid_lines: int = 0
) -> TableLayout:
    """The layout of this position seen from ``viewer``, the table's items in the order
    ``shown`` (and room for the counting aid's ``aid_lines``), the cards at the player's
    size; LayoutError when it cannot fit."""
    return compute_layout(
        size,
        state.players,
        viewer,
        [len(hand) for hand in state.hands],
        [len(item_cards(item)) for item in shown],
        aid_lines=aid_lines,
        card_scale=card_scale(),
    )


def card_places(
    state: State, layout: TableLayout, model: TableModel, shown: Sequence[Item]
) -> dict[Card, Place]:
    """Every card in a hand or on the table, and where it goes; a chosen card stands up."""
    places: dict[Card, Place] = {}
    for seat, hand in enumerate(state.hands):
        in_hand = viewer_hand(state, seat) if seat == model.viewer else list(hand)
        face_up = model.show_all or (seat == model.viewer and not model.hands_hidden)
        for index, card in enumerate(in_hand):
            rect = layout.seats[seat].hand[index].copy()
            if card == model.selected_card:
                rect.move_ip(0, -layout.hover_lift)
            places[card] = Place(rect, face_up)
    for index, item in enumerate(shown):
        for card, rect in zip(item_cards(item), layout.item_cards[index], strict=True):
            places[card] = Place(rect.copy(), True)
    return places


def pile_of(state: State, card: Card, layout: TableLayout) -> Rect | None:
    """Where a card that left the felt went: a captured pile, or back to the stock."""
    for seat, pile in enumerate(state.captured):
        if card in pile:
            return layout.seats[seat].pile.copy()
    if card in state.stock:
        return layout.stock.copy()
    return None


def item_rect(shown: Sequence[Item], layout: TableLayout, card: Card) -> Rect | None:
    """The top card's place of the table item holding ``card`` (``shown``: the items in
    the order of ``layout``)."""
    for index, item in enumerate(shown):
        if card in item_cards(item) and index < len(layout.items):
            return layout.item_cards[index][-1].copy()
    return None


AIM_REACH = 0.12  # of a table card's width: how near an item a drop still targets it


def aimed_item(layout: TableLayout, pointer: tuple[int, int]) -> int | None:
    """The table item a drop at ``pointer`` targets: the one under it, or the nearest one
    within a little of it; None — the felt — anywhere else (a trail)."""
    index = layout.item_at(pointer)
    if index is not None:
        return index
    reach = max(4, round(layout.table_card_size[0] * AIM_REACH))
    near = [
        (abs(rect.centerx - pointer[0]) + abs(rect.centery - pointer[1]), n)
        for n, rect in enumerate(layout.items)
        if rect.inflate(2 * reach, 2 * reach).collidepoint(pointer)
    ]
    return min(near)[1] if near else None


def drag_pointer(card_rect: Rect, offset: tuple[int, int]) -> tuple[int, int]:
    """Where the pointer holding a card is: the card's corner and the grip's offset."""
    return (card_rect.x + offset[0], card_rect.y + offset[1])


__all__ = [
    "LayoutError",
    "Place",
    "aimed_item",
    "card_places",
    "drag_pointer",
    "item_rect",
    "pile_of",
    "played_order",
    "round_tables",
    "table_layout",
]
