"""The note a replay opened from the review shows: which move it is about, what the Expert
would have played there and what the person's move cost — at the top of the move list
(or above the banner when the window has no move list), gold-rimmed while the replay is
at that move. Placing is pure geometry; drawing reads the same rectangles."""

from __future__ import annotations

from dataclasses import dataclass

import pygame
from pygame import Rect

from cassino.ui import theme
from cassino.ui.theme import TextRole
from cassino.ui.widgets import draw_panel, line_pitch, lines_height, text_image, wrap_text

Size = tuple[int, int]
MOST_LINES = 4


@dataclass(frozen=True)
class ReplayNote:
    round_index: int
    move_index: int  # in the round's moves
    text: str  # said in the current language by the one who opened the replay


@dataclass(frozen=True)
class PlacedNote:
    panel: Rect
    text: Rect
    lines: tuple[str, ...]
    size: int
    move_list: Rect | None  # what is left of the log's panel for the round's moves


def place_note(note: ReplayNote, size: Size, log_panel: Rect | None, banner: Rect) -> PlacedNote:
    text_size = max(theme.READABLE_SIZE, theme.font_size(size, TextRole.SMALL))
    pad = max(6, theme.line_height(size, TextRole.SMALL) // 2)
    gap = max(4, pad // 2)
    if log_panel is not None:
        width = log_panel.width - 2 * pad
        lines = tuple(wrap_text(note.text, text_size, width, MOST_LINES))
        height = lines_height(text_size, len(lines)) + 2 * pad
        panel = Rect(log_panel.left, log_panel.top, log_panel.width, height)
        rest = Rect(log_panel.left, panel.bottom + gap, log_panel.width, 0)
        rest.height = max(0, log_panel.bottom - rest.top)
    else:
        width = banner.width - 2 * pad
        lines = tuple(wrap_text(note.text, text_size, width, 2))
        height = lines_height(text_size, len(lines)) + 2 * pad
        panel = Rect(banner.left, banner.top - gap - height, banner.width, height)
        rest = None
    text = panel.inflate(-2 * pad, -2 * pad)
    return PlacedNote(panel, text, lines, text_size, rest)


def draw_note(surface: pygame.Surface, placed: PlacedNote, at_the_move: bool) -> None:
    border = (*theme.HIGHLIGHT, 255) if at_the_move else theme.PANEL_BORDER
    draw_panel(surface, placed.panel, (6, 30, 18, 215), border, 2 if at_the_move else 1)
    for number, line in enumerate(placed.lines):
        image = text_image(line, placed.size, theme.HIGHLIGHT if at_the_move else theme.TEXT)
        surface.blit(image, (placed.text.left, placed.text.top + number * line_pitch(placed.size)))
