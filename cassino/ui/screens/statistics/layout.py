"""Where the statistics screen goes for a window size: the heading and the tabs of its
two pages on one line; a panel with the column headers (up to ``HEADER_LINES`` lines
each), the rows that fit, and the line of all games together; then Back at the left and
Reset at the right.

Measured in the menus' unit, so each window size shows the same picture; pure geometry
of the size and the buttons' words, so the scene's clicks and drawing share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from cassino.ui import theme
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import page_measures
from cassino.ui.widgets import line_pitch, text_width

# Each column's share of the table's width: rules (or player), opponent (or rules), then
# games, wins, win rate, streak, best streak, best score, average score, sweeps, Big
# Cassinos.
COLUMNS = (0.17, 0.14, 0.07, 0.07, 0.08, 0.08, 0.08, 0.08, 0.08, 0.07, 0.08)
HEADER_LINES = 3
CELL_PAD = 6  # pixels between a cell's text and its column's edges


@dataclass(frozen=True)
class StatisticsLayout:
    heading: Rect
    heading_size: int
    tabs: Rect
    tabs_size: int
    panel: Rect
    panel_radius: int
    text_size: int  # the cells
    small_size: int  # the headers, the empty page's explanation, the rows shown
    header: Rect
    columns: tuple[Rect, ...]  # each column's left and width (the height is the header's)
    body: Rect  # where the rows go
    row_height: int
    fits: int  # rows shown at once
    total: Rect  # all games together (empty height on a page without one)
    more: Rect  # "Rows 1–8 of 20", under the rows, when they do not all fit
    buttons: tuple[Rect, Rect]  # Back, Reset

    def cell(self, row: Rect, column: int) -> Rect:
        """Where a cell's text may go: its column in ``row``, less the padding."""
        place = self.columns[column]
        return Rect(place.left + CELL_PAD, row.top, place.width - 2 * CELL_PAD, row.height)

    def row(self, number: int) -> Rect:
        """The ``number``-th row shown (0 the first)."""
        body = self.body
        return Rect(body.left, body.top + number * self.row_height, body.width, self.row_height)


def place_statistics(size: Size, button_words: Sequence[str], total: bool) -> StatisticsLayout:
    """``total``: the page ends with the line of all games together."""
    height = size[1]
    page = page_measures(size)
    u, margin, content, left = page.unit, page.margin, page.content, page.left
    pad, gap, control, heading_size = page.pad, page.gap, page.control, page.heading_size
    text_size = max(theme.MIN_FONT_SIZE, round(u * 0.031))
    small_size = max(theme.MIN_FONT_SIZE, round(u * 0.026))
    heading_height = max(theme.font(heading_size).get_height(), control)
    heading = Rect(left, margin, round(content * 0.35), heading_height)
    tabs_height = round(u * 0.056)
    tabs = Rect(heading.right + gap, 0, content - heading.width - gap, tabs_height)
    tabs.centery = heading.centery
    buttons_top = height - margin - control
    top = heading.bottom + gap
    panel = Rect(left, top, content, buttons_top - gap - top)
    inner = panel.inflate(-2 * pad, -2 * pad)

    pitch = line_pitch(small_size)
    header = Rect(inner.left, inner.top, inner.width, pitch * HEADER_LINES)
    columns: list[Rect] = []
    x = float(inner.left)
    for share in COLUMNS:
        right = x + inner.width * share
        columns.append(Rect(round(x), header.top, round(right) - round(x), header.height))
        x = right
    row_height = round(u * 0.056)
    total_height = row_height if total else 0
    total_place = Rect(inner.left, inner.bottom - total_height, inner.width, total_height)
    more_height = pitch
    body_top = header.bottom + round(gap * 0.6)
    body_bottom = total_place.top - (gap // 2 if total else 0)
    room = body_bottom - body_top
    fits = max(1, room // row_height)
    if fits * row_height + more_height > room:  # room for the "rows … of …" line
        fits = max(1, (room - more_height) // row_height)
    body = Rect(inner.left, body_top, inner.width, fits * row_height)
    more = Rect(
        inner.left, min(body.bottom + gap // 2, body_bottom - more_height), inner.width, more_height
    )
    return StatisticsLayout(
        heading=heading,
        heading_size=heading_size,
        tabs=tabs,
        tabs_size=max(theme.MIN_FONT_SIZE, round(tabs_height * 0.5)),
        panel=panel,
        panel_radius=round(u * 0.022),
        text_size=text_size,
        small_size=small_size,
        header=header,
        columns=tuple(columns),
        body=body,
        row_height=row_height,
        fits=fits,
        total=total_place,
        more=more,
        buttons=_buttons(button_words, Rect(left, buttons_top, content, control)),
    )


def _buttons(words: Sequence[str], row: Rect) -> tuple[Rect, Rect]:
    """Back from the left, Reset from the right, each as wide as its words."""
    size = round(row.height * 0.56)
    back, reset = (max(round(row.height * 3.6), text_width(w, size) + row.height) for w in words)
    return Rect(row.left, row.top, back, row.height), Rect(
        row.right - reset, row.top, reset, row.height
    )
