"""The table layout's values: the sides the seats take, the proportions every layout
keeps, each seat's places and the table's, and the hit-testing that clicks and drops use.

``pygame.Rect`` is used only as a value; no window is needed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from pygame import Rect

from cassino.ui.theme import CARD_ASPECT

Size = tuple[int, int]
Point = tuple[int, int]


class Side(StrEnum):
    BOTTOM = "bottom"
    LEFT = "left"
    TOP_LEFT = "top-left"
    TOP = "top"
    TOP_RIGHT = "top-right"
    RIGHT = "right"


# The viewer first, then the others in playing order (to the viewer's left, clockwise).
SIDES: dict[int, tuple[Side, ...]] = {
    2: (Side.BOTTOM, Side.TOP),
    3: (Side.BOTTOM, Side.LEFT, Side.RIGHT),
    4: (Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT),
    5: (Side.BOTTOM, Side.LEFT, Side.TOP_LEFT, Side.TOP_RIGHT, Side.RIGHT),
    6: (Side.BOTTOM, Side.LEFT, Side.TOP_LEFT, Side.TOP, Side.TOP_RIGHT, Side.RIGHT),
}
TOP_SIDES = (Side.TOP_LEFT, Side.TOP, Side.TOP_RIGHT)

# Proportions, as fractions of the viewer's card width unless said otherwise.
SMALL_CARD = 0.62  # others' hands, captured piles and the stock
HAND_GAP = 0.14  # between the viewer's cards when the hand has room
HAND_MIN_STEP = 0.45  # the tightest the viewer's hand may overlap
FAN_STEP = 0.26  # others' face-down fans
BUILD_STEP = 0.27  # a build's cards, enough to show each card's index corner
ITEM_GAP = 0.2  # between table items
HOVER_LIFT = 0.14  # a hovered hand card rises by this much of its height
TABLE_COMFORT = 0.85  # table cards this much of the hand's size are not worth shrinking for
HAND_SLOTS = 4  # fans are laid out for at least this many cards, so piles never move
MAX_CARD_HEIGHT = 0.2  # of the window height
MAX_CARD_WIDTH = 0.14  # of the play area width
MIN_CARD_WIDTH = 12
PORTRAIT = 1.3  # a window narrower than this × its height puts the panels on top


class LayoutError(ValueError):
    """The window is too small for the table, or the request names impossible seats."""


@dataclass(frozen=True)
class SeatLayout:
    """One seat's places; the Rects are values, copy one before changing it."""

    seat: int
    side: Side
    face_up: bool
    card_size: Size
    hand: tuple[Rect, ...]
    label: Rect  # the player's name and card count
    pile: Rect  # the captured pile, one card's place
    pile_label: Rect  # the pile's card and spade counts
    area: Rect  # all of the above with a margin: where the turn highlight goes


@dataclass(frozen=True)
class TableLayout:
    window: Rect
    card_size: Size  # the viewer's hand
    table_card_size: Size  # the table's items; smaller than the hand's when crowded
    small_card_size: Size  # others' hands, the piles and the stock
    hover_lift: int
    seats: tuple[SeatLayout, ...]  # indexed by seat number
    viewer_seat: int
    table: Rect  # where items lie, and where a card is dropped to trail
    items: tuple[Rect, ...]  # one bounding Rect per table item
    item_cards: tuple[tuple[Rect, ...], ...]  # each item's cards, bottom card first
    item_tags: tuple[Rect, ...]  # under each item: a build's value and owner
    stock: Rect
    stock_label: Rect
    score_panel: Rect
    log_panel: Rect | None
    banner: Rect
    aid_panel: Rect | None = None  # the counting aid, when it is on

    @property
    def viewer(self) -> SeatLayout:
        return self.seats[self.viewer_seat]

    def item_at(self, pos: Point) -> int | None:
        """The table item under ``pos``."""
        for index, rect in enumerate(self.items):
            if rect.collidepoint(pos):
                return index
        return None

    def item_under(self, card: Rect) -> int | None:
        """The item a dragged card covers most, for a drop (None: only felt beneath)."""
        best, best_area = None, 0
        for index, rect in enumerate(self.items):
            overlap = rect.clip(card)
            area = overlap.width * overlap.height
            if area > best_area:
                best, best_area = index, area
        return best

    def hand_card_at(self, seat: int, pos: Point) -> int | None:
        """The card of ``seat``'s hand under ``pos``; later cards lie on top."""
        hand = self.seats[seat].hand
        for index in range(len(hand) - 1, -1, -1):
            if hand[index].collidepoint(pos):
                return index
        return None

    def on_table(self, pos: Point) -> bool:
        return bool(self.table.collidepoint(pos))

    def regions(self) -> dict[str, Rect]:
        """Every named place that must not overlap another (a seat's hand as one Rect)."""
        named = {
            "table": self.table,
            "stock": self.stock,
            "stock_label": self.stock_label,
            "score_panel": self.score_panel,
            "banner": self.banner,
        }
        if self.log_panel is not None:
            named["log_panel"] = self.log_panel
        if self.aid_panel is not None:
            named["aid_panel"] = self.aid_panel
        for seat in self.seats:
            if seat.hand:
                named[f"seat{seat.seat}.hand"] = seat.hand[0].unionall(seat.hand[1:])
            named[f"seat{seat.seat}.label"] = seat.label
            named[f"seat{seat.seat}.pile"] = seat.pile
            named[f"seat{seat.seat}.pile_label"] = seat.pile_label
        return named


def seat_sides(seats: int, viewer_seat: int) -> dict[int, Side]:
    """Which side of the window each seat takes, the viewer at the bottom."""
    if seats not in SIDES:
        raise LayoutError(f"the table seats 2 to 6 players, not {seats}")
    if not 0 <= viewer_seat < seats:
        raise LayoutError(f"viewer seat {viewer_seat} is not one of the seats 0–{seats - 1}")
    return {(viewer_seat + turn) % seats: side for turn, side in enumerate(SIDES[seats])}


def card_size(width: int) -> Size:
    return width, round(width * CARD_ASPECT)


def fan(left: int, top: int, count: int, size: Size, step: int) -> tuple[Rect, ...]:
    """``count`` cards in a row, each ``step`` right of the one before."""
    return tuple(Rect(left + i * step, top, *size) for i in range(count))
