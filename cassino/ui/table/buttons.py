"""Where the table's buttons are: Play and Cancel on the banner while a card is chosen,
Undo, Hint and Call out at the foot of the score panel on the player's turn, and the
menu button in the corner of the log (of the score, in a tall window with no log).
Clicks and drawing read these same rectangles, so what is hit is what is shown, whatever
frame was drawn last."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from pygame import Rect

from cassino.ui import theme
from cassino.ui.layout.frame import helper_grid
from cassino.ui.layout.table import TableLayout
from cassino.ui.theme import TextRole

Size = tuple[int, int]
HELPERS = ("undo", "hint", "call")  # in this order, those offered (layout_frame.HELPERS)


@dataclass(frozen=True)
class TableButtons:
    menu: Rect
    play: Rect | None = None
    cancel: Rect | None = None
    helpers: dict[str, Rect] = field(default_factory=dict)  # undo, hint, call
    banner_text: Rect = field(default_factory=Rect)  # what the banner's words may fill
    details: Rect | None = None  # the counting aid's panel: a click shows or hides the races

    def at(self, pos: tuple[int, int]) -> str | None:
        """The button under ``pos``: menu, play, cancel, undo, hint, call or details."""
        named: list[tuple[str, Rect | None]] = [
            ("menu", self.menu),
            ("play", self.play),
            ("cancel", self.cancel),
            *self.helpers.items(),
            ("details", self.details),
        ]
        for name, rect in named:
            if rect is not None and rect.collidepoint(pos):
                return name
        return None


def place_buttons(
    layout: TableLayout, size: Size, choosing: bool, offered: Sequence[str]
) -> TableButtons:
    """The buttons for a table laid out as ``layout``: Play and Cancel while ``choosing``
    (a card is chosen on the player's turn), and the helpers ``offered``."""
    banner = layout.banner
    text = banner.inflate(-banner.height, 0)
    play = cancel = None
    if choosing:
        button = Rect(0, 0, round(banner.height * 2.6), banner.height - 8)
        cancel = button.copy()
        cancel.midright = (banner.right - 6, banner.centery)
        play = button.copy()
        play.midright = (cancel.left - 6, banner.centery)
        text.width = play.left - text.left - 8
    panel = layout.score_panel
    line = theme.line_height(size, TextRole.BODY)
    small = theme.line_height(size, TextRole.SMALL)
    # The log's title is short, the score's is not: the menu sits by the log's title
    # (by the score's in a tall window, which has no log).
    corner = layout.log_panel or panel
    menu = Rect(0, 0, round(small * 4.2), round(small * 1.3))
    menu.topright = (corner.right - line // 2, corner.top + line // 4)
    helpers: dict[str, Rect] = {}
    shown = [name for name in HELPERS if name in offered]
    if shown:
        # In rows from the panel's foot up, as many in a row as their labels allow.
        height, margin = round(small * 1.5), small // 2
        per_row, width = helper_grid(panel.width, small, len(shown))
        rows = [shown[start : start + per_row] for start in range(0, len(shown), per_row)]
        bottom = panel.bottom - margin
        for row in reversed(rows):
            row_width = len(row) * width + (len(row) - 1) * margin
            left = panel.centerx - row_width // 2
            for name in row:
                helpers[name] = Rect(left, bottom - height, width, height)
                left += width + margin
            bottom -= height + small // 3
    return TableButtons(menu, play, cancel, helpers, text, layout.aid_panel)
