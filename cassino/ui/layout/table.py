"""Where everything goes on the table, for any window size: pure geometry.

``compute_layout`` places the seats around the felt, the table's items in wrapping rows,
the stock, the captured piles and the panels, and picks the largest cards for which all
of it fits with nothing overlapping. ``pygame.Rect`` is used only as a value; no window
is needed.

The window, left to right: the play area, then a column with the score panel over the
log panel (in a tall window the panels go along the top instead). In the play area the
viewer sits at the bottom (hand in the middle; name and captured pile at the right) with
the stock at its left; the other seats sit at the left, along the top and at the right,
in playing order clockwise; the table's items lie between them, over the banner.

Callers import the layout from here; its parts are ``layout_model`` (the values and
their hit-testing), ``layout_frame`` (the seats, stock and banner around the table) and
``layout_packing`` (the table's items in rows).
"""

from __future__ import annotations

from collections.abc import Sequence

from cassino.ui.layout.frame import Frame, place_frame, window_metrics
from cassino.ui.layout.model import (
    HOVER_LIFT,
    MAX_CARD_HEIGHT,
    MAX_CARD_WIDTH,
    MIN_CARD_WIDTH,
    SIDES,
    TABLE_COMFORT,
    TOP_SIDES,
    LayoutError,
    Point,
    SeatLayout,
    Side,
    Size,
    TableLayout,
    card_size,
    seat_sides,
)
from cassino.ui.layout.packing import Packing, best_packing
from cassino.ui.theme import CARD_ASPECT

__all__ = [
    "SIDES",
    "TOP_SIDES",
    "LayoutError",
    "Point",
    "SeatLayout",
    "Side",
    "Size",
    "TableLayout",
    "card_size",
    "compute_layout",
    "seat_sides",
]


def compute_layout(
    window_size: Size,
    seats: int,
    viewer_seat: int,
    hand_sizes: Sequence[int],
    table_items: Sequence[int],
    log_visible: bool = True,
    aid_lines: int = 0,
) -> TableLayout:
    """The table for ``seats`` players seen by ``viewer_seat`` in a window this size.

    ``hand_sizes`` has one count per seat; ``table_items`` one card count per item
    (1 for a loose card, n for a build of n cards); ``aid_lines`` > 0 places the counting
    aid's panel for that many lines.
    """
    sides = seat_sides(seats, viewer_seat)
    if len(hand_sizes) != seats:
        raise LayoutError(f"hand_sizes has {len(hand_sizes)} counts for {seats} seats")
    if any(size < 0 for size in hand_sizes) or any(count < 1 for count in table_items):
        raise LayoutError("hands hold 0 or more cards and table items 1 or more")
    m = window_metrics(window_size, seats, log_visible, aid_lines)
    width, height = m.play.size
    largest = min(round(height * MAX_CARD_HEIGHT / CARD_ASPECT), round(width * MAX_CARD_WIDTH))

    # Shrink the hand until everything fits, and further while that buys the table
    # bigger cards; keep the hand whose table cards are the least shrunk.
    best: tuple[float, Frame, Packing] | None = None
    for hand_width in range(largest, MIN_CARD_WIDTH - 1, -1):
        if best is not None and hand_width <= best[0]:
            break
        frame = place_frame(m, sides, hand_sizes, hand_width)
        if frame is None:
            continue
        packing = best_packing(frame.table, table_items, hand_width, m.text)
        if packing is None:
            continue
        score = min(hand_width, packing.card_size[0] / TABLE_COMFORT)
        if best is None or score > best[0]:
            best = (score, frame, packing)
    if best is None:
        raise LayoutError(f"a {window_size[0]}×{window_size[1]} window is too small for the table")
    _, frame, packing = best
    return TableLayout(
        window=m.window,
        card_size=frame.seats[viewer_seat].card_size,
        table_card_size=packing.card_size,
        small_card_size=frame.seats[(viewer_seat + 1) % seats].card_size,
        hover_lift=round(frame.seats[viewer_seat].card_size[1] * HOVER_LIFT),
        seats=frame.seats,
        viewer_seat=viewer_seat,
        table=frame.table,
        items=packing.items,
        item_cards=packing.cards,
        item_tags=packing.tags,
        stock=frame.stock,
        stock_label=frame.stock_label,
        score_panel=m.score_panel,
        log_panel=m.log_panel,
        aid_panel=m.aid_panel,
        banner=frame.banner,
    )
