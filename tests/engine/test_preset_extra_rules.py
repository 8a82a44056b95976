"""What the presets that add one rule to classic change in play: pluck, trailing royals,
initial pairs, sudden death and michigan.

The expected legal moves, scores and positions are derived by hand from RULES.md and the
preset's row in §8, not read back from the engine.
"""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from positions import codes, finished, moves, play, position

from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError, PositionError
from cassino.engine.match import finish_round, start_round
from cassino.engine.notation import parse_move
from cassino.engine.rules import Rules
from cassino.engine.scoring import score_round
from cassino.engine.table import Build
from cassino.userdata.presets import load, position_from_json

# --- pluck ----------------------------------------------------------------------------------

PLUCK_HANDS = [["7c", "3h"], ["2c", "9d"]]
PLUCK_TABLE = ["7h", "4d", "Kd", "As", "Td"]


def test_pluck_every_variant_before_and_after_the_play() -> None:
    state = position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"])
    assert moves(state) == {
        # Before the play: any loose card but the ace and 10♦.
        "pluck 7h",
        "pluck 4d",
        "pluck Kd",
        # After the play: from what is left, never the card just played.
        "3h builds 7 on 4d",
        "3h builds 7 on 4d, plucks 7h",
        "3h builds 7 on 4d, plucks Kd",
        "3h builds 7 on 4d 7h",
        "3h builds 7 on 4d 7h, plucks Kd",
        "3h trails",
        "3h trails, plucks 4d",
        "3h trails, plucks 7h",
        "3h trails, plucks Kd",
        "7c takes 7h",
        "7c takes 7h, plucks 4d",
        "7c takes 7h, plucks Kd",
        "7c trails",
        "7c trails, plucks 4d",
        "7c trails, plucks 7h",
        "7c trails, plucks Kd",
    }
    after = play(state, "7c takes 7h, plucks Kd")
    assert sorted(codes(after.captured[0])) == sorted(["7c", "7h", "Kd"])
    assert after.plucked == (True, False) and after.to_move == 1


def test_pluck_before_the_play_keeps_the_turn_once_per_deal() -> None:
    state = play(position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"]), "pluck 4d")
    assert state.to_move == 0 and codes(state.captured[0]) == ["4d"]
    assert state.plucked == (True, False)
    assert moves(state) == {"3h trails", "7c takes 7h", "7c trails"}
    with pytest.raises(IllegalMoveError, match="already plucked"):
        state.apply(parse_move("pluck Kd"))


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("pluck As", "aces, 10♦ and 2♠"),
        ("pluck Td", "aces, 10♦ and 2♠"),
        ("7c trails, plucks 7c", "the card you just played"),
        ("pluck 5c", "not a loose card"),
    ],
)
def test_pluck_refused_with_a_reason(move: str, reason: str) -> None:
    state = position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=["5s", "6s"])
    with pytest.raises(IllegalMoveError, match=reason):
        state.apply(parse_move(move))


def test_pluck_never_the_only_item_nor_once_the_stock_is_empty() -> None:
    two = position("pluck", [["7c"], ["2c"]], ["7h", "4d"], stock=["5s", "6s"])
    assert moves(two) == {
        "pluck 7h",
        "pluck 4d",
        "7c takes 7h",  # leaves 4d alone: no pluck after it
        "7c trails",
        "7c trails, plucks 7h",
        "7c trails, plucks 4d",
    }
    one = position("pluck", [["7c"], ["2c"]], ["9h"], stock=["5s", "6s"])
    assert moves(one) == {"7c trails", "7c trails, plucks 9h"}
    empty_stock = position("pluck", PLUCK_HANDS, PLUCK_TABLE)
    assert not any("pluck" in move for move in moves(empty_stock))
    assert not any(
        "pluck" in move
        for move in moves(position("classic", PLUCK_HANDS, PLUCK_TABLE, stock=["5s"]))
    )


def test_pluck_allowed_again_after_the_next_deal() -> None:
    stock = ["5s", "6s", "8s", "9s", "5h", "6h", "8h", "9h", "Ts", "Th"]
    state = position(
        "pluck", [["7c"], ["2c"]], ["9c", "5d"], stock=stock, plucked=[True, False], dealer=1
    )
    assert not any("pluck" in move for move in moves(state))
    state = play(state, "7c trails", "2c trails")  # both hands empty: the dealer deals again
    assert state.plucked == (False, False) and len(state.hands[0]) == 4
    assert any(move.startswith("pluck ") for move in moves(state))


# --- trailing_royals ------------------------------------------------------------------------


