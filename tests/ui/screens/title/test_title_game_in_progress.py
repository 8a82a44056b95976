"""At the title, a game in progress is named on its Resume button, and New game asks
before replacing it."""

from __future__ import annotations

import pygame
import pytest

from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.userdata.presets import load
from cassino.userdata.saves import load_game, saved_games

pytestmark = pytest.mark.usefixtures("user_dirs")


def test_resume_names_the_game_and_new_game_asks_before_replacing_it() -> None:
    flow = GameFlow(WindowOptions(size=(1024, 640), speed="instant"))
    flow.start(GameConfig(load("royal"), (Seat("Ana"), Seat("Robot", "computer", "greedy")), 4))
    flow.title()
    title = flow.app.stack.top
    assert isinstance(title, TitleScene) and title.resume_button is not None
    assert title.resume_button.text == "Resume: Royal · round 1 · Ana 0 · Robot 0"
    title.new_game_button.activate()
    question = flow.app.stack.top
    assert isinstance(question, ChooserScene) and "will be lost" in question.title
    question.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    assert flow.app.stack.top is title  # kept: nothing replaced
    assert load_game()[0] is not None
    title.new_game_button.activate()
    flow.app.stack.top.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1, mod=0))
    assert isinstance(flow.app.stack.top, NewGameScene)
    assert load_game() == (None, None)  # let go, as the question said
    assert flow.table is not None
    flow.table.session.close()


def test_a_new_game_in_the_window_lets_go_of_the_one_it_had() -> None:
    flow = GameFlow(WindowOptions(size=(1024, 640), speed="instant"))
    seats = (Seat("Ana"), Seat("Robot", "computer", "greedy"))
    flow.start(GameConfig(load("royal"), seats, 4))
    assert flow.table is not None
    old = flow.table.session
    flow.start(GameConfig(load("classic"), seats, 5))
    assert [path.name for path in saved_games()] == ["autosave.json"]
    saved, _ = load_game()
    assert saved is not None and saved.seed == 5
    old.close()
    flow.table.session.close()
