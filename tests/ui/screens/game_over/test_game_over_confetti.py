"""The game-over screen's celebration: a long confetti shower when a player at this window
won, a short gentle burst otherwise, none with animations off — and the window rests once
the last piece has landed."""

from __future__ import annotations

from typing import Literal

import pygame
import pytest

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages
from cassino.ui.scene import SceneStack
from cassino.ui.screens.game_over.scene import GameOverScene
from cassino.userdata.presets import load

SIZE = (1024, 640)
Who = Literal["human won", "human lost", "computers only", "both people"]


def finished(who: Who) -> GameSession:
    """A game played out by two people taking their first legal move; then its seats say
    who sat at this window."""
    session = GameSession(load("classic"), (Seat("Ana"), Seat("Bo")), 4)
    while session.outcome is None:
        if session.awaiting == "round_end":
            session.next_round()
        else:
            session.play(session.state.legal_moves()[0])
    winner = session.outcome.winner
    people = {
        "human won": {winner},
        "human lost": {1 - winner},
        "computers only": set(),
        "both people": {0, 1},
    }[who]
    session.seats = tuple(
        Seat(seat.name, "human" if n in people else "computer")
        for n, seat in enumerate(session.seats)
    )
    return session


def opened(who: Who, images: CardImages, size: tuple[int, int] = SIZE) -> GameOverScene:
    scene = GameOverScene(finished(who), lambda _: None, lambda: None, images=images)
    SceneStack(size).push(scene)
    return scene


def run(scene: GameOverScene, seconds: float) -> None:
    for _ in range(round(seconds * 30)):
        scene.update(1 / 30)


@pytest.mark.parametrize("who", ["human won", "both people"])
def test_a_win_at_this_window_showers_confetti_then_lets_the_window_rest(
    images: CardImages, who: Who
) -> None:
    scene = opened(who, images)
    assert scene.won_here and scene.confetti.alive and scene.wake_in() == 0.0
    run(scene, 1.0)
    assert len(scene.confetti.particles) > 150
    run(scene, 2.5)
    assert scene.confetti.alive and scene.wake_in() == 0.0  # still falling at 3.5 s
    run(scene, 0.8)
    assert not scene.confetti.alive and scene.tweens.done
    assert scene.wake_in() is None  # nothing moves: no more frames


@pytest.mark.parametrize("who", ["human lost", "computers only"])
def test_otherwise_a_short_gentle_burst(images: CardImages, who: Who) -> None:
    scene = opened(who, images)
    assert not scene.won_here
    run(scene, 0.1)
    pieces = scene.confetti.particles
    assert 0 < len(pieces) <= 40
    headline_y = scene.places["headline"][1]
    assert all(abs(p.y - headline_y) < 0.1 * 640 for p in pieces)  # beside the headline
    assert all(not scene.score_panel.collidepoint(p.x, p.y) for p in pieces)
    run(scene, 1.7)
    assert not scene.confetti.alive
    run(scene, 2.5)
    assert scene.wake_in() is None


def test_no_confetti_with_animations_off(images: CardImages) -> None:
    tween.set_speed(tween.INSTANT)
    scene = opened("human won", images)
    scene.update(1 / 60)
    assert not scene.confetti.alive and scene.tweens.done
    assert scene.wake_in() is None
    before = pygame.Surface(SIZE)
    scene.draw(before)
    scene.update(1 / 60)
    after = pygame.Surface(SIZE)
    scene.draw(after)
    assert pygame.image.tobytes(before, "RGB") == pygame.image.tobytes(after, "RGB")


def test_the_confetti_shows_on_screen_and_leaves_with_the_screen(images: CardImages) -> None:
    scene = opened("human won", images)
    run(scene, 1.0)
    with_confetti = pygame.Surface(SIZE)
    scene.draw(with_confetti)
    pieces = scene.confetti.particles
    scene.confetti.clear()  # the same frame without it
    plain = pygame.Surface(SIZE)
    scene.draw(plain)
    shown = [
        p
        for p in pieces
        if p.fade == 1.0
        and 0 <= p.x < SIZE[0]
        and 0 <= p.y < SIZE[1]
        and not scene.column.collidepoint(p.x, p.y)
    ]
    differs = [
        p
        for p in shown
        if with_confetti.get_at((round(p.x), round(p.y))) != plain.get_at((round(p.x), round(p.y)))
    ]
    assert len(shown) > 50 and len(differs) > 0.8 * len(shown)
    again = opened("human won", images)
    run(again, 0.5)
    assert again.confetti.alive
    assert again.stack is not None
    again.stack.pop()
    assert not again.confetti.alive


def test_a_resize_keeps_the_shower_over_the_whole_window(images: CardImages) -> None:
    scene = opened("human won", images)
    run(scene, 1.5)
    assert scene.stack is not None
    scene.stack.resize((1920, 1080))
    run(scene, 0.5)
    pieces = scene.confetti.particles
    assert max(p.x for p in pieces) > 1920 * 0.8 and min(p.x for p in pieces) < 1920 * 0.2
    assert all(p.size > 1080 * 0.012 for p in pieces)
    scene.draw(pygame.Surface((1920, 1080)))
