"""What the presets from royal to five_players change: values, decks, deals and scoring.

The expected legal moves, scores and positions are derived by hand from RULES.md and the
preset's row in §8, not read back from the engine.
"""

from __future__ import annotations

import pytest
from positions import codes, finished, moves, play, position, rules_for

from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError, PositionError, RulesError
from cassino.engine.match import finish_round
from cassino.engine.notation import move_to_json, parse_move
from cassino.engine.scoring import score_round
from cassino.engine.table import Build
from cassino.userdata.presets import load, position_from_json

# --- royal ----------------------------------------------------------------------------------


def test_royal_ace_as_fourteen_takes_king_and_ace_and_as_one_takes_aces() -> None:
    # As 1 the ace pairs the loose A♣ and takes the 1-build of aces; as 14 it takes K+A
    # (13 + 1), Q+2, or the loose ace as a pair (already a move as 1, so listed once).
    state = position(
        "royal",
        [["As", "5c"], ["3c"]],
        ["Kd", "Ac", "Qh", "2d", {"cards": ["Ad", "Ah"], "value": 1, "owner": 1}],
    )
    assert moves(state) == {
        "As takes Ac",
        "As takes Ah Ad",
        "As takes Ah Ad Ac",
        "As as 14 takes Ac Kd",
        "As as 14 takes 2d Qh",
        "As as 14 takes Ac 2d Qh",
        "As as 14 takes Ac 2d Qh Kd",
        "As trails",
        "5c trails",  # 5 + 9 for 14 has no 9; 5 + 2 + ... no group of 5
    }
    after = play(state, "As as 14 takes Ac 2d Qh Kd")
    assert move_to_json(parse_move("As as 14 takes Ac Kd"))["value"] == 14
    assert sorted(codes(after.captured[0])) == sorted(["As", "Ac", "2d", "Qh", "Kd"])
    assert [item.cards for item in after.table if isinstance(item, Build)] == [
        (Card("Ah"), Card("Ad"))
    ]


def test_royal_court_cards_capture_and_build_like_numbers() -> None:
    hands = [["Kc", "2h"], ["3c"]]
    table = ["Kd", "Jh", "2d", "9s", "4c"]
    assert moves(position("royal", hands, table)) == {
        # K = 13: the K, J+2, 9+4 and any of them together.
        "Kc takes Kd",
        "Kc takes 2d Jh",
        "Kc takes 4c 9s",
        "Kc takes 2d Jh Kd",
        "Kc takes 4c 9s Kd",
        "Kc takes 2d 4c 9s Jh",
        "Kc takes 2d 4c 9s Jh Kd",
        "Kc trails",
        "2h takes 2d",
        # Holding the K, 2 + J or 2 + 9 + 2 builds 13, gathering the K or 9+4.
        "2h builds 13 on Jh",
        "2h builds 13 on Jh Kd",
        "2h builds 13 on 4c 9s Jh",
        "2h builds 13 on 4c 9s Jh Kd",
        "2h builds 13 on 2d 9s",
        "2h builds 13 on 2d 9s Kd",
        "2h trails",
    }
    # The same cards in classic play: a king takes one king, nothing builds to 13.
    assert moves(position("classic", hands, table)) == {
        "Kc takes Kd",
        "Kc trails",
        "2h takes 2d",
        "2h trails",
    }


def test_royal_holding_an_ace_answers_for_a_fourteen_build() -> None:
    state = position("royal", [["5c", "Ad"], ["Ah", "7c"]], ["9h", "3s"])
    assert moves(state) == {"5c builds 14 on 9h", "5c trails", "Ad trails"}
    with pytest.raises(IllegalMoveError, match="hold"):
        position("royal", [["5c", "6d"], ["Ah"]], ["9h"]).apply(parse_move("5c builds 14 on 9h"))
    after = play(state, "5c builds 14 on 9h")
    assert moves(after) == {"Ah as 14 takes 5c 9h", "Ah trails", "7c trails"}


def test_royal_sweeps_do_not_score() -> None:
    hands = [["Kc", "4h"], ["3c"]]
    assert play(position("royal", hands, ["Kd"]), "Kc takes Kd").sweeps == (0, 0)
    assert play(position("classic", hands, ["Kd"]), "Kc takes Kd").sweeps == (1, 0)


