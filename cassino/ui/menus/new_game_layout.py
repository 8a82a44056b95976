"""Where the new-game form goes for a window size: the heading, a panel with the game's
settings on the left and the seats on the right, the error line, then Back and Start.

Everything is measured in the menus' unit, so each window size shows the same picture.
The form's top does not move when the choices change (the control under the pointer
stays put); the panel is as tall as the preset's largest table, so Back and Start move
only with the preset.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.menus.backdrop import unit
from cassino.ui.menus.seats import MAX_SEATS
from cassino.ui.scene import Size
from cassino.ui.widgets import Widget, line_pitch, wrap_text

if TYPE_CHECKING:
    from cassino.ui.menus.new_game import NewGameScene

DESCRIPTION_LINES = 4
TEAM_LINES = 3


def place_form(scene: NewGameScene, size: Size) -> None:
    _Layout(scene, size).apply()


class _Layout:
    def __init__(self, scene: NewGameScene, size: Size) -> None:
        self.scene = scene
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

    def description_lines(self, width: int) -> int:
        text = self.scene.description.text
        if not text:
            return 1
        return len(wrap_text(text, self.small, width, DESCRIPTION_LINES))

    def team_lines(self) -> int:
        return len(self.scene.team_lines)

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

    def apply(self) -> None:
        scene, u = self.scene, self.u
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

        scene.heading_size = heading_size
        scene.heading_place = pygame.Rect(left, top, content_width, heading_height)
        scene.card_width = round(u * 0.062)
        card_y = top + heading_height * 0.5
        right_end = left + content_width - scene.card_width * 0.9
        step = scene.card_width * 0.6
        scene.card_centres = [(right_end - i * step, card_y) for i in (2, 1, 0)]

        gutter = round(u * 0.06)
        left_width = round((content_width - 2 * self.pad - gutter) * 0.44)
        needed = self.left_height(self.description_lines(left_width), self.team_lines())
        chairs = max(scene.players_choice.options)  # empty chairs show up to the most allowed
        shown = max(needed, self.seats_height(chairs)) + 2 * self.pad
        scene.panel = pygame.Rect(left, top + heading_height + heading_gap, content_width, shown)
        scene.panel_radius = round(u * 0.022)
        inner = scene.panel.inflate(-2 * self.pad, -2 * self.pad)
        scene.captions = []
        scene.caption_size = self.caption_size
        scene.small_size = self.small
        self.place_settings(pygame.Rect(inner.left, inner.top, left_width, inner.height))
        seats_left = inner.left + left_width + gutter
        self.place_seats(pygame.Rect(seats_left, inner.top, inner.right - seats_left, inner.height))

        scene.error_size = self.caption_size
        scene.error_place = pygame.Rect(left, scene.panel.bottom, content_width, error_height)
        button_width = round(u * 0.26)
        scene.back_button.rect = pygame.Rect(
            left, scene.error_place.bottom, button_width, self.control
        )
        scene.start_button.rect = scene.back_button.rect.copy()
        scene.start_button.rect.right = left + content_width

    def caption(self, text: str, widget: Widget, left: int, top: int, width: int) -> int:
        """A caption over ``widget`` (shown while it is); returns the widget's top."""
        place = pygame.Rect(left, top, width, self.caption_height)
        self.scene.captions.append((text, place, widget))
        return top + self.caption_height + self.caption_gap

    def place_settings(self, column: pygame.Rect) -> None:
        scene, control = self.scene, self.control
        y = self.caption(tr("Rules"), scene.preset_choice, column.left, column.top, column.width)
        scene.preset_choice.rect = pygame.Rect(column.left, y, column.width, control)
        y += control + self.row_gap
        lines = self.text_height(self.description_lines(column.width))
        scene.description.max_lines = DESCRIPTION_LINES
        scene.description.text_size = self.small
        scene.description.rect = pygame.Rect(column.left, y, column.width, lines)
        y += lines + self.group_gap

        half = (column.width - self.row_gap) // 2
        right = column.left + half + self.row_gap
        self.caption(tr("Players"), scene.players_choice, column.left, y, half)
        self.caption(tr("Game end"), scene.target_note, right, y, half)
        y = self.caption(tr("Target"), scene.target_stepper, right, y, half)
        scene.players_choice.rect = pygame.Rect(column.left, y, half, control)
        scene.target_stepper.rect = pygame.Rect(right, y, half, control)
        scene.target_note.text_size = self.small
        scene.target_note.rect = pygame.Rect(right, y, half, control)
        y += control + self.group_gap

        title = tr("Partnerships")
        self.caption(title, scene.partner_note, column.left, y, column.width)
        y = self.caption(title, scene.partnerships_toggle, column.left, y, column.width)
        scene.partnerships_toggle.rect = pygame.Rect(column.left, y, half, control)
        scene.partner_note.text_size = self.small
        scene.partner_note.rect = pygame.Rect(column.left, y, column.width, control)
        y += control + self.row_gap
        pitch = line_pitch(self.small)
        scene.team_places = [
            pygame.Rect(column.left, y + n * pitch, column.width, pitch) for n in range(TEAM_LINES)
        ]

    def place_seats(self, column: pygame.Rect) -> None:
        scene = self.scene
        first = scene.rows[0].name_field
        y = self.caption(tr("Seats"), first, column.left, column.top, column.width)
        chip = round(self.control * 0.62)
        gap = round(self.u * 0.016)
        name_width = round((column.width - chip - 2 * gap) * 0.42)
        for row in scene.rows:
            row.chip = pygame.Rect(column.left, 0, chip, chip)
            row.chip.centery = y + self.control // 2
            name_left = row.chip.right + gap
            row.name_field.rect = pygame.Rect(name_left, y, name_width, self.control)
            kind_left = row.name_field.rect.right + gap
            row.kind_choice.rect = pygame.Rect(kind_left, y, column.right - kind_left, self.control)
            y += self.control + self.row_gap
