"""The games of seed 000 added for issue 15: the 5♠ sweep, instant scoring,
California with six players alone or in three teams, buckeye and callabra.

Positions and expected moves and scores are derived by hand from docs/rules.md.
"""

from __future__ import annotations

import pytest
from positions import position

from cassino.engine.errors import IllegalMoveError, PositionError, RulesError
from cassino.engine.match import finish_round, totals_before_round
from cassino.engine.moves import format_move
from cassino.engine.notation import parse_move
from cassino.engine.scoring import score_round
from cassino.engine.state import State
from cassino.userdata.presets import load


def moves(state: State) -> set[str]:
    return {format_move(move) for move in state.legal_moves()}


# --- five_of_spades: trailing the 5♠ sweeps the table ---------------------------------------

SEVEN_BUILD = {"cards": ["4h", "3d"], "value": 7, "owner": 1}


def test_trailing_the_five_of_spades_takes_the_whole_table_as_a_sweep() -> None:
    state = position("five_of_spades", [["5s", "Kc"], ["7c", "2d"]], ["9h", "Qd", SEVEN_BUILD],
                     stock=["6c", "6d", "6h", "6s"])  # fmt: skip
    assert moves(state) == {"5s trails", "Kc trails"}  # the move is written as a trail
    after = state.apply(parse_move("5s trails"))
    assert after.table == ()
    assert {card.code for card in after.captured[0]} == {"5s", "9h", "Qd", "3d", "4h"}
    assert after.sweeps == (1, 0) and after.last_capturer == 0
    assert moves(after) == {"7c trails", "2d trails"}  # the next player faces an empty table


def test_in_classic_the_five_of_spades_is_only_laid() -> None:
    state = position("classic", [["5s", "Kc"], ["7c"]], ["9h"])
    after = state.apply(parse_move("5s trails"))
    assert {card.code for card in after.table} == {"5s", "9h"}  # type: ignore[union-attr]
    assert after.sweeps == (0, 0)


def test_on_an_empty_table_the_five_of_spades_is_laid_and_no_sweep() -> None:
    after = position("five_of_spades", [["5s", "Kc"], ["7c"]], []).apply(parse_move("5s trails"))
    assert len(after.table) == 1 and after.sweeps == (0, 0) and after.last_capturer is None


def test_a_build_owner_may_not_trail_the_five_of_spades_either() -> None:
    own = {"cards": ["4h", "3d"], "value": 7, "owner": 0}
    state = position("five_of_spades", [["5s", "7c"], ["2d"]], ["9h", own])
    assert "5s trails" not in moves(state)


def test_the_five_of_spades_sweep_scores_one_point_at_the_end() -> None:
    state = position("five_of_spades", [["5s"], ["7c"]], ["9h", "Td"], dealer=1)
    after = state.apply(parse_move("5s trails")).apply(parse_move("7c trails"))
    assert after.round_over
    first, _ = score_round(after).sides
    assert first.of("sweeps") == 1 and first.of("big_cassino") == 2


def test_the_five_of_spades_sweep_needs_sweeps() -> None:
    with pytest.raises(RulesError, match="'five_of_spades_sweeps' is true but 'sweeps' is false"):
        load("royal").with_options(five_of_spades_sweeps=True)


def test_no_pluck_after_the_five_of_spades_has_swept() -> None:
    rules = {"preset": "pluck", "five_of_spades_sweeps": True}
    state = position(rules, [["5s", "Kc"], ["7c"]], ["9h", "Qd"], stock=["6c", "6d"])
    listed = moves(state)
    assert "5s trails" in listed and not any(m.startswith("5s trails,") for m in listed)
    assert "Kc trails, plucks 9h" in listed


# --- instant_scoring: point cards and sweeps score the moment they are taken ----------------


