"""Where the preferences go for a window size: the heading, the tabs of the pages, a
panel with the open page's rows (and, for the cards, a preview beside them), and Back.

Pure geometry of the size and of whether the open page has the preview, so the scene's
clicks and drawing share it.
"""

from __future__ import annotations

from dataclasses import dataclass

from pygame import Rect

from cassino.ui import theme
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import page_measures
from cassino.ui.screens.common.form import RowSizes, row_sizes
from cassino.ui.widgets import line_pitch

NOTE_LINES = 2  # room for the page's note under its rows
PREVIEW_SHARE = 0.3  # of the panel's width, beside the rows of the cards page


@dataclass(frozen=True)
class PreferencesLayout:
    heading: Rect
    heading_size: int
    tabs: Rect
    panel: Rect
    panel_radius: int
    rows: Rect  # the pane the open page's rows fill
    row_sizes: RowSizes
    note: Rect  # the page's note, under its rows
    note_size: int
    preview: Rect  # the cards page's preview, beside its rows (others' rows take its room)
    preview_card_width: int
    back: Rect


def place_preferences(size: Size, *, preview: bool) -> PreferencesLayout:
    """The layout for ``size``; with ``preview`` the rows leave room for the preview."""
    height = size[1]
    page = page_measures(size, widest=1.5)
    u, margin, content, left = page.unit, page.margin, page.content, page.left
    pad, gap, control, heading_size = page.pad, page.gap, page.control, page.heading_size
    heading_height = theme.font(heading_size).get_height()
    top = margin
    heading = Rect(left, top, content, heading_height)
    y = top + heading_height + gap
    tabs = Rect(left, y, content, round(u * 0.058))
    y = tabs.bottom + gap
    buttons_top = height - margin - control
    panel = Rect(left, y, content, buttons_top - gap - y)
    inner = panel.inflate(-2 * pad, -2 * pad)
    note_size = max(theme.MIN_FONT_SIZE, round(u * 0.029))
    note_height = line_pitch(note_size) * NOTE_LINES
    note = Rect(inner.left, inner.bottom - note_height, inner.width, note_height)
    pane = inner.copy()
    pane.height -= note_height + gap
    preview_width = round(inner.width * PREVIEW_SHARE)
    preview_place = Rect(inner.right - preview_width, inner.top, preview_width, pane.height)
    if preview:
        pane.width -= preview_width + gap
    return PreferencesLayout(
        heading=heading,
        heading_size=heading_size,
        tabs=tabs,
        panel=panel,
        panel_radius=round(u * 0.022),
        rows=pane,
        row_sizes=row_sizes(u),
        note=note,
        note_size=note_size,
        preview=preview_place,
        preview_card_width=min(
            round(preview_width * 0.32), round(inner.height / theme.CARD_ASPECT / 2.6)
        ),
        back=Rect(left, buttons_top, round(u * 0.26), control),
    )
