"""Drawing the last move's mark (``last_move``): a ring and a name pill on the item a
player laid, or a pill naming what they took on their pile."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cassino.engine.table import Item
from cassino.ui import paint, theme
from cassino.ui.layout.table import TableLayout
from cassino.ui.table.last_move import LastMove, marked_item, pill_words


def pill_rect(anchor: pygame.Rect, width: int, height: int, window: pygame.Rect) -> pygame.Rect:
    """A pill centred on ``anchor``'s bottom edge, kept inside the window."""
    pill = pygame.Rect(0, 0, width, height)
    pill.midtop = (anchor.centerx, anchor.bottom - height // 2)
    return pill.clamp(window)


def draw_last_move(
    surface: pygame.Surface,
    mark: LastMove,
    name: str,
    layout: TableLayout,
    shown: Sequence[Item],
    size: int,
) -> None:
    """The mark: a ring and a name pill on the item laid, or a pill on the taker's pile."""
    index = marked_item(mark, shown)
    if index is not None and index < len(layout.items):
        anchor = layout.items[index]
        pygame.draw.rect(
            surface,
            theme.TEXT,
            anchor.inflate(8, 8),
            2,
            border_radius=round(anchor.width * theme.CARD_CORNER) + 4,
        )
    elif mark.taken:
        anchor = layout.seats[mark.seat].pile
    else:
        return
    words = pill_words(mark, name)
    line = round(size * theme.LINE_HEIGHT) + 8
    width = paint.text_width(words, size) + line
    pill = pill_rect(anchor, width, line, layout.window)
    paint.panel(
        surface, pill, fill=(*theme.TEXT_DARK, 230), border=(*theme.TEXT, 200), radius=line // 2
    )
    paint.text(surface, pill, words, size, theme.TEXT, align="center")
