"""The worked examples of RULES.md §9, each as a test (suits chosen here)."""

from __future__ import annotations

from typing import Any

import pytest

from cassino.engine.errors import IllegalMoveError
from cassino.engine.moves import format_move
from cassino.engine.notation import parse_move, position_to_json
from cassino.engine.state import State
from cassino.userdata.presets import position_from_json

Position = dict[str, Any]


def _state(position: Position) -> State:
    return position_from_json(position)


def _legal(state: State) -> set[str]:
    return {format_move(move) for move in state.legal_moves()}


def _play(state: State, text: str) -> State:
    """Play a move that the example calls legal; it must also be listed as legal."""
    assert text in _legal(state), f"{text!r} is not among the legal moves"
    return state.apply(parse_move(text))


def _refused(state: State, text: str) -> None:
    assert text not in _legal(state), f"{text!r} is listed as legal"
    with pytest.raises(IllegalMoveError) as refusal:
        state.apply(parse_move(text))
    assert str(refusal.value), f"refusing {text!r} gives no reason"


def _table(state: State) -> list[Any]:
    """The table as comparable data: loose codes and (cards, value, owner) for builds."""
    items: list[Any] = []
    for item in position_to_json(state)["table"]:
        if isinstance(item, str):
            items.append(item)
        else:
            items.append((sorted(item["cards"]), item["value"], item["owner"]))
    return sorted(items, key=repr)


def _build(cards: list[str], value: int, owner: int) -> tuple[list[str], int, int]:
    return (sorted(cards), value, owner)


def _pile(state: State, seat: int) -> set[str]:
    return {str(card) for card in state.captured[seat]}


# --- Example 1 ----------------------------------------------------------------------------


def test_example_1_scripted_sequence_ends_in_a_sweep() -> None:
    """Table 3 5 8 K: 8 takes 8 and 3+5; 4 trailed; 2 on 4 builds 6; K takes K; 6 sweeps."""
    state = _state(
        {
            "to_move": 0,
            "hands": [["8s", "2h", "6c", "Jd"], ["4d", "Kc", "9h", "Qh"]],
            "table": ["3c", "5d", "8h", "Kh"],
        }
    )
    _refused(state, "8s takes 3c 8h")
    _refused(state, "8s takes 3c 5d 8h Kh")
    assert {"8s takes 8h", "8s takes 3c 5d"} <= _legal(state)

    state = _play(state, "8s takes 3c 5d 8h")
    assert _table(state) == ["Kh"]
    assert _pile(state, 0) == {"8s", "3c", "5d", "8h"}
    assert state.sweeps[0] == 0
    assert state.to_move == 1

    state = _play(state, "4d trails")
    assert _table(state) == sorted(["Kh", "4d"], key=repr)
    assert state.to_move == 0

    _refused(state, "2h builds 8 on 4d")  # no 8 left in player 1's hand
    state = _play(state, "2h builds 6 on 4d")
    assert _table(state) == sorted(["Kh", _build(["2h", "4d"], 6, 0)], key=repr)

    # Player 2 holds K, 9, Q: nothing takes the 6-build.
    assert not any("2h" in move and "takes" in move for move in _legal(state))
    _refused(state, "9h takes 2h 4d")
    _refused(state, "Qh takes Kh")
    state = _play(state, "Kc takes Kh")
    assert _table(state) == [_build(["2h", "4d"], 6, 0)]
    assert _pile(state, 1) == {"Kc", "Kh"}
    assert state.sweeps[1] == 0

    # Player 1 owns the build: no trail, and the 6 may not be played away.
    _refused(state, "Jd trails")
    _refused(state, "6c trails")
    state = _play(state, "6c takes 2h 4d")
    assert _table(state) == []
    assert _pile(state, 0) == {"8s", "3c", "5d", "8h", "6c", "2h", "4d"}
    assert _pile(state, 1) == {"Kc", "Kh"}
    assert list(state.sweeps[:2]) == [1, 0]
    assert state.to_move == 1
    assert _legal(state) == {"9h trails", "Qh trails"}


# --- Example 2 ----------------------------------------------------------------------------


def test_example_2_nine_takes_five_four_or_six_two_ace_or_both() -> None:
    state = _state(
        {"to_move": 0, "hands": [["9c"], ["Kd"]], "table": ["5h", "4d", "6s", "2c", "Ah"]}
    )
    assert {
        "9c takes 4d 5h",
        "9c takes Ah 2c 6s",
        "9c takes Ah 2c 4d 5h 6s",
        "9c trails",
    } <= _legal(state)
    _refused(state, "9c takes 4d 6s")
    _refused(state, "9c takes 2c 5h")
    after = state.apply(parse_move("9c takes Ah 2c 4d 5h 6s"))
    assert _table(after) == []
    assert after.sweeps[0] == 1


