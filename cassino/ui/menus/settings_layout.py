"""Where the house-rules menu goes for a window size: the heading and the rules of the
next game; a panel with the rule set to start from and its description, the tabs of the
option groups, the options of the open group and a status line; then the buttons.

Everything is measured in the menus' unit, so each window size shows the same picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cassino.ui import theme
from cassino.ui.menus.backdrop import unit
from cassino.ui.scene import Size
from cassino.ui.widgets import Button, line_pitch, lines_height, text_width

if TYPE_CHECKING:
    from cassino.ui.menus.settings import SettingsScene

DESCRIPTION_LINES = 3
STATUS_LINES = 2  # a refusal in Spanish may take two


def place_settings(scene: SettingsScene, size: Size) -> None:
    width, height = size
    u = unit(size)
    margin = round(u * 0.035)
    content = min(width - 2 * margin, round(u * 1.75))
    left = (width - content) // 2
    pad = round(u * 0.03)
    gap = round(u * 0.02)
    control = round(u * 0.058)
    scene.heading_size = round(u * 0.062)
    scene.caption_size = theme.font_size(size, theme.TextRole.SMALL)
    scene.small_size = max(theme.MIN_FONT_SIZE, round(u * 0.03))
    heading_height = theme.font(scene.heading_size).get_height()

    top = margin
    scene.places["heading"] = pygame.Rect(left, top, content // 2, heading_height)
    scene.places["next_game"] = pygame.Rect(
        left + content // 2, top, content - content // 2, heading_height
    )
    buttons_top = height - margin - control
    scene.panel = pygame.Rect(
        left, top + heading_height + gap, content, buttons_top - gap - (top + heading_height + gap)
    )
    scene.panel_radius = round(u * 0.022)
    inner = scene.panel.inflate(-2 * pad, -2 * pad)

    # The rule set to start from, and what it is.
    caption_height = theme.font(scene.caption_size).get_height()
    scene.places["caption"] = pygame.Rect(inner.left, inner.top, inner.width, caption_height)
    choice_top = inner.top + caption_height + round(u * 0.008)
    choice_width = round(inner.width * 0.36)
    scene.base_choice.rect = pygame.Rect(inner.left, choice_top, choice_width, control)
    description_left = scene.base_choice.rect.right + 2 * gap
    pitch = line_pitch(scene.small_size)
    description_height = theme.font(scene.small_size).get_height() + pitch * (DESCRIPTION_LINES - 1)
    scene.description.text_size = scene.small_size
    scene.description.max_lines = DESCRIPTION_LINES
    scene.description.rect = pygame.Rect(
        description_left, inner.top, inner.right - description_left, description_height
    )
    y = max(scene.base_choice.rect.bottom, scene.description.rect.bottom) + gap

    # The groups, their options, the status line.
    tabs_height = round(u * 0.056)
    scene.tabs.rect = pygame.Rect(inner.left, y, inner.width, tabs_height)
    y += tabs_height + round(gap * 0.5)
    status_height = lines_height(scene.small_size, STATUS_LINES) + round(pitch * 0.3)
    pane = pygame.Rect(inner.left, y, inner.width, inner.bottom - status_height - y)
    scene.places["status"] = pygame.Rect(inner.left, pane.bottom, inner.width, status_height)
    scene.rows.configure(
        pane,
        title_size=max(theme.MIN_FONT_SIZE, round(u * 0.034)),
        note_size=max(theme.MIN_FONT_SIZE, round(u * 0.029)),
        control_height=round(u * 0.054),
        control_width=round(u * 0.32),
        gap=round(u * 0.011),
    )
    place_buttons(scene, pygame.Rect(left, buttons_top, content, control), gap)


def place_buttons(scene: SettingsScene, row: pygame.Rect, gap: int) -> None:
    """Back, Reset and Delete from the left; Save as and Use from the right; each as wide
    as its words (narrower all together if the row is short)."""
    size = round(row.height * 0.56)
    widths = [
        max(round(row.height * 2.4), text_width(b.text, size) + row.height) for b in scene.buttons
    ]
    room = row.width - gap * (len(widths) - 1) - row.height  # a space between the two ends
    scale = min(1.0, room / sum(widths))
    widths = [round(width * scale) for width in widths]
    left_side = scene.buttons[:3]
    right_side = scene.buttons[3:]
    x = row.left
    for button, width in zip(left_side, widths[:3], strict=True):
        _place(button, x, row, width)
        x += width + gap
    x = row.right
    for button, width in reversed(list(zip(right_side, widths[3:], strict=True))):
        x -= width
        _place(button, x, row, width)
        x -= gap


def _place(button: Button, left: int, row: pygame.Rect, width: int) -> None:
    button.rect = pygame.Rect(left, row.top, width, row.height)
