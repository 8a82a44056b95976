"""The whole "Learn to play" course and then the game it leads to, by the real mouse under
Xvfb, as a new player goes through it: the title's "Learn to play", the list's Start, the
ten lessons one after the other (each right move a drag onto what it uses, the chooser's
button where a drop means several moves, the round summary's Continue in the scoring
lesson, Next lesson between them), then "Play a game against Easy" and the first turns of
that game, a drag each. Screenshots of every lesson and of the game go to
``CASSINO_SHOTS`` when it is set.

Where to click is worked out by a twin of the window in this process (the same flow at the
same size on the dummy driver) that is given the same mouse gestures, so it goes through
the same screens; the game's own table is read from ``--debug-state``, as the other
end-to-end tests do (its deal is the window's own)."""

from __future__ import annotations

import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from lesson_scripts import RIGHT
from lesson_window import bare_felt, done_lessons, screens, shot, until
from test_whole_round import wait_for
from test_window import drag, play_a_turn, read_state, stop, window_origin, xdotool
from x_display import game_dirs, x_display

from cassino.engine.explain import checked_move
from cassino.engine.moves import Move
from cassino.engine.notation import parse_move
from cassino.engine.table import item_cards
from cassino.game.turn_options import TurnOptions
from cassino.lessons import IDS
from cassino.ui.anim import tween
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.ui.screens.lessons.list_scene import LessonsScene
from cassino.ui.screens.lessons.scene import LessonScene
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.ui.table.drop import moves_for_drop
from cassino.ui.table.moves import best_first
from cassino.userdata.presets import position_from_json

DISPLAY = ":179"  # this test's own display number
SIZE = (1280, 800)
GAME_TURNS = 6  # of the game against Easy, played by mouse after the course
Point = tuple[int, int]


@pytest.fixture
def course_xserver(tmp_path: Path) -> Iterator[dict[str, str]]:
    with x_display(DISPLAY) as env:
        yield game_dirs(env, tmp_path)


class Twin:
    """The window's flow in this process, given the same gestures as the real window."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, env: dict[str, str]) -> None:
        for key in ("CASSINO_CONFIG_DIR", "CASSINO_DATA_DIR"):
            monkeypatch.setenv(key, env[key] + "-twin")
        pygame.display.init()
        self.flow = GameFlow(WindowOptions(size=SIZE))
        tween.set_speed_setting("instant")
        self.flow.title()

    @property
    def top(self) -> object:
        return self.flow.app.stack.top

    def settle(self, frames: int = 240) -> None:
        for _ in range(frames):
            self.flow.app.stack.update(1 / 60)

    def mouse(self, kind: int, pos: Point) -> None:
        data: dict[str, object] = {"pos": pos}
        if kind == pygame.MOUSEMOTION:
            data.update(rel=(0, 0), buttons=(1, 0, 0))
        else:
            data["button"] = 1
        self.flow.app.stack.handle_event(pygame.event.Event(kind, data))
        self.flow.app.stack.update(1 / 60)

    def click(self, pos: Point) -> None:
        self.mouse(pygame.MOUSEBUTTONDOWN, pos)
        self.mouse(pygame.MOUSEBUTTONUP, pos)
        self.settle()

    def drag(self, start: Point, end: Point) -> None:
        self.mouse(pygame.MOUSEBUTTONDOWN, start)
        for step in range(1, 11):
            x = start[0] + (end[0] - start[0]) * step // 10
            y = start[1] + (end[1] - start[1]) * step // 10
            self.mouse(pygame.MOUSEMOTION, (x, y))
        self.mouse(pygame.MOUSEBUTTONUP, end)
        self.settle()

    def lesson(self) -> LessonScene:
        scene = self.top
        assert isinstance(scene, LessonScene), scene
        return scene


def lesson_felt(scene: LessonScene) -> Point:
    layout = scene.table.stage.layout
    assert layout is not None
    return bare_felt(layout, SIZE)


class Player:
    """Both windows at once: each gesture made by the real mouse and given to the twin."""

    def __init__(self, env: dict[str, str], origin: Point, twin: Twin) -> None:
        self.env, self.origin, self.twin = env, origin, twin

    def on_screen(self, point: Point) -> Point:
        return self.origin[0] + point[0], self.origin[1] + point[1]

    def click(self, point: Point) -> None:
        x, y = self.on_screen(point)
        xdotool(self.env, "mousemove", str(x), str(y))
        time.sleep(0.15)
        xdotool(self.env, "click", "1")
        self.twin.click(point)
        time.sleep(0.6)

    def drag(self, start: Point, end: Point) -> None:
        drag(self.env, self.on_screen(start), self.on_screen(end))
        self.twin.drag(start, end)
        time.sleep(0.8)

    def make(self, move: Move) -> None:
        """Drag ``move``'s card where it means ``move``; pick it if the chooser opens."""
        scene = self.twin.lesson()
        state = scene.run.session.state
        card = scene.table.animator.rect_of(move.card).center
        if move.action == "trail":
            self.drag(card, lesson_felt(scene))
            return
        for item in state.table:
            first = item_cards(item)[0]
            meant = moves_for_drop(TurnOptions.of(state), move.card, item).moves
            if first in move.table and move in meant:
                self.drag(card, scene.table.animator.rect_of(first).center)
                chooser = self.twin.top
                if isinstance(chooser, ChooserScene):
                    self.click(chooser.buttons[best_first(state, meant).index(move)].center)
                return
        pytest.fail(f"no drop means {move}")


