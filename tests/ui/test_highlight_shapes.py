"""Highlights told by shape as well as by colour: the "could be taken" ring is dashed,
a chosen item carries a tick badge, so a player who cannot tell the colours apart still
sees which is which."""

from __future__ import annotations

from itertools import pairwise

import pygame

from cassino.ui import paint, theme

CARD = pygame.Rect(100, 100, 80, 112)
GOLD = (255, 210, 92)


def blank() -> pygame.Surface:
    surface = pygame.Surface((300, 300))
    surface.fill((0, 0, 0))
    return surface


def top_edge(surface: pygame.Surface) -> list[bool]:
    y = CARD.inflate(6, 6).top
    # The straight part of the edge, between the rounded corners.
    return [surface.get_at((x, y))[:3] == GOLD for x in range(CARD.left + 12, CARD.right - 12)]


def runs(marks: list[bool]) -> int:
    return sum(1 for a, b in pairwise(marks) if a != b)


def test_the_dashed_ring_has_gaps_and_the_solid_one_none() -> None:
    dashed, solid = blank(), blank()
    paint.dashed_outline(dashed, CARD, GOLD)
    paint.outline(solid, CARD, GOLD, width=2)
    assert runs(top_edge(dashed)) >= 6 and any(top_edge(dashed))
    assert runs(top_edge(solid)) == 0 and all(top_edge(solid))


def test_a_chosen_item_carries_a_tick_at_its_corner() -> None:
    surface = blank()
    paint.tick_badge(surface, CARD, theme.DROP_OK)
    corner = pygame.Rect(CARD.right - 20, CARD.top - 10, 24, 24)
    colours = {surface.get_at(point)[:3] for point in _points(corner)}
    assert theme.DROP_OK in colours and theme.TEXT_DARK in colours  # the disc and its tick
    assert surface.get_at(CARD.center)[:3] == (0, 0, 0)  # the card itself is left to show


def _points(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [(x, y) for x in range(rect.left, rect.right) for y in range(rect.top, rect.bottom)]
