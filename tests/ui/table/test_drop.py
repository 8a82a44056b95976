"""A drop translated into engine moves: one, several (the chooser), or none (with why)."""

from __future__ import annotations

from cassino.engine.cards import Card
from cassino.engine.state import State
from cassino.game.turn_options import TurnOptions
from cassino.ui.table.describe import choice_label
from cassino.ui.table.drop import moves_for_drop
from cassino.ui.table.moves import best_first
from cassino.userdata.presets import position_from_json


def table() -> State:
    return position_from_json(
        {
            "to_move": 0,
            "hands": [["8s", "2h", "9c", "5h"], ["4h"]],
            "table": ["3c", "5d", "7d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
        }
    )


def labels(state: State, card: str, target: object, selected: tuple[object, ...] = ()) -> list[str]:
    result = moves_for_drop(TurnOptions.of(state), Card(card), target, selected)  # type: ignore[arg-type]
    return [choice_label(state, move) for move in best_first(state, result.moves)]


def test_a_drop_with_one_meaning_is_that_move() -> None:
    state = table()
    result = moves_for_drop(TurnOptions.of(state), Card("8s"), Card("5d"))
    assert [str(move) for move in result.moves] == ["8s takes 3c 5d"]
    assert labels(state, "5h", Card("5d")) == ["Take 5♦ with 5♥"]


def test_an_ambiguous_drop_offers_every_meaning_in_plain_words() -> None:
    state = table()
    build = state.table[-1]
    assert labels(state, "2h", build) == [
        "Raise the 6-build to 8 with 2♥ — you hold 8♠",
        "Build a double 8 on 3♣ 5♦ and the 6-build with 2♥ — you hold 8♠",
    ]


def test_a_selected_group_narrows_the_drop_to_exactly_those_items() -> None:
    state = table()
    assert labels(state, "2h", Card("5d"), (Card("3c"),)) == [
        "Build a double 5 on 3♣ 5♦ with 2♥ — you hold 5♥"
    ]


def test_an_illegal_drop_says_why_in_the_rules_words() -> None:
    state = table()
    # 9 + 7 is more than any build, so the drop meant a capture, which 7♦ cannot be.
    result = moves_for_drop(TurnOptions.of(state), Card("9c"), Card("7d"))
    assert result.moves == ()
    assert str(result.reason) == "those cards do not split into groups worth 9 for 9♣"
    # 2 + 3 makes 5, so the drop meant a build of 5: without a 5 in hand it is refused.
    short = position_from_json({"to_move": 0, "hands": [["2h", "9c"], ["4h"]], "table": ["3c"]})
    holding = moves_for_drop(TurnOptions.of(short), Card("2h"), Card("3c"))
    assert holding.moves == () and str(holding.reason) == "you must hold a 5 to build 5"


def test_the_empty_felt_means_a_trail_unless_the_owner_may_not() -> None:
    state = table()
    assert labels(state, "8s", None) == ["Trail 8♠"]
    owner = position_from_json(
        {
            "to_move": 0,
            "hands": [["8s", "2h"], ["4h"]],
            "table": [{"cards": ["4s", "4c"], "value": 8, "owner": 0}],
        }
    )
    result = moves_for_drop(TurnOptions.of(owner), Card("2h"), None)
    assert result.moves == () and str(result.reason) == "you own a build, so you may not trail"


def test_usable_items_are_those_some_move_of_the_card_uses() -> None:
    state = table()
    assert TurnOptions.of(state).usable_items(Card("5h")) == [Card("3c"), Card("5d")]
    assert TurnOptions.of(state).usable_items(Card("9c")) == []