def test_trailing_royals_queen_build_and_its_capture() -> None:
    state = position("trailing_royals", [["Qs", "Qh", "5c"], ["Qc", "2d"]], ["Qd", "9s"])
    assert moves(state) == {
        "Qs takes Qd",
        "Qs builds 12 on Qd",  # holding Q♥ for it
        "Qs trails",
        "Qh takes Qd",
        "Qh builds 12 on Qd",
        "Qh trails",
        "5c trails",
    }
    state = play(state, "Qs builds 12 on Qd")
    (build,) = [item for item in state.table if isinstance(item, Build)]
    assert build.cards == (Card("Qs"), Card("Qd")) and build.value == 12
    assert build.owner == 0 and build.multiple
    # The opponent's queen takes the build; without another queen it cannot add to it.
    assert moves(state) == {"Qc takes Qs Qd", "Qc trails", "2d trails"}
    state = play(state, "2d trails")
    # The owner may not trail: the queen in hand takes the build.
    assert moves(state) == {"Qh takes Qs Qd"}
    state = play(state, "Qh takes Qs Qd")
    assert sorted(codes(state.captured[0])) == sorted(["Qs", "Qh", "Qd"])


def test_trailing_royals_adding_to_a_court_build() -> None:
    table: list[Any] = [{"cards": ["Qs", "Qd"], "value": 12, "owner": 1}, "5h"]
    state = position("trailing_royals", [["Qh", "Qc"], ["2d"]], table)
    assert moves(state) == {
        "Qh takes Qs Qd",
        "Qh builds 12 on Qs Qd",
        "Qh trails",
        "Qc takes Qs Qd",
        "Qc builds 12 on Qs Qd",
        "Qc trails",
    }
    (build,) = [
        item for item in play(state, "Qh builds 12 on Qs Qd").table if isinstance(item, Build)
    ]
    assert build.cards == (Card("Qs"), Card("Qh"), Card("Qd")) and build.owner == 0
    with pytest.raises(PositionError, match="court cards"):
        position("classic", [["Qh", "Qc"], ["2d"]], table)


# --- initial_pairs --------------------------------------------------------------------------


class StackedDeck(Random):
    """A random generator whose shuffle lays the deck in a chosen order."""

    def __init__(self, order: list[str]) -> None:
        super().__init__(0)
        self.order = [Card(code) for code in order]

    def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
        assert sorted(x) == sorted(self.order)
        x[:] = self.order


def stacked(rules: Rules, table: list[str]) -> StackedDeck:
    """Two players, dealer seat 0, dealt in twos (RULES.md §2; the dealer serves the other
    player, the table, then themself): cards 3-4 and 9-10 of the deck go to the table."""
    rest = [card.code for card in rules.cards if card.code not in table]
    return StackedDeck(rest[0:2] + table[0:2] + rest[2:6] + table[2:4] + rest[6:])


def test_initial_pairs_go_to_the_first_player_and_an_emptied_table_is_a_sweep() -> None:
    rules = load("initial_pairs")
    state = start_round(rules, stacked(rules, ["5h", "9c", "5d", "9s"]), dealer=0)
    assert state.table == ()
    assert sorted(codes(state.captured[1])) == sorted(["5h", "5d", "9s", "9c"])
    assert state.sweeps == (0, 1) and state.last_capturer == 1 and state.to_move == 1
    classic = load("classic")
    plain = start_round(classic, stacked(classic, ["5h", "9c", "5d", "9s"]), dealer=0)
    dealt = [item for item in plain.table if isinstance(item, Card)]
    assert sorted(codes(dealt)) == sorted(["5h", "9c", "5d", "9s"])  # the deal itself
    assert plain.captured == ((), ()) and plain.sweeps == (0, 0)


def test_initial_pairs_a_third_card_of_the_rank_stays() -> None:
    rules = load("initial_pairs")
    state = start_round(rules, stacked(rules, ["5h", "5c", "5d", "9s"]), dealer=0)
    taken = codes(state.captured[1])
    assert len(taken) == 2 and all(code[0] == "5" for code in taken)
    left = codes([item for item in state.table if isinstance(item, Card)])
    assert (
        len(left) == 2 and "9s" in left and sorted(left + taken) == sorted(["5h", "5c", "5d", "9s"])
    )
    assert state.sweeps == (0, 0)


# --- sudden_death ---------------------------------------------------------------------------

SUDDEN_HANDS = [["9c", "3h"], ["2d", "4c"]]
SUDDEN_TABLE = ["4d", "5h"]


def test_sudden_death_a_sweep_reaching_the_target_ends_the_game() -> None:
    state = position("sudden_death", SUDDEN_HANDS, SUDDEN_TABLE, scores=[20, 5])
    state = play(state, "9c takes 4d 5h")
    assert state.scores == (21, 5) and state.sweeps == (1, 0)
    assert state.legal_moves() == [] and state.round_over
    with pytest.raises(IllegalMoveError, match="game is over"):
        state.apply(parse_move("2d trails"))
    result = finish_round(state)
    assert result.outcome is not None and result.outcome.winner == 0
    assert result.side_totals == (21, 5)


