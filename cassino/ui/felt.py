"""The cloth every screen lies on: lit in the middle like a table under a lamp, darker to
the edges, with a faint nap so it reads as cloth and not as a flat colour.

It is worked out once per size and theme and kept (a frame only blits it); the cache is
keyed by the theme's colours, so choosing another table shows it at the next frame.
"""

from __future__ import annotations

import math
from functools import lru_cache
from random import Random

import pygame

from cassino.ui import theme
from cassino.ui.theme import Colour

Size = tuple[int, int]
GRADIENT_WIDTH = 160  # the light is worked out this wide, then scaled up smoothly
GRAIN_TILE = 128
GRAIN_ALPHA = 9  # the nap: a faint speckle, not a pattern
WEAVE_ALPHA = 5  # and a fainter diagonal twill, as baize has


def felt(size: Size) -> pygame.Surface:
    """The felt for a window of ``size`` in the theme in force."""
    return _felt(size, theme.FELT_CENTRE, theme.FELT_EDGE)


def _mix(a: Colour, b: Colour, t: float) -> Colour:
    r, g, b_ = (round(x + (y - x) * t) for x, y in zip(a, b, strict=True))
    return r, g, b_


@lru_cache(maxsize=4)
def _felt(size: Size, centre: Colour, edge: Colour) -> pygame.Surface:
    width, height = max(1, size[0]), max(1, size[1])
    small_w = GRADIENT_WIDTH
    small_h = max(2, round(GRADIENT_WIDTH * height / width))
    small = pygame.Surface((small_w, small_h))
    for y in range(small_h):
        for x in range(small_w):
            # The lamp hangs a little above the middle: the light falls off towards the
            # player's edge more slowly than towards the far one.
            dx = (x + 0.5) / small_w * 2 - 1
            dy = ((y + 0.5) / small_h * 2 - 1.08) * 0.9
            reach = min(1.0, math.hypot(dx, dy) / 1.25)
            small.set_at((x, y), _mix(centre, edge, reach**1.6))
    surface = pygame.transform.smoothscale(small, (width, height))
    grain = _grain()
    for top in range(0, height, GRAIN_TILE):
        for left in range(0, width, GRAIN_TILE):
            surface.blit(grain, (left, top))
    if pygame.display.get_surface() is not None:
        surface = surface.convert()
    return surface


@lru_cache(maxsize=1)
def _grain() -> pygame.Surface:
    tile = pygame.Surface((GRAIN_TILE, GRAIN_TILE), pygame.SRCALPHA)
    rng = Random(7)  # the same nap every time
    for y in range(GRAIN_TILE):
        for x in range(GRAIN_TILE):
            shade = 255 if rng.random() < 0.5 else 0
            alpha = rng.randrange(GRAIN_ALPHA)
            if (x + y) % 4 == 0:  # the twill: every fourth diagonal a shade lighter
                shade, alpha = 255, alpha + WEAVE_ALPHA
            tile.set_at((x, y), (shade, shade, shade, alpha))
    return tile