# --- spade ----------------------------------------------------------------------------------


def test_spade_every_spade_scores_and_the_jack_two() -> None:
    rest = [
        card.code
        for card in load("spade").cards
        if card.code not in {"As", "2s", "3s", "4s", "5s", "Td"}
    ]
    state = finished("spade", [["As", "2s", "3s", "4s", "5s", "Td"], rest])
    first, second = score_round(state).sides
    # Seat 0: Big and Little Cassino, the A♠, and 5 spades; seat 1: cards, spades, 3 aces,
    # and 6♠-K♠: seven spades at 1 and the J♠ at 2.
    assert first.of("each_spade") == 5 and first.total == 2 + 1 + 1 + 5
    assert second.of("each_spade") == 9 and second.total == 3 + 1 + 3 + 9
    assert first.total + second.total == 25


def test_spade_game_is_to_61() -> None:
    captured = [["Td", "5c"], ["3h"]]  # seat 0: cards 3 + Big Cassino 2 = 5
    assert finish_round(finished("spade", captured, scores=[55, 40])).outcome is None
    outcome = finish_round(finished("spade", captured, scores=[56, 40])).outcome
    assert outcome is not None and outcome.winner == 0
    assert finish_round(finished("classic", captured, scores=[16, 0])).outcome is not None


# --- draw -----------------------------------------------------------------------------------


def test_draw_the_player_draws_back_up_to_four_after_each_play() -> None:
    state = position(
        "draw",
        [["7c", "2h", "3d", "4s"], ["5h", "6h", "8c", "9c"]],
        ["7h", "Kd"],
        stock=["Kc", "Qd"],
    )
    state = play(state, "7c takes 7h")
    assert codes(state.hands[0]) == ["2h", "3d", "4s", "Kc"]
    assert codes(state.stock) == ["Qd"] and state.to_move == 1
    state = play(state, "5h trails")
    assert codes(state.hands[1]) == ["6h", "8c", "9c", "Qd"] and not state.stock
    state = play(state, "2h trails")  # the stock is empty: no more drawing
    assert codes(state.hands[0]) == ["3d", "4s", "Kc"]
    classic = position(
        "classic", [["7c", "2h", "3d", "4s"], ["5h"]], ["7h", "Kd"], stock=["Kc", "Qd"]
    )
    assert codes(play(classic, "7c takes 7h").hands[0]) == ["2h", "3d", "4s"]


# --- california -----------------------------------------------------------------------------


def test_california_a_court_card_takes_every_loose_card_of_its_rank() -> None:
    hands = [["Qs", "5c"], ["2c"]]
    table = ["Qh", "Qd", "5h"]
    assert moves(position("california", hands, table)) == {
        "Qs takes Qh",
        "Qs takes Qd",
        "Qs takes Qh Qd",
        "Qs trails",
        "5c takes 5h",
        "5c trails",
    }
    assert "Qs takes Qh Qd" not in moves(position("classic", hands, table))
    swept = play(position("california", hands, ["Qh", "Qd"]), "Qs takes Qh Qd")
    assert not swept.table and swept.sweeps == (0, 0)  # sweeps do not score


# Seat 0 takes cards (3), spades (1), Big (2) and Little Cassino (1) and an ace: 8 points.
CALIFORNIA_PILES = [["Td", "2s", "As"], ["3c"]]


@pytest.mark.parametrize(
    ("round_number", "scores", "winner"),
    [
        (1, [40, 0], None),  # no target: 40 points end nothing
        (3, [40, 0], None),
        (4, [0, 5], 0),  # both players have dealt twice: 8 against 5
        (4, [0, 9], 1),
        (4, [0, 8], None),  # a tie plays on
        (5, [0, 7], 0),
    ],
)
def test_california_two_players_end_after_four_rounds(
    round_number: int, scores: list[int], winner: int | None
) -> None:
    state = finished("california", CALIFORNIA_PILES, scores=scores, round=round_number)
    outcome = finish_round(state).outcome
    assert (None if outcome is None else outcome.winner) == winner


