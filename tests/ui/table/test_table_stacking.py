"""Every card of a build shows its index: cards at rest are drawn left to right, whatever
order they came to the table in (a four-card build showed only two indexes)."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import SIZE, parts

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.ui.assets import CardImages
from cassino.ui.sprites import CardSprite
from cassino.ui.table.buttons import place_buttons
from cassino.ui.table.view import TableView, draw_table


def test_a_builds_cards_are_drawn_left_to_right(monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.display.set_mode(SIZE)
    position = {
        "to_move": 0,
        "hands": [["8s", "2h"], ["6h", "Kc"]],
        "table": [{"cards": ["Ac", "3s", "4s", "6c"], "value": 14, "owner": 1}],
    }
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], position)
    table.settle()
    build = [Card("Ac"), Card("3s"), Card("4s"), Card("6c")]
    # The sprites as if the build's cards had come in the other order.
    sprites = table.animator.sprites
    for card in reversed(build):
        sprites[card] = sprites.pop(card)
    drawn: list[Card] = []
    original = CardSprite.draw

    def record(self: CardSprite, *args: object) -> None:
        drawn.append(self.card)
        original(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(CardSprite, "draw", record)
    layout = table.stage.layout
    assert layout is not None
    view = TableView(
        session=table.session,
        model=table.model,
        size=SIZE,
        layout=layout,
        problem=None,
        buttons=place_buttons(layout, SIZE, False, []),
        sprites=tuple(sprites.values()),
        images=CardImages(),
        shown=table.stage.shown,
        my_turn=True,
        thinking=False,
    )
    draw_table(pygame.Surface(SIZE), view)
    order = [card for card in drawn if card in build]
    lefts = [sprites[card].rect.x for card in order]
    assert lefts == sorted(lefts) and len(order) == 4
