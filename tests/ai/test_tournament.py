"""Duplicate play: seats, the paired figure per deck, the report, the command."""

from __future__ import annotations

import json
import subprocess
import sys
from random import Random

import pytest

from cassino.ai.tournament import (
    BREAKDOWN,
    DeckResult,
    a_sides,
    paired_difference,
    play_deck,
    report_json,
    report_text,
    round_won,
    run_tournament,
    seatings,
    summarize,
)
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

COMMAND = [sys.executable, "-m", "cassino", "tournament"]
KEYS = {
    "a_points_per_round",
    "a_points_ci95",
    "a_game_win_rate",
    "a_game_win_ci95",
    "think_ms_median",
    "think_ms_p95",
    "a_round_share",
    "a_round_share_ci95",
    "breakdown",
    "breakdown_ci95",
    "lone",
    "a_point_share",
    "a_point_share_ci95",
    "untimed",
}


def test_level_a_takes_seat_0_or_seats_0_and_2() -> None:
    assert a_sides(load("classic")) == {0}
    assert a_sides(load("classic").with_options(players=3)) == {0, 2}
    four = load("classic").with_options(players=4)
    assert a_sides(four) == {0}
    assert [seat for seat in range(4) if four.side_of[seat] in a_sides(four)] == [0, 2]


def test_a_deck_figure_is_the_mean_of_a_minus_b() -> None:
    assert paired_difference((7, 4), frozenset({0})) == 3.0
    assert paired_difference((7, 4), frozenset({1})) == -3.0
    # Three players: A holds seats 0 and 2 (mean 5) against B's seat 1.
    assert paired_difference((4, 1, 6), frozenset({0, 2})) == 4.0


def test_summary_of_known_decks() -> None:
    results = [
        DeckResult(0, (2.0, 4.0), 2, 2, {"x": [1.0, 3.0], "y": [2.0]}),
        DeckResult(1, (0.0, 0.0, 3.0, -3.0), 1, 2, {"x": [5.0], "y": [2.0]}),
        DeckResult(2, (6.0,), 0, 2, {"x": [], "y": [2.0]}),
    ]
    report = summarize("x", "y", results)
    assert report.a_points_per_round == pytest.approx(3.0)  # decks give 3, 0, 6
    low, high = report.a_points_ci95
    assert high - 3.0 == pytest.approx(4.3027 * 3.0 / 3**0.5, abs=1e-3)
    assert 3.0 - low == pytest.approx(high - 3.0)
    assert (report.a_game_wins, report.games, report.rounds) == (3, 6, 7)
    assert report.a_game_win_rate == pytest.approx(0.5)
    assert report.think_ms_median == {"x": 3.0, "y": 2.0}


def test_the_share_of_rounds_and_the_breakdown_are_figured_per_deck() -> None:
    cards_and_aces = [(3.0, 0.0, 0.0, 1.0, 0.0, 0.0), (0.0, 0.0, 0.0, -1.0, 0.0, 0.0)]
    results = [
        DeckResult(0, (4.0, -1.0), 0, 0, {}, (1.0, 0.0), tuple(cards_and_aces)),
        DeckResult(1, (0.0, 2.0), 0, 0, {}, (0.5, 1.0), ((0.0,) * 5 + (2.0,), (0.0,) * 6)),
    ]
    report = summarize("x", "y", results)
    assert report.a_round_share == pytest.approx((0.5 + 0.75) / 2)
    low, high = report.a_round_share_ci95  # two decks: a wide interval, kept within 0–1
    assert 0.0 <= low < report.a_round_share < high <= 1.0
    assert report.breakdown["cards"] == pytest.approx((1.5 + 0.0) / 2)
    assert report.breakdown["aces"] == 0.0 and report.breakdown["other"] == pytest.approx(0.5)
    assert [name for name, _ in BREAKDOWN] == list(report.breakdown)


def test_the_breakdown_adds_up_to_the_points_of_played_rounds() -> None:
    # Each round's groups sum to its points (nothing is paid at once under classic).
    report = run_tournament("greedy", "easy", load("classic"), decks=3, seed=8)
    assert sum(report.breakdown.values()) == pytest.approx(report.a_points_per_round)
    assert 0.0 <= report.a_round_share <= 1.0
    spade = run_tournament("greedy", "easy", load("spade"), decks=2, seed=8, single_round=True)
    assert sum(spade.breakdown.values()) == pytest.approx(spade.a_points_per_round)


def test_results_do_not_depend_on_the_number_of_jobs() -> None:
    rules = load("classic")
    alone = run_tournament("greedy", "easy", rules, decks=3, seed=4, jobs=1)
    shared = run_tournament("greedy", "easy", rules, decks=3, seed=4, jobs=2)
    assert alone.a_points_per_round == shared.a_points_per_round
    assert alone.a_points_ci95 == shared.a_points_ci95
    assert alone.a_game_wins == shared.a_game_wins
    assert alone.rounds == shared.rounds


def test_a_level_against_itself_scores_nothing_on_average_per_deck() -> None:
    # The same deterministic level in both seats of mirrored games: every difference cancels.
    report = run_tournament("greedy", "greedy", load("classic"), decks=2, seed=1, single_round=True)
    assert report.a_points_per_round == 0.0


