"""Where the new-game form goes for a window size: the heading, a panel with the game's
settings on the left and the seats on the right, the error line, then Back and Start.

Everything is measured in the menus' unit, so each window size shows the same picture.
The form's top does not move when the choices change (the control under the pointer
stays put); the panel is as tall as the preset's largest table, so Back and Start move
only with the preset. Pure geometry of the size and of what the form shows (the
description, the team lines, the chairs), so the scene's clicks and drawing share it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from cassino.ui import theme
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import unit
from cassino.ui.screens.new_game.seats import MAX_SEATS
from cassino.ui.widgets import line_pitch, wrap_text

DESCRIPTION_LINES = 4
TEAM_LINES = 3


@dataclass(frozen=True)
class SeatPlaces:
    """One seat's row: its number's chip, its name, who plays it."""

    chip: Rect
    name: Rect
    kind: Rect


@dataclass(frozen=True)
class SettingsPlaces:
    """The left column: the rules and their description; the players and the target side
    by side; the partnerships and the teams."""

    rules_caption: Rect
    preset: Rect
    description: Rect
    players_caption: Rect
    players: Rect
    target_caption: Rect  # over the target, or over the note that stands in for it
    target: Rect
    partners_caption: Rect  # over the toggle, or over the note that stands in for it
    partners: Rect
    partner_note: Rect
    team_lines: tuple[Rect, ...]  # under the toggle, one team a line


@dataclass(frozen=True)
class NewGameLayout:
    heading: Rect
    heading_size: int
    card_width: int  # the preset's cards, fanned at the heading's right
    card_centres: tuple[tuple[float, float], ...]
    panel: Rect
    panel_radius: int
    caption_size: int
    small_size: int  # the description, the notes and the team lines
    settings: SettingsPlaces
    seats_caption: Rect
    seats: tuple[SeatPlaces, ...]  # one per seat any rules allow
    error: Rect
    error_size: int
    back: Rect
    start: Rect


def place_form(size: Size, *, description: str, team_lines: int, chairs: int) -> NewGameLayout:
    """The form for ``size`` showing ``description`` and ``team_lines`` lines of teams,
    with room in the panel for ``chairs`` seats (the most the rules allow)."""
    return _Measures(size).form(description, team_lines, chairs)


class _Measures:
    """The sizes the form is made of, for one window size."""

    def __init__(self, size: Size) -> None:
        self.size = size
        u = self.u = unit(size)
        self.control = round(u * 0.064)
        self.row_gap = round(u * 0.016)
        self.group_gap = round(u * 0.032)
        self.caption_size = theme.font_size(size, theme.TextRole.SMALL)
        self.caption_height = theme.font(self.caption_size).get_height()
        self.caption_gap = round(u * 0.008)
        self.small = round(u * 0.03)
        self.pad = round(u * 0.04)

    def text_height(self, lines: int) -> int:
        return theme.font(self.small).get_height() + line_pitch(self.small) * (lines - 1)

    def description_lines(self, text: str, width: int) -> int:
        if not text:
            return 1
        return len(wrap_text(text, self.small, width, DESCRIPTION_LINES))

    def left_height(
        self, description_lines: int = DESCRIPTION_LINES, teams: int = TEAM_LINES
    ) -> int:
        labelled = self.caption_height + self.caption_gap + self.control
        height = 3 * labelled + self.row_gap + self.text_height(description_lines)
        height += 2 * self.group_gap
        if teams:
            height += self.row_gap + self.text_height(teams)
        return height

    def seats_height(self, seats: int) -> int:
        rows = seats * self.control + (seats - 1) * self.row_gap
        return self.caption_height + self.caption_gap + rows

    def caption(self, left: int, top: int, width: int) -> Rect:
        return Rect(left, top, width, self.caption_height)

    def under(self, caption: Rect) -> int:
        """The top of the control under ``caption``."""
        return caption.bottom + self.caption_gap

    def form(self, description: str, team_lines: int, chairs: int) -> NewGameLayout:
        u = self.u
        width, height = self.size
        content_width = min(width - round(u * 0.1), round(u * 1.62))
        left = (width - content_width) // 2
        heading_size = round(u * 0.075)
        heading_height = theme.font(heading_size).get_height()
        heading_gap = round(u * 0.03)
        error_height = round(u * 0.055)
        fixed = heading_height + heading_gap + error_height + self.control + 2 * self.pad
        typical = fixed + max(self.left_height(1, 0), self.seats_height(4))
        tallest = fixed + max(self.left_height(), self.seats_height(MAX_SEATS))
        margin = round(u * 0.03)
        top = max(margin, min((height - typical) // 2, height - tallest - margin))

        card_width = round(u * 0.062)
        card_y = top + heading_height * 0.5
        right_end = left + content_width - card_width * 0.9
        step = card_width * 0.6
        gutter = round(u * 0.06)
        left_width = round((content_width - 2 * self.pad - gutter) * 0.44)
        lines = self.description_lines(description, left_width)
        needed = self.left_height(lines, team_lines)
        shown = max(needed, self.seats_height(chairs)) + 2 * self.pad
        panel = Rect(left, top + heading_height + heading_gap, content_width, shown)
        inner = panel.inflate(-2 * self.pad, -2 * self.pad)
        column = Rect(inner.left, inner.top, left_width, inner.height)
        seats_left = inner.left + left_width + gutter
        seats = Rect(seats_left, inner.top, inner.right - seats_left, inner.height)
        error = Rect(left, panel.bottom, content_width, error_height)
        back = Rect(left, error.bottom, round(u * 0.26), self.control)
        start = back.copy()
        start.right = left + content_width
        return NewGameLayout(
            heading=Rect(left, top, content_width, heading_height),
            heading_size=heading_size,
            card_width=card_width,
            card_centres=tuple((right_end - i * step, card_y) for i in (2, 1, 0)),
            panel=panel,
            panel_radius=round(u * 0.022),
            caption_size=self.caption_size,
            small_size=self.small,
            settings=self.settings(column, lines),
            seats_caption=self.caption(seats.left, seats.top, seats.width),
            seats=self.seat_rows(seats),
            error=error,
            error_size=self.caption_size,
            back=back,
            start=start,
        )

    def settings(self, column: Rect, description_lines: int) -> SettingsPlaces:
        control = self.control
        rules_caption = self.caption(column.left, column.top, column.width)
        y = self.under(rules_caption)
        preset = Rect(column.left, y, column.width, control)
        y += control + self.row_gap
        description = Rect(column.left, y, column.width, self.text_height(description_lines))
        y += description.height + self.group_gap

        half = (column.width - self.row_gap) // 2
        right = column.left + half + self.row_gap
        players_caption = self.caption(column.left, y, half)
        target_caption = self.caption(right, y, half)
        y = self.under(target_caption)
        players = Rect(column.left, y, half, control)
        target = Rect(right, y, half, control)
        y += control + self.group_gap

        partners_caption = self.caption(column.left, y, column.width)
        y = self.under(partners_caption)
        partners = Rect(column.left, y, half, control)
        partner_note = Rect(column.left, y, column.width, control)
        y += control + self.row_gap
        pitch = line_pitch(self.small)
        return SettingsPlaces(
            rules_caption=rules_caption,
            preset=preset,
            description=description,
            players_caption=players_caption,
            players=players,
            target_caption=target_caption,
            target=target,
            partners_caption=partners_caption,
            partners=partners,
            partner_note=partner_note,
            team_lines=tuple(
                Rect(column.left, y + n * pitch, column.width, pitch) for n in range(TEAM_LINES)
            ),
        )

    def seat_rows(self, column: Rect) -> tuple[SeatPlaces, ...]:
        y = self.under(self.caption(column.left, column.top, column.width))
        chip = round(self.control * 0.62)
        gap = round(self.u * 0.016)
        name_width = round((column.width - chip - 2 * gap) * 0.42)
        rows: list[SeatPlaces] = []
        for _ in range(MAX_SEATS):
            chip_place = Rect(column.left, 0, chip, chip)
            chip_place.centery = y + self.control // 2
            name = Rect(chip_place.right + gap, y, name_width, self.control)
            kind = Rect(name.right + gap, y, column.right - name.right - gap, self.control)
            rows.append(SeatPlaces(chip_place, name, kind))
            y += self.control + self.row_gap
        return tuple(rows)
