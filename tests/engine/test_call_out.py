"""``call_out``: a claim mid-round counts only the points already settled (pagat).

Most cards counts only for a side holding more than half the round's cards (27 of 52),
most spades only for more than half the spades (7 of 13); aces, the Cassinos and sweeps
count as captured. Before, the current leader's majority counted: 19 points and 10 cards won.
"""

from __future__ import annotations

import pytest

from cassino.engine.match import call_out
from cassino.engine.scoring import settled_score
from cassino.engine.state import State
from cassino.userdata.presets import position_from_json

HEARTS = ["3h", "4h", "5h", "6h", "7h", "8h", "9h", "Th", "Jh", "Qh", "Kh"]
DIAMONDS = ["3d", "4d", "5d", "6d", "7d", "8d", "9d", "Jd", "Qd", "Kd"]
CLUBS = ["3c", "4c", "5c", "6c", "7c", "8c", "9c", "Tc", "Jc", "Qc", "Kc"]
SPADES = ["3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts", "Js", "Qs", "Ks"]


def claim(
    captured: list[str], score: int, sweeps: int = 0, theirs: list[str] | None = None
) -> State:
    return position_from_json(
        {
            "rules": {"preset": "classic", "call_out": True},
            "to_move": 0,
            "hands": [["2h"], ["2d"]],
            "table": [],
            "captured": [captured, theirs or []],
            "sweeps": [sweeps, 0],
            "scores": [score, 0],
        }
    )


def test_nineteen_points_and_ten_cards_no_longer_win() -> None:
    state = claim(HEARTS[:10], 19)
    outcome = call_out(state, 0)
    assert outcome.winner == 1 and outcome.reason == "called out wrongly with 19 points"


@pytest.mark.parametrize(("cards", "points"), [(26, 0), (27, 3)])
def test_most_cards_is_settled_at_twenty_seven_of_fifty_two(cards: int, points: int) -> None:
    pile = (HEARTS + DIAMONDS + CLUBS)[:cards]
    assert settled_score(claim(pile, 18)).sides[0].of("cards") == points
    assert call_out(claim(pile, 18), 0).winner == (0 if points else 1)


@pytest.mark.parametrize(("spades", "points"), [(6, 0), (7, 1)])
def test_most_spades_is_settled_at_seven_of_thirteen(spades: int, points: int) -> None:
    state = claim(SPADES[:spades], 20)
    assert settled_score(state).sides[0].of("spades") == points
    assert call_out(state, 0).winner == (0 if points else 1)


def test_aces_cassinos_and_sweeps_count_as_captured() -> None:
    state = claim(["As", "Td", "2s"], 16, sweeps=1, theirs=HEARTS)
    side = settled_score(state).sides[0]
    assert [side.of(c) for c in ("aces", "big_cassino", "little_cassino", "sweeps")] == [1, 2, 1, 1]
    assert side.of("cards") == 0 and side.of("spades") == 0
    outcome = call_out(state, 0)
    assert outcome.winner == 0 and outcome.reason == "called out with 21 points"
