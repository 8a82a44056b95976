"""Royal: one card in hand answers for one build value only (issue 15).

A lone ace answered for a 1-build and a 14-build at once, and its owner was then stuck
with no legal move. The two positions of the issue, and what the rule still allows.
"""

from __future__ import annotations

from typing import Any

import pytest

from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError, PositionError
from cassino.engine.moves import format_move
from cassino.engine.notation import parse_move
from cassino.engine.state import State
from cassino.userdata.presets import load, position_from_json

ONE_BUILD = {"cards": ["As", "Ad"], "value": 1, "owner": 0}
# The position the 14-build came from: seat 0 owns a 1-build and holds one ace.
BEFORE = {
    "rules": "royal",
    "to_move": 0,
    "dealer": 1,
    "hands": [["Ac", "5d", "7h"], ["Kh", "8c", "8d"]],
    "table": ["2c", "3c", "9s", "Qh", ONE_BUILD],
}
# The position it led to, where the owner had no legal move.
STUCK = {
    "rules": "royal",
    "to_move": 0,
    "dealer": 1,
    "hands": [["Ac", "7h"], ["8c", "8d"]],
    "table": ["2c", "3c", "Qh", "Kh", ONE_BUILD, {"cards": ["5d", "9s"], "value": 14, "owner": 0}],
}


def moves(data: dict[str, Any]) -> set[str]:
    return {format_move(move) for move in position_from_json(data).legal_moves()}


def test_the_ace_that_keeps_the_one_build_cannot_answer_for_a_fourteen_build() -> None:
    assert moves(BEFORE) == {"Ac takes As Ad", "5d takes 2c 3c", "5d builds 7 on 2c"}
    with pytest.raises(IllegalMoveError, match="one card answers for one build value only"):
        position_from_json(BEFORE).apply(parse_move("5d builds 14 on 9s"))


def test_the_stuck_position_cannot_arise_and_is_refused() -> None:
    with pytest.raises(PositionError, match="owns builds of 1 and 14"):
        position_from_json(STUCK)


def test_a_second_ace_answers_for_the_fourteen_build() -> None:
    data = {**BEFORE, "hands": [["Ac", "Ah", "5d"], ["Kh", "8c", "8d"]]}
    assert "5d builds 14 on 9s" in moves(data)
    after = position_from_json(data).apply(parse_move("5d builds 14 on 9s"))
    after = after.apply(parse_move("Kh trails"))
    # Each ace answers for one build: an ace may take one of them, never leave both.
    assert {format_move(move) for move in after.legal_moves()} == {
        "Ac takes As Ad",
        "Ah takes As Ad",
        "Ac as 14 takes 5d 9s",
        "Ah as 14 takes 5d 9s",
        "Ac as 14 takes 2c 5d 9s Qh",
        "Ah as 14 takes 2c 5d 9s Qh",
    }


def test_two_builds_of_the_same_value_share_one_card() -> None:
    data = {
        "rules": "royal",
        "to_move": 0,
        "hands": [["9c", "4h", "5h"], ["Kd"]],
        "table": ["2c", "3d", {"cards": ["4s", "5s"], "value": 9, "owner": 0}],
    }
    assert "4h builds 9 on 2c 3d" in moves(data)


def test_owning_both_builds_the_aces_may_not_leave_the_hand() -> None:
    state: State = position_from_json(
        {
            "rules": "royal",
            "to_move": 0,
            "hands": [["Ac", "Ah", "6c"], ["Kd"]],
            "table": ["6d", ONE_BUILD, {"cards": ["5d", "9s"], "value": 14, "owner": 0}],
        }
    )
    listed = {format_move(move) for move in state.legal_moves()}
    assert listed == {
        "Ac takes As Ad",
        "Ah takes As Ad",
        "Ac as 14 takes 5d 9s",
        "Ah as 14 takes 5d 9s",
        "6c takes 6d",
    }


def test_answers_matches_distinct_cards_to_distinct_values() -> None:
    royal = load("royal")
    ace, five = Card("Ac"), Card("5c")
    assert royal.answers([ace], [1, 1])
    assert royal.answers([ace], [14])
    assert not royal.answers([ace], [1, 14])
    assert royal.answers([ace, Card("Ah")], [1, 14])
    assert not royal.answers([ace, five], [1, 14])
    assert royal.answers([ace, five], [5, 14])
    assert royal.answers([], [])
