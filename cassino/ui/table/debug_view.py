"""Where things are on the table's screen, for ``--debug-state`` (tests and bug reports
see what the player saw)."""

from __future__ import annotations

from pygame import Rect

from cassino.engine.table import item_cards
from cassino.ui.table.animator import TableAnimator
from cassino.ui.table.stage import TableStage


def screen_positions(stage: TableStage, animator: TableAnimator, viewer: int) -> dict[str, object]:
    """Each visible card and item in window coordinates, the table, the piles."""
    layout = stage.layout
    if layout is None:
        return {}

    def box(rect: Rect) -> list[int]:
        return [rect.x, rect.y, rect.width, rect.height]

    return {
        "window": list(stage.size),
        "viewer": viewer,
        "cards": {card.code: box(sprite.rect) for card, sprite in animator.sprites.items()},
        "items": [
            {"cards": [c.code for c in item_cards(item)], "rect": box(layout.items[n])}
            for n, item in enumerate(stage.shown)
            if n < len(layout.items)
        ],
        "table": box(layout.table),
        "piles": [box(seat.pile) for seat in layout.seats],
    }
