"""Confetti as a model: seeded, falling, fading, bounded, frame-rate and window-size free,
at the player's animation speed — driven by update(dt) with no display."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from cassino.ui.anim import tween
from cassino.ui.anim.confetti import BURST_LIFE, FADE, SIZES, Confetti

UNIT = 640.0
CENTRE = (500.0, 400.0)


def state(confetti: Confetti) -> list[tuple[float, ...]]:
    return [
        (p.x, p.y, p.vx, p.vy, p.angle, p.spin, p.colour, p.size, p.life, p.squash)
        for p in confetti.particles
    ]


def flat(confetti: Confetti) -> list[float]:
    return [value for piece in state(confetti) for value in piece]


def run(confetti: Confetti, seconds: float, fps: float = 60) -> None:
    for _ in range(round(seconds * fps)):
        confetti.update(1 / fps)


def shower(seed: int = 3, unit: float = UNIT) -> Confetti:
    confetti = Confetti(unit)
    confetti.burst(CENTRE, 40, seed=seed)
    confetti.rain((0, 0, 1000, 640), 50, 3.0, seed=seed + 1, delay=0.2)
    return confetti


def test_the_same_seed_gives_the_same_confetti_and_another_seed_other_confetti() -> None:
    one, two, other = shower(3), shower(3), shower(4)
    for confetti in (one, two, other):
        run(confetti, 1.2)
    assert len(state(one)) > 60
    assert state(one) == state(two)
    assert state(one) != state(other)


def test_the_global_random_is_left_alone() -> None:
    random.seed(11)
    expected = random.random()
    random.seed(11)
    run(shower(), 1.0)
    assert random.random() == expected


def test_every_frame_rate_leaves_the_pieces_in_the_same_places() -> None:
    smooth, choppy = shower(), shower()
    run(smooth, 1.5, fps=120)
    run(choppy, 1.5, fps=4)
    assert len(state(smooth)) == len(state(choppy)) > 0
    assert flat(smooth) == pytest.approx(flat(choppy), rel=1e-6, abs=1e-6)


def test_a_burst_flies_out_then_everything_falls_under_gravity() -> None:
    confetti = Confetti(UNIT)
    confetti.burst(CENTRE, 60, seed=5)  # all round
    run(confetti, 0.05)
    pieces = confetti.particles
    assert any(p.vy < 0 for p in pieces) and any(p.vy > 0 for p in pieces)
    assert min(p.x for p in pieces) < CENTRE[0] < max(p.x for p in pieces)
    run(confetti, 0.75)
    pieces = confetti.particles
    assert len(pieces) == 60 and all(p.vy > 0 for p in pieces)  # the air has slowed them
    heights = [p.y for p in pieces]
    run(confetti, 0.3)
    assert all(p.y > y for p, y in zip(confetti.particles, heights, strict=True))


def test_a_burst_keeps_to_its_spread() -> None:
    confetti = Confetti(UNIT)
    confetti.burst(CENTRE, 50, 0.4, seed=6, direction=-math.pi / 2, speed=2.0)
    run(confetti, 0.1)
    for p in confetti.particles:
        assert p.y < CENTRE[1]  # straight up, give or take 0.2 radians
        assert abs(p.x - CENTRE[0]) < (CENTRE[1] - p.y) * math.tan(0.2) + 0.02 * UNIT


def test_a_burst_is_gone_by_the_end_of_its_life_and_fades_first() -> None:
    confetti = Confetti(UNIT)
    assert confetti.burst(CENTRE, 80, seed=7, life=1.5) == 80
    run(confetti, 1.5 * 0.6)
    assert len(confetti.particles) == 80  # nobody lives less than 0.65 of the life
    assert all(p.fade == 1.0 for p in confetti.particles if p.life > FADE)
    run(confetti, 1.5 * 0.3)
    fading = [p.fade for p in confetti.particles if p.life < FADE]
    assert fading and all(0 < f < 1 for f in fading)
    run(confetti, 1.5 * 0.1 + 0.02)
    assert not confetti.alive and confetti.particles == ()
    standard = Confetti(UNIT)
    standard.burst(CENTRE, 10, seed=7)
    run(standard, BURST_LIFE + 0.02)
    assert not standard.alive


def test_a_shower_pours_in_from_above_and_is_over_by_its_end() -> None:
    confetti = Confetti(UNIT)
    confetti.rain((100, 50, 800, 500), 60, 3.0, seed=8, delay=0.5)
    run(confetti, 0.45)
    assert confetti.alive and confetti.particles == ()  # still waiting
    run(confetti, 0.3)
    pieces = confetti.particles
    assert pieces and all(100 - 0.05 * UNIT < p.x < 900 + 0.05 * UNIT for p in pieces)
    assert all(p.vy > 0 for p in pieces)
    assert min(p.y for p in pieces) < 50 + 0.05 * UNIT  # just fell in at the top
    run(confetti, 1.5)
    assert len(confetti.particles) > 60
    run(confetti, 3.5 - 2.25 - 0.05)
    assert confetti.alive
    run(confetti, 0.1)
    assert not confetti.alive


def test_a_shower_s_pieces_are_gone_once_they_fall_below_its_area() -> None:
    confetti = Confetti(UNIT)
    confetti.rain((0, 0, 800, 100), 40, 3.0, seed=9)
    run(confetti, 1.5)
    pieces = confetti.particles
    assert 0 < len(pieces) < 1.5 * 40 / 2  # most have fallen through already
    assert all(p.y <= 100 + p.size for p in pieces)


def test_there_are_never_more_pieces_than_the_limit() -> None:
    confetti = Confetti(UNIT, limit=100)
    assert confetti.burst(CENTRE, 70, seed=1) == 70
    assert confetti.burst(CENTRE, 70, seed=2) == 30
    confetti.rain((0, 0, 1000, 640), 500, 3.0, seed=3)
    for _ in range(60):
        confetti.update(1 / 30)
        assert len(confetti.particles) <= 100


def test_animations_off_means_no_confetti() -> None:
    tween.set_speed(tween.INSTANT)
    confetti = Confetti(UNIT)
    assert confetti.burst(CENTRE, 50, seed=1) == 0
    confetti.rain((0, 0, 100, 100), 30, 3.0, seed=2)
    assert not confetti.alive and confetti.particles == ()
    tween.set_speed(1.0)
    confetti.burst(CENTRE, 50, seed=1)
    confetti.rain((0, 0, 100, 100), 30, 3.0, seed=2)
    confetti.update(0.1)
    assert confetti.alive
    tween.set_speed(tween.INSTANT)  # turned off mid-flight: all gone on the next frame
    confetti.update(1 / 60)
    assert not confetti.alive and confetti.particles == ()


def test_the_animation_speed_scales_confetti_time() -> None:
    slow, normal = shower(), shower()
    tween.set_speed(0.5)
    run(slow, 2.0)
    tween.set_speed(1.0)
    run(normal, 1.0)
    assert len(state(slow)) == len(state(normal)) > 0
    assert flat(slow) == pytest.approx(flat(normal), rel=1e-6, abs=1e-6)


def test_a_burst_is_the_same_picture_in_any_window() -> None:
    small, large = Confetti(640), Confetti(1080)
    small.burst((320, 320), 30, seed=4)
    large.burst((540, 540), 30, seed=4)
    run(small, 0.8)
    run(large, 0.8)
    for a, b in zip(small.particles, large.particles, strict=True):
        seen_small = (a.x / 640, a.y / 640, a.size / 640)
        assert seen_small == pytest.approx((b.x / 1080, b.y / 1080, b.size / 1080))
        assert a.angle == pytest.approx(b.angle)
    assert {round(p.size / 640, 4) for p in small.particles} <= set(SIZES)


def test_a_resized_window_stretches_the_confetti() -> None:
    confetti = Confetti(640)
    confetti.burst((512, 320), 20, seed=2)
    run(confetti, 0.5)
    before = [(p.x, p.y, p.size) for p in confetti.particles]
    confetti.rescale(1080, 1920 / 1024, 1080 / 640)
    after = [(p.x, p.y, p.size) for p in confetti.particles]
    assert len(after) == len(before) == 20
    for (x, y, size), stretched in zip(before, after, strict=True):
        assert stretched == pytest.approx((x * 1920 / 1024, y * 1080 / 640, size * 1080 / 640))


@pytest.mark.parametrize(
    ("call", "words"),
    [
        (lambda c: c.burst(CENTRE, -1, seed=1), "count"),
        (lambda c: c.burst(CENTRE, 5, seed=1, life=0), "life"),
        (lambda c: c.rain((0, 0, 10, 10), 5, 0, seed=1), "duration"),
        (lambda c: c.rescale(0), "unit"),
    ],
)
def test_nonsense_is_refused_by_name(call: Callable[[Confetti], object], words: str) -> None:
    confetti = Confetti(UNIT)
    with pytest.raises(ValueError, match=words):
        call(confetti)
    with pytest.raises(ValueError, match="unit"):
        Confetti(0)
