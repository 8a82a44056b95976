"""A window shrunk below what the table can lay out shows why, and no click can reach
where cards were (it raised KeyError on the next round's click on the hand)."""

from __future__ import annotations

import pygame
from table_helpers import table_scene

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.userdata.presets import load


def test_a_window_too_small_drops_the_old_layout_and_clicks_do_nothing() -> None:
    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 2)
    scene, stack = table_scene(session, (1280, 800), frames=60)
    layout = scene.stage.layout
    assert layout is not None
    hand_card = layout.seats[0].hand[0].center
    stack.resize((60, 40))
    assert scene.stage.layout is None and scene.stage.problem is not None
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle_event(pygame.event.Event(kind, pos=hand_card, button=1))
    stack.update(1 / 60)
    scene.draw(pygame.Surface((60, 40)))  # says why, draws no table
    stack.resize((1280, 800))
    assert scene.stage.layout is not None
    session.close()