def test_the_whole_course_and_the_game_it_leads_to_by_mouse(
    course_xserver: dict[str, str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    env = course_xserver
    config = Path(env["CASSINO_CONFIG_DIR"])
    config.mkdir(parents=True)
    (config / "preferences.yaml").write_text("language: en\n", encoding="utf-8")
    state_file = tmp_path / "state.json"
    command = [
        sys.executable, "-m", "cassino", "--speed", "fast", "--size", "1280x800",
        "--debug-state", str(state_file),
    ]  # fmt: skip
    twin = Twin(monkeypatch, env)
    process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE)
    try:
        until(lambda: "TitleScene" in screens(env), "the title")
        player = Player(env, window_origin(env), twin)
        title = twin.top
        assert isinstance(title, TitleScene) and title.lessons_button is not None
        player.click(title.lessons_button.rect.center)
        listing = twin.top
        assert isinstance(listing, LessonsScene)
        until(lambda: screens(env)[-1:] == ["LessonsScene"], "the list of lessons")
        player.click(listing.proceed.rect.center)
        for number, lesson_id in enumerate(IDS, start=1):
            until(lambda: screens(env)[-1:] == ["LessonScene"], f"lesson {lesson_id}")
            time.sleep(1.0)  # the deal lands
            assert twin.lesson().lesson.id == lesson_id
            shot(env, f"course_{number:02}_{lesson_id}.png")
            for words in RIGHT[lesson_id]:
                player.make(checked_move(twin.lesson().run.session.state, parse_move(words)))
                time.sleep(1.5)  # the move lands; a scripted reply follows
            summary = twin.top
            if isinstance(summary, RoundSummaryScene):  # the scoring lesson's round
                until(lambda: screens(env)[-1:] == ["RoundSummaryScene"], "the summary")
                shot(env, f"course_{number:02}_{lesson_id}_summary.png")
                player.click(summary.continue_button.rect.center)
            until(lambda n=lesson_id: n in done_lessons(env), f"lesson {lesson_id} kept")
            scene = twin.lesson()
            assert scene.done
            shot(env, f"course_{number:02}_{lesson_id}_done.png")
            # Next lesson; after the last, the same button: "Play a game against Easy".
            player.click(scene.layout.next_button.center)
        assert done_lessons(env) == list(IDS)
        # The course's end: the game against Easy, and its first turns by mouse.
        for turn in range(GAME_TURNS):
            data = wait_for(
                state_file,
                lambda d: d["awaiting"] == "human" and d["settled"],
                "the person's turn in the game against Easy",
            )
            if turn == 0:
                shot(env, "course_game_start.png")
            before = len(data["log"])  # type: ignore[arg-type]
            play_a_turn(env, data, player.origin)  # type: ignore[arg-type]
            wait_for(state_file, lambda d, n=before: len(d["log"]) > n, "the move in the log")
        shot(env, "course_game_turns.png")
        data = read_state(state_file)
        mine = [line for line in data["log"] if line.startswith(("You took", "You trailed"))]
        assert len(mine) >= GAME_TURNS
        state = position_from_json(data["position"])
        assert state.rules.target == 11  # the course's short game, against Easy
    finally:
        stop(process)