def test_sudden_death_a_sweep_short_of_the_target_is_paid_once() -> None:
    state = play(
        position("sudden_death", SUDDEN_HANDS, SUDDEN_TABLE, scores=[10, 5]), "9c takes 4d 5h"
    )
    assert state.scores == (11, 5) and len(state.legal_moves()) > 0
    state = play(state, "2d trails", "3h trails", "4c trails")
    assert state.round_over  # the leftovers go to seat 0: 6 cards against none
    score = score_round(state)
    assert score.sides[0].of("sweeps") == 0 and score.totals() == (3, 0)
    result = finish_round(state)
    assert result.outcome is None and result.side_totals == (14, 5)
    classic = play(
        position("classic", SUDDEN_HANDS, SUDDEN_TABLE, scores=[10, 5]), "9c takes 4d 5h"
    )
    assert classic.scores == (10, 5)


# --- michigan -------------------------------------------------------------------------------

MICHIGAN_HANDS = [["7c", "5h"], ["2c", "9d"]]
MICHIGAN_TABLE: list[Any] = ["2d", "7h", {"cards": ["4s", "3d"], "value": 7, "owner": 0}]
KEEPING_THE_DUTY = {
    "7c takes 3d 4s",
    "7c takes 3d 4s 7h",
    "5h builds 7 on 2d",
    "5h builds 7 on 2d 7h",
    "5h builds 7 on 2d 3d 4s",
    "5h builds 7 on 2d 3d 4s 7h",
}


def test_michigan_breaking_the_duty_is_legal() -> None:
    assert moves(position("classic", MICHIGAN_HANDS, MICHIGAN_TABLE)) == KEEPING_THE_DUTY
    assert moves(position("michigan", MICHIGAN_HANDS, MICHIGAN_TABLE)) == KEEPING_THE_DUTY | {
        "7c takes 7h",  # leaves the 7-build with no 7 in hand
        "7c trails",
        "5h trails",
    }


@pytest.mark.parametrize(
    ("move", "penalty"),
    [("7c takes 7h", 2), ("7c trails", 2), ("5h builds 7 on 2d", 0), ("7c takes 3d 4s", 0)],
)
def test_michigan_penalty_applied(move: str, penalty: int) -> None:
    state = play(position("michigan", MICHIGAN_HANDS, MICHIGAN_TABLE), move)
    assert state.penalties == (penalty, 0)


def test_michigan_breaking_the_duty_is_refused_in_classic() -> None:
    with pytest.raises(IllegalMoveError, match="must keep a 7"):
        position("classic", MICHIGAN_HANDS, MICHIGAN_TABLE).apply(parse_move("7c takes 7h"))


def test_michigan_penalty_and_sweeps_scored() -> None:
    state = finished("michigan", [["Td", "5c"], ["3c"]], sweeps=[1, 0], penalties=[2, 0])
    first, second = score_round(state).sides
    assert first.of("sweeps") == 2 and first.of("penalties") == -2
    assert first.total == 3 + 2 + 2 - 2  # cards, Big Cassino, one sweep at 2, the penalty
    assert second.total == 0
    swept = play(position("michigan", [["9c", "2h"], ["3d"]], ["4d", "5h"]), "9c takes 4d 5h")
    assert swept.sweeps == (1, 0)
    assert score_round(swept).sides[0].of("sweeps") == 2


def test_michigan_charges_a_breach_once_not_every_later_move() -> None:
    # Seat 0 owns a 7-build and holds the 7: taking something else with the 7 breaks the
    # duty (2 points); later moves of the same owner, the build already broken, are free.
    state = position_from_json(
        {
            "rules": {"preset": "michigan"},
            "to_move": 0,
            "hands": [["7c", "2c", "5h"], ["Kd", "Qd", "Jd"]],
            "table": ["7h", {"cards": ["3s", "4d"], "value": 7, "owner": 0}, "9s"],
        }
    )
    state = state.apply(parse_move("7c takes 7h"))
    assert state.penalties == (2, 0)
    state = state.apply(parse_move("Kd trails"))
    state = state.apply(parse_move("2c trails"))
    assert state.penalties == (2, 0)


def test_michigan_charges_an_owner_who_trails_while_holding_the_card() -> None:
    state = position_from_json(
        {
            "rules": {"preset": "michigan"},
            "to_move": 0,
            "hands": [["7c", "5h"], ["Kd"]],
            "table": [{"cards": ["3s", "4d"], "value": 7, "owner": 0}, "9s"],
        }
    )
    assert state.apply(parse_move("5h trails")).penalties == (2, 0)
