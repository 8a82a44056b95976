"""The course's screens in the window's flow: the list, each lesson (its progress kept in
the preferences as soon as it is done) and, at the end, a normal game against Easy with
hints on."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.i18n import tr
from cassino.lessons import Lesson
from cassino.lessons.progress import known, with_done
from cassino.ui.screens.lessons.list_scene import LessonsScene
from cassino.ui.screens.lessons.scene import LessonScene
from cassino.userdata.presets import load

if TYPE_CHECKING:
    from cassino.ui.navigator import AppContext, Navigator

FIRST_GAME_TARGET = 11  # a short first game: about two rounds against Easy


def open_list(nav: Navigator, context: AppContext) -> None:
    nav.show(
        LessonsScene(
            known(context.preferences.lessons_done),
            on_open=lambda lesson: open_lesson(nav, context, lesson),
            on_play=lambda: play_against_easy(nav, context),
            on_back=nav.title,
        )
    )


def open_lesson(nav: Navigator, context: AppContext, lesson: Lesson) -> None:
    def done(finished: Lesson) -> None:
        kept = context.preferences.lessons_done
        context.store.update(lessons_done=with_done(kept, finished.id))

    nav.show(
        LessonScene(
            lesson,
            context.images,
            context.sounds,
            on_done=done,
            on_open=lambda other: open_lesson(nav, context, other),
            on_leave=lambda: open_list(nav, context),
            on_play=lambda: play_against_easy(nav, context),
        )
    )


def first_game(player_name: str | None, seed: int) -> GameConfig:
    """Classic, you against Easy, to a short target."""
    rules = load("classic").with_options(source="lessons", target=FIRST_GAME_TARGET)
    you = Seat(player_name or tr("You"))
    return GameConfig(rules, (you, Seat(tr("Computer"), "computer", "easy")), seed)


def play_against_easy(nav: Navigator, context: AppContext) -> None:
    """The course's end: the first game, with hints on (the issue's "with hints")."""
    names = context.preferences.player_names
    seed = random.SystemRandom().randrange(2**31)
    nav.start(first_game(names[0] if names else None, seed), hints=True)
