"""Round scoring and the game to the target (RULES.md §5–6)."""

from __future__ import annotations

from random import Random

from cassino.engine.match import call_out, finish_round, next_round, start_round
from cassino.engine.rules import Rules
from cassino.engine.scoring import score_round
from cassino.engine.state import State
from cassino.userdata.presets import position_from_json

ALL_SPADES = ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts", "Js", "Qs", "Ks"]


def finished(captured: list[list[str]], sweeps: list[int] | None = None, **extra: object) -> State:
    players = len(captured)
    return position_from_json(
        {
            "to_move": 0,
            "hands": [[] for _ in range(players)],
            "table": [],
            "captured": captured,
            "sweeps": sweeps or [0] * players,
            **extra,
        }
    )


def test_categories_of_a_round() -> None:
    state = finished(
        [[*ALL_SPADES, "Td", "Ah", "Ad", "Kc"], ["Ac", "2h", "3h", "4h", "5h"]], sweeps=[2, 1]
    )
    first, second = score_round(state).sides
    assert dict(first.points) == {
        "cards": 3,
        "spades": 1,
        "big_cassino": 2,
        "little_cassino": 1,
        "aces": 3,
        "tens_and_courts": 0,
        "two_of_clubs": 0,
        "sweeps": 2,
        "each_spade": 0,
        "sette_bello": 0,
        "bonus": 0,
        "penalties": 0,
    }
    assert (first.total, second.total) == (12, 2)
    assert (first.cards, first.spades) == (17, 13)


def test_ties_for_cards_and_spades_score_nothing() -> None:
    state = finished([["As", "2h"], ["3s", "4h"]])
    first, second = score_round(state).sides
    assert first.of("cards") == second.of("cards") == 0
    assert first.of("spades") == second.of("spades") == 0


def test_portuguese_card_tie_goes_to_more_spades() -> None:
    state = finished(
        [["As", "2s", "3h"], ["4s", "5h", "6h"]],
        rules={"preset": "classic", "card_tie": "spades"},
    )
    first, second = score_round(state).sides
    assert (first.of("cards"), second.of("cards")) == (3, 0)


def test_partners_pool_their_captures() -> None:
    state = finished([["As", "2s"], ["3h"], ["4s", "Td"], ["5h"]], sweeps=[1, 0, 1, 0])
    team, _other = score_round(state).sides
    assert len(score_round(state).sides) == 2
    assert team.cards == 4 and team.of("sweeps") == 2 and team.of("big_cassino") == 2


def test_leftovers_go_to_the_last_capturer_and_are_no_sweep() -> None:
    state = position_from_json(
        {
            "to_move": 0,
            "hands": [["9c"], []],
            "table": ["5d", "Kh"],
            "last_capturer": 1,
        }
    )
    after = state.apply(state.legal_moves()[-1])  # 9c trails: the last card of the round
    assert after.round_over
    assert after.table == ()
    assert sorted(map(str, after.captured[1])) == ["5d", "9c", "Kh"]
    assert after.sweeps == (0, 0)


def test_sweep_with_the_last_card_follows_the_option() -> None:
    base = {"to_move": 0, "hands": [["9c"], []], "table": ["4d", "5h"]}
    counted = position_from_json(base)
    assert counted.apply(counted.legal_moves()[0]).sweeps == (1, 0)
    refused = position_from_json(
        {**base, "rules": {"preset": "classic", "sweep_on_last_play": False}}
    )
    assert refused.apply(refused.legal_moves()[0]).sweeps == (0, 0)


def test_a_game_is_played_to_the_target_with_the_deal_passing_left(classic: Rules) -> None:
    rng = Random(11)
    state = start_round(classic, rng, dealer=0)
    dealers = []
    while True:
        dealers.append(state.dealer)
        while not state.round_over:
            moves = state.legal_moves()
            state = state.apply_legal(moves[0])
        result = finish_round(state)
        if result.outcome is not None:
            break
        state = next_round(state, result, rng)
    assert dealers == [n % 2 for n in range(len(dealers))]
    assert max(result.side_totals) >= 21
    assert result.side_totals[result.outcome.winner] == max(result.side_totals)


def test_highest_total_wins_when_both_reach_the_target() -> None:
    # 13 spades: cards 3, spades 1, Little Cassino 1, an ace 1; Big Cassino 2.
    state = finished([ALL_SPADES, ["Td"]], scores=[19, 20])
    result = finish_round(state)
    assert result.side_totals == (25, 22)
    assert result.outcome is not None and result.outcome.winner == 0


def test_count_out_stops_at_the_first_category_that_reaches_the_target() -> None:
    rules = {"preset": "classic", "finish": "count_out"}
    # Side 0: cards (3) takes it to 19, spades are tied; side 1 reaches 21 on Big Cassino
    # before side 0's four aces (which would have made 23) are counted.
    captured = [["As", "Ah", "Ad", "Ac", "3h", "4h", "5h"], ["Td", "4s", "6h"]]
    state = finished(captured, scores=[16, 19], rules=rules)
    result = finish_round(state)
    assert result.outcome is not None and result.outcome.winner == 1
    assert "big_cassino" in result.outcome.reason


def test_a_tie_at_the_top_plays_another_round() -> None:
    state = finished([["3s", "2h"], ["4s", "5h"]], scores=[21, 21])
    assert finish_round(state).side_totals == (21, 21)
    assert finish_round(state).outcome is None


def test_all_eleven_options() -> None:
    captured = [[*ALL_SPADES, "Td", "Ah", "Ad", "Ac"], ["2h"]]
    bonus = finished(captured, rules={"preset": "classic", "all_eleven": "bonus_point"})
    assert score_round(bonus).sides[0].total == 12
    wins = finished(captured, rules={"preset": "classic", "all_eleven": "wins_game"})
    outcome = finish_round(wins).outcome
    assert outcome is not None and outcome.winner == 0 and "all eleven" in outcome.reason


def test_call_out_wins_only_with_the_target_reached() -> None:
    rules = {"preset": "classic", "call_out": True}
    position = {
        "to_move": 0,
        "hands": [["9c"], ["9d"]],
        "table": [],
        "captured": [["Td", "As"], []],
        "scores": [18, 5],
        "rules": rules,
    }
    state = position_from_json(position)  # 18 + 2 (Big Cassino) + 1 (ace): 21
    assert call_out(state, 0).winner == 0
    state = position_from_json({**position, "scores": [10, 5]})
    lost = call_out(state, 0)
    assert lost.winner == 1 and "wrongly" in lost.reason
