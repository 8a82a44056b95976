"""Drawing confetti: pixels change where pieces are and nowhere else, fading pieces are
fainter, nothing is drawn when animations are off, and drawing changes nothing."""

from __future__ import annotations

import math

import pygame

from cassino.ui import celebration, theme
from cassino.ui.anim import tween
from cassino.ui.anim.confetti import FADE, Confetti
from cassino.ui.celebration import PALETTE, draw_confetti

SIZE = (400, 300)
BLACK = (0, 0, 0)


def changed_pixels(surface: pygame.Surface) -> pygame.mask.Mask:
    """The pixels that are no longer black."""
    changed = pygame.mask.from_threshold(surface, BLACK, (1, 1, 1, 255))
    changed.invert()
    return changed


def flying(seed: int = 1, count: int = 40) -> Confetti:
    confetti = Confetti(300, colours=len(PALETTE))
    confetti.burst((200, 150), count, seed=seed)
    for _ in range(20):
        confetti.update(1 / 60)
    return confetti


def test_pixels_change_where_pieces_are_and_nowhere_else() -> None:
    confetti = flying()
    surface = pygame.Surface(SIZE)
    draw_confetti(surface, confetti)
    changed = changed_pixels(surface)
    near = pygame.mask.Mask(SIZE)
    pieces = confetti.particles
    assert len(pieces) == 40
    for piece in pieces:
        reach = round(piece.size * 0.65) + 2
        spot = pygame.mask.Mask((2 * reach + 1, 2 * reach + 1), fill=True)
        near.draw(spot, (round(piece.x) - reach, round(piece.y) - reach))
        assert changed.get_at((round(piece.x), round(piece.y))), f"nothing drawn at {piece}"
    far = near.copy()
    far.invert()
    assert changed.count() > 40 * 4
    assert changed.overlap_area(far, (0, 0)) == 0


def test_each_palette_colour_reads_on_the_felt_and_on_a_dark_table() -> None:
    for background in (theme.FELT_CENTRE, theme.FELT_EDGE, (20, 24, 28)):
        for colour in PALETTE:
            assert math.dist(colour, background) > 150, (colour, background)
            assert sum(colour) > sum(background) + 100  # and lighter than it
    assert len(set(PALETTE)) == len(PALETTE) >= 4


def brightest(surface: pygame.Surface, around: tuple[float, float], reach: float) -> int:
    left, top = round(around[0] - reach), round(around[1] - reach)
    return max(
        sum(surface.get_at((x, y))[:3])
        for x in range(max(0, left), min(surface.get_width(), left + round(2 * reach)))
        for y in range(max(0, top), min(surface.get_height(), top + round(2 * reach)))
    )


def test_a_fading_piece_is_fainter() -> None:
    size = (400, 1000)
    confetti = Confetti(1000)  # a large piece, so that some of its pixels are whole
    confetti.burst((200, 20), 1, 0.0, seed=3, speed=0.0, life=1.0)
    confetti.update(0.02)
    fresh = pygame.Surface(size)
    draw_confetti(fresh, confetti)
    (piece,) = confetti.particles
    assert piece.fade == 1.0
    full = brightest(fresh, (piece.x, piece.y), piece.size)
    confetti.update(piece.life - FADE / 4)
    (piece,) = confetti.particles
    assert 0 < piece.fade < 0.3
    fading = pygame.Surface(size)
    draw_confetti(fading, confetti)
    assert 0 < brightest(fading, (piece.x, piece.y), piece.size) < full * 0.6


def test_nothing_is_drawn_when_animations_are_off() -> None:
    confetti = flying()
    tween.set_speed(tween.INSTANT)
    confetti.update(1 / 60)
    confetti.burst((200, 150), 40, seed=2)
    surface = pygame.Surface(SIZE)
    draw_confetti(surface, confetti)
    assert changed_pixels(surface).count() == 0


def test_drawing_changes_no_piece_and_shapes_come_from_a_bounded_cache() -> None:
    confetti = flying(seed=4, count=200)
    before = [(p.x, p.y, p.angle, p.life) for p in confetti.particles]
    surface = pygame.Surface(SIZE)
    draw_confetti(surface, confetti)
    draw_confetti(surface, confetti)
    assert [(p.x, p.y, p.angle, p.life) for p in confetti.particles] == before
    cache = celebration.shape_image.cache_info()
    assert cache.maxsize == celebration.CACHE_SIZE and 0 < cache.currsize <= cache.maxsize
    assert cache.hits > 0  # the second frame drew from the cache
