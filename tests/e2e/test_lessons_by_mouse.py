"""The first two lessons played by the real mouse under Xvfb, as a new player would: the
title's "Learn to play", the list's Start, a wrong try (a trail), the right drag, Next
lesson, the second lesson's drag; then the game is closed and started again, and the
progress is still there (the preferences file, and the list that opens at lesson 3).

Where to click is worked out by the same code in this process (the window's flow at the
same size, on the dummy driver): the title's buttons, the list's, the lesson's cards.
"""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from lesson_window import bare_felt, done_lessons, screens, shot, until
from test_window import drag, stop, window_origin, xdotool
from x_display import game_dirs, x_display

from cassino.engine.cards import parse_card
from cassino.ui.anim import tween
from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.ui.screens.lessons.list_scene import LessonsScene
from cassino.ui.screens.lessons.scene import LessonScene
from cassino.ui.screens.title.scene import TitleScene

DISPLAY = ":185"  # this test's own display number
SIZE = (1280, 800)
Point = tuple[int, int]


@pytest.fixture
def lesson_xserver(tmp_path: Path) -> Iterator[dict[str, str]]:
    with x_display(DISPLAY) as env:
        yield game_dirs(env, tmp_path)


class Planner:
    """The window's flow in this process, at the window's size: where things are."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> None:
        for key in ("CASSINO_CONFIG_DIR", "CASSINO_DATA_DIR"):
            monkeypatch.setenv(key, env[key] + "-planner")
        pygame.display.init()
        self.flow = GameFlow(WindowOptions(size=SIZE))
        tween.set_speed_setting("instant")

    def top(self) -> object:
        return self.flow.app.stack.top

    def settle(self, frames: int = 90) -> None:
        for _ in range(frames):
            self.flow.app.stack.update(1 / 60)

    def felt(self) -> Point:
        """A point of the felt no table card covers: a card let go there trails."""
        scene = self.top()
        assert isinstance(scene, LessonScene) and scene.table.stage.layout is not None
        return bare_felt(scene.table.stage.layout, scene.table.stage.size)

    def card(self, code: str) -> Point:
        scene = self.top()
        assert isinstance(scene, LessonScene)
        rect = scene.table.animator.rect_of(parse_card(code))
        assert rect is not None
        return rect.center


def window_of(process: subprocess.Popen[bytes], env: dict[str, str]) -> Point:
    """The game window's corner; if the game ends before it shows, why (its errors)."""
    try:
        return window_origin(env)
    except pytest.fail.Exception:
        stop(process)
        errors = process.stderr.read().decode() if process.stderr else ""
        pytest.fail(f"no game window (the game's errors: {errors[-2000:] or 'none'})")


def at(origin: Point, point: Point) -> Point:
    return origin[0] + point[0], origin[1] + point[1]


def click(env: dict[str, str], point: Point) -> None:
    xdotool(env, "mousemove", str(point[0]), str(point[1]))
    time.sleep(0.15)
    xdotool(env, "click", "1")
    time.sleep(0.4)


def test_the_first_two_lessons_by_mouse_and_the_progress_after_a_restart(
    lesson_xserver: dict[str, str], monkeypatch: pytest.MonkeyPatch
) -> None:
    env = lesson_xserver
    config = Path(env["CASSINO_CONFIG_DIR"])
    config.mkdir(parents=True)
    (config / "preferences.yaml").write_text("language: en\n", encoding="utf-8")
    plan = Planner(monkeypatch, env)
    command = [sys.executable, "-m", "cassino", "--speed", "fast", "--size", "1280x800"]
    process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE)
    try:
        origin = window_of(process, env)
        until(lambda: "TitleScene" in screens(env), "the title")
        plan.flow.title()
        title = plan.top()
        assert isinstance(title, TitleScene) and title.lessons_button is not None
        click(env, at(origin, title.lessons_button.rect.center))
        until(lambda: screens(env)[-1:] == ["LessonsScene"], "the list of lessons")
        plan.flow.lessons()
        listing = plan.top()
        assert isinstance(listing, LessonsScene)
        click(env, at(origin, listing.proceed.rect.center))
        until(lambda: screens(env)[-1:] == ["LessonScene"], "the first lesson")
        listing.proceed.activate()
        plan.settle()
        time.sleep(1.0)  # the deal lands
        lesson = plan.top()
        assert isinstance(lesson, LessonScene) and lesson.lesson.id == "pairing"
        # A wrong try first: the king trailed onto the felt comes back, nothing is done.
        felt = plan.felt()
        drag(env, at(origin, plan.card("Kd")), at(origin, felt))
        time.sleep(1.0)
        shot(env, "lesson1_wrong.png")
        assert done_lessons(env) == []
        drag(env, at(origin, plan.card("7h")), at(origin, plan.card("7c")))
        until(lambda: done_lessons(env) == ["pairing"], "the first lesson to be kept")
        time.sleep(0.5)
        shot(env, "lesson1_done.png")
        click(env, at(origin, lesson.layout.next_button.center))
        lesson.next_button.visible = True
        lesson.next_button.activate()
        plan.settle()
        second = plan.top()
        assert isinstance(second, LessonScene) and second.lesson.id == "adding_up"
        time.sleep(1.0)
        drag(env, at(origin, plan.card("9c")), at(origin, plan.card("4d")))
        until(lambda: done_lessons(env) == ["pairing", "adding_up"], "the second lesson to be kept")
        shot(env, "lesson2_done.png")
    finally:
        stop(process)

    # Started again: the list opens at the third lesson, the first two ticked.
    before = len(screens(env))
    process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE)
    try:
        until(lambda: "TitleScene" in screens(env)[before:], "the title, again")
        origin = window_of(process, env)
        click(env, at(origin, title.lessons_button.rect.center))
        until(lambda: screens(env)[-1:] == ["LessonsScene"], "the list, again")
        time.sleep(0.5)
        shot(env, "list_after_restart.png")
        assert done_lessons(env) == ["pairing", "adding_up"]
    finally:
        stop(process)
    again = LessonsScene(done_lessons(env), on_open=print, on_play=print, on_back=print)
    assert again.following is not None and again.following.id == "several_groups"
