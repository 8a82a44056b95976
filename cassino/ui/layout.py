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
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import StrEnum

from pygame import Rect

from cassino.ui.theme import CARD_ASPECT, TextRole, line_height

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


@dataclass(frozen=True)
class _Metrics:
    """Sizes that follow from the window alone."""

    window: Rect
    gap: int
    text: int  # one line of label text
    banner: int
    label_width: int  # a name and a card count
    count_width: int  # a pile's counts
    score_panel: Rect
    log_panel: Rect | None
    play: Rect  # where the cards go: all but the panels


def _metrics(size: Size, seats: int, log_visible: bool) -> _Metrics:
    width, height = size
    margin = max(8, round(min(width, height) * 0.018))
    gap = max(6, round(min(width, height) * 0.012))
    text = line_height(size, TextRole.SMALL)
    panel_height = (seats + 2) * line_height(size, TextRole.BODY) + 2 * gap
    inner = Rect(margin, margin, width - 2 * margin, height - 2 * margin)
    if width >= PORTRAIT * height:
        # A column at the right: the score over the log.
        column_width = round(width * (0.2 if log_visible else 0.14))
        column_width = max(180 if log_visible else 140, min(column_width, 380))
        column = Rect(inner.right - column_width, inner.top, column_width, inner.height)
        score = Rect(column.left, column.top, column.width, panel_height)
        log = Rect(column.left, score.bottom + gap, column.width, 0)
        log.height = column.bottom - log.top
        play = Rect(inner.left, inner.top, column.left - margin - inner.left, inner.height)
    else:
        # A tall window has height to spare and no width: a strip along the top.
        panel_height = max(panel_height, round(inner.height * 0.13))
        score_width = round(inner.width * 0.4) if log_visible else inner.width
        score = Rect(inner.left, inner.top, score_width, panel_height)
        log = Rect(score.right + gap, inner.top, inner.right - score.right - gap, panel_height)
        top = score.bottom + margin
        play = Rect(inner.left, top, inner.width, inner.bottom - top)
    return _Metrics(
        window=Rect(0, 0, width, height),
        gap=gap,
        text=text,
        banner=line_height(size, TextRole.BANNER) + gap,
        label_width=round(text * 7),
        count_width=round(text * 6),
        score_panel=score,
        log_panel=log if log_visible else None,
        play=play,
    )


@dataclass(frozen=True)
class _Frame:
    """Everything but the table's items, for one hand card size."""

    seats: tuple[SeatLayout, ...]
    table: Rect
    stock: Rect
    stock_label: Rect
    banner: Rect


