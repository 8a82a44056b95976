"""Raw events become what the player means, read off the layout and the model alone."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import Parts, parts

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.ui.table import intents
from cassino.ui.table.buttons import place_buttons
from cassino.ui.table.intents import (
    Command,
    DragTo,
    Drop,
    Grab,
    NotYourTurn,
    SelectCard,
    ToggleItem,
)
from cassino.ui.table.model import Drag
from cassino.ui.table.moves import pluckable
from cassino.ui.table.placement import viewer_hand


@pytest.fixture
def table() -> Parts:
    return parts([Seat("You"), Seat("Robot", "computer", "greedy")])


def facts(table: Parts, my_turn: bool = True) -> intents.TableFacts:
    layout = table.stage.layout
    assert layout is not None
    state = table.session.state
    return intents.TableFacts(
        layout=layout,
        buttons=place_buttons(layout, table.stage.size, False, ["undo", "hint"]),
        hand=viewer_hand(state, 0),
        table=state.table,
        pluckable=pluckable(table.session),
        my_turn=my_turn,
        card_rect=table.animator.rect_of,
    )


def down(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)


def up(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)


def key(code: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="")


def test_a_press_on_a_hand_card_grabs_it_where_it_was_pressed(table: Parts) -> None:
    rect = table.animator.rect_of(Card("8s"))
    found = intents.translate(down((rect.x + 5, rect.y + 7)), table.model, facts(table))
    assert found == [Grab(Card("8s"), (5, 7), (rect.x + 5, rect.y + 7))]


def test_a_press_on_a_table_item_toggles_it(table: Parts) -> None:
    layout = table.stage.layout
    assert layout is not None
    found = intents.translate(down(layout.items[0].center), table.model, facts(table))
    assert found == [ToggleItem(table.session.state.table[0])]


def test_a_press_while_another_plays_says_so(table: Parts) -> None:
    layout = table.stage.layout
    assert layout is not None
    found = intents.translate(down(layout.table.center), table.model, facts(table, my_turn=False))
    assert found == [NotYourTurn()]


def test_holding_a_card_motion_drags_and_release_drops_or_selects(table: Parts) -> None:
    model = table.model
    model.hold(Drag(Card("8s"), (5, 5), (100, 100)))
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(140, 90), rel=(0, 0), buttons=(1, 0, 0))
    assert intents.translate(motion, model, facts(table)) == [DragTo((140, 90))]
    assert intents.translate(up((140, 90)), model, facts(table)) == [SelectCard(Card("8s"))]
    model.drag.moved = True
    assert intents.translate(up((140, 90)), model, facts(table)) == [Drop((140, 90))]


def test_a_release_over_a_button_is_its_command(table: Parts) -> None:
    buttons = facts(table).buttons
    assert buttons is not None
    for name, rect in buttons.helpers.items():
        assert intents.translate(up(rect.center), table.model, facts(table)) == [Command(name)]
    menu = buttons.menu.center
    assert intents.translate(down(menu), table.model, facts(table)) == []  # acts on release
    assert intents.translate(up(menu), table.model, facts(table)) == [Command("menu")]


def test_keys_mean_commands_and_escape_cancels_before_it_opens_the_menu(table: Parts) -> None:
    model = table.model
    assert intents.translate(key(pygame.K_u), model, facts(table)) == [Command("undo")]
    assert intents.translate(key(pygame.K_u), model, facts(table, my_turn=False)) == []
    assert intents.translate(key(pygame.K_F10), model, facts(table, False)) == [Command("menu")]
    assert intents.translate(key(pygame.K_ESCAPE), model, facts(table)) == [Command("menu")]
    model.selected_card = Card("8s")
    assert intents.translate(key(pygame.K_ESCAPE), model, facts(table)) == [Command("cancel")]