def test_the_command_prints_the_documented_json() -> None:
    result = subprocess.run(
        [*COMMAND, "greedy", "easy", "--decks", "2", "--seed", "3", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert set(data) >= KEYS
    low, high = data["a_points_ci95"]
    assert low <= data["a_points_per_round"] <= high
    win_low, win_high = data["a_game_win_ci95"]
    assert 0.0 <= win_low <= data["a_game_win_rate"] <= win_high <= 1.0
    assert set(data["think_ms_median"]) == set(data["think_ms_p95"]) == {"greedy", "easy"}
    assert report_json.__name__  # the printer the command uses


def test_expert_plays_in_parallel_jobs() -> None:
    # Each job is a worker process; Expert searches inside it rather than starting worker
    # processes of its own (a pool started there hung when the job ended).
    arguments = ["--single-round", "--decks", "2", "--seed", "5", "--jobs", "2", "--json"]
    result = subprocess.run(
        [*COMMAND, "expert", "greedy", *arguments],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert set(json.loads(result.stdout)["think_ms_median"]) == {"expert", "greedy"}


def test_untimed_plays_each_level_without_its_time_limit(monkeypatch: pytest.MonkeyPatch) -> None:
    from cassino.ai import levels

    asked: list[str] = []

    def untimed_greedy(view: PlayerView, rng: Random) -> Move:
        asked.append("untimed")
        return levels.LEVELS["greedy"](view, rng)

    monkeypatch.setitem(levels.UNTIMED_LEVELS, "greedy", untimed_greedy)
    rules = load("classic")
    timed = play_deck("greedy", "easy", rules, seed=2, deck=0, single_round=True)
    assert not asked
    untimed = play_deck("greedy", "easy", rules, seed=2, deck=0, single_round=True, untimed=True)
    assert asked  # every move of greedy's seat came from the untimed table of levels
    assert untimed.round_diffs == timed.round_diffs  # greedy has no clock: the same play
    report = summarize("greedy", "easy", [untimed], untimed=True)
    assert report_json(report)["untimed"] is True
    assert "untimed" in report_text(report, "played out")[-1]
    assert "untimed" not in "".join(report_text(summarize("greedy", "easy", [timed]), "out"))


def test_the_command_plays_untimed_when_asked() -> None:
    arguments = ["--single-round", "--decks", "1", "--seed", "3", "--json"]
    for extra, expected in (([], False), (["--untimed"], True)):
        result = subprocess.run(
            [*COMMAND, "greedy", "easy", *arguments, *extra],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert result.returncode == 0, result.stderr
        assert json.loads(result.stdout)["untimed"] is expected


def test_the_command_names_an_unknown_level() -> None:
    result = subprocess.run(
        [*COMMAND, "greedy", "wizard", "--decks", "1", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "wizard" in result.stderr


def test_alone_a_takes_each_side_in_turn() -> None:
    three = load("classic").with_options(players=3)
    assert seatings(three, lone=True) == [{0}, {1}, {2}]
    assert seatings(three) == [{0, 2}, {1}]
    assert seatings(load("classic")) == [{0}, {1}]


def test_alone_a_wins_a_round_by_scoring_the_most() -> None:
    assert round_won((6, 5, 0), frozenset({0}), lone=True) == 1.0
    assert round_won((5, 5, 1), frozenset({0}), lone=True) == 0.5
    assert round_won((4, 4, 4), frozenset({1}), lone=True) == pytest.approx(1 / 3)
    assert round_won((1, 5, 5), frozenset({0}), lone=True) == 0.0
    # Paired, A beats the mean of B's sides: (4 + 6) / 2 = 5 over 1.
    assert round_won((4, 1, 6), frozenset({0, 2})) == 1.0


def test_the_share_of_points_is_figured_per_deck() -> None:
    results = [
        DeckResult(0, (0.0,) * 3, 0, 0, {}, (0.5,) * 3, points=((4, 11), (3, 11), (4, 11))),
        DeckResult(1, (0.0,) * 3, 0, 0, {}, (0.5,) * 3, points=((2, 12), (2, 12), (2, 12))),
    ]
    report = summarize("x", "y", results, lone=True)
    assert report.a_point_share == pytest.approx((11 / 33 + 6 / 36) / 2)
    low, high = report.a_point_share_ci95 or (0.0, 0.0)
    assert 0.0 <= low < report.a_point_share < high <= 1.0
    assert any("share of all points" in line for line in report_text(report, "to 21"))
    assert summarize("x", "y", results).a_point_share is None


def test_a_level_alone_against_itself_takes_a_third_of_the_points() -> None:
    # The same deterministic level in every seat plays the same game whichever seat is A's,
    # and A, in each seat in turn, takes exactly each seat's points once.
    rules = load("classic").with_options(players=3)
    report = run_tournament("greedy", "greedy", rules, 3, seed=2, single_round=True, lone=True)
    assert report.a_point_share == pytest.approx(1 / 3)
    assert report.a_points_per_round == pytest.approx(0.0)
    assert report.rounds == 9


def test_one_against_the_rest_needs_three_sides() -> None:
    with pytest.raises(ValueError, match="three sides"):
        run_tournament("greedy", "easy", load("classic"), 1, seed=1, lone=True)
    result = subprocess.run(
        [*COMMAND, "greedy", "easy", "--lone", "--players", "4", "--decks", "1", "--seed", "1"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert "--lone needs three sides or more" in result.stderr
