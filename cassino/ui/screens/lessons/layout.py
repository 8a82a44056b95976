"""Where a lesson's screen puts things: the real table over the whole window and the
lesson's panel in the table's right-hand column (its heading, the instruction, what the
last try was told, and its buttons). A window laid out otherwise (tall) gets the table on
the left and the panel beside it. Every rectangle is made here."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.ui import theme

PANEL_SHARE = 0.28  # of the window's width, beside a narrowed table
PANEL_MIN, PANEL_MAX = 280, 400
MARGIN = 0.018  # of the window's height
BUTTON_HEIGHT = 0.06  # of the window's height
SMALLEST_BUTTON = 34


@dataclass(frozen=True)
class LessonLayout:
    size: tuple[int, int]
    table: pygame.Rect  # the table scene draws and reads the mouse here
    panel: pygame.Rect
    text: pygame.Rect  # the heading, instruction and notes, top down
    next_button: pygame.Rect  # "Next lesson" once the lesson is done
    back_button: pygame.Rect
    skip_button: pygame.Rect
    leave_button: pygame.Rect
    heading_size: int
    title_size: int
    body_size: int
    button_text_size: int


def lesson_layout(size: tuple[int, int], column: pygame.Rect | None = None) -> LessonLayout:
    """``column``: the table's right-hand column at the whole window's size, if it has one."""
    width, height = size
    margin = max(8, round(height * MARGIN))
    if column is not None:
        table = pygame.Rect((0, 0), size)
        panel = column.copy()
    else:
        panel_width = max(PANEL_MIN, min(PANEL_MAX, round(width * PANEL_SHARE)))
        table = pygame.Rect(0, 0, width - panel_width, height)
        panel = pygame.Rect(table.right, margin, panel_width - margin, height - 2 * margin)
    pad = max(8, margin * 2 // 3)
    inner = panel.inflate(-2 * pad, -2 * pad)
    button_height = max(SMALLEST_BUTTON, round(height * BUTTON_HEIGHT))
    gap = max(6, margin // 2)
    leave = pygame.Rect(inner.left, inner.bottom - button_height, inner.width, button_height)
    half = (inner.width - gap) // 2
    back = pygame.Rect(inner.left, leave.top - gap - button_height, half, button_height)
    skip = pygame.Rect(inner.right - half, back.top, half, button_height)
    next_button = pygame.Rect(
        inner.left, back.top - gap - button_height, inner.width, button_height
    )
    text = pygame.Rect(inner.left, inner.top, inner.width, next_button.top - gap - inner.top)
    readable = theme.READABLE_SIZE
    return LessonLayout(
        size=size,
        table=table,
        panel=panel,
        text=text,
        next_button=next_button,
        back_button=back,
        skip_button=skip,
        leave_button=leave,
        heading_size=max(readable, theme.font_size(size, theme.TextRole.SMALL)),
        title_size=max(readable, round(theme.font_size(size, theme.TextRole.BANNER) * 0.9)),
        body_size=max(readable, theme.font_size(size, theme.TextRole.BODY)),
        button_text_size=max(readable, theme.font_size(size, theme.TextRole.SMALL)),
    )
