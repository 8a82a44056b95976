"""Where the preferences go for a window size: the heading, the tabs of the pages, a
panel with the open page's rows (and, for the cards, a preview beside them), and Back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from cassino.ui import theme
from cassino.ui.menus.backdrop import unit
from cassino.ui.scene import Size
from cassino.ui.widgets import line_pitch

if TYPE_CHECKING:
    from cassino.ui.menus.preferences_menu import PreferencesScene

NOTE_LINES = 2  # room for the page's note under its rows
PREVIEW_SHARE = 0.3  # of the panel's width, beside the rows of the cards page


def place_preferences(scene: PreferencesScene, size: Size) -> None:
    width, height = size
    u = unit(size)
    margin = round(u * 0.035)
    content = min(width - 2 * margin, round(u * 1.5))
    left = (width - content) // 2
    pad = round(u * 0.03)
    gap = round(u * 0.02)
    control = round(u * 0.058)
    scene.heading_size = round(u * 0.062)
    heading_height = theme.font(scene.heading_size).get_height()
    top = margin
    scene.places["heading"] = pygame.Rect(left, top, content, heading_height)
    y = top + heading_height + gap
    scene.tabs.rect = pygame.Rect(left, y, content, round(u * 0.058))
    y = scene.tabs.rect.bottom + gap
    buttons_top = height - margin - control
    scene.panel = pygame.Rect(left, y, content, buttons_top - gap - y)
    scene.panel_radius = round(u * 0.022)
    inner = scene.panel.inflate(-2 * pad, -2 * pad)
    scene.note_size = max(theme.MIN_FONT_SIZE, round(u * 0.029))
    note_height = line_pitch(scene.note_size) * NOTE_LINES
    scene.places["note"] = pygame.Rect(
        inner.left, inner.bottom - note_height, inner.width, note_height
    )
    pane = inner.copy()
    pane.height -= note_height + gap
    if scene.tabs.value == "cards":
        preview_width = round(inner.width * PREVIEW_SHARE)
        pane.width -= preview_width + gap
        scene.places["preview"] = pygame.Rect(
            pane.right + gap, inner.top, preview_width, inner.height
        )
        scene.preview_card_width = min(
            round(preview_width * 0.32), round(inner.height / theme.CARD_ASPECT / 2.6)
        )
    scene.rows.configure(
        pane,
        title_size=max(theme.MIN_FONT_SIZE, round(u * 0.034)),
        note_size=max(theme.MIN_FONT_SIZE, round(u * 0.029)),
        control_height=round(u * 0.054),
        control_width=round(u * 0.32),
        gap=round(u * 0.011),
    )
    scene.back_button.rect = pygame.Rect(left, buttons_top, round(u * 0.26), control)
