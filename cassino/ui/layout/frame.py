"""The frame of the table for one hand card size: the panels, the seats around the felt,
the stock and the banner, and the room left in the middle for the table's items.

The viewer sits at the bottom (hand in the middle; name and captured pile at the right)
with the stock at its left; the other seats sit at the left, along the top and at the
right, in playing order clockwise.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from pygame import Rect

from cassino.ui.layout.model import (
    FAN_STEP,
    HAND_GAP,
    HAND_MIN_STEP,
    HAND_SLOTS,
    HOVER_LIFT,
    MIN_CARD_WIDTH,
    PORTRAIT,
    SMALL_CARD,
    TOP_SIDES,
    SeatLayout,
    Side,
    Size,
    card_size,
    fan,
)
from cassino.ui.theme import TextRole, line_height


@dataclass(frozen=True)
class Metrics:
    """Sizes that follow from the window alone."""

    window: Rect
    gap: int
    text: int  # one line of label text
    banner: int
    label_width: int  # a name and a card count
    count_width: int  # a pile's counts
    score_panel: Rect
    log_panel: Rect | None
    aid_panel: Rect | None  # the counting aid, between the score and the log
    play: Rect  # where the cards go: all but the panels


HELPERS = 3  # Undo, Hint, Call out: the most the score panel's foot may offer


def helper_grid(panel_width: int, small: int, count: int = HELPERS) -> tuple[int, int]:
    """How many helper buttons go in a row and how wide each is: as many as fit at a width
    that holds the longest label ("Consiglio (H)") at a readable size."""
    margin = small // 2
    per_row = max(1, min(count, (panel_width - margin) // (round(small * 5.9) + margin)))
    return per_row, (panel_width - margin * (per_row + 1)) // per_row


def helper_rows_height(panel_width: int, small: int) -> int:
    """What the rows of helpers beyond the first add to the score panel's height."""
    per_row, _ = helper_grid(panel_width, small)
    rows = -(-HELPERS // per_row)
    return (rows - 1) * (round(small * 1.5) + small // 3)


def aid_height(size: Size, lines: int) -> int:
    """The counting aid's panel for ``lines`` lines of small text under its title."""
    body = line_height(size, TextRole.BODY)
    small = line_height(size, TextRole.SMALL)
    return body // 2 + body + lines * (small + 4) + body // 4


def window_metrics(size: Size, seats: int, log_visible: bool, aid_lines: int = 0) -> Metrics:
    """The panels and the play area; ``aid_lines`` > 0 makes room for the counting aid."""
    width, height = size
    margin = max(8, round(min(width, height) * 0.018))
    gap = max(6, round(min(width, height) * 0.012))
    text = line_height(size, TextRole.SMALL)
    panel_height = (seats + 2) * line_height(size, TextRole.BODY) + 2 * gap
    inner = Rect(margin, margin, width - 2 * margin, height - 2 * margin)
    if width >= PORTRAIT * height:
        # A column at the right: the score over the log.
        column_width = round(width * (0.2 if log_visible else 0.14))
        # Wide enough for two helper buttons in a row at a readable size.
        column_width = max(232 if log_visible else 140, min(column_width, 380))
        column = Rect(inner.right - column_width, inner.top, column_width, inner.height)
        panel_height += helper_rows_height(column_width, text)
        score = Rect(column.left, column.top, column.width, panel_height)
        below = score.bottom + gap
        aid = None
        if aid_lines:
            aid = Rect(column.left, below, column.width, aid_height(size, aid_lines))
            below = aid.bottom + gap
        log = Rect(column.left, below, column.width, max(0, column.bottom - below))
        play = Rect(inner.left, inner.top, column.left - margin - inner.left, inner.height)
    else:
        # A tall window has height to spare and no width: a strip along the top.
        score_width = round(inner.width * 0.4) if log_visible else inner.width
        panel_height += helper_rows_height(score_width, text)
        panel_height = max(panel_height, round(inner.height * 0.13))
        score = Rect(inner.left, inner.top, score_width, panel_height)
        aid = None
        if aid_lines:
            panel_height = max(panel_height, aid_height(size, aid_lines))
            score.height = panel_height
        log = Rect(score.right + gap, inner.top, inner.right - score.right - gap, panel_height)
        if aid_lines:
            # Beside the log, sharing the strip's width.
            aid = Rect(log.left, log.top, (log.width - gap) // 2, panel_height)
            log.left, log.width = aid.right + gap, log.width - aid.width - gap
        top = score.bottom + margin
        play = Rect(inner.left, top, inner.width, inner.bottom - top)
    return Metrics(
        window=Rect(0, 0, width, height),
        gap=gap,
        text=text,
        banner=line_height(size, TextRole.BANNER) + gap,
        label_width=round(text * 7),
        count_width=round(text * 6),
        score_panel=score,
        log_panel=log if log_visible else None,
        aid_panel=aid,
        play=play,
    )


@dataclass(frozen=True)
class Frame:
    """Everything but the table's items, for one hand card size."""

    seats: tuple[SeatLayout, ...]
    table: Rect
    stock: Rect
    stock_label: Rect
    banner: Rect


@dataclass(frozen=True)
class SeatShape:
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
        hand = fan(label.centerx - fan_width // 2, label.bottom, count, self.card, self.fan_step)
        # Two lines for the pile's counts: "29 cards · 8♠" over "3 sweeps" where one
        # line would not fit at a readable size.
        if side in TOP_SIDES:
            pile_label = Rect(label.right + self.gap, top, self.pile_width, 2 * self.text)
        else:
            below = label.bottom + self.card[1] + self.gap
            pile_label = Rect(left, below, self.pile_width, 2 * self.text)
        pile = Rect(0, pile_label.bottom, *self.card)
        pile.centerx = pile_label.centerx
        fan_slot = Rect(label.left, label.bottom, self.label_width, self.card[1])
        area = pad(label, fan_slot, pile, pile_label, *hand, by=self.pad)
        return SeatLayout(seat, side, False, self.card, hand, label, pile, pile_label, area)


def pad(*rects: Rect, by: int) -> Rect:
    """The Rect around ``rects`` with a margin of ``by``."""
    return rects[0].unionall(list(rects[1:])).inflate(2 * by, 2 * by)


def place_frame(
    m: Metrics,
    sides: dict[int, Side],
    hand_sizes: Sequence[int],
    width: int,
    small_share: float = SMALL_CARD,
) -> Frame | None:
    """Place seats, stock and banner around the table for hand cards ``width`` wide (the
    others' cards ``small_share`` of that); None when they do not fit."""
    small = card_size(max(MIN_CARD_WIDTH // 2, round(width * small_share)))
    pad = max(2, m.gap // 3)
    fan_step = max(2, round(small[0] * FAN_STEP))
    fan_width = small[0] + (max(HAND_SLOTS, *hand_sizes) - 1) * fan_step
    pile_width = max(small[0], m.count_width)
    label_width = max(fan_width, m.label_width)
    shape = SeatShape(small, fan_step, label_width, pile_width, m.text, m.gap, pad)

    viewer = next(seat for seat, side in sides.items() if side is Side.BOTTOM)
    bottom = bottom_row(m, shape, viewer, hand_sizes[viewer], width)
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
    return Frame(ordered, table, bottom[1], bottom[2], banner)


def bottom_row(
    m: Metrics, shape: SeatShape, viewer: int, count: int, width: int
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
    hand = fan(hand_room.centerx - hand_width // 2, bottom.bottom - big[1], count, big, step)
    pile = Rect(0, 0, *small)
    pile.midbottom = (bottom.right - corner // 2, bottom.bottom)
    pile_label = Rect(bottom.right - corner, pile.top - 2 * text, corner, 2 * text)
    label = Rect(bottom.right - corner, pile_label.top - text, corner, text)
    if label.top < bottom.top:
        return None
    stock = Rect(0, 0, *small)
    stock.midbottom = (bottom.left + corner // 2, bottom.bottom)
    stock_label = Rect(bottom.left, stock.top - text, corner, text)
    area = pad(bottom.clip(bottom.move(hand_room.left - bottom.left, 0)), by=shape.pad)
    seat = SeatLayout(viewer, Side.BOTTOM, True, big, hand, label, pile, pile_label, area)
    return seat, stock, stock_label
