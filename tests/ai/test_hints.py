"""Hints: the Hard level's move with a reason in words."""

from __future__ import annotations

from random import Random

import pytest
from ai_helpers import SMALL_HARD, full_position

from cassino.ai.hints import HINT_SLACK, hint, reason_for, safer_choice
from cassino.engine.notation import parse_move
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


@pytest.mark.parametrize(
    ("hand", "table", "move", "reason"),
    [
        ("5c Kh", ["5d"], "5c takes 5d", "sweeps the table: 2 cards"),
        ("Tc 4h", ["Td", "3c"], "Tc takes Td", "takes Big Cassino: 2 cards; risks a sweep"),
        (
            "2h 3h",
            ["2s", "Kc"],
            "2h takes 2s",
            "takes Little Cassino: 2 cards, 1 spade; risks a sweep",
        ),
        ("9c 4h", ["4c", "5h", "6d", "3d", "Kc"], "9c takes 3d 4c 5h 6d", "takes 5 cards"),
        ("2h 9c", ["7d", "Kc"], "2h builds 9 on 7d", "builds 9 for next turn: 2 cards"),
        ("Td 3c", ["Kh"], "3c trails", "trails the 3♣, keeping the 10♦"),
        ("8h 3c", ["Kh"], "3c trails", "trails the 3♣, which scores nothing by itself"),
    ],
)
def test_reasons_name_what_matters(hand: str, table: list[str], move: str, reason: str) -> None:
    state = full_position(load("classic"), [hand, "Qs Qh Jd Jc"], list(table), stock_size=20)
    view = PlayerView.of(state, 0)
    assert reason_for(view, parse_move(move)) == reason


def test_taking_an_opponents_build_says_so() -> None:
    state = full_position(
        load("classic"), ["9c 4h", "Qs Qh 9d Jc"], [(["4s", "5s"], 9, 1), "Kc"], stock_size=20
    )
    assert reason_for(PlayerView.of(state, 0), parse_move("9c takes 4s 5s")) == (
        "takes their 9-build: 3 cards, 2 spades; risks a sweep"
    )


def test_a_hint_is_a_legal_move_with_its_reason() -> None:
    state = full_position(load("classic"), ["Tc 4h 2s", "Qs Qh Jd"], ["Td"], stock_size=20)
    view = PlayerView.of(state, 0)
    given = hint(view, Random(1), SMALL_HARD)
    assert given.move in view.legal_moves()
    assert given.reason == reason_for(view, given.move)
    assert str(given) == "Tc takes Td: sweeps the table: 2 cards, 10♦"


def test_the_hint_prefers_an_equal_move_that_leaves_no_sweep() -> None:
    # An empty table: a trailed 3 is swept by the 3♥ still out; every 8 and 7 is seen.
    state = full_position(load("classic"), ["8h 3c 7d", "Qs Qh 3h"], [], stock_size=0)
    view = PlayerView.of(state, 0)
    risky, safe, other = (parse_move(text) for text in ("3c trails", "8h trails", "7d trails"))
    equal = [(risky, 1.0), (safe, 1.0 - HINT_SLACK / 2), (other, 0.0)]
    assert safer_choice(view, equal, risky) == safe
    worse = [(risky, 1.0), (safe, 1.0 - 2 * HINT_SLACK), (other, 0.0)]
    assert safer_choice(view, worse, risky) == risky  # the safe move costs too much
    assert safer_choice(view, equal, safe) == safe
