"""The form screens lay themselves out through one base (issue 57): the window's size kept,
``place`` called on every resize, and a dialog open over the form laid out anew."""

from __future__ import annotations

import pytest
from scene_events import shown

from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.house_rules.scene import HouseRulesScene
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.preferences.scene import PreferencesScene
from cassino.ui.screens.review.scene import ReviewScene
from cassino.ui.screens.statistics.scene import StatisticsScene
from cassino.userdata.statistics import Statistics

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def test_the_forms_share_the_base() -> None:
    for scene in (HouseRulesScene, NewGameScene, PreferencesScene, ReviewScene, StatisticsScene):
        assert issubclass(scene, FormScreen)
        assert "on_resize" not in vars(scene)  # the base owns it


def test_a_resize_keeps_the_size_and_lays_the_form_out_again() -> None:
    scene = shown(StatisticsScene(Statistics(), lambda: None), (1280, 800))
    assert scene.size == (1280, 800) and scene.layout is not None
    wide = scene.layout.tabs.copy()
    scene.on_resize((1024, 640))
    assert scene.size == (1024, 640)
    assert scene.layout.tabs != wide and scene.tabs.rect == scene.layout.tabs
