"""What the player chose is remembered: the new game's rules, seats and names, and a
window resized by hand."""

from __future__ import annotations

import pygame
import pytest

from cassino.ui.assets import CardImages
from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.userdata.preferences import HUMAN, Preferences, load_preferences

pytestmark = pytest.mark.usefixtures("user_dirs")


def test_the_new_games_choices_are_the_next_ones_start() -> None:
    pygame.display.init()
    store = PreferenceStore(Preferences())
    scene = NewGameScene(CardImages(), lambda _: None, lambda: None, preferences=store, seed=1)
    scene.on_resize((1280, 800))
    scene.preset_choice.value = "royal"
    scene._preset_changed("royal")
    scene.rows[0].name_field.text = "Ana"
    scene.rows[1].kind_choice.value = "hard"
    scene.start()
    assert store.current.rules == "royal"
    assert store.current.seats[:2] == (HUMAN, "hard")
    assert store.current.player_names == ("Ana",)  # Computer 1 is made up again next time
    again = NewGameScene(CardImages(), lambda _: None, lambda: None, preferences=store)
    assert again.preset_choice.value == "royal"
    assert again.rows[0].name == "Ana" and again.rows[1].kind == "hard"


def test_a_window_resized_by_hand_opens_at_that_size_next_time() -> None:
    flow = GameFlow(WindowOptions())
    flow.title()
    flow.app.stack.resize((1111, 777))  # as the window's resize event does
    flow._remember_window()
    assert flow.preferences.window_size == (1111, 777)
    saved, _ = load_preferences()
    assert saved.window_size == (1111, 777)
