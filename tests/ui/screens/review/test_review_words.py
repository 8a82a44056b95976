"""The review's words: the headline counts the decisions made as well as the Expert and
what the rest cost a round; a perfect game and a game with no choice say so; numbers are
written as each language writes them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from coach.coach_helpers import known_blunder, trail

from cassino import i18n
from cassino.coach.habits import summarize
from cassino.coach.review import Decision, GameReview, review_game
from cassino.ui.screens.review import words as review_words


@pytest.fixture
def spanish() -> Iterator[None]:
    i18n.set_language("es")
    yield
    i18n.set_language("en")


def review_of(*costs: float) -> GameReview:
    move = trail("2h")
    decisions = tuple(
        Decision(0, 2 * n, 0, move, move, cost, 3, "other" if cost else None, ())
        for n, cost in enumerate(costs)
    )
    strengths, habits = summarize(decisions)
    return GameReview(decisions, strengths, habits)


def test_the_headline_counts_good_choices_and_the_cost_a_round() -> None:
    review = review_of(0.0, 0.1, 2.0, 1.0, 0.0, 0.0, 0.5)
    assert review_words.headline(review, rounds=2) == (
        "You chose as well as the Expert in 4 of 7 decisions; your choices cost 1.8 points a round."
    )
    assert review_words.verdict(review) is None  # enough decisions, some mistakes


def test_a_perfect_game_and_a_game_without_choices_say_so() -> None:
    perfect = review_of(0.0, 0.0, 0.1)
    assert review_words.verdict(perfect) == (
        "You played every decision as well as the Expert: nothing to work on here."
    )
    empty = GameReview((), (), ())
    assert review_words.headline(empty, 1).startswith("This game was too short to say")
    assert review_words.verdict(empty) is None


@pytest.mark.usefixtures("spanish")
def test_spanish_writes_the_decimal_comma_and_says_the_finding_to_you() -> None:
    review = review_game([known_blunder()])
    [habit] = review.habits
    assert review_words.finding_title(habit) == "Descartaste cartas que dan puntos"
    assert "," in review_words.finding_detail(habit, habit=True)
    decision = review.decision_at(0, 0)
    assert decision is not None
    assert review_words.example_words(decision, [known_blunder()]) == (
        "Ronda 1, jugada 1: descartaste 10♦ — la jugada del Experto: tomar 10♣ con 10♦ "
        "(se lleva el Cassino grande: 2 cartas)"  # and why, in the hint's words
    )


def test_the_progress_counts_rounds_and_never_says_round_0_of_0() -> None:
    assert review_words.rating_words(1, 3) == "Rating round 2 of 3…"
    assert review_words.rating_words(3, 3) == "Rating round 3 of 3…"
    assert review_words.rating_words(0, 0) == "Looking at your decisions…"
