"""What a move did, as the engine says it: sweeps counted or not, leftovers, deals, draws."""

from __future__ import annotations

from typing import Any

import pytest

from cassino.engine.effects import effect_of
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.userdata.presets import position_from_json


def position(**fields: Any) -> State:
    return position_from_json({"to_move": 0, "dealer": 1, **fields})


def parse_move(text: str, state: State) -> Move:
    """The legal move written ``text`` in the readable notation."""
    (move,) = [move for move in state.legal_moves() if str(move) == text]
    return move


def codes(cards: object) -> list[str]:
    return sorted(card.code for card in cards)  # type: ignore[attr-defined]


def test_a_capture_that_clears_the_table_is_a_sweep_in_classic() -> None:
    state = position(hands=[["5h", "9s"], ["Kd", "2c"]], table=["5d"], stock=["3c", "4c"])
    effect = effect_of(state, parse_move("5h takes 5d", state))
    assert effect.cleared and effect.swept
    assert codes(effect.taken) == ["5d"] and effect.leftovers == ()


@pytest.mark.parametrize("rules", ["royal", "california"])
def test_clearing_the_table_is_no_sweep_where_sweeps_do_not_score(rules: str) -> None:
    state = position(rules=rules, hands=[["5h", "9s"], ["3d", "2c"]], table=["5d"])
    effect = effect_of(state, parse_move("5h takes 5d", state))
    assert effect.cleared and not effect.swept


def test_the_last_play_gives_the_leftovers_to_the_last_capturer() -> None:
    state = position(hands=[[], ["2c"]], table=["7d", "Kh"], to_move=1, last_capturer=0)
    effect = effect_of(state, parse_move("2c trails", state))
    assert effect.round_over and effect.leftovers_to == 0
    assert codes(effect.leftovers) == ["2c", "7d", "Kh"]
    assert not effect.cleared and not effect.swept


def test_a_final_capture_takes_the_leftovers_itself_and_names_none() -> None:
    state = position(hands=[["7s"], []], table=["7d"], to_move=0, last_capturer=1)
    effect = effect_of(state, parse_move("7s takes 7d", state))
    assert effect.round_over and effect.leftovers == () and effect.leftovers_to is None


def test_emptied_hands_are_dealt_again() -> None:
    stock = ["2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c"]
    state = position(hands=[[], ["Kd"]], table=["Qh"], to_move=1, stock=stock)
    trail = parse_move("Kd trails", state)
    effect = effect_of(state, trail)
    assert effect.dealt and effect.drawn == ()


def test_draw_says_which_cards_the_player_drew() -> None:
    state = position(
        rules="draw", hands=[["9s", "2h", "3h", "4h"], ["Kd", "2c", "3c", "4c"]],
        table=["Qh"], stock=["5s", "6s"],
    )  # fmt: skip
    effect = effect_of(state, parse_move("9s trails", state))
    assert codes(effect.drawn) == ["5s"] and not effect.dealt


def test_a_raise_is_named_with_the_build_it_raised() -> None:
    state = position(
        hands=[["2h", "8s"], ["6d", "Kc"]],
        table=[{"cards": ["2c", "4c"], "value": 6, "owner": 1}],
    )
    effect = effect_of(state, parse_move("2h builds 8 on 2c 4c", state))
    assert effect.raised is not None and effect.raised.value == 6
    assert not effect.cleared
