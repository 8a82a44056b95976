"""The Expert's review: known blunders named with the exact (round, move), the rules for
strengths and habits, and a whole recorded round rated the same way twice."""

from __future__ import annotations

from coach_helpers import known_blunder, last_deal, played_out, trail
from isolation import assert_imports_without_pygame

from cassino.ai.greedy import choose_greedy
from cassino.cli.bench import bench_review
from cassino.coach.habits import COSTLY, HABITS, NEGLIGIBLE, STRENGTHS, summarize
from cassino.coach.review import Decision, ReviewConfig, review_game, review_session
from cassino.game.recorded import recorded_game
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.userdata.presets import load

SMALL = ReviewConfig(samples=4)


def test_trailing_big_cassino_instead_of_taking_with_it_is_named() -> None:
    review = review_game([known_blunder()])
    first = review.decision_at(0, 0)
    assert first is not None
    assert str(first.best) == "Td takes Tc"
    assert first.cost >= COSTLY
    assert [h.category for h in review.habits] == ["trailed_point_cards"]
    assert review.habits[0].examples == ((0, 0),)
    assert review.habits[0].label == "trailed point cards"


def test_leaving_a_sweep_twice_is_a_habit_with_both_examples() -> None:
    # Each round: trailing the small card makes the table the rival's seven (or eight).
    rounds = [
        played_out(last_deal(["2h 9c", "7s Kd"], ["5d"]), trail("2h")),
        played_out(last_deal(["3h 9c", "8s Kd"], ["5d"]), trail("3h")),
    ]
    review = review_game(rounds)
    [habit] = review.habits
    assert habit.category == "open_to_sweeps"
    assert habit.label == "left the table open to sweeps"
    assert sorted(habit.examples) == [(0, 0), (1, 0)]
    assert all(NEGLIGIBLE <= d.cost < COSTLY for d in review.decisions if d.move_index == 0)


def test_one_cheap_mistake_is_no_habit() -> None:
    review = review_game([played_out(last_deal(["2h 9c", "7s Kd"], ["5d"]), trail("2h"))])
    assert review.decisions[0].habit == "open_to_sweeps"
    assert review.habits == ()


def test_only_the_reviewed_seats_and_real_choices_are_rated() -> None:
    rules = load("classic")
    game = recorded_game(rules, [choose_greedy, choose_greedy], seed=3, single_round=True)
    review = review_game(game, (0,), SMALL)
    again = review_game(game, (0,), SMALL)
    assert review == again  # the same guesses each time
    positions = [game[0].start]
    for move in game[0].moves:
        positions.append(positions[-1].apply(move))
    expected = [
        ply
        for ply, move in enumerate(game[0].moves)
        if positions[ply].to_move == 0 and len(positions[ply].legal_moves()) > 1
    ]
    assert [d.move_index for d in review.decisions] == expected
    for decision in review.decisions:
        before = positions[decision.move_index]
        assert decision.played == game[0].moves[decision.move_index]
        assert decision.best in before.legal_moves() and decision.cost >= 0
        assert decision.habit is None or decision.habit in HABITS
        assert all(category in STRENGTHS for category in decision.strengths)
        if decision.played == decision.best:
            assert decision.cost == 0
    assert len(review.strengths) <= 2 and len(review.habits) <= 2


def decision(where: tuple[int, int], cost: float, habit: str | None, *good: str) -> Decision:
    move = trail("2h")  # what was played does not matter here
    return Decision(where[0], where[1], 0, move, move, cost, 3, habit, good)


def test_habits_need_two_examples_or_one_costly_and_strengths_two() -> None:
    decisions = [
        decision((0, 1), 0.5, "missed_sweeps"),
        decision((0, 3), 2.0, "trailed_point_cards"),
        decision((1, 2), 0.4, "weak_builds"),
        decision((1, 4), 0.6, "weak_builds"),
        decision((1, 6), 0.1, "open_to_sweeps"),  # negligible
        decision((2, 0), 0.0, None, "swept", "built_well"),
        decision((2, 2), 0.0, None, "swept"),
        decision((2, 4), 0.0, None, "last_capture"),
    ]
    strengths, habits = summarize(decisions)
    assert [h.category for h in habits] == ["trailed_point_cards", "weak_builds"]
    assert habits[1].examples == ((1, 4), (1, 2))  # the costlier first
    assert [s.category for s in strengths] == ["swept"]
    assert strengths[0].examples == ((2, 0), (2, 2))


def test_at_most_two_of_each() -> None:
    decisions = [decision((0, n), 1.0 + n, habit) for n, habit in enumerate(HABITS)]
    decisions += [decision((1, n), 0.0, None, *STRENGTHS) for n in range(3)]
    strengths, habits = summarize(decisions)
    assert len(habits) == 2 and len(strengths) == 2
    assert habits[0].cost >= habits[1].cost


def test_a_session_is_reviewed_for_its_people() -> None:
    rules = load("classic")
    session = GameSession(rules, (Seat("Ana"), Seat("Bo", "computer", "easy")), seed=4)
    try:
        while not session.state.round_over:
            view_moves = session.state.legal_moves()
            session.play(view_moves[0])
    finally:
        session.close()
    review = review_session(session, SMALL)
    assert review.decisions and all(d.seat == 0 for d in review.decisions)


def test_the_bench_times_a_review() -> None:
    figures = bench_review(
        games=1, single_round=True, person="greedy", opponent="greedy", samples=2
    )
    assert figures["seconds_per_game"] > 0 and figures["rounds_per_game"] == 1
    assert figures["decisions_per_game"] > 0


def test_the_coach_imports_no_pygame_and_nothing_of_the_window() -> None:
    coach = ("counting", "sweeps", "why_not", "review", "habits", "review_job")
    assert_imports_without_pygame(
        [f"cassino.coach.{name}" for name in coach], nothing_of_the_ui=True
    )
