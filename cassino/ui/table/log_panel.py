"""The table's log panel, "Last moves": the newest entries that fit, the newest bright and
the others dim, a long entry wrapped onto an indented second line rather than cut."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cassino.game.log import LogEntry
from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.table.describe import log_lines


def draw_log(surface: pygame.Surface, rect: pygame.Rect, log: Sequence[LogEntry]) -> None:
    side = paint.side_panel(surface, rect, tr("Last moves"))
    inner, small = side.rows, side.small
    small_line = side.pitch - 4
    rows = max(0, inner.height // side.pitch)
    lines = log_lines(log[-rows:] if rows else [])
    # Newest last; a long entry wraps onto a second, indented line rather than being cut.
    shown: list[tuple[str, bool]] = []
    for index in range(len(lines) - 1, -1, -1):
        newest = index == len(lines) - 1
        wrapped = paint.wrap(lines[index], small, inner.width)
        entry = [(wrapped[0], newest)] + [("   " + rest, newest) for rest in wrapped[1:]]
        if len(shown) + len(entry) > rows:
            break
        shown = entry + shown
    for n, (words, newest) in enumerate(shown):
        top = inner.top + n * side.pitch
        row = pygame.Rect(inner.left, top, inner.width, small_line)
        colour = theme.TEXT if newest else theme.TEXT_DIM
        paint.text(surface, row, words, small, colour, cut=True)
