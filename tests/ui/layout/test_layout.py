"""The table layout: nothing overlaps, nothing leaves the window, cards are large."""

from __future__ import annotations

import itertools

import pytest
from pygame import Rect

from cassino.ui.layout.table import (
    LayoutError,
    Side,
    TableLayout,
    card_size,
    compute_layout,
    seat_sides,
)

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (2560, 1440), (800, 1000)]
SEATS = [2, 3, 4, 5, 6]
TABLES = {
    "empty": [],
    "four loose": [1, 1, 1, 1],
    "ten with builds": [1, 2, 1, 3, 1, 1, 4, 1, 2, 1],
    "eighteen with builds": [1, 2, 3, 4, 5, 6, 1, 1, 2, 1, 3, 1, 1, 2, 1, 1, 6, 1],
}
HANDS = {"full": [5] * 6, "mixed": [4, 0, 5, 1, 3, 2]}


def layout_for(size: tuple[int, int], seats: int, table: str, hands: str) -> TableLayout:
    return compute_layout(size, seats, 0, HANDS[hands][:seats], TABLES[table])


def overlaps(named: dict[str, Rect]) -> list[tuple[str, str]]:
    return [
        (a, b)
        for (a, ra), (b, rb) in itertools.combinations(named.items(), 2)
        if ra.colliderect(rb)
    ]


def check_layout(layout: TableLayout) -> None:
    window = layout.window
    regions = layout.regions()
    for name, rect in regions.items():
        assert window.contains(rect), f"{name} {rect} leaves the {window.size} window"
        assert rect.width > 0 and rect.height > 0, name
    assert overlaps(regions) == []

    # Seats: highlights apart from each other and from everything that is not theirs.
    others = {n: r for n, r in regions.items() if not n.startswith("seat")}
    for seat in layout.seats:
        assert window.contains(seat.area), f"seat {seat.seat} area leaves the window"
        own = [*seat.hand, seat.label, seat.pile, seat.pile_label]
        assert all(seat.area.contains(rect) for rect in own), f"seat {seat.seat}"
        assert [n for n, r in others.items() if r.colliderect(seat.area)] == []
        for other in layout.seats:
            if other.seat > seat.seat:
                assert not seat.area.colliderect(other.area), (seat.seat, other.seat)
        assert all(rect.size == seat.card_size for rect in seat.hand)

    # The viewer's hovered card rises into free space.
    viewer = layout.viewer
    for card in viewer.hand:
        lifted = card.move(0, -layout.hover_lift)
        assert viewer.area.contains(lifted)
        hit = [n for n, r in regions.items() if r.colliderect(lifted)]
        assert hit in ([], [f"seat{viewer.seat}.hand"])

    # Items: inside the table, apart, each card of a build inside its item.
    things = [*layout.items, *layout.item_tags]
    assert all(layout.table.contains(rect) for rect in things)
    assert overlaps({str(i): rect for i, rect in enumerate(things)}) == []
    for item, cards in zip(layout.items, layout.item_cards, strict=True):
        assert all(item.contains(card) and card.size == layout.table_card_size for card in cards)
        assert item.unionall(list(cards)) == item


@pytest.mark.parametrize("hands", sorted(HANDS))
@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_nothing_overlaps_and_nothing_leaves_the_window(
    size: tuple[int, int], seats: int, table: str, hands: str
) -> None:
    layout = layout_for(size, seats, table, hands)
    check_layout(layout)
    assert [len(seat.hand) for seat in layout.seats] == HANDS[hands][:seats]
    assert [len(cards) for cards in layout.item_cards] == TABLES[table]


@pytest.mark.parametrize("viewer", range(4))
def test_every_viewer_gets_a_clean_layout_without_the_log(viewer: int) -> None:
    layout = compute_layout((1280, 800), 4, viewer, [4, 4, 4, 4], TABLES["ten with builds"], False)
    assert layout.log_panel is None
    check_layout(layout)


