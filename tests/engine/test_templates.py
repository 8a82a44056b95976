"""Templates: what a card may do with the table, packed in one int each, read back as
(action, mask of table items, value)."""

from __future__ import annotations

from cassino.engine.combos import MULTIPLE, SINGLE_FIXED, VALUELESS, TableCombos
from cassino.engine.templates import ACTIONS, MASK_SHIFT, TRAIL, VALUES, templates
from cassino.engine.typed_rules import typed_rules
from cassino.userdata.presets import load


def unpacked(found: list[int]) -> list[tuple[str, int, int | None]]:
    return [(ACTIONS[t & 3], t >> MASK_SHIFT, VALUES[t >> 2 & 15]) for t in found]


def test_a_trail_is_no_items_and_no_value() -> None:
    assert unpacked([TRAIL]) == [("trail", 0, None)]


def test_a_five_takes_the_five_and_the_two_and_three_and_builds_an_eight_it_holds() -> None:
    options = typed_rules(load("classic"))
    signature = (2, 3, 5)  # loose 2, 3 and 5: bits 1, 2 and 4
    combos = TableCombos(signature, limit=8)
    found = unpacked(templates(options, combos, signature, [8], 5, owned_mask=0))
    assert sorted(found[:-1], key=str) == sorted(
        [
            ("capture", 0b100, 5),
            ("capture", 0b011, 5),
            ("capture", 0b111, 5),
            ("build", 0b010, 8),  # 5 + the 3
        ],
        key=str,
    )
    assert found[-1] == ("trail", 0, None)


def test_a_court_card_takes_its_rank_with_no_value_and_builds_it_by_rank() -> None:
    options = typed_rules(load("classic").with_options(court_builds=True))
    queen = VALUELESS + 12
    signature = (queen, MULTIPLE + 12)  # a loose queen and a build of queens
    combos = TableCombos(signature)
    found = unpacked(templates(options, combos, signature, [queen], queen, owned_mask=0))
    assert ("capture", 0b01, None) in found and ("capture", 0b10, None) in found
    assert ("build", 0b01, 12) in found


def test_an_owner_who_keeps_no_card_for_the_build_must_take_it() -> None:
    options = typed_rules(load("classic"))
    signature = (4, SINGLE_FIXED + 7)  # a loose 4 and the mover's own 7-build
    combos = TableCombos(signature, limit=7)
    # Playing the only 7 in hand: every move left must take the build (bit 2).
    found = unpacked(templates(options, combos, signature, [3], 7, owned_mask=0b10))
    assert found == [("capture", 0b10, 7)]
