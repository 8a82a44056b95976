"""Where the "Learn to play" list puts things: its title and line of introduction, the
lessons in two columns, and a row of buttons (Back, the game against Easy, Continue)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.ui import theme

COLUMNS = 2
SIDE = 0.06  # margin, of the measure
ROW_HEIGHT = 0.072
ROW_GAP = 0.016
WIDEST = 1.5  # the page's width at most, in window heights


@dataclass(frozen=True)
class ListLayout:
    title_centre: tuple[int, int]
    title_size: int
    intro: pygame.Rect
    intro_size: int
    rows: tuple[pygame.Rect, ...]  # the lessons, in order: down the first column, then the next
    back: pygame.Rect
    play: pygame.Rect
    proceed: pygame.Rect  # Continue
    text_size: int


def list_layout(size: tuple[int, int], lessons: int) -> ListLayout:
    width, height = size
    u = theme.scale_height(size)
    page_width = min(width, round(u * WIDEST))
    left = (width - page_width) // 2 + round(u * SIDE)
    inner_width = page_width - 2 * round(u * SIDE)
    gap = max(6, round(u * ROW_GAP))
    row_height = max(34, round(u * ROW_HEIGHT))
    title_size = max(theme.READABLE_SIZE, round(u * theme.TextRole.TITLE.value))
    intro_size = max(theme.READABLE_SIZE, theme.font_size(size, theme.TextRole.BODY))
    top = round(u * 0.05)
    title_height = theme.font(title_size).get_height()
    title_centre = (width // 2, top + title_height // 2)
    intro = pygame.Rect(left, top + title_height + gap, inner_width, round(intro_size * 1.9))
    per_column = -(-lessons // COLUMNS)
    column_width = (inner_width - gap * (COLUMNS - 1)) // COLUMNS
    rows_top = intro.bottom + gap * 2
    rows = tuple(
        pygame.Rect(
            left + (index // per_column) * (column_width + gap),
            rows_top + (index % per_column) * (row_height + gap),
            column_width,
            row_height,
        )
        for index in range(lessons)
    )
    buttons_top = rows_top + per_column * (row_height + gap) + gap
    buttons_top = min(buttons_top, height - row_height - gap * 2)
    third = (inner_width - 2 * gap) // 3
    back = pygame.Rect(left, buttons_top, third, row_height)
    play = pygame.Rect(back.right + gap, buttons_top, third, row_height)
    proceed = pygame.Rect(
        play.right + gap, buttons_top, inner_width - 2 * (third + gap), row_height
    )
    # The whole page sits in the middle of the window's height.
    shift = max(0, (height - proceed.bottom - top) // 2)
    return ListLayout(
        title_centre=(title_centre[0], title_centre[1] + shift),
        title_size=title_size,
        intro=intro.move(0, shift),
        intro_size=intro_size,
        rows=tuple(row.move(0, shift) for row in rows),
        back=back.move(0, shift),
        play=play.move(0, shift),
        proceed=proceed.move(0, shift),
        text_size=max(theme.READABLE_SIZE, round(row_height * 0.46)),
    )