@dataclass(frozen=True)
class _SeatShape:
    """The measures every face-down seat shares."""

    card: Size
    fan_step: int
    label_width: int
    pile_width: int
    text: int
    gap: int
    pad: int

    def block(self, seat: int, side: Side, left: int, top: int, count: int) -> SeatLayout:
        """The label over the fan, and the pile's counts over the pile, beside the fan
        along the top or under it at the sides."""
        label = Rect(left, top, self.label_width, self.text)
        fan_width = self.card[0] + (count - 1) * self.fan_step if count else 0
        hand = _fan(label.centerx - fan_width // 2, label.bottom, count, self.card, self.fan_step)
        if side in TOP_SIDES:
            pile_label = Rect(label.right + self.gap, top, self.pile_width, self.text)
        else:
            below = label.bottom + self.card[1] + self.gap
            pile_label = Rect(left, below, self.pile_width, self.text)
        pile = Rect(0, pile_label.bottom, *self.card)
        pile.centerx = pile_label.centerx
        fan_slot = Rect(label.left, label.bottom, self.label_width, self.card[1])
        area = _pad(label, fan_slot, pile, pile_label, *hand, by=self.pad)
        return SeatLayout(seat, side, False, self.card, hand, label, pile, pile_label, area)


def _fan(left: int, top: int, count: int, size: Size, step: int) -> tuple[Rect, ...]:
    return tuple(Rect(left + i * step, top, *size) for i in range(count))


def _pad(*rects: Rect, by: int) -> Rect:
    return rects[0].unionall(list(rects[1:])).inflate(2 * by, 2 * by)


def _frame(
    m: _Metrics, sides: dict[int, Side], hand_sizes: Sequence[int], width: int
) -> _Frame | None:
    """Place seats, stock and banner around the table for hand cards ``width`` wide;
    None when they do not fit."""
    small = card_size(max(MIN_CARD_WIDTH // 2, round(width * SMALL_CARD)))
    pad = max(2, m.gap // 3)
    fan_step = max(2, round(small[0] * FAN_STEP))
    fan_width = small[0] + (max(HAND_SLOTS, *hand_sizes) - 1) * fan_step
    pile_width = max(small[0], m.count_width)
    label_width = max(fan_width, m.label_width)
    shape = _SeatShape(small, fan_step, label_width, pile_width, m.text, m.gap, pad)

    viewer = next(seat for seat, side in sides.items() if side is Side.BOTTOM)
    bottom = _bottom_row(m, shape, viewer, hand_sizes[viewer], width)
    if bottom is None:
        return None
    seats = {viewer: bottom[0]}
    middle = Rect(m.play.left, m.play.top, m.play.width, 0)
    middle.height = bottom[0].area.top - m.gap - middle.top

    # Along the top, evenly spaced.
    top_seats = sorted(
        (seat for seat, side in sides.items() if side in TOP_SIDES),
        key=lambda seat: TOP_SIDES.index(sides[seat]),
    )
    if top_seats:
        block_width = label_width + m.gap + pile_width
        slot = m.play.width // len(top_seats)
        if block_width + 2 * pad + m.gap > slot:
            return None
        for index, seat in enumerate(top_seats):
            left = m.play.left + index * slot + (slot - block_width) // 2
            seats[seat] = shape.block(seat, sides[seat], left, m.play.top, hand_sizes[seat])
        height = middle.bottom - max(seats[seat].area.bottom for seat in top_seats) - m.gap
        middle = Rect(middle.left, middle.bottom - height, middle.width, height)

    # Left and right, centred on the band between the top and the bottom.
    side_shape = replace(shape, label_width=max(label_width, pile_width))
    side_width = side_shape.label_width
    side_height = 2 * m.text + 2 * small[1] + m.gap
    top = middle.centery - side_height // 2
    aside = side_width + 2 * m.gap + pad  # the band a side seat takes, with room to breathe
    for seat, side in sides.items():
        if side not in (Side.LEFT, Side.RIGHT):
            continue
        if side_height + 2 * pad > middle.height:
            return None
        left = m.play.left if side is Side.LEFT else m.play.right - side_width
        seats[seat] = side_shape.block(seat, side, left, top, hand_sizes[seat])
        middle.width -= aside
        if side is Side.LEFT:
            middle.left += aside

    # The middle: the items, and the banner beneath them.
    banner = Rect(0, middle.bottom - m.banner, min(middle.width, m.label_width * 5), m.banner)
    banner.centerx = middle.centerx
    table = Rect(middle.left, middle.top, middle.width, banner.top - m.gap - middle.top)
    if table.width < width or table.height < width // 2:
        return None
    ordered = tuple(seats[seat] for seat in range(len(sides)))
    return _Frame(ordered, table, bottom[1], bottom[2], banner)


def _bottom_row(
    m: _Metrics, shape: _SeatShape, viewer: int, count: int, width: int
) -> tuple[SeatLayout, Rect, Rect] | None:
    """The viewer's seat and the stock with its label: the stock at the left, the hand
    in the middle, and at the right the viewer's name over the pile's counts over the
    pile. None when the hand does not fit."""
    big, small, text = card_size(width), shape.card, m.text
    lift = round(big[1] * HOVER_LIFT)
    corner = max(m.label_width, shape.pile_width)
    bottom = Rect(m.play.left, m.play.bottom - lift - big[1], m.play.width, lift + big[1])
    hand_room = bottom.inflate(-2 * (corner + m.gap), 0)
    step = width + round(width * HAND_GAP)
    if count > 1:
        step = min(step, (hand_room.width - width) // (count - 1))
    if hand_room.width < width or step < round(width * HAND_MIN_STEP):
        return None
    hand_width = width + (count - 1) * step if count else 0
    hand = _fan(hand_room.centerx - hand_width // 2, bottom.bottom - big[1], count, big, step)
    pile = Rect(0, 0, *small)
    pile.midbottom = (bottom.right - corner // 2, bottom.bottom)
    pile_label = Rect(bottom.right - corner, pile.top - text, corner, text)
    label = Rect(bottom.right - corner, pile_label.top - text, corner, text)
    if label.top < bottom.top:
        return None
    stock = Rect(0, 0, *small)
    stock.midbottom = (bottom.left + corner // 2, bottom.bottom)
    stock_label = Rect(bottom.left, stock.top - text, corner, text)
    area = _pad(bottom.clip(bottom.move(hand_room.left - bottom.left, 0)), by=shape.pad)
    seat = SeatLayout(viewer, Side.BOTTOM, True, big, hand, label, pile, pile_label, area)
    return seat, stock, stock_label


@dataclass(frozen=True)
class _Packing:
    card_size: Size
    items: tuple[Rect, ...]
    cards: tuple[tuple[Rect, ...], ...]
    tags: tuple[Rect, ...]


def _pack(table: Rect, counts: Sequence[int], width: int, text: int) -> _Packing | None:
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
    cards = tuple(_fan(rect.left, rect.top, count, size, step) for rect, count in pairs)
    tags = tuple(Rect(rect.left, rect.bottom, rect.width, text) for rect in items)
    return _Packing(size, tuple(items), cards, tags)


def _best_packing(table: Rect, counts: Sequence[int], largest: int, text: int) -> _Packing | None:
    """The packing with the largest cards, no wider than ``largest``."""
    low, high = MIN_CARD_WIDTH, largest
    best = _pack(table, counts, low, text)
    if best is None:
        return None
    while low < high:  # fits at ``low``; find the largest width that fits
        mid = (low + high + 1) // 2
        packing = _pack(table, counts, mid, text)
        if packing is None:
            high = mid - 1
        else:
            low, best = mid, packing
    return best


def compute_layout(
    window_size: Size,
    seats: int,
    viewer_seat: int,
    hand_sizes: Sequence[int],
    table_items: Sequence[int],
    log_visible: bool = True,
) -> TableLayout:
    """The table for ``seats`` players seen by ``viewer_seat`` in a window this size.

    ``hand_sizes`` has one count per seat; ``table_items`` one card count per item
    (1 for a loose card, n for a build of n cards).
    """
    sides = seat_sides(seats, viewer_seat)
    if len(hand_sizes) != seats:
        raise LayoutError(f"hand_sizes has {len(hand_sizes)} counts for {seats} seats")
    if any(size < 0 for size in hand_sizes) or any(count < 1 for count in table_items):
        raise LayoutError("hands hold 0 or more cards and table items 1 or more")
    m = _metrics(window_size, seats, log_visible)
    width, height = m.play.size
    largest = min(round(height * MAX_CARD_HEIGHT / CARD_ASPECT), round(width * MAX_CARD_WIDTH))

    # Shrink the hand until everything fits, and further while that buys the table
    # bigger cards; keep the hand whose table cards are the least shrunk.
    best: tuple[float, _Frame, _Packing] | None = None
    for hand_width in range(largest, MIN_CARD_WIDTH - 1, -1):
        if best is not None and hand_width <= best[0]:
            break
        frame = _frame(m, sides, hand_sizes, hand_width)
        if frame is None:
            continue
        packing = _best_packing(frame.table, table_items, hand_width, m.text)
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
        banner=frame.banner,
    )
