"""The review rated off the caller's thread: the same review as on the caller's, the
rounds rated reported as it goes, and a cancel that stops it with no thread left."""

from __future__ import annotations

import threading

import pytest

from cassino.ai.greedy import choose_greedy
from cassino.coach.review import ReviewCancelled, ReviewConfig, review_game
from cassino.coach.review_job import THREAD_PREFIX, ReviewJob
from cassino.game.recorded import recorded_game
from cassino.userdata.presets import load

SMALL = ReviewConfig(samples=4)


def review_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith(THREAD_PREFIX)]


def test_the_job_gives_the_review_the_callers_thread_would() -> None:
    game = recorded_game(load("classic"), [choose_greedy, choose_greedy], seed=2)
    job = ReviewJob(game, [0], SMALL)
    job.join()
    assert job.done and not job.cancelled
    assert job.rated == job.total == len(game)
    assert job.result() == review_game(game, (0,), SMALL)
    assert review_threads() == []


def test_a_cancelled_job_stops_within_a_decision_and_leaves_no_thread() -> None:
    game = recorded_game(load("classic"), [choose_greedy, choose_greedy], seed=2)
    job = ReviewJob(game, [0], ReviewConfig(samples=100))  # long enough to be caught
    assert review_threads()  # it rates on a thread of its own
    job.cancel()
    job.join()
    assert job.done and job.cancelled and job.result() is None
    assert job.rated < job.total
    assert review_threads() == []


def test_cancelled_asked_before_each_decision_stops_the_review() -> None:
    game = recorded_game(load("classic"), [choose_greedy, choose_greedy], 3, single_round=True)
    whole = review_game(game, (0,), SMALL)
    asked: list[int] = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > 1  # the first decision rated, the second stopped

    second = whole.decisions[1]
    with pytest.raises(ReviewCancelled, match=f"round 0, move {second.move_index}$"):
        review_game(game, (0,), SMALL, cancelled=cancelled)
    assert len(asked) == 2
