"""Synthetic events for a scene, as the app would pass them, and a check that its widgets
are laid out: for the tests of the menu screens."""

from __future__ import annotations

import itertools
from typing import TypeVar

import pygame

from cassino.ui.scene import Scene, SceneStack
from cassino.ui.widgets import Choice, Widget

S = TypeVar("S", bound=Scene)
T = TypeVar("T")
# The window sizes every menu screen is checked at: the smallest allowed to a large one.
WINDOW_SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440)]


def click(scene: Scene, pos: tuple[int, int]) -> None:
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def press(scene: Scene, key: int, mod: int = 0, unicode: str = "") -> bool:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode)
    return scene.handle_event(event)


def typed(scene: Scene, text: str) -> bool:
    return scene.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))


def shown(scene: S, size: tuple[int, int] = (1280, 800)) -> S:
    """``scene`` on a stack of its own, as the app would show it."""
    SceneStack(size).push(scene)
    return scene


def click_centre(scene: Scene, widget: Widget) -> None:
    assert widget.visible and widget.enabled, f"{widget} cannot be clicked"
    click(scene, widget.rect.center)


def choose(scene: Scene, choice: Choice[T], value: T) -> None:
    """Click ``choice``'s right arrow until it shows ``value``."""
    for _ in range(len(choice.options)):
        if choice.value == value:
            return
        click(scene, (choice.rect.right - 5, choice.rect.centery))
    assert choice.value == value


def set_name(scene: Scene, field: Widget, name: str) -> None:
    click_centre(scene, field)
    press(scene, pygame.K_BACKSPACE, mod=pygame.KMOD_LCTRL)
    typed(scene, name)


def visible_rects(widgets: list[Widget]) -> list[pygame.Rect]:
    return [widget.rect for widget in widgets if widget.visible]


def assert_laid_out(widgets: list[Widget], size: tuple[int, int]) -> None:
    window = pygame.Rect(0, 0, *size)
    rects = visible_rects(widgets)
    for rect in rects:
        assert window.contains(rect), f"{rect} leaves the {size} window"
        assert rect.height >= 30, f"{rect} is too small to click at {size}"
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), f"{a} overlaps {b} at {size}"
