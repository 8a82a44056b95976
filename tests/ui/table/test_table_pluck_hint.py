"""Pluck is discoverable: the player's empty pile is outlined, the banner says how."""

from __future__ import annotations

import pygame
from table_helpers import SIZE

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.presets import load, position_from_json
from cassino.ui import theme, tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.table.view import status
from cassino.ui.table_scene import TableScene


def test_with_pluck_the_banner_says_how_and_the_empty_pile_shows() -> None:
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    tween.set_speed_setting("instant")
    position = {
        "rules": "pluck",
        "to_move": 0,
        "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
        "table": ["3c", "5d", "7d"],
        "stock": ["4h", "6d", "6s", "6c", "Ah", "Ad", "Ac", "As"],  # no pluck once it is empty
    }
    session = GameSession(load("pluck"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    scene = TableScene(
        session, CardImages(), Sounds(muted=True), on_round_end=print, on_game_over=print
    )
    stack = SceneStack(SIZE)
    stack.push(scene)
    for _ in range(30):
        stack.update(1 / 60)
    words, _ = status(scene.view())
    assert "pluck" in words
    surface = pygame.Surface(SIZE)
    scene.draw(surface)
    layout = scene.stage.layout
    assert layout is not None
    pile = layout.seats[0].pile
    assert surface.get_at((pile.centerx, pile.top + 1))[:3] == theme.PILE_EMPTY[:3]
    session.close()
