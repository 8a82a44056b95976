"""Raw input at the table turned into what the player means (intents): a card grabbed,
dragged and dropped, a card chosen, a table item toggled, a button or a key's command.

``TableInput.translate`` reads only the event, the layout (where cards and buttons are)
and the table's model (is a card held?); it changes nothing. The controller acts on the
intents. Testable with synthetic events and no display.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from cassino.engine.cards import Card
from cassino.engine.table import Build, Item
from cassino.ui.layout.table import TableLayout
from cassino.ui.table.buttons import TableButtons
from cassino.ui.table.model import TableModel

Point = tuple[int, int]


@dataclass(frozen=True)
class Grab:
    """The pointer went down on a card: a click or the start of a drag."""

    card: Card
    offset: Point  # from the card's corner to the pointer
    start: Point
    from_table: bool = False  # a loose table card, grabbed to pluck it


@dataclass(frozen=True)
class DragTo:
    pos: Point


@dataclass(frozen=True)
class Drop:
    """The held card was let go at ``pos`` after a drag."""

    pos: Point


@dataclass(frozen=True)
class SelectCard:
    card: Card


@dataclass(frozen=True)
class ToggleItem:
    item: Item


@dataclass(frozen=True)
class Command:
    """A button or a key: play, cancel, undo, hint, call, menu, mute, next_card,
    previous_card, next_item, previous_item, toggle_focus."""

    name: str


@dataclass(frozen=True)
class NotYourTurn:
    """A press on the table while it is not the viewer's turn (or cards are hidden)."""


Intent = Grab | DragTo | Drop | SelectCard | ToggleItem | Command | NotYourTurn

KEYS_ANY_TIME = {pygame.K_m: "mute", pygame.K_F10: "menu", pygame.K_t: "talk"}
KEYS_ON_TURN = {
    pygame.K_u: "undo",
    pygame.K_h: "hint",
    pygame.K_c: "call",
    pygame.K_RIGHT: "next_card",
    pygame.K_LEFT: "previous_card",
    pygame.K_DOWN: "next_item",
    pygame.K_TAB: "next_item",
    pygame.K_UP: "previous_item",
    pygame.K_SPACE: "toggle_focus",
    pygame.K_RETURN: "play",
    pygame.K_KP_ENTER: "play",
}


@dataclass(frozen=True)
class TableFacts:
    """What the translation needs to know of the table as it stands."""

    layout: TableLayout | None
    buttons: TableButtons | None
    hand: Sequence[Card]  # the viewer's hand in the order shown
    table: Sequence[Item]
    pluckable: frozenset[Card]  # loose cards the viewer may pluck now
    my_turn: bool
    card_rect: Callable[[Card], pygame.Rect]


def translate(event: pygame.event.Event, model: TableModel, facts: TableFacts) -> list[Intent]:
    """The intents of one event (none when it means nothing at the table)."""
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return _press(event.pos, facts)
    if event.type == pygame.MOUSEMOTION and model.drag is not None:
        return [DragTo(event.pos)]
    if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
        drag = model.drag
        if drag is None:
            name = facts.buttons.at(event.pos) if facts.buttons is not None else None
            return [Command(name)] if name is not None else []
        if drag.moved:
            return [Drop(event.pos)]
        if drag.from_table:
            return [ToggleItem(drag.card)]
        return [SelectCard(drag.card)]
    if event.type == pygame.KEYDOWN:
        return _key(event.key, model, facts)
    return []


def _press(pos: Point, facts: TableFacts) -> list[Intent]:
    layout = facts.layout
    if layout is None:
        return []
    if facts.buttons is not None and facts.buttons.at(pos) is not None:
        return []  # a button acts when released, over the button
    if not facts.my_turn:
        return [NotYourTurn()] if layout.on_table(pos) or _on_hand(layout, pos) else []
    index = layout.hand_card_at(layout.viewer_seat, pos)
    if index is not None and index < len(facts.hand):
        card = facts.hand[index]
        return [Grab(card, _offset(pos, facts.card_rect(card)), pos)]
    item_index = layout.item_at(pos)
    if item_index is not None and item_index < len(facts.table):
        item = facts.table[item_index]
        if not isinstance(item, Build) and item in facts.pluckable:
            return [Grab(item, _offset(pos, facts.card_rect(item)), pos, from_table=True)]
        return [ToggleItem(item)]
    return []


def _key(key: int, model: TableModel, facts: TableFacts) -> list[Intent]:
    if key in KEYS_ANY_TIME:
        return [Command(KEYS_ANY_TIME[key])]
    if key == pygame.K_ESCAPE:
        chosen = model.selected_card is not None or model.selected_items
        return [Command("cancel" if chosen and facts.my_turn else "menu")]
    if facts.my_turn and key in KEYS_ON_TURN:
        return [Command(KEYS_ON_TURN[key])]
    return []


def _on_hand(layout: TableLayout, pos: Point) -> bool:
    return layout.hand_card_at(layout.viewer_seat, pos) is not None


def _offset(pos: Point, rect: pygame.Rect) -> Point:
    return (pos[0] - rect.x, pos[1] - rect.y)
