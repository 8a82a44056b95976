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
    SMALL_CARD,
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


SHRINK_GAIN = 1.06  # how much larger the table's cards must get for a smaller hand


def compute_layout(
    window_size: Size,
    seats: int,
    viewer_seat: int,
    hand_sizes: Sequence[int],
    table_items: Sequence[int],
    log_visible: bool = True,
    aid_lines: int = 0,
    card_scale: float = 1.0,
) -> TableLayout:
    """The table for ``seats`` players seen by ``viewer_seat`` in a window this size.

    ``hand_sizes`` has one count per seat; ``table_items`` one card count per item
    (1 for a loose card, n for a build of n cards); ``aid_lines`` > 0 places the counting
    aid's panel for that many lines. ``card_scale`` above 1 lets the cards grow that much
    larger than usual (the player's card size), as far as the window has room.
    """
    sides = seat_sides(seats, viewer_seat)
    if len(hand_sizes) != seats:
        raise LayoutError(f"hand_sizes has {len(hand_sizes)} counts for {seats} seats")
    if any(size < 0 for size in hand_sizes) or any(count < 1 for count in table_items):
        raise LayoutError("hands hold 0 or more cards and table items 1 or more")
    m = window_metrics(window_size, seats, log_visible, aid_lines)
    width, height = m.play.size
    largest = min(
        round(height * MAX_CARD_HEIGHT * card_scale / CARD_ASPECT),
        round(width * MAX_CARD_WIDTH * card_scale),
    )

    # Larger cards are for the cards a player reads: the others' face-down cards, the
    # piles and the stock stay about the size they were.
    small_share = SMALL_CARD / max(1.0, card_scale)
    # Shrink the hand until everything fits, and further while that buys the table
    # bigger cards; of the hands whose table cards are (nearly) the least shrunk, keep
    # the largest: a table card a pixel larger is not worth a much smaller hand.
    fitting: list[tuple[float, Frame, Packing]] = []
    for hand_width in range(largest, MIN_CARD_WIDTH - 1, -1):
        if fitting and hand_width <= max(score for score, _, _ in fitting):
            break
        frame = place_frame(m, sides, hand_sizes, hand_width, small_share)
        if frame is None:
            continue
        packing = best_packing(frame.table, table_items, hand_width, m.text)
        if packing is None:
            continue
        fitting.append((min(hand_width, packing.card_size[0] / TABLE_COMFORT), frame, packing))
    if not fitting:
        raise LayoutError(f"a {window_size[0]}×{window_size[1]} window is too small for the table")
    top_score = max(score for score, _, _ in fitting)
    best = next(choice for choice in fitting if choice[0] * SHRINK_GAIN >= top_score)
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
