"""Drawing confetti (``cassino.ui.anim.confetti``): small turning paper strips, dots and
four-point sparkles in festive colours that read on green felt and on a dark table.

Drawing only. Each shape is drawn once — large, then scaled down smoothly for soft edges —
for its kind, colour, size and a step of its angle and tumble, and kept in a bounded
cache, so a frame is one blit per piece.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from cassino.ui.anim.confetti import Confetti, ShapeKind
from cassino.ui.theme import Colour

GOLD: Colour = (255, 204, 77)
WHITE: Colour = (252, 249, 240)
CORAL: Colour = (255, 122, 102)
SKY_BLUE: Colour = (102, 194, 255)
PALETTE: tuple[Colour, ...] = (GOLD, WHITE, CORAL, SKY_BLUE)

SUPERSAMPLE = 4  # a shape is drawn this many times larger, then scaled down smoothly
ANGLE_STEPS = {"rect": 16, "star": 8, "circle": 1}  # per half turn, quarter turn, whole
SQUASH_STEPS = 4  # how finely a strip's tumble (or a sparkle's twinkle) is shown
# Every shape a window's confetti can show: 3 sizes x 4 colours x (64 + 32 + 4) steps.
CACHE_SIZE = 1536


def draw_confetti(surface: pygame.Surface, confetti: Confetti) -> None:
    """Every piece on show, faded as its life ends; pieces off the surface are skipped."""
    width, height = surface.get_size()
    for piece in confetti.particles:
        alpha = round(255 * piece.fade)
        reach = piece.size
        if (
            alpha <= 0
            or not -reach < piece.x < width + reach
            or not -reach < piece.y < height + reach
        ):
            continue
        image = shape_image(
            piece.kind,
            piece.colour % len(PALETTE),
            max(2, round(piece.size)),
            _angle_step(piece.kind, piece.angle),
            min(SQUASH_STEPS - 1, int(piece.squash * SQUASH_STEPS)),
        )
        image.set_alpha(alpha)
        surface.blit(image, image.get_rect(center=(round(piece.x), round(piece.y))))


def _angle_step(kind: ShapeKind, angle: float) -> int:
    """Which of its ``ANGLE_STEPS`` angles a shape is drawn at: a strip looks the same
    every half turn, a sparkle every quarter turn, a dot at every angle."""
    steps = ANGLE_STEPS[kind]
    symmetry = 90 if kind == "star" else 180
    return round(angle % symmetry / symmetry * steps) % steps


@lru_cache(maxsize=CACHE_SIZE)
def shape_image(
    kind: ShapeKind, colour: int, size: int, angle_step: int, squash_step: int
) -> pygame.Surface:
    """One piece: a strip ``size`` pixels long, a dot or a sparkle, of ``PALETTE[colour]``,
    turned to its angle step; a strip seen flatter (``squash_step`` higher) is narrower
    edge-on and catches more light face-on, a sparkle twinkles larger."""
    flat = (squash_step + 0.5) / SQUASH_STEPS
    light = 0.72 + 0.28 * flat
    red, green, blue = (min(255, round(channel * light)) for channel in PALETTE[colour])
    side = math.ceil(size * 1.2) + 2
    scale = SUPERSAMPLE
    canvas = pygame.Surface((side * scale, side * scale), pygame.SRCALPHA)
    canvas.fill((red, green, blue, 0))  # transparent, but the right colour at the edges
    centre = side * scale / 2
    if kind == "circle":
        radius = size * 0.34 * scale
        pygame.draw.circle(canvas, (red, green, blue), (centre, centre), radius)
    else:
        if kind == "rect":
            turn = math.radians(angle_step * 180 / ANGLE_STEPS[kind])
            half_long, half_short = size / 2, size * 0.27 * max(0.2, flat)
            outline = [(half_long, half_short), (-half_long, half_short)]
            outline += [(-half_long, -half_short), (half_long, -half_short)]
        else:
            turn = math.radians(angle_step * 90 / ANGLE_STEPS[kind])
            outer = size * 0.5 * (0.7 + 0.3 * flat)
            radii = [outer if n % 2 == 0 else outer * 0.3 for n in range(8)]
            outline = [
                (radius * math.cos(n * math.pi / 4), radius * math.sin(n * math.pi / 4))
                for n, radius in enumerate(radii)
            ]
        cos, sin = math.cos(turn), math.sin(turn)
        points = [
            (centre + (x * cos - y * sin) * scale, centre - (x * sin + y * cos) * scale)
            for x, y in outline
        ]
        pygame.draw.polygon(canvas, (red, green, blue), points)
    return pygame.transform.smoothscale(canvas, (side, side))