def test_point_cards_score_into_the_game_score_when_captured() -> None:
    state = position("instant_scoring", [["Ad", "9c"], ["3c"]], ["As", "Td", "9h"],
                     scores=[4, 6], stock=["2c", "3d", "4c", "4d"])  # fmt: skip
    after = state.apply(parse_move("Ad takes As"))
    assert after.scores == (6, 6)  # two aces
    after = after.apply(parse_move("3c trails")).apply(parse_move("9c takes 9h"))
    assert after.scores == (6, 6)  # a 9 is no point card
    assert totals_before_round(after) == (4, 6)


def test_the_round_summary_counts_the_point_cards_once() -> None:
    # Played out: seat 0 took 10♦ and an ace (3 points paid at once: 10 + 3 = 13).
    state = position("instant_scoring", [[], []], [], captured=[["Td", "As", "4c"], ["5h"]],
                     scores=[13, 2])  # fmt: skip
    result = finish_round(state)
    first, second = result.score.sides
    assert first.of("big_cassino") == 2 and first.of("aces") == 1
    assert result.side_totals == (10 + first.total, 2 + second.total)


def test_reaching_the_target_with_a_point_card_ends_the_game_on_the_spot() -> None:
    state = position("instant_scoring", [["Ad", "9c"], ["3c", "4c"]], ["As", "9h"],
                     scores=[20, 6], stock=["2c", "3d", "4h", "4d"])  # fmt: skip
    after = state.apply(parse_move("Ad takes As"))
    assert after.scores == (22, 6) and after.round_over and after.legal_moves() == []
    outcome = finish_round(after).outcome
    assert outcome is not None and outcome.winner == 0
    assert outcome.reason == "reached 22 points during the round"


def test_the_leftovers_pay_their_point_cards_to_the_last_capturer() -> None:
    state = position("instant_scoring", [["9c"], ["3c"]], ["Td", "5h", "4d"], dealer=1)
    after = state.apply(parse_move("9c takes 4d 5h")).apply(parse_move("3c trails"))
    assert after.round_over
    assert {card.code for card in after.captured[0]} == {"9c", "4d", "5h", "Td", "3c"}
    assert after.scores == (2, 0)  # the 10♦ left on the table, paid at the end


def test_a_sweep_is_paid_at_once_and_counted_once() -> None:
    state = position("instant_scoring", [["9c", "2h"], ["3d"]], ["4d", "5h"])
    after = state.apply(parse_move("9c takes 4d 5h"))
    assert after.sweeps == (1, 0) and after.scores == (1, 0)
    assert score_round(after).sides[0].of("sweeps") == 0  # paid already


# --- california: six players alone by default, three teams of two as an option -------------


def test_california_six_players_play_alone_by_default() -> None:
    rules = load("california").with_options(players=6)
    assert rules.side_of == (0, 1, 2, 3, 4, 5) and rules.sides == 6
    captured = [["Td"], ["2s"], ["As"], ["Ah"], [], ["3c", "4c", "5c"]]
    six = {"preset": "california", "players": 6}
    result = finish_round(position(six, [[]] * 6, [], captured=captured, round=12))
    assert result.side_totals == (2, 1, 1, 1, 0, 3)  # most cards (3) to seat 5
    assert result.outcome is not None and result.outcome.winner == 5


def test_california_teams_of_two_with_partnerships() -> None:
    rules = load("california").with_options(players=6, partnerships=True)
    assert rules.side_of == (0, 1, 2, 0, 1, 2) and rules.sides == 3
    four = load("california").with_options(players=4)
    assert four.side_of == (0, 1, 2, 3)


# --- buckeye: Royal, and the 10♦ counts 10 or 11 ------------------------------------------


