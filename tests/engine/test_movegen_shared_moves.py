"""Equal moves may be one object (movegen keeps trails and one-loose-card moves): a kept
move is never wrong for another position, card value or rule set."""

from __future__ import annotations

from typing import Any

from cassino.engine.moves import Move
from cassino.userdata.presets import position_from_json


def position(rules: str, hand: list[str], table: list[Any]) -> dict[str, Any]:
    return {
        "rules": rules,
        "to_move": 0,
        "dealer": 1,
        "hands": [hand, ["2c", "3c"]],
        "table": table,
    }


def fields(moves: list[Move]) -> list[tuple[object, ...]]:
    return [move.fields() for move in moves]


def test_a_king_taking_a_king_has_no_value_in_classic_and_13_in_royal() -> None:
    # The same two cards and action, met first under one rule set, then the other: the
    # kept classic move (no value) must not stand for royal's, nor the reverse.
    for _ in range(2):
        classic = position_from_json(position("classic", ["Kh", "4d"], ["Ks", "7c"]))
        royal = position_from_json(position("royal", ["Kh", "4d"], ["Ks", "7c"]))
        classic_takes = [m for m in classic.legal_moves() if m.action == "capture"]
        royal_takes = [m for m in royal.legal_moves() if m.action == "capture"]
        assert [(m.table, m.value) for m in classic_takes] == [((royal_takes[0].table[0],), None)]
        assert [(m.table, m.value) for m in royal_takes] == [((classic_takes[0].table[0],), 13)]


def test_moves_listed_twice_are_equal_to_moves_made_anew() -> None:
    data = position("classic", ["5h", "3d", "Kc"], ["2s", "5c", "8d"])
    first = position_from_json(data).legal_moves()
    again = position_from_json(data).legal_moves()
    assert fields(first) == fields(again)
    made = [Move(m.card, m.action, m.table, m.value) for m in first]
    assert first == made
    assert [hash(m) for m in first] == [hash(m) for m in made]
    # Each trail and each move with one loose card is the same object both times.
    for one, other in zip(first, again, strict=True):
        if len(one.table) <= 1:
            assert one is other
