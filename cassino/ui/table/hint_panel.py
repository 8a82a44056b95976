"""A hint's reason, in the side column where the log is, while the hint is shown: the
banner says what Play will do ("Hint: Take 5♠ with 5♦"), and this panel says why, at the
size of body text and with room for it, in the words the hint uses."""

from __future__ import annotations

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.theme import TextRole


def draw_hint_panel(surface: pygame.Surface, rect: pygame.Rect, reason: str) -> None:
    """The panel titled "Why this move", the reason wrapped to its width."""
    side = paint.side_panel(surface, rect, tr("Why this move"))
    size = theme.font_size(surface.get_size(), TextRole.BODY)
    line = theme.line_height(surface.get_size(), TextRole.BODY) + 2
    rows = side.rows
    for number, words in enumerate(paint.wrap(reason[:1].upper() + reason[1:], size, rows.width)):
        top = rows.top + number * line
        if top + line > rows.bottom:
            break
        paint.text(surface, pygame.Rect(rows.left, top, rows.width, line), words, size, cut=True)