def test_buckeye_the_ten_of_diamonds_plays_as_ten_or_eleven() -> None:
    state = position("buckeye", [["Td", "Jc", "5h"], ["2c"]], ["5c", "6d", "Jh", "4s"])
    assert moves(state) == {
        "5h takes 5c",
        "5h builds 10 on 5c",
        "5h builds 10 on 4s 5c 6d",
        "5h builds 11 on 6d",
        "5h builds 11 on 6d Jh",
        "5h trails",
        "Td takes 4s 6d",
        "Td as 11 takes 5c 6d",
        "Td as 11 takes Jh",
        "Td as 11 takes 5c 6d Jh",
        "Td builds 11 on Jh",
        "Td builds 11 on 5c 6d",
        "Td builds 11 on 5c 6d Jh",
        "Td trails",
        "Jc takes Jh",
        "Jc takes 5c 6d",
        "Jc takes 5c 6d Jh",
        "Jc builds 11 on Jh",
        "Jc builds 11 on 5c 6d",
        "Jc builds 11 on 5c 6d Jh",
        "Jc trails",
    }
    # In royal the 10♦ is a 10 like the others.
    royal = position("royal", [["Td", "Jc", "5h"], ["2c"]], ["5c", "6d", "Jh", "4s"])
    assert {m for m in moves(royal) if m.startswith("Td")} == {"Td takes 4s 6d", "Td trails"}


def test_buckeye_a_loose_ten_of_diamonds_counts_ten_or_eleven() -> None:
    state = position("buckeye", [["Jc", "4h"], ["2c"]], ["Td", "7s", "Ac"])
    assert moves(state) == {
        "Jc takes Td",
        "Jc takes Ac Td",
        "Jc trails",
        "4h builds 11 on 7s",
        "4h builds 11 on 7s Td",
        "4h builds 11 on Ac 7s Td",
        "4h trails",
    }


def test_buckeye_the_ten_of_diamonds_answers_for_one_build_value_only() -> None:
    ten_build = {"cards": ["4s", "6d"], "value": 10, "owner": 0}
    state = position("buckeye", [["Td", "5h"], ["2c"]], ["6c", ten_build])
    assert moves(state) == {"Td takes 4s 6d"}  # 5h may not build 11: the 10♦ keeps the 10
    with pytest.raises(IllegalMoveError, match="one card answers for one build value only"):
        state.apply(parse_move("5h builds 11 on 6c"))
    eleven_build = {"cards": ["5s", "6h"], "value": 11, "owner": 0}
    with pytest.raises(PositionError, match="owns builds of 10 and 11"):
        position("buckeye", [["Td", "5h"], ["2c"]], [ten_build, eleven_build])


def test_buckeye_a_build_may_count_the_ten_of_diamonds_as_eleven() -> None:
    fourteen = {"cards": ["Td", "3c"], "value": 14, "owner": 1}
    state = position("buckeye", [["Ah", "2d"], ["Kc"]], [fourteen])
    assert "Ah as 14 takes 3c Td" in moves(state)
    with pytest.raises(PositionError, match="does not split into groups worth 14"):
        position("royal", [["Ah", "2d"], ["Kc"]], [fourteen])


# --- callabra: 3 cards each, 5 to the table, two hand cards take their sum, a clear ends it --


def test_callabra_two_hand_cards_take_the_loose_card_they_sum_to() -> None:
    state = position("callabra", [["4d", "5c", "Qh"], ["2c", "3c", "6c"]], ["9s", "7h", "Kd"],
                     stock=["6d", "6h", "6s", "7c", "7d", "7s"])  # fmt: skip
    assert moves(state) == {
        "4d trails", "5c trails", "Qh trails",
        "5c builds 12 on 7h",  # 5 + 7 = 12, holding the queen (12)
        "4d with 5c takes 9s",  # 4 + 5 = 9; no pair makes 7 or 13
    }  # fmt: skip
    after = state.apply(parse_move("5c with 4d takes 9s"))  # either order, the sum implied
    assert {card.code for card in after.captured[0]} == {"4d", "5c", "9s"}
    assert [card.code for card in after.hands[0]] == ["Qh"]
    assert after.last_capturer == 0 and after.sweeps == (0, 0) and not after.round_over


def test_callabra_court_cards_count_eleven_to_thirteen_in_a_hand_pair() -> None:
    state = position("callabra", [["6h", "7c", "2d"], ["2c"]], ["Kd", "Qs", "8h"])
    pairs = {move for move in moves(state) if " with " in move}
    assert pairs == {"6h with 7c takes Kd", "2d with 6h takes 8h"}  # 13 and 8; nothing makes 12


