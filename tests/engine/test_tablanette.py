"""Tablanette, the last game of seed 000 (issue 15): six cards each, no builds, J 12 Q 13
K 14, a jack takes the whole table (no sweep), and tablanette's point cards.

Positions and expected moves and scores are derived by hand from docs/rules.md §8.
"""

from __future__ import annotations

from typing import Any

import pytest
from positions import position

from cassino.engine.cards import parse_card
from cassino.engine.errors import IllegalMoveError
from cassino.engine.match import finish_round
from cassino.engine.moves import Move, format_move
from cassino.engine.notation import move_from_json, move_to_json, parse_move
from cassino.engine.scoring import base_points, score_round
from cassino.engine.state import State
from cassino.userdata.presets import load


def moves(state: State) -> set[str]:
    return {format_move(move) for move in state.legal_moves()}


def codes(cards: Any) -> set[str]:
    return {card.code for card in cards}


def test_a_jack_takes_the_whole_table_and_that_is_no_sweep() -> None:
    state = position("tablanette", [["Jh", "5c"], ["2c", "3c"]], ["4d", "9h", "Qs"],
                     stock=["6c", "6d", "6h", "6s"])  # fmt: skip
    assert moves(state) == {"Jh takes 4d 9h Qs", "Jh trails", "5c trails"}
    after = state.apply(parse_move("Jh takes 4d 9h Qs"))
    assert after.table == () and codes(after.captured[0]) == {"Jh", "4d", "9h", "Qs"}
    assert after.sweeps == (0, 0) and after.last_capturer == 0
    assert moves(after) == {"2c trails", "3c trails"}  # nothing left to take


def test_a_clear_by_value_is_a_sweep_worth_one_point() -> None:
    state = position("tablanette", [["Kc", "5c"], ["2c", "3c"]], ["Jd", "2h"],
                     stock=["6c", "6d", "6h", "6s"])  # fmt: skip
    assert "Kc takes 2h Jd" in moves(state)  # 12 + 2 = 14: a jack on the table counts 12
    after = state.apply(parse_move("Kc takes 2h Jd"))
    assert after.table == () and after.sweeps == (1, 0)


def test_on_an_empty_table_the_jack_only_trails() -> None:
    state = position("tablanette", [["Jh", "5c"], ["2c"]], [])
    assert moves(state) == {"Jh trails", "5c trails"}


def test_nothing_builds_and_the_jack_takes_only_everything() -> None:
    state = position("tablanette", [["Jh", "5c", "7h"], ["2c"]], ["2d", "5h", "7s"])
    with pytest.raises(IllegalMoveError, match="no builds"):
        state.apply(parse_move("5c builds 7 on 2d"))
    with pytest.raises(IllegalMoveError, match="takes the whole table at once, or trails"):
        state.apply(parse_move("Jh takes 5h 7s"))  # 12 = 5 + 7, but the jack takes all
    assert not any(move.action == "build" for move in state.legal_moves())


def test_the_jack_takes_builds_too_where_there_are_builds() -> None:
    build = {"cards": ["3s", "2h"], "value": 5, "owner": 1}
    state = position({"preset": "classic", "take_all": "jack"}, [["Jh", "9c"], ["5d"]],
                     ["4d", build])  # fmt: skip
    assert moves(state) == {"Jh takes 2h 3s 4d", "Jh trails", "9c trails"}
    after = state.apply(parse_move("Jh takes 2h 3s 4d"))
    assert after.table == () and after.sweeps == (0, 0)
    assert codes(after.captured[0]) == {"Jh", "2h", "3s", "4d"}


def test_a_take_of_everything_is_written_without_a_value() -> None:
    state = position("tablanette", [["Jh", "5c"], ["2c"]], ["4d", "9h"])
    (take,) = [move for move in state.legal_moves() if move.action == "capture"]
    assert take.value is None and move_to_json(take) == {
        "card": "Jh", "action": "capture", "table": ["4d", "9h"], "value": None
    }  # fmt: skip
    assert move_from_json(move_to_json(take)) == take
    # Written with the jack's 12, it is still the same move.
    cards = (parse_card("4d"), parse_card("9h"))
    assert state.apply(Move(parse_card("Jh"), "capture", cards, 12)) == state.apply(take)


def test_a_round_scores_most_cards_and_the_aces_tens_and_courts() -> None:
    # The last two cards of a round: seat 0's jack takes A♥ 10♦ 2♣ K♠, seat 1 trails the
    # 3♣, which goes to seat 0 as the last capturer.
    state = position("tablanette", [["Jd"], ["3c"]], ["Ah", "Td", "2c", "Ks"],
                     captured=[["Qh", "9s", "8s"], ["Tc", "Kd", "5s", "6s", "7s"]])  # fmt: skip
    end = state.apply(parse_move("Jd takes Ah Td 2c Ks")).apply(parse_move("3c trails"))
    assert end.round_over and end.table == () and len(end.captured[0]) == 9
    first, second = score_round(end).sides
    assert dict(first.points) == {
        "cards": 3,  # 9 cards against 5
        "spades": 0,  # no most spades in tablanette (seat 1 has more)
        "big_cassino": 2,  # the 10♦
        "little_cassino": 0,  # the 2♠ scores nothing here
        "aces": 1,
        "tens_and_courts": 3,  # Q♥ J♦ K♠
        "two_of_clubs": 1,
        "sweeps": 0,  # the jack's take is no sweep
        "each_spade": 0,
        "sette_bello": 0,
        "bonus": 0,
        "penalties": 0,
    }
    assert second.of("tens_and_courts") == 2 and second.total == 2  # 10♣ K♦
    assert finish_round(end).side_totals == (10, 2)


def test_the_whole_deck_is_worth_twenty_five() -> None:
    rules = load("tablanette")
    assert base_points(rules) == 25  # 3 + 4 aces + 12 courts + 3 tens + 10♦ 2 + 2♣ 1
    assert [rules.card_points[parse_card(code)] for code in ("Ac", "Td", "Th", "2c", "2s")] == [
        1, 2, 1, 1, 0,
    ]  # fmt: skip


def test_three_players_get_six_six_and_four() -> None:
    rules = load("tablanette").with_options(players=3)
    assert rules.deals_per_round == 3  # 48 cards: 18, 18, then the short last deal of 12
    assert (
        load("tablanette").deals_per_round == 4
        and rules.with_options(players=4).deals_per_round == 2
    )


def test_an_ace_counts_one_or_eleven_from_the_hand_and_on_the_table() -> None:
    state = position("tablanette", [["Ah", "Kc", "5d"], ["2c"]], ["3d", "As", "6h", "Td"])
    assert moves(state) == {
        "Ah takes As", "Ah as 11 takes As Td", "Ah trails",  # 1 + 10 = 11
        "Kc takes As 3d", "Kc takes As 3d Td",  # 11 + 3 = 14, or 1 + 3 + 10
        "Kc trails", "5d trails",
    }  # fmt: skip
    after = state.apply(parse_move("Ah as 11 takes As Td"))
    assert codes(after.captured[0]) == {"Ah", "As", "Td"} and codes(after.table) == {"3d", "6h"}
    with pytest.raises(IllegalMoveError):
        state.apply(parse_move("Ah as 11 takes 3d 6h"))  # 9, not 11


def test_the_ace_of_eleven_is_an_option_of_its_own() -> None:
    state = position({"preset": "tablanette", "ace_eleven": False}, [["Ah", "Kc"], ["2c"]],
                     ["As", "Td", "3d"])  # fmt: skip
    assert moves(state) == {"Ah takes As", "Ah trails", "Kc takes As 3d Td", "Kc trails"}
