"""A lesson's screen on a scene stack, cards at instant speed, and mouse gestures on it."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from cassino.engine.cards import Card, parse_card
from cassino.lessons import BY_ID, Lesson
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.screens.lessons.scene import LessonScene
from cassino.ui.table.placement import aimed_item


@dataclass
class Screen:
    scene: LessonScene
    stack: SceneStack
    done: list[str] = field(default_factory=list)
    opened: list[str] = field(default_factory=list)
    left: list[bool] = field(default_factory=list)
    played: list[bool] = field(default_factory=list)

    def settle(self, frames: int = 90) -> None:
        for _ in range(frames):
            self.stack.update(1 / 60)

    def centre_of(self, code: str) -> tuple[int, int]:
        rect = self.scene.table.animator.rect_of(parse_card(code))
        assert rect is not None, code
        return rect.center

    def drag(self, code: str, onto: str | tuple[int, int]) -> None:
        """Press on a hand card, move it over a table card (or a point), let go."""
        start = self.centre_of(code)
        end = self.centre_of(onto) if isinstance(onto, str) else onto
        self.mouse(pygame.MOUSEBUTTONDOWN, start)
        steps = 8
        for step in range(1, steps + 1):
            x = start[0] + (end[0] - start[0]) * step // steps
            y = start[1] + (end[1] - start[1]) * step // steps
            self.mouse(pygame.MOUSEMOTION, (x, y))
        self.mouse(pygame.MOUSEBUTTONUP, end)
        self.settle()

    def felt(self) -> tuple[int, int]:
        """A point of the felt where no table card lies: a card dropped there trails."""
        layout = self.scene.table.stage.layout
        assert layout is not None
        width, height = self.scene.table.stage.size
        for y in range(height // 5, height, 10):
            for x in range(width // 5, width, 10):
                if layout.on_table((x, y)) and aimed_item(layout, (x, y)) is None:
                    return (x, y)
        raise AssertionError("no bare felt on the table")

    def click(self, pos: tuple[int, int]) -> None:
        self.mouse(pygame.MOUSEBUTTONDOWN, pos)
        self.mouse(pygame.MOUSEBUTTONUP, pos)
        self.settle()

    def mouse(self, kind: int, pos: tuple[int, int]) -> None:
        buttons = (1, 0, 0) if kind == pygame.MOUSEMOTION else None
        data: dict[str, object] = {"pos": pos}
        if kind == pygame.MOUSEMOTION:
            data.update(rel=(0, 0), buttons=buttons)
        else:
            data["button"] = 1
        self.stack.handle_event(pygame.event.Event(kind, data))
        self.stack.update(1 / 60)


def lesson_screen(lesson: Lesson | str, size: tuple[int, int] = (1280, 800)) -> Screen:
    pygame.display.init()
    pygame.display.set_mode(size)
    tween.set_speed_setting("instant")
    chosen = BY_ID[lesson] if isinstance(lesson, str) else lesson
    screen: Screen
    scene = LessonScene(
        chosen,
        CardImages(),
        Sounds(muted=True),
        on_done=lambda done: screen.done.append(done.id),
        on_open=lambda other: screen.opened.append(other.id),
        on_leave=lambda: screen.left.append(True),
        on_play=lambda: screen.played.append(True),
    )
    stack = SceneStack(size)
    screen = Screen(scene, stack)
    stack.push(scene)
    screen.settle()
    return screen


def card(code: str) -> Card:
    return parse_card(code)
