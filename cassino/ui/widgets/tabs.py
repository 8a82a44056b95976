"""``Tabs``: a row of named pages, one of them open — the groups of the house rules, the
parts of the preferences."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

import pygame

from cassino.ui import theme
from cassino.ui.menu_input import MenuStep, menu_step
from cassino.ui.widgets.base import ACTIVATE_KEYS, Widget
from cassino.ui.widgets.drawing import (
    BORDER,
    FILL,
    FILL_HOVER,
    GOLD,
    TEXT_DISABLED,
    Point,
    blit_centred,
    draw_panel,
    fit_text,
    text_width,
)
from cassino.ui.widgets.one_of import OneOf

T = TypeVar("T")

SELECTED: theme.ColourA = (22, 74, 44, 236)
MARK_SCALE = 0.16  # the dot of a marked tab, as a fraction of the bar's height


class Tabs(Widget, OneOf[T]):
    """One of ``options`` open, each shown by ``label`` on a tab as wide as its words
    (the row filling the rect). A click opens the tab under the pointer; while focused,
    Left / Right open the neighbour. Tabs whose value is in ``marks`` carry a gold dot
    (something in that page differs from the usual)."""

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
        self.marks: set[T] = set()

    def open(self, index: int) -> None:
        index %= len(self.options)
        if index != self.index:
            self.index = index
            if self.on_change is not None:
                self.on_change(self.value)

    def tab_rects(self) -> list[pygame.Rect]:
        """Each tab's place: as wide as its words plus padding, the room left over shared
        equally (or all narrowed alike when the words do not fit)."""
        pad = self.rect.height
        widths = [text_width(self.format(option), self.size) + pad for option in self.options]
        spare = self.rect.width - sum(widths)
        scale = 1.0 if spare >= 0 else self.rect.width / sum(widths)
        extra = max(0, spare) / len(widths)
        rects, left = [], float(self.rect.left)
        for width in widths:
            right = left + width * scale + extra
            rects.append(pygame.Rect(round(left), self.rect.top, round(right) - round(left), 0))
            left = right
        for rect in rects:
            rect.height = self.rect.height
        return rects

    def click(self, pos: Point) -> None:
        for index, rect in enumerate(self.tab_rects()):
            if rect.collidepoint(pos):
                self.open(index)
                return

    def key(self, event: pygame.event.Event) -> bool:
        arrow = menu_step(event)
        if arrow is MenuStep.LEFT:
            self.open(self.index - 1)
        elif arrow is MenuStep.RIGHT or event.key in ACTIVATE_KEYS:
            self.open(self.index + 1)
        else:
            return False
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        h = self.rect.height
        radius = round(h * 0.26)
        if self.ring:
            glow = self.rect.inflate(round(h * 0.2), round(h * 0.2))
            draw_panel(surface, glow, (*theme.HIGHLIGHT, 64), None, radius=radius + 4)
        draw_panel(surface, self.rect, FILL, BORDER, 1, radius)
        for index, (option, rect) in enumerate(zip(self.options, self.tab_rects(), strict=True)):
            chosen = index == self.index
            inner = rect.inflate(-6, -6)
            if chosen:
                draw_panel(surface, inner, SELECTED, GOLD, max(1, round(h * 0.04)), radius - 2)
            elif self.enabled and self.pointer_in(rect):
                draw_panel(surface, inner, FILL_HOVER, None, radius=radius - 2)
            colour = theme.HIGHLIGHT if chosen else theme.TEXT
            if not self.enabled:
                colour = TEXT_DISABLED
            room = inner.width - round(h * 0.3)
            image = fit_text(self.format(option), self.size, room, colour)
            blit_centred(surface, image, rect.center)
            if option in self.marks:
                dot = max(3, round(h * MARK_SCALE))
                spot = pygame.Rect(0, 0, dot, dot)
                spot.center = (
                    min(inner.right - dot, rect.centerx + image.get_width() // 2 + dot),
                    rect.centery - image.get_height() // 3,
                )
                draw_panel(surface, spot, GOLD, None, radius=dot // 2)