# --- Example 3 ----------------------------------------------------------------------------


def test_example_3_two_on_seven_builds_nine_that_cannot_be_split() -> None:
    state = _state({"to_move": 0, "hands": [["2h", "9s"], ["7c", "2c", "9c"]], "table": ["7d"]})
    state = _play(state, "2h builds 9 on 7d")
    assert _table(state) == [_build(["2h", "7d"], 9, 0)]
    # The 2 and the 7 are one 9 now: neither card can be taken or built on alone.
    _refused(state, "7c takes 7d")
    _refused(state, "2c takes 2h")
    _refused(state, "2c builds 9 on 7d")
    assert "9c takes 2h 7d" in _legal(state)


def test_example_3_holding_two_and_nine_raises_opponents_seven() -> None:
    seven = {"cards": ["4c", "3d"], "value": 7, "owner": 1}
    state = _state({"to_move": 0, "hands": [["2h", "9s"], ["7c"]], "table": [seven]})
    after = _play(state, "2h builds 9 on 3d 4c")
    assert _table(after) == [_build(["2h", "3d", "4c"], 9, 0)]

    without_nine = _state({"to_move": 0, "hands": [["2h", "8s"], ["7c"]], "table": [seven]})
    _refused(without_nine, "2h builds 9 on 3d 4c")


# --- Example 4 ----------------------------------------------------------------------------


def test_example_4_building_sevens_on_a_seven_or_a_built_seven() -> None:
    built_seven = {"cards": ["5c", "2c"], "value": 7, "owner": 1}
    state = _state(
        {
            "to_move": 0,
            "hands": [["7s", "7h"], ["2d", "9d", "7c"]],
            "table": ["7d", built_seven],
        }
    )
    assert {"7s builds 7 on 7d", "7s builds 7 on 2c 5c"} <= _legal(state)

    state = _play(state, "7s builds 7 on 2c 5c")
    assert _table(state) == sorted(["7d", _build(["2c", "5c", "7s"], 7, 0)], key=repr)
    # The capture value of the multiple build never changes: no raise to 9; a 7 takes it.
    _refused(state, "2d builds 9 on 2c 5c 7s")
    after = _play(state, "7c takes 2c 5c 7s")
    assert _table(after) == ["7d"]

    one_seven = _state({"to_move": 0, "hands": [["7s", "3h"], ["2d"]], "table": ["7d"]})
    _refused(one_seven, "7s builds 7 on 7d")


# --- Example 5 ----------------------------------------------------------------------------

EXAMPLE_5: Position = {
    "to_move": 0,
    "hands": [["3d", "8c"], ["4h"]],
    "table": ["2c", "Kh", "6d", "5s", "8h"],
}


def test_example_5_three_on_five_gathers_eight_and_six_two() -> None:
    state = _state(EXAMPLE_5)
    after = _play(state, "3d builds 8 on 2c 5s 6d 8h")
    assert _table(after) == sorted(["Kh", _build(["3d", "5s", "8h", "6d", "2c"], 8, 0)], key=repr)
    _refused(state, "3d builds 8 on 2c 5s")
    _refused(state, "3d builds 10 on 2c 5s")


def test_example_5_gathering_refused_when_build_gathers_false() -> None:
    state = _state({**EXAMPLE_5, "rules": {"preset": "classic", "build_gathers": False}})
    assert "3d builds 8 on 5s" in _legal(state)
    _refused(state, "3d builds 8 on 2c 5s 6d 8h")
    _refused(state, "3d builds 8 on 5s 8h")


# --- Example 6 ----------------------------------------------------------------------------


def test_example_6_queen_takes_only_one_queen() -> None:
    state = _state({"to_move": 0, "hands": [["Qs"], ["2c"]], "table": ["Qh", "Qd"]})
    assert {"Qs takes Qh", "Qs takes Qd"} <= _legal(state)
    _refused(state, "Qs takes Qh Qd")

    take_all = _state(
        {
            "rules": {"preset": "classic", "court_capture": "all"},
            "to_move": 0,
            "hands": [["Qs"], ["2c"]],
            "table": ["Qh", "Qd"],
        }
    )
    after = _play(take_all, "Qs takes Qh Qd")
    assert _table(after) == []


# --- Example 7 ----------------------------------------------------------------------------


def test_example_7_no_building_eight_without_an_eight() -> None:
    state = _state({"to_move": 0, "hands": [["2h", "7s"], ["2c"]], "table": ["6d"]})
    _refused(state, "2h builds 8 on 6d")
    assert not any("builds 8" in move for move in _legal(state))

    holding_eight = _state({"to_move": 0, "hands": [["2h", "8s"], ["2c"]], "table": ["6d"]})
    after = _play(holding_eight, "2h builds 8 on 6d")
    assert _table(after) == [_build(["2h", "6d"], 8, 0)]
