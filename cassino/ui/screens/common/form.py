"""Rows of a settings form in a pane: each row a title, a line or two saying what it
does, and its controls at the right. Rows that do not fit wait below: the mouse wheel,
or the keyboard focus reaching one, scrolls the list a row at a time.

A row out of view keeps its controls focusable (parked off the window), so Tab and the
arrow keys go through every row; ``reveal`` then scrolls the focused one into view.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from cassino.ui import theme
from cassino.ui.widgets import Widget, draw_panel, line_pitch, text_image, wrap_text

PARKED = -100_000  # where the controls of rows out of view wait
NOTE_LINES = 3
RULE: theme.ColourA = (255, 255, 255, 22)
MARK: theme.ColourA = (*theme.HIGHLIGHT, 255)
TRACK: theme.ColourA = (255, 255, 255, 24)
THUMB: theme.ColourA = (255, 255, 255, 130)


@dataclass(frozen=True)
class RowSizes:
    """How big a form's rows are: their text, their controls and the gaps."""

    title_size: int
    note_size: int
    control_height: int
    control_width: int
    gap: int


def row_sizes(unit: int) -> RowSizes:
    """The rows' sizes in a menu measured in ``unit`` (``backdrop.unit``)."""
    return RowSizes(
        title_size=max(theme.MIN_FONT_SIZE, round(unit * 0.034)),
        note_size=max(theme.MIN_FONT_SIZE, round(unit * 0.029)),
        control_height=round(unit * 0.054),
        control_width=round(unit * 0.32),
        gap=round(unit * 0.011),
    )


@dataclass(eq=False)
class FormRow:
    """One row: ``controls`` side by side at the right (``control_units`` control widths
    between them), ``marked`` rows carry a gold dot (changed from the usual)."""

    title: str
    note: str
    controls: list[Widget]
    key: str = ""
    marked: bool = False
    control_units: float = 1.0
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    note_lines: list[str] = field(default_factory=list)
    height: int = 0