def test_callabra_a_hand_pair_takes_no_build_and_keeps_the_owners_card() -> None:
    build = {"cards": ["3s", "2h"], "value": 5, "owner": 0}
    state = position("callabra", [["4d", "5c", "8h"], ["2c"]], ["9s", build])
    assert "4d with 5c takes 9s" not in moves(state)  # the 5 for the owned build must stay
    with pytest.raises(IllegalMoveError, match="keep a card for it"):
        state.apply(parse_move("4d with 5c takes 9s"))
    state = position("callabra", [["4d", "5c", "5h"], ["2c"]], ["9s", build])
    assert "4d with 5c takes 9s" in moves(state) and "4d with 5h takes 9s" in moves(state)


def test_callabra_clearing_the_table_ends_the_game_scored_as_it_stands() -> None:
    state = position("callabra", [["9c", "3h"], ["2d", "4c"]], ["4d", "5h"],
                     stock=["6s", "7s", "As", "Ad"], scores=[10, 12])  # fmt: skip
    after = state.apply(parse_move("9c takes 4d 5h"))
    assert after.sweeps == (1, 0) and after.round_over and after.ended_by_clear
    assert after.legal_moves() == []
    assert [len(hand) for hand in after.hands] == [1, 2]  # nothing more is dealt or played
    result = finish_round(after)
    # Seat 0: 3 cards (most cards 3), 1 sweep; seat 1 nothing. 10 + 4 against 12.
    assert result.side_totals == (14, 12)
    assert result.outcome is not None and result.outcome.winner == 0
    assert str(result.outcome.cause) == "highest total, 14, when the table was cleared"


def test_callabra_a_clear_with_a_hand_pair_ends_it_too() -> None:
    state = position("callabra", [["4d", "5c", "Kh"], ["2c"]], ["9s"], stock=["6s", "7s"])
    after = state.apply(parse_move("4d with 5c takes 9s"))
    assert after.sweeps == (1, 0) and after.ended_by_clear


def test_callabra_a_tie_at_the_clear_plays_another_round() -> None:
    state = position("callabra", [["9c", "3h"], ["2d", "4c"]], ["9d"], scores=[0, 2],
                     stock=["6s", "7s"])  # fmt: skip
    result = finish_round(state.apply(parse_move("9c takes 9d")))
    # Seat 0 took 2 cards, seat 1 none: most cards 3, and the sweep 1.
    assert result.side_totals == (4, 2) and result.outcome is not None
    tied = position("callabra", [["9c", "3h"], ["2d", "4c"]], ["9d"], scores=[0, 4],
                    stock=["6s", "7s"])  # fmt: skip
    assert finish_round(tied.apply(parse_move("9c takes 9d"))).outcome is None


def test_callabra_without_a_partner_option_in_classic_no_pair_is_offered() -> None:
    state = position("classic", [["4d", "5c"], ["2c"]], ["9s"])
    assert not any(" with " in move for move in moves(state))


def test_callabra_moves_read_and_write_with_their_partner() -> None:
    move = parse_move("4d with 5c takes 9s")
    assert move.partner is not None and move.partner.code == "5c" and move.value is None
    state = position("callabra", [["4d", "5c"], ["2c"]], ["9s"])
    listed = next(m for m in state.legal_moves() if m.partner is not None)
    assert format_move(listed) == "4d with 5c takes 9s" and listed.value == 9


def test_callabra_a_hand_pair_on_the_last_play_is_no_leftover() -> None:
    from cassino.engine.effects import effect_of

    state = position("callabra", [["4d", "5c"], []], ["9s", "7h"], last_capturer=1)
    effect = effect_of(state, parse_move("4d with 5c takes 9s"))
    assert effect.round_over and effect.leftovers_to == 0
    assert [card.code for card in effect.leftovers] == ["7h"]  # not the partner 5♣
