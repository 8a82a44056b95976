"""Michigan pays at the moment of the breach; ``rounds_to_five`` (issue 15, seed 000).

The seed: a player who breaks the build duty "cede 2 puntos en el momento de la
infracción", and in "rondas a 5" any third instant score (a sweep or a breach) against the
same player ends the round.
"""

from __future__ import annotations

import pytest
from positions import position

from cassino.engine.errors import IllegalMoveError, RulesError
from cassino.engine.match import call_out, finish_round, totals_before_round
from cassino.engine.notation import parse_move
from cassino.userdata.presets import load

BUILD_OF_SEVEN = {"cards": ["4s", "3d"], "value": 7, "owner": 0}
ROUNDS_TO_FIVE = {"preset": "michigan", "rounds_to_five": True}


def test_the_breach_is_paid_into_the_score_at_once() -> None:
    state = position("michigan", [["7c", "5h"], ["2c", "9d"]], ["2d", "7h", BUILD_OF_SEVEN],
                     scores=[10, 7])  # fmt: skip
    after = state.apply(parse_move("7c takes 7h"))  # leaves the 7-build with no 7 in hand
    assert after.scores == (8, 7)
    assert after.penalties == (2, 0)
    assert totals_before_round(after) == (10, 7)  # the round's 'penalties' shows it once


def test_the_round_summary_counts_the_breach_once() -> None:
    # Seat 0 has paid a breach (8 = 10 - 2) and the round is played out.
    played_out = position(
        "michigan",
        [[], []],
        [],
        captured=[["Td", "As", "3c"], ["5h"]],
        scores=[8, 7],
        penalties=[2, 0],
    )
    result = finish_round(played_out)
    first, second = result.score.sides
    assert first.of("penalties") == -2
    assert first.total == 3 + 1 + 2 + 1 - 2  # cards, spades, Big Cassino, ace, the breach
    assert result.side_totals == (10 + first.total, 7 + second.total)


def test_partners_pay_a_breach_together_and_it_counts_once_for_the_side() -> None:
    rules = {"preset": "michigan", "players": 4}
    state = position(rules, [["7c", "5h"], ["2c"], ["9c"], ["8d"]], ["7h", BUILD_OF_SEVEN],
                     scores=[10, 4, 10, 4])  # fmt: skip
    after = state.apply(parse_move("7c takes 7h"))
    assert after.scores == (8, 4, 8, 4)
    assert totals_before_round(after) == (10, 4)


def test_a_claim_sees_the_breach_once() -> None:
    rules = {"preset": "michigan", "call_out": True}
    # 22 before the round, a breach paid (20), Big Cassino and an ace captured: 20 + 3 = 23.
    state = position(rules, [["9c"], ["9d"]], [], captured=[["Td", "As"], []],
                     scores=[20, 0], penalties=[2, 0])  # fmt: skip
    outcome = call_out(state, 0)
    assert outcome.winner == 0 and outcome.reason == "called out with 23 points"


def test_a_third_breach_ends_the_round_with_rounds_to_five() -> None:
    hands = [["7c", "5h"], ["2c", "9d"]]
    table = ["2d", "7h", BUILD_OF_SEVEN]
    state = position(ROUNDS_TO_FIVE, hands, table, penalties=[4, 0], scores=[-4, 0])
    assert not state.round_over
    after = state.apply(parse_move("7c takes 7h"))
    assert after.round_over and after.ended_by_instants
    assert after.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="a third instant score against one side"):
        after.apply(parse_move("2c takes 2d"))
    # Without the option, the same breach only costs its 2 points.
    plain = position("michigan", hands, table, penalties=[4, 0], scores=[-4, 0])
    assert not plain.apply(parse_move("7c takes 7h")).round_over


def test_sweeps_count_against_the_other_players() -> None:
    # Seat 1 has swept twice (against seat 0); seat 0 breaks the duty: the third against it.
    hands = [["7c", "5h"], ["2c", "9d"]]
    table = ["2d", "7h", BUILD_OF_SEVEN]
    against_zero = position(ROUNDS_TO_FIVE, hands, table, sweeps=[0, 2])
    assert against_zero.apply(parse_move("7c takes 7h")).ended_by_instants
    # Seat 0's own sweeps count against seat 1, not against seat 0.
    own = position(ROUNDS_TO_FIVE, hands, table, sweeps=[2, 0])
    assert not own.apply(parse_move("7c takes 7h")).round_over
    # A third sweep by seat 0 ends it: three against seat 1.
    sweeping = position(ROUNDS_TO_FIVE, [["9c", "2h"], ["3d"]], ["4d", "5h"], sweeps=[2, 0])
    assert sweeping.apply(parse_move("9c takes 4d 5h")).ended_by_instants


def test_a_round_ended_by_instants_scores_the_captures_as_they_stand() -> None:
    state = position(ROUNDS_TO_FIVE, [["7c", "5h"], ["2c", "9d"]], ["2d", "7h", BUILD_OF_SEVEN],
                     captured=[["Td"], ["As"]], penalties=[4, 0], scores=[-4, 0])  # fmt: skip
    after = state.apply(parse_move("7c takes 7h"))
    first, second = finish_round(after).score.sides
    assert first.cards == 3 and second.cards == 1  # Td, 7c, 7h against As
    assert first.of("penalties") == -6 and first.of("big_cassino") == 2
    assert finish_round(after).side_totals == (0 + first.total, second.total)


def test_rounds_to_five_needs_the_duty_penalty() -> None:
    with pytest.raises(RulesError, match="'rounds_to_five' is true but 'duty_penalty' is 0"):
        load("classic").with_options(rounds_to_five=True)