class RowList:
    """The rows of one page in ``pane``, scrolled so that row ``first`` is at the top."""

    def __init__(self) -> None:
        self.rows: list[FormRow] = []
        self.first = 0
        self.pane = pygame.Rect(0, 0, 0, 0)
        self.title_size = self.note_size = theme.MIN_FONT_SIZE
        self.control_height = 32
        self.control_width = 200
        self.gap = 8
        self.shown: list[FormRow] = []

    def set_rows(self, rows: list[FormRow]) -> None:
        self.rows = rows
        self.first = 0
        self.place()

    def configure(self, pane: pygame.Rect, sizes: RowSizes) -> None:
        self.pane = pane
        self.title_size, self.note_size = sizes.title_size, sizes.note_size
        self.control_height, self.control_width = sizes.control_height, sizes.control_width
        self.gap = sizes.gap
        self.place()

    @property
    def title_gap(self) -> int:
        """Room between a row's title and its note."""
        return round(self.note_size * 0.2)

    def widgets(self) -> list[Widget]:
        return [control for row in self.rows for control in row.controls]

    @property
    def scrollbar(self) -> pygame.Rect:
        width = max(4, round(self.gap * 0.5))
        return pygame.Rect(self.pane.right - width, self.pane.top, width, self.pane.height)

    def controls_width(self, row: FormRow) -> int:
        return round(self.control_width * row.control_units)

    def measure(self, row: FormRow) -> None:
        # Text from 2 gaps in; the controls end 2 gaps before the right; 2 gaps between.
        text_width = self.pane.width - self.controls_width(row) - 6 * self.gap
        row.note_lines = (
            wrap_text(row.note, self.note_size, max(40, text_width), NOTE_LINES) if row.note else []
        )
        text = theme.font(self.title_size).get_height()
        if row.note_lines:
            text += self.title_gap + len(row.note_lines) * line_pitch(self.note_size)
        row.height = max(self.control_height, text) + 2 * self.gap

    def last_first(self) -> int:
        """The highest ``first`` that still fills the pane: the end of the list at its foot."""
        room, index = self.pane.height, len(self.rows)
        while index > 0 and self.rows[index - 1].height <= room:
            room -= self.rows[index - 1].height
            index -= 1
        return min(index, max(0, len(self.rows) - 1))

    def place(self) -> None:
        """Put the rows from ``first`` that fit in the pane; park the others."""
        for row in self.rows:
            self.measure(row)
        self.first = max(0, min(self.first, self.last_first()))
        y = self.pane.top
        self.shown = []
        full = False
        for index, row in enumerate(self.rows):
            if index >= self.first and not full:
                # The first row shows even if it is too tall; after it, only what fits.
                full = bool(self.shown) and y + row.height > self.pane.bottom
            if index >= self.first and not full:
                row.rect = pygame.Rect(self.pane.left, y, self.pane.width, row.height)
                self._place_controls(row)
                self.shown.append(row)
                y += row.height
            else:
                row.rect = pygame.Rect(PARKED, PARKED, self.pane.width, row.height)
                self._place_controls(row)

    def _place_controls(self, row: FormRow) -> None:
        width = self.controls_width(row)
        right = row.rect.right - 2 * self.gap
        count = len(row.controls)
        step_gap = round(self.gap * 0.75)
        each = (width - step_gap * (count - 1)) // max(1, count)
        left = right - width
        top = row.rect.centery - self.control_height // 2
        for control in row.controls:
            control.rect = pygame.Rect(left, top, each, self.control_height)
            left += each + step_gap

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, self.last_first()))
        self.place()

    def reveal(self, widget: Widget | None) -> None:
        """Scroll so that the row holding ``widget`` shows (nothing if it is not here)."""
        row = next((row for row in self.rows if widget in row.controls), None)
        if row is None:
            return
        index = self.rows.index(row)
        while row not in self.shown and index < self.first:
            self.scroll(-1)
        while row not in self.shown and self.first < self.last_first():
            self.scroll(1)

    @property
    def scrollable(self) -> bool:
        return len(self.shown) < len(self.rows)

    def draw(self, surface: pygame.Surface) -> None:
        """Titles, notes, marks, the rules between rows and the scroll bar; the controls
        are drawn by the screen with its other widgets."""
        pitch = line_pitch(self.note_size)
        for number, row in enumerate(self.shown):
            title_height = theme.font(self.title_size).get_height()
            if row.note_lines:
                title_height += self.title_gap
            if number:
                rule = pygame.Rect(row.rect.left + self.gap, row.rect.top, row.rect.width, 1)
                rule.width -= 2 * self.gap
                draw_panel(surface, rule, RULE, None, radius=0)
            text_height = title_height + len(row.note_lines) * pitch
            top = row.rect.centery - text_height // 2
            left = row.rect.left + 2 * self.gap
            title = text_image(row.title, self.title_size, theme.TEXT)
            surface.blit(title, (left, top))
            if row.marked:
                dot = max(4, round(self.title_size * 0.3))
                spot = pygame.Rect(0, 0, dot, dot)
                spot.center = (left - self.gap, top + title.get_height() // 2)
                draw_panel(surface, spot, MARK, None, radius=dot // 2)
            for line_number, line in enumerate(row.note_lines):
                image = text_image(line, self.note_size, theme.TEXT_DIM)
                surface.blit(image, (left, top + title_height + line_number * pitch))
        if self.scrollable:
            self._draw_scrollbar(surface)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        track = self.scrollbar
        draw_panel(surface, track, TRACK, None, radius=track.width // 2)
        total = sum(row.height for row in self.rows)
        above = sum(row.height for row in self.rows[: self.first])
        seen = sum(row.height for row in self.shown)
        top = track.top + round(track.height * above / total)
        height = max(track.width * 3, round(track.height * seen / total))
        thumb = pygame.Rect(track.left, min(top, track.bottom - height), track.width, height)
        draw_panel(surface, thumb, THUMB, None, radius=track.width // 2)
