"""The replay's controls and move list, placed and drawn: to the deal, back, play or pause,
forward, close — on the banner — and the round's moves in the log's place, the current
one marked. Placing is pure geometry; clicks and drawing read the same rectangles."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame
from pygame import Rect

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.theme import TextRole

Size = tuple[int, int]
CONTROLS = ("start", "back", "play", "forward", "close")


@dataclass(frozen=True)
class ReplayControls:
    buttons: dict[str, Rect]
    caption: Rect  # what is left of the banner for its words

    def at(self, pos: tuple[int, int]) -> str | None:
        for name, rect in self.buttons.items():
            if rect.collidepoint(pos):
                return name
        return None


def place_replay_controls(banner: Rect) -> ReplayControls:
    height = banner.height - 8
    wide = ("play", "close")  # words; the others are a sign
    widths = {name: round(height * (3.4 if name in wide else 1.3)) for name in CONTROLS}
    buttons: dict[str, Rect] = {}
    right = banner.right - 6
    for name in reversed(CONTROLS):
        rect = Rect(0, 0, widths[name], height)
        rect.midright = (right, banner.centery)
        buttons[name] = rect
        right = rect.left - 4
    caption = Rect(banner.left + banner.height // 2, banner.top, 0, banner.height)
    caption.width = max(0, right - 6 - caption.left)
    return ReplayControls({name: buttons[name] for name in CONTROLS}, caption)


def control_labels(playing: bool) -> dict[str, str]:
    return {
        "start": "«",
        "back": "\u2039",  # a single angle quote, pointing back
        "play": tr("Pause") if playing else tr("Autoplay"),
        "forward": "\u203a",  # ...and forward
        "close": tr("Close"),
    }


def draw_controls(
    surface: pygame.Surface, controls: ReplayControls, size: Size, playing: bool
) -> None:
    small = theme.font_size(size, TextRole.SMALL)
    labels = control_labels(playing)
    for name, rect in controls.buttons.items():
        fill = (*theme.DROP_OK, 90) if name == "play" else (255, 255, 255, 30)
        paint.panel(surface, rect, fill=fill, radius=rect.height // 2)
        paint.text(surface, rect, labels[name], small, align="center")


def draw_move_list(
    surface: pygame.Surface, panel: Rect, lines: Sequence[str], current: int, size: Size
) -> None:
    """Every move of the round in ``panel``; ``current`` (the last one played, -1: none)
    marked, and the list scrolled so that it shows."""
    body = theme.font_size(size, TextRole.BODY)
    small = theme.font_size(size, TextRole.SMALL)
    line = theme.line_height(size, TextRole.BODY)
    pitch = theme.line_height(size, TextRole.SMALL) + 4
    paint.panel(surface, panel)
    inner = panel.inflate(-line, -line // 2)
    title = Rect(inner.left, inner.top, inner.width, line)
    paint.text(surface, title, tr("The round's moves"), body, theme.HIGHLIGHT)
    rows = max(1, (inner.height - line) // pitch)
    shown = move_rows(lines, small, inner.width)
    marked_rows = [n for n, (index, _) in enumerate(shown) if index == current]
    at = marked_rows[0] if marked_rows else 0
    first = min(max(0, at - rows // 2), max(0, len(shown) - rows))
    for row, (index, words) in enumerate(shown[first : first + rows]):
        rect = Rect(inner.left, inner.top + line + row * pitch, inner.width, pitch - 4)
        marked = index == current
        if marked:
            paint.panel(surface, rect.inflate(8, 2), fill=(*theme.HIGHLIGHT, 50), radius=4)
        colour = theme.TEXT if marked or index < current else theme.TEXT_DIM
        paint.text(surface, rect, words, small, colour, cut=True)


def move_rows(lines: Sequence[str], size: int, width: int) -> list[tuple[int, str]]:
    """The numbered moves as rows of the list: a long one wraps onto an indented second
    row (it was cut with "…"); each row with the index of its move."""
    rows: list[tuple[int, str]] = []
    for index, words in enumerate(lines):
        wrapped = paint.wrap(f"{index + 1}. {words}", size, width)
        rows += [(index, wrapped[0])] + [(index, "    " + rest) for rest in wrapped[1:]]
    return rows