def test_cards_are_as_large_as_comfortable() -> None:
    layout = compute_layout((1280, 800), 4, 0, [4, 4, 4, 4], [1, 2, 1, 3, 1, 1, 1, 2])
    assert layout.card_size[0] >= 0.07 * 1280
    assert layout.table_card_size[0] >= 0.9 * layout.card_size[0]
    assert layout.card_size == card_size(layout.card_size[0])  # the art's 5:7
    big = compute_layout((1920, 1080), 4, 0, [4, 4, 4, 4], [1, 2, 1, 3, 1, 1, 1, 2])
    assert big.card_size[0] >= 0.07 * 1920
    assert big.card_size[1] <= 0.2 * 1080  # and not absurdly large either


def test_the_viewers_hand_is_spread_generously() -> None:
    layout = compute_layout((1280, 800), 2, 0, [4, 4], [1, 1, 1, 1])
    hand = layout.viewer.hand
    assert all(b.left - a.right >= 0.1 * a.width for a, b in itertools.pairwise(hand))
    assert abs(hand[0].left - (layout.window.width - hand[-1].right)) > 0  # panels at right
    others = layout.seats[1]
    assert not others.face_up and layout.viewer.face_up
    assert others.card_size[0] < layout.card_size[0]
    assert all(b.left - a.left < a.width for a, b in itertools.pairwise(others.hand))


def test_a_crowded_table_wraps_and_shrinks_its_cards() -> None:
    sparse = compute_layout((1280, 800), 4, 0, [4] * 4, [1, 1, 1, 1])
    crowded = compute_layout((1280, 800), 4, 0, [4] * 4, TABLES["eighteen with builds"])
    assert len({rect.top for rect in sparse.items}) == 1
    assert len({rect.top for rect in crowded.items}) >= 3
    assert crowded.table_card_size[0] < sparse.table_card_size[0]
    assert crowded.table_card_size[0] >= 0.04 * 1280  # still a readable card


def test_builds_are_fanned_so_every_card_shows() -> None:
    layout = compute_layout((1280, 800), 2, 0, [4, 4], [1, 4])
    loose, build = layout.items
    width = layout.table_card_size[0]
    assert build.width > loose.width
    steps = [b.left - a.left for a, b in itertools.pairwise(layout.item_cards[1])]
    assert all(step >= 0.2 * width for step in steps)  # the index corner stays visible
    assert layout.item_tags[1].top == build.bottom


@pytest.mark.parametrize(
    ("seats", "expected"),
    [
        (2, [Side.BOTTOM, Side.TOP]),
        (3, [Side.BOTTOM, Side.LEFT, Side.RIGHT]),
        (4, [Side.BOTTOM, Side.LEFT, Side.TOP, Side.RIGHT]),
        (5, [Side.BOTTOM, Side.LEFT, Side.TOP_LEFT, Side.TOP_RIGHT, Side.RIGHT]),
        (6, [Side.BOTTOM, Side.LEFT, Side.TOP_LEFT, Side.TOP, Side.TOP_RIGHT, Side.RIGHT]),
    ],
)
def test_seats_go_clockwise_from_the_viewer(seats: int, expected: list[Side]) -> None:
    assert list(seat_sides(seats, 0).values()) == expected
    viewer = seats - 1  # the last seat looks on: seat 0 plays next, on its left
    sides = seat_sides(seats, viewer)
    assert sides[viewer] is Side.BOTTOM and sides[0] is expected[1]


def test_sides_are_where_their_names_say() -> None:
    layout = compute_layout((1280, 800), 6, 2, [4] * 6, [1, 2, 1])
    table = layout.table
    by_side = {seat.side: seat.area for seat in layout.seats}
    assert by_side[Side.BOTTOM].top >= table.bottom
    assert by_side[Side.LEFT].right <= table.left
    assert by_side[Side.RIGHT].left >= table.right
    tops = [by_side[side] for side in (Side.TOP_LEFT, Side.TOP, Side.TOP_RIGHT)]
    assert all(area.bottom <= table.top for area in tops)
    assert [area.centerx for area in tops] == sorted(area.centerx for area in tops)
    assert layout.seats[3].side is Side.LEFT  # seat after the viewer (2) is on its left


