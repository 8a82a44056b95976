"""The course in the window's flow: the list opens a lesson, a lesson done is kept in the
preferences at once, Leave goes back to the list with the tick, and the end starts a
normal game: classic, you against Easy, to 11."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from lesson_helpers import Screen

from cassino.game.session import GameConfig
from cassino.lessons import BY_ID
from cassino.ui import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.lessons import course
from cassino.ui.lessons.list_scene import LessonsScene
from cassino.ui.lessons.scene import LessonScene
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.scene import SceneStack
from cassino.userdata.preferences import Preferences

SIZE = (1024, 640)


@dataclass
class App:
    stack: SceneStack = field(default_factory=lambda: SceneStack(SIZE))


@dataclass
class Flow:
    """What the course asks of ``GameFlow``."""

    store: PreferenceStore
    app: App = field(default_factory=App)
    images: CardImages = field(default_factory=CardImages)
    sounds: Sounds = field(default_factory=lambda: Sounds(muted=True))
    started: list[GameConfig] = field(default_factory=list)
    hints: list[bool | None] = field(default_factory=list)
    titles: int = 0

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def title(self) -> None:
        self.titles += 1

    def start(self, config: GameConfig, *, hints: bool | None = None) -> None:
        self.started.append(config)
        self.hints.append(hints)


def flow(**preferences: Any) -> Flow:
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    tween.set_speed_setting("instant")
    return Flow(PreferenceStore(Preferences(**preferences)))


def test_a_lesson_done_is_kept_and_ticked_on_the_list() -> None:
    window = flow(lessons_done=("sweeps",))
    course.open_list(window)  # type: ignore[arg-type]
    listing = window.app.stack.top
    assert isinstance(listing, LessonsScene) and listing.following is not None
    assert listing.following.id == "pairing"
    listing.proceed.activate()
    lesson = window.app.stack.top
    assert isinstance(lesson, LessonScene) and lesson.lesson.id == "pairing"
    screen = Screen(lesson, window.app.stack)
    screen.settle()
    screen.drag("7h", "7c")
    assert window.preferences.lessons_done == ("pairing", "sweeps")
    lesson.leave_button.activate()
    back = window.app.stack.top
    assert isinstance(back, LessonsScene) and len(window.app.stack) == 1
    assert back.rows[0].done and back.following is not None
    assert back.following.id == "adding_up"
    back.back.activate()
    assert window.titles == 1


def test_next_opens_the_following_lesson_in_place() -> None:
    window = flow()
    course.open_lesson(window, BY_ID["pairing"])  # type: ignore[arg-type]
    lesson = window.app.stack.top
    assert isinstance(lesson, LessonScene)
    lesson.skip_button.activate()
    following = window.app.stack.top
    assert isinstance(following, LessonScene) and following.lesson.id == "adding_up"
    assert len(window.app.stack) == 1


def test_the_course_ends_with_a_short_game_against_easy() -> None:
    window = flow(player_names=("Ana",))
    course.play_against_easy(window)  # type: ignore[arg-type]
    (config,) = window.started
    assert config.rules.preset == "classic" and config.rules.target == 11
    you, computer = config.seats
    assert (you.name, you.kind) == ("Ana", "human")
    assert (computer.kind, computer.level) == ("computer", "easy")
    assert window.hints == [True]  # hints on, whatever the preference


@pytest.mark.usefixtures("user_dirs")
def test_the_first_game_offers_hints_even_when_the_preference_is_off() -> None:
    from dataclasses import replace

    from cassino.ui.flow import GameFlow
    from cassino.ui.options import WindowOptions

    window = GameFlow(WindowOptions(size=(1280, 800), speed="instant"))
    window.apply(replace(window.preferences, hints_allowed=False))
    course.play_against_easy(window)
    assert window.table is not None and window.table.controller.aids.hints_allowed
    window.table.session.close()
