"""The table's buttons: what is drawn is what is clicked, at every window size."""

from __future__ import annotations

import pygame
import pytest

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.table_scene import TableScene
from cassino.userdata.presets import load, position_from_json

POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
    "table": ["3c", "5d", "7d"],
    "stock": ["4h", "6d", "6s", "6c", "Ah", "Ad", "Ac", "As"],
}
SIZES = [(1024, 640), (1280, 800), (1920, 1200), (1100, 1000)]


def scene_at(size: tuple[int, int]) -> tuple[TableScene, SceneStack]:
    pygame.display.init()
    pygame.display.set_mode(size)
    tween.set_speed_setting("instant")
    rules = load("classic").with_options(call_out=True)
    session = GameSession(rules, [Seat("You"), Seat("Robot", "computer", "greedy")], seed=3)
    session.start_from(position_from_json(POSITION))
    scene = TableScene(
        session, CardImages(), Sounds(muted=True), on_round_end=print, on_game_over=print
    )
    stack = SceneStack(size)
    stack.push(scene)
    for _ in range(30):
        stack.update(1 / 60)
    return scene, stack


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    stack.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(30):
        stack.update(1 / 60)


@pytest.mark.parametrize("size", SIZES)
def test_every_button_is_inside_the_window_and_apart_from_the_others(size: tuple[int, int]) -> None:
    scene, _ = scene_at(size)
    scene.model.selected_card = Card("9c")
    buttons = scene.buttons()
    assert buttons is not None and buttons.play is not None and buttons.cancel is not None
    rects = [buttons.menu, buttons.play, buttons.cancel, *buttons.helpers.values()]
    window = pygame.Rect((0, 0), size)
    assert set(buttons.helpers) == {"hint", "call"}
    for n, rect in enumerate(rects):
        assert window.contains(rect) and rect.width > 0 and rect.height > 0
        assert all(not rect.colliderect(other) for other in rects[n + 1 :])
        assert buttons.at(rect.center) is not None


@pytest.mark.parametrize("size", SIZES)
def test_a_click_on_a_drawn_button_does_what_it_says(size: tuple[int, int]) -> None:
    scene, stack = scene_at(size)
    click(stack, scene.animator.rect_of(Card("9c")).center)  # choose 9♣
    assert scene.model.selected_card == Card("9c")
    buttons = scene.buttons()
    assert buttons is not None and buttons.play is not None
    click(stack, buttons.play.center)  # Play with nothing selected: a trail
    assert str(scene.session.history[0]) == "9c trails"


def test_the_menu_button_opens_the_menu() -> None:
    opened: list[TableScene] = []
    scene, stack = scene_at((1280, 800))
    scene.controller.overlays.on_menu = opened.append  # type: ignore[attr-defined]
    buttons = scene.buttons()
    assert buttons is not None
    click(stack, buttons.menu.center)
    assert opened == [scene]
