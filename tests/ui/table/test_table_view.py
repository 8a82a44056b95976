"""The view only draws: drawing twice changes nothing and gives the same picture."""

from __future__ import annotations

import copy

import pygame
from table_helpers import SIZE, parts

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.ui.assets import CardImages
from cassino.ui.table.buttons import place_buttons
from cassino.ui.table.intents import SelectCard
from cassino.ui.table.view import TableView, draw_table


def test_drawing_twice_changes_nothing_and_draws_the_same() -> None:
    pygame.display.set_mode(SIZE)
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    table.settle()
    table.controller.handle(SelectCard(Card("8s")))
    table.model.say("A message", (255, 255, 255))
    layout = table.stage.layout
    assert layout is not None

    def view() -> TableView:
        return TableView(
            session=table.session,
            model=table.model,
            size=SIZE,
            layout=layout,
            problem=None,
            buttons=place_buttons(
                layout, SIZE, table.controller.choosing(), table.controller.offered()
            ),
            sprites=tuple(table.animator.sprites.values()),
            images=CardImages(),
            shown=table.stage.shown,
            my_turn=True,
            thinking=False,
        )

    model_before = copy.deepcopy(table.model)
    state_before = table.session.state
    sprites_before = {card: sprite.rect for card, sprite in table.animator.sprites.items()}
    first, second = pygame.Surface(SIZE), pygame.Surface(SIZE)
    draw_table(first, view())
    draw_table(second, view())
    assert table.model == model_before and table.session.state == state_before
    assert {card: sprite.rect for card, sprite in table.animator.sprites.items()} == sprites_before
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(second, "RGB")
