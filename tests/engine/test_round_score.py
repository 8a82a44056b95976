"""A round's score as a value: compared, hashed, shown and pickled by its fields."""

from __future__ import annotations

import pickle

import pytest

from cassino.engine.round_score import RoundScore, SideScore

POINTS = (("cards", 3), ("spades", 0), ("aces", 2), ("sweeps", 1))


def side(cards: int = 30, points: tuple[tuple[str, int], ...] = POINTS) -> SideScore:
    return SideScore(cards, 7, points, False)


def test_a_side_totals_its_points_and_reads_one_category() -> None:
    score = side()
    assert score.total == 6
    assert score.of("aces") == 2
    with pytest.raises(KeyError):
        score.of("sette_bello")


def test_scores_are_equal_and_hash_alike_by_their_fields_only() -> None:
    assert side() == side() and hash(side()) == hash(side())
    assert side() != side(cards=29)
    assert RoundScore((side(), side(22))) == RoundScore((side(), side(22)))
    assert RoundScore((side(), side(22))) != RoundScore((side(22), side()))
    assert RoundScore((side(),)).totals() == (6,)


def test_a_score_survives_pickling_as_a_tournament_worker_sends_it() -> None:
    score = RoundScore((side(), side(22, (("cards", 0),))))
    assert pickle.loads(pickle.dumps(score)) == score


def test_a_score_shows_its_fields() -> None:
    assert repr(side()) == (
        f"SideScore(cards=30, spades=7, points={POINTS!r}, took_all_base=False)"
    )
