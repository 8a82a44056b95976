"""Controls with a mark at each end and the value between: ``Choice`` (◀ ▶ through a
list of options) and ``Stepper`` (minus and plus on a whole number)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from cassino.ui import theme
from cassino.ui.menu_input import MenuStep, menu_step
from cassino.ui.theme import Colour
from cassino.ui.widgets.base import ACTIVATE_KEYS, Widget
from cassino.ui.widgets.drawing import (
    ARROW,
    TEXT_DISABLED,
    Point,
    arrow_image,
    blit_centred,
    fit_text,
)
from cassino.ui.widgets.one_of import OneOf

T = TypeVar("T")
NUMBER_STEPS = {MenuStep.LEFT: -1, MenuStep.RIGHT: 1, MenuStep.PAGE_DOWN: -10, MenuStep.PAGE_UP: 10}


class _Arrows(Widget):
    """A box with a control at each end (arrows, or minus and plus) and the value between them."""

    cycles_on_click = False  # whether a click between the ends steps forward

    def zones(self) -> tuple[pygame.Rect, pygame.Rect]:
        side = self.rect.height
        left = pygame.Rect(self.rect.left, self.rect.top, side, side)
        right = pygame.Rect(self.rect.right - side, self.rect.top, side, side)
        return left, right

    def step(self, delta: int) -> None:
        raise NotImplementedError

    def can_step(self, delta: int) -> bool:
        raise NotImplementedError

    def label(self) -> str:
        raise NotImplementedError

    def click(self, pos: Point) -> None:
        left, right = self.zones()
        if left.collidepoint(pos):
            self.step(-1)
        elif right.collidepoint(pos) or self.cycles_on_click:
            self.step(1)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        left, right = self.zones()
        for zone, delta in ((left, -1), (right, 1)):
            usable = self.enabled and self.can_step(delta)
            colour = TEXT_DISABLED if not usable else ARROW
            if usable and self.pointer_in(zone):
                colour = theme.HIGHLIGHT
            self.draw_mark(surface, zone, delta, colour)
        room = self.rect.width - 2 * self.rect.height
        image = fit_text(self.label(), self.size, room, self.text_colour())
        blit_centred(surface, image, self.rect.center)

    def draw_mark(
        self, surface: pygame.Surface, zone: pygame.Rect, delta: int, colour: Colour
    ) -> None:
        raise NotImplementedError


class Choice(_Arrows, OneOf[T]):
    """One of ``options``, shown by ``label``; ◀ ▶ (or Left / Right) go round them, and
    a click in the middle, Enter or Space go to the next."""

    cycles_on_click = True

    def __init__(
        self,
        options: Sequence[T],
        value: T | None = None,
        on_change: Callable[[T], None] | None = None,
        *,
        label: Callable[[T], str] = str,
    ) -> None:
        super().__init__()
        self.keep_options(options, value, on_change, label)

    def set_options(self, options: Sequence[T], value: T | None = None) -> None:
        """New options; keep the current value if it is among them, else ``value``, else
        the first."""
        current = self.value
        self.options = self._checked(options)
        keep = current if current in self.options else value
        self.index = self.options.index(keep) if keep in self.options else 0

    def label(self) -> str:
        return self.format(self.value)

    def can_step(self, delta: int) -> bool:
        return len(self.options) > 1

    def step(self, delta: int) -> None:
        if not self.can_step(delta):
            return
        self.index = (self.index + delta) % len(self.options)
        if self.on_change is not None:
            self.on_change(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        arrow = menu_step(event)
        if arrow is MenuStep.LEFT:
            self.step(-1)
        elif arrow is MenuStep.RIGHT or event.key in ACTIVATE_KEYS:
            self.step(1)
        else:
            return False
        return True

    def draw_mark(
        self, surface: pygame.Surface, zone: pygame.Rect, delta: int, colour: Colour
    ) -> None:
        blit_centred(surface, arrow_image(zone.height, delta, colour), zone.center)


class Stepper(_Arrows):
    """A whole number from ``minimum`` to ``maximum``: minus and plus (or Left / Right) change
    it by ``step``, Page Down / Page Up by ten steps; ``label`` shows it ("80 %"). Digits
    typed while it has the focus make a new number (a target of 121 without 100 clicks),
    taken on Enter or when the focus moves on, and held to the bounds then."""

    typed = ""  # digits typed so far, not yet taken (set before __init__ runs: focus)

    def __init__(
        self,
        value: int,
        minimum: int = 0,
        maximum: int | None = None,
        on_change: Callable[[int], None] | None = None,
        *,
        step: int = 1,
        label: Callable[[int], str] = str,
    ) -> None:
        super().__init__()
        if maximum is not None and maximum < minimum:
            raise ValueError(f"a Stepper's maximum {maximum} is below its minimum {minimum}")
        self.minimum, self.maximum, self.increment = minimum, maximum, step
        self.value = self.clamp(value)
        self.on_change = on_change
        self.format = label

    @property
    def focused(self) -> bool:
        return self._focused

    @focused.setter
    def focused(self, focused: bool) -> None:
        if not focused and self.typed:
            self.take_typed()  # leaving the control keeps what was typed
        self._focused = focused

    def take_typed(self) -> None:
        typed, self.typed = self.typed, ""
        if typed:
            self.set_value(int(typed))

    def set_value(self, value: int) -> None:
        new = self.clamp(value)
        if new != self.value:
            self.value = new
            if self.on_change is not None:
                self.on_change(new)

    def type_text(self, text: str) -> bool:
        if not text.isascii() or not text.isdigit():
            return False
        longest = len(str(self.maximum)) if self.maximum is not None else 6
        self.typed = (self.typed + text).lstrip("0")[:longest] or "0"
        return True

    def clamp(self, value: int) -> int:
        value = max(self.minimum, value)
        return value if self.maximum is None else min(self.maximum, value)

    def can_step(self, delta: int) -> bool:
        return self.clamp(self.value + delta * self.increment) != self.value

    def step(self, delta: int) -> None:
        self.take_typed()
        self.set_value(self.value + delta * self.increment)

    def label(self) -> str:
        return f"{self.typed}_" if self.typed else self.format(self.value)

    def key(self, event: pygame.event.Event) -> bool:
        if self.typed and event.key == pygame.K_BACKSPACE:
            self.typed = self.typed[:-1]
            return True
        if self.typed and event.key in ACTIVATE_KEYS:
            self.take_typed()
            return True
        arrow = menu_step(event)
        if arrow not in NUMBER_STEPS:
            return False
        self.step(NUMBER_STEPS[arrow])
        return True

    def draw_mark(
        self, surface: pygame.Surface, zone: pygame.Rect, delta: int, colour: Colour
    ) -> None:
        length = max(6, round(zone.height * 0.3))
        thick = max(2, round(zone.height * 0.06))
        bar = pygame.Rect(0, 0, length, thick)
        bar.center = zone.center
        pygame.draw.rect(surface, colour, bar)
        if delta > 0:
            upright = pygame.Rect(0, 0, thick, length)
            upright.center = zone.center
            pygame.draw.rect(surface, colour, upright)
