"""The course in the window's flow: the list opens a lesson, a lesson done is kept in the
preferences at once, Leave goes back to the list with the tick, and the end starts a
normal game: classic, you against Easy, to 11."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

import pygame
import pytest
from lesson_helpers import Screen

from cassino.game.replay import ReplayCursor
from cassino.game.session import GameConfig
from cassino.lessons import BY_ID
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.dialogs.notice_board import NoticeBoard
from cassino.ui.navigator import AppContext
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.scene import Scene, SceneStack
from cassino.ui.screens.lessons import course
from cassino.ui.screens.lessons.list_scene import LessonsScene
from cassino.ui.screens.lessons.scene import LessonScene
from cassino.ui.screens.replay.note import ReplayNote
from cassino.userdata.preferences import Preferences

SIZE = (1024, 640)


@dataclass
class App:
    stack: SceneStack = field(default_factory=lambda: SceneStack(SIZE))


@dataclass
class Flow:
    """A Navigator that keeps the screens on a stack and notes the games it was asked to
    start and the titles it went back to; with the context the course reads."""

    store: PreferenceStore
    app: App = field(default_factory=App)
    started: list[GameConfig] = field(default_factory=list)
    hints: list[bool | None] = field(default_factory=list)
    titles: int = 0

    @property
    def context(self) -> AppContext:
        return AppContext(CardImages(), Sounds(muted=True), self.store, NoticeBoard())

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def push(self, scene: Scene) -> None:
        self.app.stack.push(scene)

    def pop(self) -> None:
        self.app.stack.pop()

    def show(self, scene: Scene) -> None:
        self.app.stack.clear()
        self.app.stack.push(scene)

    def title(self) -> None:
        self.titles += 1

    def new_game(self) -> None:
        raise AssertionError("the course never opens the New game form")

    def start(self, config: GameConfig, *, hints: bool | None = None) -> None:
        self.started.append(config)
        self.hints.append(hints)

    def restart(self) -> None:
        raise AssertionError("the course never restarts a game")

    def replay(
        self, cursor: ReplayCursor, humans: list[int], note: ReplayNote | None = None
    ) -> None:
        raise AssertionError("the course never replays")


def flow(**preferences: Any) -> Flow:
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    tween.set_speed_setting("instant")
    return Flow(PreferenceStore(Preferences(**preferences)))


def test_a_lesson_done_is_kept_and_ticked_on_the_list() -> None:
    window = flow(lessons_done=("sweeps",))
    course.open_list(window, window.context)
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
    course.open_lesson(window, window.context, BY_ID["pairing"])
    lesson = window.app.stack.top
    assert isinstance(lesson, LessonScene)
    lesson.skip_button.activate()
    following = window.app.stack.top
    assert isinstance(following, LessonScene) and following.lesson.id == "adding_up"
    assert len(window.app.stack) == 1


def test_the_course_ends_with_a_short_game_against_easy() -> None:
    window = flow(player_names=("Ana",))
    course.play_against_easy(window, window.context)
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
    course.play_against_easy(window, window.context)
    assert window.table is not None and window.table.help_allowed()[0]
    window.table.session.close()