def test_california_six_players_in_three_partnerships_end_after_twelve_rounds() -> None:
    teams = {"preset": "california", "partnerships": True}
    rules = rules_for("california", 6).with_options(partnerships=True)
    assert rules.side_of == (0, 1, 2, 0, 1, 2)
    captured = [["Td", "2s"], ["3c"], [], ["As"], [], []]  # seats 0 and 3 are partners
    before_end = finish_round(finished(teams, captured, round=11))
    assert before_end.outcome is None
    result = finish_round(finished(teams, captured, round=12))
    assert result.side_totals == (8, 0, 0)
    assert result.outcome is not None and result.outcome.winner == 0
    with pytest.raises(RulesError, match="players"):
        load("california").with_options(players=5)


# --- diamond and italian (40 cards, sette bello) --------------------------------------------


def test_diamond_has_no_court_cards_and_the_seven_of_diamonds_scores() -> None:
    with pytest.raises(PositionError, match="Kd is not in the deck"):
        position("diamond", [["Kd"], ["2c"]], ["5h"])
    first, second = score_round(finished("diamond", [["7d"], ["3c", "4c"]])).sides
    assert first.of("sette_bello") == 1 and first.total == 1
    assert second.total == 3  # most cards
    assert score_round(finished("classic", [["7d"], ["3c", "4c"]])).totals() == (0, 3)


def test_italian_has_no_eight_nine_ten_and_the_seven_of_diamonds_scores() -> None:
    for card in ("8s", "9h", "Td"):
        with pytest.raises(PositionError, match="not in the deck"):
            position("italian", [[card], ["2c"]], ["5h"])
    state = position("italian", [["4c", "7h"], ["Ks"]], ["3d", "Qh"])
    assert moves(state) == {"4c builds 7 on 3d", "4c trails", "7h trails"}
    first, second = score_round(finished("italian", [["7d", "2s"], ["3c"]])).sides
    assert first.total == 3 + 1 + 1 + 1  # cards, spades, Little Cassino, sette bello
    assert second.total == 0


# --- portuguese -----------------------------------------------------------------------------


def test_portuguese_a_tie_for_cards_goes_to_more_spades() -> None:
    captured = [["3s", "4s", "5h"], ["3h", "4h", "6s"]]
    assert score_round(finished("portuguese", captured)).totals() == (3 + 1, 0)
    assert score_round(finished("classic", captured)).totals() == (1, 0)
    # Tied for spades as well: nobody scores the cards.
    assert score_round(finished("portuguese", [["3s", "5h"], ["4s", "5d"]])).totals() == (0, 0)


def test_portuguese_teams_of_two_pool_their_cards_and_play_to_31() -> None:
    captured = [["3s"], ["3h", "4h", "6s"], ["4s", "5h"], []]
    assert score_round(finished("portuguese", captured)).totals() == (4, 0)
    with pytest.raises(RulesError, match="players"):
        load("portuguese").with_options(players=3)
    piles = [["3s", "4s", "5h"], ["3h", "4h", "6s"]]  # 4 points to seat 0
    assert finish_round(finished("portuguese", piles, scores=[26, 0])).outcome is None
    outcome = finish_round(finished("portuguese", piles, scores=[27, 0])).outcome
    assert outcome is not None and outcome.winner == 0


# --- five_players ---------------------------------------------------------------------------


def test_five_players_without_three_twos() -> None:
    rules = load("five_players")
    assert len(rules.cards) == 49 and Card("2s") in rules.cards
    with pytest.raises(PositionError, match="2h is not in the deck"):
        position("five_players", [["2h"], [], [], [], []], ["5c"])
    assert rules.side_of == (0, 1, 2, 3, 4)
    captured = [["Td", "2s", "As", "5c"], ["3c"], ["4c"], [], []]
    assert score_round(finished("five_players", captured)).totals() == (8, 0, 0, 0, 0)


def test_royal_ace_as_14_on_what_it_takes_as_1_is_the_same_move() -> None:
    state = position_from_json(
        {
            "rules": {"preset": "royal"},
            "to_move": 0,
            "hands": [["Ah"], ["Kd"]],
            "table": ["Ac", "9s"],
        }
    )
    after = state.apply(parse_move("Ah as 14 takes Ac"))
    assert set(after.captured[0]) == {Card("Ah"), Card("Ac")}


def test_a_court_card_answers_for_a_numeric_build_only_with_court_builds() -> None:
    rules = load("classic").with_options(ace_high=True, max_build=14)
    assert not rules.holds([Card("Qs")], 12)
    assert load("trailing_royals").holds([Card("Qs")], 12)
