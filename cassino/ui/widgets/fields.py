"""Text: ``TextField`` for typing a short line (a player's name), ``Label`` to show a
line or a few wrapped lines."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

import pygame

from cassino.game.names import fits
from cassino.ui import theme
from cassino.ui.menu_input import menu_step
from cassino.ui.theme import Colour
from cassino.ui.widgets.base import Widget
from cassino.ui.widgets.drawing import (
    FILL_FIELD,
    TEXT_DISABLED,
    draw_panel,
    ellipsize,
    fit_text,
    line_pitch,
    text_image,
    wrap_text,
)

CARET_BLINK = 0.53  # seconds on, then as long off


def _within(text: str, limit: int) -> str:
    """``text`` cut to the longest start that ``fits`` in ``limit`` characters."""
    text = text[: 4 * limit]  # what fits has at most four code points a character
    while not fits(text, limit):
        text = text[:-1]
    return text


class TextField(Widget):
    """A line of text up to ``max_length`` characters as a person sees them (``names.fits``:
    an accented letter or a flag is one), typed while focused: the field stops taking
    keystrokes at the limit. Backspace takes the last character back, Ctrl+Backspace all.
    A click selects the whole text (so that typing replaces it, as in the fields players
    know), a second click puts the caret back at its end; Ctrl+A selects it too."""

    def __init__(
        self,
        text: str = "",
        on_change: Callable[[str], None] | None = None,
        *,
        max_length: int = 16,
        placeholder: str = "",
    ) -> None:
        super().__init__()
        self.max_length = max_length
        self.text = _within(text, max_length)
        self.on_change = on_change
        self.placeholder = placeholder
        self.selected = False  # the whole text: what is typed next replaces it
        self._blink = 0.0

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self._blink = 0.0  # the caret shows while typing
            if self.on_change is not None:
                self.on_change(text)

    def click(self, pos: tuple[int, int]) -> None:
        self.selected = bool(self.text) and not self.selected
        self._blink = 0.0

    def type_text(self, text: str) -> bool:
        typed = "".join(char for char in text if char.isprintable())
        if not typed:
            return True
        start = "" if self.selected else self.text
        self.selected = False
        self._set(_within(start + typed, self.max_length))
        return True

    def key(self, event: pygame.event.Event) -> bool:
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.text)
            return True
        if event.key == pygame.K_BACKSPACE:
            everything = self.selected or bool(event.mod & pygame.KMOD_CTRL)
            self.selected = False
            self._set("" if everything else self.text[:-1])
            return True
        if menu_step(event) is not None:
            self.selected = False  # an arrow, Home, End…: the caret, at the end
        # Printable keys arrive again as TEXTINPUT; they must not act as shortcuts too.
        unicode = getattr(event, "unicode", "")
        return bool(unicode) and unicode.isprintable()

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (2 * CARET_BLINK)
        if not self.focused:
            self.selected = False

    @property
    def ring(self) -> bool:
        return self.focused and self.enabled  # a focused field always shows it is

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        if not self.ring:  # the inset look of a field, unless lit
            inner = self.rect.inflate(-2, -2)
            draw_panel(surface, inner, FILL_FIELD, None, radius=max(1, self.radius() - 1))
        pad = round(self.rect.height * 0.32)
        room = pygame.Rect(
            self.rect.left + pad, self.rect.top, self.rect.width - 2 * pad, self.rect.height
        )
        caret_room = max(2, round(self.rect.height * 0.04)) + 2
        if self.text and self.focused:
            image = text_image(self.text, self.size, self.text_colour())  # its end, by the caret
        elif self.text:  # at rest: the name's start, cut with "…" if it is long
            image = fit_text(self.text, self.size, room.width - caret_room, self.text_colour())
        else:
            image = text_image(self.placeholder, self.size, TEXT_DISABLED)
        if self.selected and self.focused and self.text:  # dark on gold: selected
            image = text_image(self.text, self.size, theme.TEXT_DARK)
        shown = min(image.get_width(), room.width - caret_room)
        area = pygame.Rect(image.get_width() - shown, 0, shown, image.get_height())
        top = self.rect.centery - image.get_height() // 2
        if self.selected and self.focused and self.text:
            pygame.draw.rect(surface, theme.HIGHLIGHT, (room.left - 2, top, shown + 4, area.height))
        surface.blit(image, (room.left, top), area)
        if self.focused and self.enabled and self._blink < CARET_BLINK and not self.selected:
            x = room.left + (shown if self.text else 0) + 2
            height = round(image.get_height() * 0.8)
            caret = pygame.Rect(x, self.rect.centery - height // 2, caret_room - 2, height)
            pygame.draw.rect(surface, theme.HIGHLIGHT, caret)


Align = Literal["left", "center", "right"]


class Label(Widget):
    """Text in its rect: one line, or up to ``max_lines`` wrapped at spaces; what does
    not fit is cut with "…". Not focusable."""

    focusable = False

    def __init__(
        self,
        text: str = "",
        *,
        colour: Colour = theme.TEXT,
        align: Align = "left",
        max_lines: int = 1,
        valign: Literal["top", "center"] = "center",
    ) -> None:
        super().__init__()
        self.text = text
        self.colour = colour
        self.align = align
        self.max_lines = max_lines
        self.valign = valign

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    @property
    def size(self) -> int:
        if self.text_size is not None:
            return self.text_size
        return max(theme.MIN_FONT_SIZE, round(self.rect.height / self.max_lines / 0.8))

    def lines(self) -> list[str]:
        if not self.text:
            return []
        if self.max_lines == 1:
            return [ellipsize(self.text, self.size, self.rect.width)]
        return wrap_text(self.text, self.size, self.rect.width, self.max_lines)

    def draw_content(self, surface: pygame.Surface) -> None:
        lines = self.lines()
        if not lines:
            return
        pitch = line_pitch(self.size)
        height = theme.font(self.size).get_height() + pitch * (len(lines) - 1)
        top = self.rect.top if self.valign == "top" else self.rect.centery - height // 2
        for number, line in enumerate(lines):
            image = text_image(line, self.size, self.colour)
            place = image.get_rect(top=top + number * pitch)
            if self.align == "left":
                place.left = self.rect.left
            elif self.align == "right":
                place.right = self.rect.right
            else:
                place.centerx = self.rect.centerx
            surface.blit(image, place)
