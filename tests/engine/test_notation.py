"""Positions and moves in NOTATION.md form: reading, writing, refusing the impossible."""

from __future__ import annotations

from random import Random

import pytest

from cassino.engine.cards import Card, parse_card
from cassino.engine.errors import CardError, MoveError, PositionError
from cassino.engine.match import start_round
from cassino.engine.moves import Move, format_move
from cassino.engine.notation import move_from_json, move_to_json, parse_move, position_to_json
from cassino.engine.rules import Rules
from cassino.userdata.presets import position_from_json


def test_card_codes_accept_ten_and_symbols() -> None:
    assert parse_card("10♦") == parse_card("Td") == parse_card("td") == Card("Td")
    assert str(parse_card("2♠")) == "2s"
    with pytest.raises(CardError, match="'1x' is not a card"):
        parse_card("1x")


def test_the_short_position_of_notation_md_is_valid() -> None:
    state = position_from_json({"to_move": 0, "hands": [["8s"], ["Kd"]], "table": ["5c", "3d"]})
    assert [format_move(move) for move in state.legal_moves()] == ["8s takes 3d 5c", "8s trails"]
    assert state.rules.preset == "classic" and state.dealer == 1


def test_positions_round_trip_through_json(classic: Rules) -> None:
    rng = Random(5)
    for players in (2, 3, 4):
        rules = classic.with_options(players=players)
        state = start_round(rules, rng, dealer=players - 1)
        for _ in range(20):
            data = position_to_json(state)
            assert position_to_json(position_from_json(data)) == data
            assert position_from_json(data) == state
            moves = state.legal_moves()
            state = state.apply_legal(moves[rng.randrange(len(moves))])


def test_rules_mapping_keeps_its_overrides() -> None:
    data = {
        "rules": {"preset": "classic", "court_capture": "all"},
        "to_move": 0,
        "hands": [["Qs"], ["2d"]],
        "table": ["Qh", "Qd"],
    }
    state = position_from_json(data)
    assert {format_move(m) for m in state.legal_moves()} == {
        "Qs takes Qh",
        "Qs takes Qd",
        "Qs takes Qh Qd",
        "Qs trails",
    }
    assert position_to_json(state)["rules"] == {
        "preset": "classic",
        "court_capture": "all",
        "players": 2,
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "a position must be a JSON object"),
        ({"hands": [], "table": []}, "a position needs 'to_move'"),
        ({"to_move": 0, "hands": [["Kd"], ["Kd"]], "table": []}, "Kd appears twice"),
        ({"to_move": 0, "hands": [["Kd"], []], "table": ["Kd"]}, "Kd appears twice"),
        ({"to_move": 2, "hands": [["Kd"], ["Ks"]], "table": []}, "'to_move' must be a seat"),
        ({"to_move": 0, "hands": [["Xd"], ["Ks"]], "table": []}, "'Xd' is not a card"),
        (
            {
                "to_move": 0,
                "hands": [["Kd"], ["Ks"]],
                "table": [{"cards": ["2c", "5d"], "value": 6, "owner": 0}],
            },
            "does not split into groups worth 6",
        ),
        (
            {
                "to_move": 0,
                "hands": [["Kd"], ["Ks"]],
                "table": [{"cards": ["2c", "Qd"], "value": 2, "owner": 0}],
            },
            "court cards have no value",
        ),
        (
            {
                "to_move": 0,
                "hands": [["Kd"], ["Ks"]],
                "table": [{"cards": ["2c", "5d"], "value": 7, "owner": 5}],
            },
            "owner' must be a seat from 0 to 1",
        ),
        (
            {"to_move": 0, "hands": [[], ["Ks"]], "table": []},
            "seat 0 is to move but holds no cards",
        ),
        (
            {"to_move": 0, "hands": [["Kd"], ["Ks"]], "table": [], "tabel": []},
            "unknown position key 'tabel'",
        ),
        (
            {"to_move": 0, "players": 3, "hands": [["Kd"], ["Ks"]], "table": []},
            "'hands' has 2 hands for 3 players",
        ),
    ],
)
def test_impossible_positions_are_refused_by_name(data: object, message: str) -> None:
    with pytest.raises(PositionError) as error:
        position_from_json(data)
    assert message in str(error.value)


def test_multiple_builds_are_recognised_from_their_cards() -> None:
    state = position_from_json(
        {
            "to_move": 0,
            "hands": [["7c"], ["Kd"]],
            "table": [{"cards": ["5h", "2s", "7d"], "value": 7, "owner": 1}],
        }
    )
    build = state.table[0]
    assert build.multiple and str(build) == "[2s 5h 7d = 7s]"


def test_moves_read_in_both_forms() -> None:
    move = Move(Card("9c"), "capture", (Card("4d"), Card("5h")), 9)
    assert move_from_json(move_to_json(move)) == move
    assert parse_move("9c takes 5h 4d") == Move(Card("9c"), "capture", (Card("4d"), Card("5h")))
    assert parse_move("2h builds 9 on 7d") == Move(Card("2h"), "build", (Card("7d"),), 9)
    assert parse_move("Kd trails") == Move(Card("Kd"), "trail")
    assert parse_move('{"card": "Kd", "action": "trail"}') == Move(Card("Kd"), "trail")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("9c eats 4d", "cannot read the move"),
        ('{"card": "9c", "action": "steal"}', "unknown action 'steal'"),
        ('{"card": "9c", "action": "build", "table": ["7d"]}', "needs its announced value"),
        ('{"card": "9c", "action": "trail", "colour": 1}', "unknown move key 'colour'"),
        ("{not json", "not valid JSON"),
    ],
)
def test_unreadable_moves_say_why(text: str, message: str) -> None:
    with pytest.raises((MoveError, PositionError)) as error:
        parse_move(text)
    assert message in str(error.value)
