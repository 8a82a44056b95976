"""Pluck is discoverable: the player's empty pile is outlined, the banner says how."""

from __future__ import annotations

import pygame
from table_helpers import SIZE, table_scene

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui import theme
from cassino.ui.table.view import status
from cassino.userdata.presets import load, position_from_json


def test_with_pluck_the_banner_says_how_and_the_empty_pile_shows() -> None:
    position = {
        "rules": "pluck",
        "to_move": 0,
        "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
        "table": ["3c", "5d", "7d"],
        "stock": ["4h", "6d", "6s", "6c", "Ah", "Ad", "Ac", "As"],  # no pluck once it is empty
    }
    session = GameSession(load("pluck"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    scene, _ = table_scene(session)
    words, _ = status(scene.view())
    assert "pluck" in words
    surface = pygame.Surface(SIZE)
    scene.draw(surface)
    layout = scene.stage.layout
    assert layout is not None
    pile = layout.seats[0].pile
    assert surface.get_at((pile.centerx, pile.top + 1))[:3] == theme.PILE_EMPTY[:3]
    session.close()
