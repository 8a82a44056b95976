"""The review screen at the sizes players use, in every language: everything inside the
window, nothing overlapping, no text under 13 px, and at 1024×640 and 1280×800 two
examples of each finding, every word of them shown (nothing cut)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest
from coach.coach_helpers import known_blunder
from play_helpers import play_to_the_end

from cassino import i18n
from cassino.coach.review import GameReview, ReviewConfig, review_game
from cassino.game.seats import Seat
from cassino.game.session import GameSession, PlayedRound
from cassino.ui import theme
from cassino.ui.screens.review import words as review_words
from cassino.ui.screens.review.layout import Lines, ReviewLayout, place_progress
from cassino.ui.screens.review.scene import ReviewScene
from cassino.ui.widgets import text_width
from cassino.userdata.presets import load

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (800, 600)]
USUAL = [(1024, 640), (1280, 800)]
LANGUAGES = ["en", "es", "pt", "it"]


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.fixture(scope="module")
def whole_game() -> tuple[list[PlayedRound], GameReview]:
    """A game of first legal moves: two habits and two strengths, with long examples."""
    seats = (Seat("Ana"), Seat("Robot", "computer", "greedy"))
    session = play_to_the_end(GameSession(load("classic"), seats, 8))
    session.close()
    review = review_game(session.rounds, (0,), ReviewConfig(samples=4, seed=8))
    assert len(review.habits) == 2 and len(review.strengths) == 2
    return list(session.rounds), review


def shown(rounds: list[PlayedRound], review: GameReview, size: tuple[int, int]) -> ReviewScene:
    scene = ReviewScene(
        rounds, review_words.open_hint(), lambda: None, lambda _: None, review=review
    )
    scene.on_resize(size)
    assert scene.layout is not None
    scene.draw(pygame.Surface(size))
    return scene


def texts(layout: ReviewLayout) -> list[Lines]:
    found = [layout.heading, layout.headline]
    found += [lines for lines in (layout.verdict, layout.hint) if lines is not None]
    for column in layout.columns:
        found.append(column.heading)
        if column.empty is not None:
            found.append(column.empty)
        for finding in column.findings:
            found += [finding.title, finding.detail, *finding.examples]
    return found


def assert_laid_out(layout: ReviewLayout, size: tuple[int, int]) -> None:
    window = pygame.Rect(0, 0, *size)
    top_level = [layout.heading.rect, layout.headline.rect, layout.back]
    top_level += [lines.rect for lines in (layout.verdict, layout.hint) if lines is not None]
    top_level += [column.panel for column in layout.columns]
    for one, other in itertools.combinations(top_level, 2):
        assert not one.colliderect(other), f"{one} overlaps {other} at {size}"
    for rect in top_level:
        assert window.contains(rect), f"{rect} leaves the {size} window"
    for column in layout.columns:
        inner = [column.heading.rect]
        for finding in column.findings:
            inner += [finding.title.rect, finding.detail.rect, *finding.buttons]
            for button, words in zip(finding.buttons, finding.examples, strict=True):
                assert button.contains(words.rect)
        if column.empty is not None:
            inner.append(column.empty.rect)
        for rect in inner:
            assert column.panel.contains(rect), f"{rect} leaves its panel at {size}"
        for one, other in itertools.combinations(inner, 2):
            assert not one.colliderect(other), f"{one} overlaps {other} at {size}"
    for lines in texts(layout):
        assert lines.size >= theme.READABLE_SIZE
        assert all(text_width(line, lines.size) <= lines.rect.width for line in lines.lines)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.usefixtures("language")
def test_a_whole_games_review_fits_every_window(
    whole_game: tuple[list[PlayedRound], GameReview], size: tuple[int, int]
) -> None:
    rounds, review = whole_game
    scene = shown(rounds, review, size)
    assert scene.layout is not None
    assert_laid_out(scene.layout, size)
    assert len(scene.examples) >= 4  # one example of each finding at least


@pytest.mark.parametrize("size", USUAL)
@pytest.mark.usefixtures("language")
def test_at_the_usual_sizes_two_examples_each_are_shown_whole(
    whole_game: tuple[list[PlayedRound], GameReview], size: tuple[int, int]
) -> None:
    rounds, review = whole_game
    scene = shown(rounds, review, size)
    layout = scene.layout
    assert layout is not None and layout.examples_shown == 2 and len(scene.examples) == 8
    for example in scene.examples:
        said = review_words.example_words(example.decision, rounds)
        assert " ".join(example.words.lines) == said  # every word, none cut
    for lines in texts(layout):
        assert not any(line.endswith("…") for line in lines.lines), lines


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.usefixtures("language")
def test_a_short_game_says_so_and_an_empty_column_says_why(size: tuple[int, int]) -> None:
    rounds = [known_blunder()]
    review = review_game(rounds, (0,), ReviewConfig(samples=4))
    scene = shown(rounds, review, size)
    layout = scene.layout
    assert layout is not None and layout.verdict is not None and layout.hint is not None
    assert " ".join(layout.verdict.lines) == review_words.verdict(review)
    strengths = layout.columns[1]
    assert not strengths.findings and strengths.empty is not None
    assert_laid_out(layout, size)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.usefixtures("language")
def test_the_progress_fits(size: tuple[int, int]) -> None:
    heading, cancel = i18n.tr("The Expert's review of your game"), i18n.tr("Cancel")
    layout = place_progress(size, heading, cancel)
    window = pygame.Rect(0, 0, *size)
    rects = [layout.heading.rect, layout.explained, layout.message, layout.bar, layout.cancel]
    for rect in rects:
        assert window.contains(rect)
    for one, other in itertools.combinations(rects, 2):
        assert not one.colliderect(other)
    for words in (review_words.rating_explained(), review_words.rating_words(1, 4)):
        assert text_width(words, layout.message_size) <= layout.message.width
    assert layout.message_size >= theme.READABLE_SIZE
