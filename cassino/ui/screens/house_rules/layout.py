"""Where the house-rules menu goes for a window size: the heading and the rules of the
next game; a panel with the rule set to start from and its description, the tabs of the
option groups, the options of the open group and a status line; then the buttons.

Everything is measured in the menus' unit, so each window size shows the same picture.
Pure geometry of the size and the buttons' words, so the scene's clicks and drawing
share it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from cassino.ui import theme
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import page_measures
from cassino.ui.screens.common.form import RowSizes, row_sizes
from cassino.ui.widgets import line_pitch, lines_height, text_width

DESCRIPTION_LINES = 3
STATUS_LINES = 2  # a refusal in Spanish may take two
LEFT_BUTTONS = 3  # Back, Reset and Delete at the left; the others at the right


@dataclass(frozen=True)
class SettingsLayout:
    heading: Rect
    heading_size: int
    next_game: Rect  # which rules the next game is played with
    caption: Rect  # "Start from", over the rule-set choice
    caption_size: int
    small_size: int  # the description, the next game and the status
    panel: Rect
    panel_radius: int
    base_choice: Rect
    description: Rect
    tabs: Rect
    rows: Rect  # the pane the open group's options fill
    row_sizes: RowSizes
    status: Rect
    buttons: tuple[Rect, ...]  # one per button word, in their order


def place_settings(size: Size, button_words: Sequence[str]) -> SettingsLayout:
    height = size[1]
    page = page_measures(size)
    u, margin, content, left = page.unit, page.margin, page.content, page.left
    pad, gap, control, heading_size = page.pad, page.gap, page.control, page.heading_size
    caption_size = theme.font_size(size, theme.TextRole.SMALL)
    small_size = max(theme.MIN_FONT_SIZE, round(u * 0.03))
    heading_height = theme.font(heading_size).get_height()

    top = margin
    heading = Rect(left, top, content // 2, heading_height)
    next_game = Rect(left + content // 2, top, content - content // 2, heading_height)
    buttons_top = height - margin - control
    panel_top = top + heading_height + gap
    panel = Rect(left, panel_top, content, buttons_top - gap - panel_top)
    inner = panel.inflate(-2 * pad, -2 * pad)

    # The rule set to start from, and what it is.
    caption_height = theme.font(caption_size).get_height()
    choice_top = inner.top + caption_height + round(u * 0.008)
    base_choice = Rect(inner.left, choice_top, round(inner.width * 0.36), control)
    caption = Rect(inner.left, inner.top, base_choice.width, caption_height)
    description_left = base_choice.right + 2 * gap
    pitch = line_pitch(small_size)
    description_height = theme.font(small_size).get_height() + pitch * (DESCRIPTION_LINES - 1)
    description = Rect(
        description_left, inner.top, inner.right - description_left, description_height
    )
    y = max(base_choice.bottom, description.bottom) + gap

    # The groups, their options, the status line.
    tabs_height = round(u * 0.056)
    tabs = Rect(inner.left, y, inner.width, tabs_height)
    y += tabs_height + round(gap * 0.5)
    status_height = lines_height(small_size, STATUS_LINES) + round(pitch * 0.3)
    pane = Rect(inner.left, y, inner.width, inner.bottom - status_height - y)
    return SettingsLayout(
        heading=heading,
        heading_size=heading_size,
        next_game=next_game,
        caption=caption,
        caption_size=caption_size,
        small_size=small_size,
        panel=panel,
        panel_radius=round(u * 0.022),
        base_choice=base_choice,
        description=description,
        tabs=tabs,
        rows=pane,
        row_sizes=row_sizes(u),
        status=Rect(inner.left, pane.bottom, inner.width, status_height),
        buttons=place_buttons(button_words, Rect(left, buttons_top, content, control), gap),
    )


def place_buttons(words: Sequence[str], row: Rect, gap: int) -> tuple[Rect, ...]:
    """The first ``LEFT_BUTTONS`` from the left, the others from the right; each as wide as
    its words (narrower all together if the row is short)."""
    size = round(row.height * 0.56)
    widths = [max(round(row.height * 2.4), text_width(text, size) + row.height) for text in words]
    room = row.width - gap * (len(widths) - 1) - row.height  # a space between the two ends
    scale = min(1.0, room / sum(widths))
    widths = [round(width * scale) for width in widths]
    places: list[Rect] = []
    x = row.left
    for width in widths[:LEFT_BUTTONS]:
        places.append(Rect(x, row.top, width, row.height))
        x += width + gap
    right: list[Rect] = []
    x = row.right
    for width in reversed(widths[LEFT_BUTTONS:]):
        x -= width
        right.append(Rect(x, row.top, width, row.height))
        x -= gap
    return (*places, *reversed(right))