def test_piles_and_labels_stay_put_as_hands_empty() -> None:
    full = compute_layout((1280, 800), 4, 0, [4] * 4, [1, 1])
    emptier = compute_layout((1280, 800), 4, 0, [1, 3, 0, 2], [1, 1])
    for a, b in zip(full.seats, emptier.seats, strict=True):
        assert (a.pile, a.pile_label, a.label, a.area) == (b.pile, b.pile_label, b.label, b.area)
    assert full.stock == emptier.stock


def test_a_tall_window_puts_the_panels_on_top() -> None:
    layout = compute_layout((800, 1000), 4, 0, [4] * 4, [1, 1, 1])
    assert layout.log_panel is not None
    assert layout.score_panel.bottom < layout.table.top
    assert layout.log_panel.bottom < layout.table.top
    wide = compute_layout((1280, 800), 4, 0, [4] * 4, [1, 1, 1])
    assert wide.score_panel.left > wide.table.right


def test_hiding_the_log_gives_the_table_room() -> None:
    shown = compute_layout((1024, 640), 4, 0, [4] * 4, TABLES["eighteen with builds"])
    hidden = compute_layout((1024, 640), 4, 0, [4] * 4, TABLES["eighteen with builds"], False)
    assert hidden.table.width > shown.table.width
    assert hidden.table_card_size[0] >= shown.table_card_size[0]


def test_hit_testing() -> None:
    layout = compute_layout((1280, 800), 2, 0, [5, 4], [1, 3, 1])
    for index, rect in enumerate(layout.items):
        assert layout.item_at(rect.center) == index
    assert layout.item_at(layout.window.bottomright) is None
    assert layout.item_at((layout.items[0].right + 1, layout.items[0].centery)) is None
    dragged = Rect(0, 0, *layout.card_size)
    dragged.center = (layout.items[1].right - 5, layout.items[1].centery)
    assert layout.item_under(dragged) == 1
    dragged.center = layout.stock.center
    assert layout.item_under(dragged) is None
    assert layout.on_table(layout.table.center) and not layout.on_table(layout.stock.center)

    hand = layout.viewer.hand
    assert layout.hand_card_at(0, hand[2].center) == 2
    assert layout.hand_card_at(0, layout.table.center) is None
    others = layout.seats[1].hand  # overlapping fan: the later card is on top
    assert layout.hand_card_at(1, (others[1].left + 2, others[1].centery)) == 1


def test_impossible_requests_are_refused() -> None:
    with pytest.raises(LayoutError, match="2 to 6"):
        compute_layout((1280, 800), 7, 0, [4] * 7, [])
    with pytest.raises(LayoutError, match="viewer seat 4"):
        compute_layout((1280, 800), 4, 4, [4] * 4, [])
    with pytest.raises(LayoutError, match="3 counts for 4 seats"):
        compute_layout((1280, 800), 4, 0, [4] * 3, [])
    with pytest.raises(LayoutError, match="1 or more"):
        compute_layout((1280, 800), 2, 0, [4, 4], [1, 0])
    with pytest.raises(LayoutError, match="300×200"):
        compute_layout((300, 200), 6, 0, [5] * 6, TABLES["eighteen with builds"])


@pytest.mark.parametrize("scale", [1.25, 1.5])
@pytest.mark.parametrize("table", ["four loose", "eighteen with builds"])
@pytest.mark.parametrize("seats", [2, 4, 6])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
def test_larger_cards_grow_the_hand_and_still_fit(
    size: tuple[int, int], seats: int, table: str, scale: float
) -> None:
    hands = HANDS["full"][:seats]
    usual = compute_layout(size, seats, 0, hands, TABLES[table])
    larger = compute_layout(size, seats, 0, hands, TABLES[table], card_scale=scale)
    check_layout(larger)
    # A size a player sees, where the table leaves room (a crowded one takes it first).
    grown = 1.12 if table == "four loose" else 0.97
    assert larger.card_size[0] >= usual.card_size[0] * grown
    # What a player reads grows; the others' backs and the piles do not.
    assert larger.table_card_size[0] >= usual.table_card_size[0] * 0.95
    assert larger.small_card_size[0] <= usual.small_card_size[0]
