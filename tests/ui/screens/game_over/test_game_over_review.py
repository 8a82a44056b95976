"""The game-over screen with the review offered: Review and Replay side by side above
Back to title and Play again, every word whole at the usual sizes and in every language,
and V opens the review."""

from __future__ import annotations

import itertools
from collections.abc import Iterator

import pygame
import pytest
from play_helpers import play_to_the_end

from cassino import i18n
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.assets import CardImages
from cassino.ui.screens.game_over.scene import GameOverScene
from cassino.ui.widgets import text_width
from cassino.userdata.presets import load

SIZES = [(1024, 640), (1280, 800), (1920, 1080), (800, 600)]


@pytest.fixture(params=["en", "es", "pt", "it"])
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


@pytest.fixture(scope="module")
def session() -> GameSession:
    seats = (Seat("Ana"), Seat("Robot", "computer", "greedy"))
    finished = play_to_the_end(GameSession(load("classic").with_options(target=5), seats, 3))
    finished.close()
    return finished


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.usefixtures("language")
def test_review_and_replay_fit_beside_each_other(
    display: pygame.Surface, session: GameSession, size: tuple[int, int]
) -> None:
    opened: list[str] = []
    scene = GameOverScene(
        session,
        lambda _: None,
        lambda: None,
        images=CardImages(),
        on_replay=lambda: opened.append("replay"),
        on_review=lambda: opened.append("review"),
        review_label=i18n.tr("Review my game"),
    )
    scene.on_resize(size)
    scene.on_enter()
    buttons = [scene.review_button, scene.replay_button, scene.title_button]
    buttons.append(scene.play_again_button)
    rects = [button.rect for button in buttons if button is not None]
    assert len(rects) == 4
    window = pygame.Rect(0, 0, *size)
    for rect in rects:
        assert window.contains(rect) and rect.height >= 30
    for one, other in itertools.combinations(rects, 2):
        assert not one.colliderect(other)
    review, replay = rects[0], rects[1]
    assert review.top == replay.top and review.right < replay.left
    assert review.bottom < scene.title_button.rect.top
    for button in buttons:
        assert button is not None
        room = button.rect.width - round(button.rect.height * 0.6)
        assert text_width(button.text, button.size) <= room, f"{button.text!r} is cut"
    scene.draw(pygame.Surface(size))
    scene.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_v, mod=0, unicode="v"))
    assert opened == ["review"]
