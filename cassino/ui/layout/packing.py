"""The table's items in centred, wrapping rows: the largest cards for which they fit.

A loose card is an item of one card; a build of n cards is fanned so that each card's
index corner shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from pygame import Rect

from cassino.ui.layout.model import BUILD_STEP, ITEM_GAP, MIN_CARD_WIDTH, Size, card_size, fan


@dataclass(frozen=True)
class Packing:
    card_size: Size
    items: tuple[Rect, ...]
    cards: tuple[tuple[Rect, ...], ...]
    tags: tuple[Rect, ...]


def pack(table: Rect, counts: Sequence[int], width: int, text: int) -> Packing | None:
    """Lay the items in centred rows of cards ``width`` wide; None when they overflow."""
    size = card_size(width)
    step = max(2, round(width * BUILD_STEP))
    gap = max(3, round(width * ITEM_GAP))
    widths = [width + (count - 1) * step for count in counts]
    rows: list[list[int]] = []
    row_width = 0
    for index, item_width in enumerate(widths):
        if item_width > table.width:
            return None
        if rows and row_width + gap + item_width <= table.width:
            rows[-1].append(index)
            row_width += gap + item_width
        else:
            rows.append([index])
            row_width = item_width
    pitch = size[1] + text + gap
    height = len(rows) * pitch - gap
    if height > table.height:
        return None
    items: list[Rect] = [Rect(0, 0, 0, 0)] * len(counts)
    top = table.top + (table.height - height) // 2
    for row in rows:
        row_width = sum(widths[index] for index in row) + gap * (len(row) - 1)
        left = table.left + (table.width - row_width) // 2
        for index in row:
            items[index] = Rect(left, top, widths[index], size[1])
            left += widths[index] + gap
        top += pitch
    pairs = zip(items, counts, strict=True)
    cards = tuple(fan(rect.left, rect.top, count, size, step) for rect, count in pairs)
    tags = tuple(Rect(rect.left, rect.bottom, rect.width, text) for rect in items)
    return Packing(size, tuple(items), cards, tags)


def best_packing(table: Rect, counts: Sequence[int], largest: int, text: int) -> Packing | None:
    """The packing with the largest cards, no wider than ``largest``."""
    low, high = MIN_CARD_WIDTH, largest
    best = pack(table, counts, low, text)
    if best is None:
        return None
    while low < high:  # fits at ``low``; find the largest width that fits
        mid = (low + high + 1) // 2
        packing = pack(table, counts, mid, text)
        if packing is None:
            high = mid - 1
        else:
            low, best = mid, packing
    return best
