"""Draw every Cassino card face and three card backs as PNG files.

Everything is built from geometry (bezier outlines, circles, polygons) with pygame-ce on an
off-screen surface; only rank letters use the bundled default font. Cards are drawn at
SUPERSAMPLE times the final size and smoothscaled down, which gives clean antialiased edges.
The output is deterministic: running the script twice yields byte-identical files.

Usage: python tools/make_cards.py [--out assets/cards]
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The video driver must be chosen before pygame is imported.
import pygame
from card_shapes import Point, Polygon, jack_crown, king_crown, queen_crown, star, suit_shape

CARD_W, CARD_H = 250, 350
SUPERSAMPLE = 4
CORNER_RADIUS = 15  # ~6% of the width
RANKS = "A23456789TJQK"
SUITS = "shdc"
DEFAULT_OUT = Path(__file__).resolve().parent.parent / "assets" / "cards"

Colour = tuple[int, int, int]

FACE = (253, 251, 244)
EDGE_GREY = (150, 150, 150)
GOLD = (196, 152, 58)
GOLD_DARK = (150, 110, 35)
BLACK = (24, 24, 30)
RED = (200, 22, 38)
BLUE = (18, 82, 190)
GREEN = (16, 128, 58)

DECK_COLOURS: dict[str, dict[str, Colour]] = {
    "standard": {"s": BLACK, "h": RED, "d": RED, "c": BLACK},
    "four_colour": {"s": BLACK, "h": RED, "d": BLUE, "c": GREEN},
}


# --------------------------------------------------------------------------- drawing helpers


def px(value: float) -> int:
    """Convert a final-size coordinate to a supersampled pixel coordinate."""
    return round(value * SUPERSAMPLE)


def fill_polygons(
    surface: pygame.Surface,
    polygons: Iterable[Polygon],
    colour: Colour,
    centre: Point,
    size: float,
    upside_down: bool = False,
) -> None:
    """Fill unit-space polygons scaled by `size` around `centre` (final-size coordinates)."""
    flip = -1 if upside_down else 1
    for poly in polygons:
        points = [
            (px(centre[0] + flip * x * size), px(centre[1] + flip * y * size)) for x, y in poly
        ]
        pygame.draw.polygon(surface, colour, points)


def draw_suit(
    surface: pygame.Surface,
    suit: str,
    centre: Point,
    height: float,
    colour: Colour,
    upside_down: bool = False,
) -> None:
    fill_polygons(surface, suit_shape(suit), colour, centre, height, upside_down)


def blank_card(face: Colour, edge: Colour) -> pygame.Surface:
    """A supersampled card blank: rounded face, thin border, transparent corners.

    The transparent pixels carry the edge colour so smoothscale does not pull a dark fringe
    into the antialiased rim.
    """
    surface = pygame.Surface((px(CARD_W), px(CARD_H)), pygame.SRCALPHA)
    surface.fill((*edge, 0))
    rect = surface.get_rect()
    pygame.draw.rect(surface, edge, rect, border_radius=px(CORNER_RADIUS))
    pygame.draw.rect(
        surface, face, rect.inflate(-px(2.2), -px(2.2)), border_radius=px(CORNER_RADIUS - 1.1)
    )
    return surface


def downsampled(surface: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, (CARD_W, CARD_H))


@cache
def font(size_px: int) -> pygame.font.Font:
    return pygame.font.Font(None, size_px)


def text_glyphs(text: str, cap_height: float, colour: Colour, max_width: float) -> pygame.Surface:
    """Render text cropped to its ink, scaled to an exact cap height and at most max_width."""
    rendered = font(px(cap_height * 1.45)).render(text, True, colour)
    ink = rendered.subsurface(rendered.get_bounding_rect()).copy()
    target_h = px(cap_height)
    target_w = round(ink.get_width() * target_h / ink.get_height())
    # Condense wide ranks such as "10" instead of shrinking them, as printed decks do.
    target_w = min(target_w, px(max_width))
    return pygame.transform.smoothscale(ink, (target_w, target_h))


def rank_label(rank: str) -> str:
    return "10" if rank == "T" else rank


# --------------------------------------------------------------------------- faces

INDEX_CENTRE_X = 25.0
INDEX_TOP = 12.0
INDEX_CAP = 44.0
INDEX_WIDTH = 42.0
INDEX_PIP = 33.0
INDEX_GAP = 7.0


def draw_index(surface: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    """Rank and suit in the top-left corner, repeated upside down in the bottom-right."""
    corner = pygame.Surface((px(2 * INDEX_CENTRE_X), px(100)), pygame.SRCALPHA)
    corner.fill((*colour, 0))
    glyphs = text_glyphs(rank_label(rank), INDEX_CAP, colour, INDEX_WIDTH)
    corner.blit(glyphs, glyphs.get_rect(midtop=(px(INDEX_CENTRE_X), px(INDEX_TOP))))
    pip_centre = (INDEX_CENTRE_X, INDEX_TOP + INDEX_CAP + INDEX_GAP + INDEX_PIP / 2)
    draw_suit(corner, suit, pip_centre, INDEX_PIP, colour)
    surface.blit(corner, (0, 0))
    flipped = pygame.transform.flip(corner, True, True)
    surface.blit(flipped, flipped.get_rect(bottomright=(px(CARD_W), px(CARD_H))))


# Pip positions as (column, row): column -1/0/1 = left/centre/right, row 0..1 = top..bottom.
# Pips below the middle row are drawn upside down, as on a printed card.
FOUR_ROWS_OF_PAIRS: list[Point] = [(c, r) for r in (0, 1 / 3, 2 / 3, 1) for c in (-1, 1)]
PIP_LAYOUTS: dict[str, list[Point]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [*FOUR_ROWS_OF_PAIRS, (0, 0.5)],
    "T": [*FOUR_ROWS_OF_PAIRS, (0, 1 / 6), (0, 5 / 6)],
}
PIP_HEIGHT = 47.0
PIP_COLUMN_OFFSET = 45.0
PIP_TOP = 62.0
PIP_BOTTOM = CARD_H - PIP_TOP
ACE_PIP_HEIGHT = 120.0


def draw_pips(surface: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    centre_x = CARD_W / 2
    for column, row in PIP_LAYOUTS[rank]:
        centre = (
            centre_x + column * PIP_COLUMN_OFFSET,
            PIP_TOP + row * (PIP_BOTTOM - PIP_TOP),
        )
        draw_suit(surface, suit, centre, PIP_HEIGHT, colour, upside_down=row > 0.5)


def draw_ace(surface: pygame.Surface, suit: str, colour: Colour) -> None:
    draw_suit(surface, suit, (CARD_W / 2, CARD_H / 2), ACE_PIP_HEIGHT, colour)


# ---- court cards: a framed double-ended panel with crown, letter and a suit medallion

FRAME = pygame.Rect(54, 24, 142, 302)


def tint(colour: Colour, base: Colour, amount: float) -> Colour:
    """Blend `amount` of `colour` into `base`."""
    r, g, b = (round(b + (c - b) * amount) for c, b in zip(colour, base, strict=True))
    return (r, g, b)


CROWNS: dict[str, Callable[[], list[Polygon]]] = {
    "K": king_crown,
    "Q": queen_crown,
    "J": jack_crown,
}


def draw_crown(
    surface: pygame.Surface, rank: str, colour: Colour, centre: Point, width: float
) -> None:
    """Gold crown with a band of jewels in the suit colour."""
    shape = CROWNS[rank]()
    # A dark offset underlay reads as an engraved outline once scaled down.
    for dx, dy in ((-0.8, 0), (0.8, 0), (0, -0.8), (0, 0.8)):
        fill_polygons(surface, shape, GOLD_DARK, (centre[0] + dx, centre[1] + dy), width)
    fill_polygons(surface, shape, GOLD, centre, width)
    band = pygame.Rect(0, 0, px(width * 0.84), px(width * 0.13))
    band.midbottom = (px(centre[0]), px(centre[1] + width * 0.18))
    pygame.draw.rect(surface, GOLD_DARK, band, border_radius=px(1.5))
    for offset in (-0.26, 0.0, 0.26):
        jewel_centre = (px(centre[0] + offset * width), band.centery)
        pygame.draw.circle(surface, colour, jewel_centre, px(width * 0.045))


def draw_frame(surface: pygame.Surface, colour: Colour) -> None:
    outer = pygame.Rect(px(FRAME.x), px(FRAME.y), px(FRAME.w), px(FRAME.h))
    pygame.draw.rect(surface, tint(GOLD, FACE, 0.13), outer, border_radius=px(6))
    pygame.draw.rect(surface, colour, outer, width=px(2.2), border_radius=px(6))
    inner = outer.inflate(-px(8), -px(8))
    pygame.draw.rect(surface, GOLD, inner, width=px(1.4), border_radius=px(4))
    # Small gold lozenges in the inner corners finish the frame like an engraved border.
    for x in (FRAME.x + 9, FRAME.right - 9):
        for y in (FRAME.y + 9, FRAME.bottom - 9):
            fill_polygons(surface, [star(0, 0, 1, 0.35, points=4)], GOLD, (x, y), 5)


def draw_court_half(surface: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    """The upper half of a court panel; the lower half is this, rotated 180 degrees."""
    centre_x = FRAME.centerx
    draw_crown(surface, rank, colour, (centre_x, FRAME.y + 50), 66)
    glyphs = text_glyphs(rank, 54, colour, 70)
    surface.blit(glyphs, glyphs.get_rect(midtop=(px(centre_x), px(FRAME.y + 68))))
    for side in (-1, 1):
        draw_suit(surface, suit, (centre_x + side * 49, FRAME.y + 95), 22, colour)


def draw_court_medallion(surface: pygame.Surface, suit: str, colour: Colour) -> None:
    centre = (px(FRAME.centerx), px(FRAME.centery))
    rule_y = centre[1]
    for x0, x1 in ((FRAME.x + 10, FRAME.centerx - 24), (FRAME.centerx + 24, FRAME.right - 10)):
        pygame.draw.line(surface, GOLD, (px(x0), rule_y), (px(x1), rule_y), px(1.4))
    pygame.draw.circle(surface, GOLD, centre, px(22))
    pygame.draw.circle(surface, FACE, centre, px(19.5))
    draw_suit(surface, suit, (FRAME.centerx, FRAME.centery), 24, colour)


def draw_court(surface: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    draw_frame(surface, colour)
    half = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    half.fill((*colour, 0))
    draw_court_half(half, rank, suit, colour)
    surface.blit(half, (0, 0))
    surface.blit(pygame.transform.flip(half, True, True), (0, 0))
    draw_court_medallion(surface, suit, colour)


# ---- The Cassino badge on Big and Little Cassino, opposite the indices; every deck has it
# (make_large_cards.py, make_drawn_cards.py). Unit space: the disc has radius 1.

BADGE_FILL: Colour = (246, 196, 40)
BADGE_LINE: Colour = (70, 44, 6)
BADGE_OUTLINE = 0.13  # width of the dark rim, as a fraction of the radius
BADGE_RING = 0.78  # a thin inner ring at this radius
# (centre x, centre y, outer radius) of each star: two for Big Cassino, one for Little.
BADGE_STARS: dict[str, list[tuple[float, float, float]]] = {
    "Td": [(-0.36, 0.05, 0.42), (0.36, 0.05, 0.42)],
    "2s": [(0.0, 0.06, 0.6)],
}
STAR_INNER = 0.42  # inner radius of a star as a fraction of its outer radius


def badge_star_polygons(code: str) -> list[list[Point]]:
    """The badge's stars in unit space."""
    return [star(x, y, r, r * STAR_INNER) for x, y, r in BADGE_STARS[code]]


def draw_badge(surface: pygame.Surface, code: str, centre: Point, radius: float) -> None:
    """A gold disc with a dark rim and dark stars (final-size coordinates)."""
    c = (px(centre[0]), px(centre[1]))
    pygame.draw.circle(surface, BADGE_LINE, c, px(radius))
    pygame.draw.circle(surface, BADGE_FILL, c, px(radius * (1 - BADGE_OUTLINE)))
    ring_width = max(1, px(radius * 0.035))
    pygame.draw.circle(surface, BADGE_LINE, c, px(radius * BADGE_RING), ring_width)
    fill_polygons(surface, badge_star_polygons(code), BADGE_LINE, centre, radius)


SPECIAL_CARDS = set(BADGE_STARS)
BADGE_CORNER = 27.0  # the badge's centre, this far from the top-right and bottom-left edges
BADGE_SIZE = 21.0


def draw_special_marker(surface: pygame.Surface, code: str) -> None:
    for centre in ((CARD_W - BADGE_CORNER, BADGE_CORNER), (BADGE_CORNER, CARD_H - BADGE_CORNER)):
        draw_badge(surface, code, centre, BADGE_SIZE)


def draw_face(rank: str, suit: str, colour: Colour) -> pygame.Surface:
    surface = blank_card(FACE, EDGE_GREY)
    if rank in CROWNS:
        draw_court(surface, rank, suit, colour)
    elif rank == "A":
        draw_ace(surface, suit, colour)
    else:
        draw_pips(surface, rank, suit, colour)
    draw_index(surface, rank, suit, colour)
    if rank + suit in SPECIAL_CARDS:
        draw_special_marker(surface, rank + suit)
    return downsampled(surface)


# --------------------------------------------------------------------------- backs


@dataclass(frozen=True)
class BackStyle:
    name: str
    field: Colour
    line: Colour
    pattern: Callable[[pygame.Surface, Colour], None]


BACK_MARGIN = 11.0


def lattice_pattern(surface: pygame.Surface, colour: Colour) -> None:
    """Quilted diagonal lattice with a dot in the middle of every diamond."""
    w, h = surface.get_size()
    step = px(16)
    width = px(1.1)
    for k in range(-(h // step) - 1, (w + h) // step + 2):
        pygame.draw.line(surface, colour, (k * step, 0), (k * step + h, h), width)
        pygame.draw.line(surface, colour, (k * step, 0), (k * step - h, h), width)
    # Lines cross where (i + j) is even on a half-step grid; odd points are diamond centres.
    half = step // 2
    for j in range(h // half + 2):
        for i in range(w // half + 2):
            if (i + j) % 2:
                pygame.draw.circle(surface, colour, (i * half, j * half), px(1.8))


def rings_pattern(surface: pygame.Surface, colour: Colour) -> None:
    """Interlocking circles on a square grid, the classic 'rings' back."""
    w, h = surface.get_size()
    step = px(18)
    for y in range(0, h + step, step):
        for x in range(0, w + step, step):
            pygame.draw.circle(surface, colour, (x, y), step * 0.72, px(1.0))
            pygame.draw.circle(surface, colour, (x + step // 2, y + step // 2), px(1.6))


def nested_diamonds_pattern(surface: pygame.Surface, colour: Colour) -> None:
    """Tiles of concentric diamonds."""
    w, h = surface.get_size()
    half_w, half_h = px(11), px(15)
    for row, cy in enumerate(range(0, h + 2 * half_h, half_h)):
        shift = half_w if row % 2 else 0
        for cx in range(-shift, w + 2 * half_w, 2 * half_w):
            for scale in (1.0, 0.6, 0.22):
                points = [
                    (cx, cy - half_h * scale),
                    (cx + half_w * scale, cy),
                    (cx, cy + half_h * scale),
                    (cx - half_w * scale, cy),
                ]
                if scale < 0.3:
                    pygame.draw.polygon(surface, colour, points)
                else:
                    pygame.draw.polygon(surface, colour, points, px(1.0))


BACK_STYLES = [
    BackStyle("back_blue", (24, 58, 140), (104, 146, 222), lattice_pattern),
    BackStyle("back_red", (152, 22, 34), (226, 112, 112), rings_pattern),
    BackStyle("back_green", (18, 96, 58), (104, 184, 132), nested_diamonds_pattern),
]


def rounded_mask(size: tuple[int, int], radius: int) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    return mask


def draw_medallion(surface: pygame.Surface, centre: Point, style: BackStyle) -> None:
    """A central oval cartouche with an eight-pointed compass star."""
    cx, cy = px(centre[0]), px(centre[1])
    oval = pygame.Rect(0, 0, px(92), px(124))
    oval.center = (cx, cy)
    pygame.draw.ellipse(surface, FACE, oval.inflate(px(10), px(10)))
    pygame.draw.ellipse(surface, style.field, oval.inflate(px(5), px(5)))
    pygame.draw.ellipse(surface, style.field, oval)
    pygame.draw.ellipse(surface, style.line, oval, px(1.4))
    pygame.draw.ellipse(surface, style.line, oval.inflate(-px(10), -px(10)), px(1.0))
    compass = star(0, 0, 1, 0.38, points=8)
    fill_polygons(surface, [compass], style.line, centre, 38)
    fill_polygons(surface, [star(0, 0, 1, 0.42, points=4)], FACE, centre, 40)
    pygame.draw.circle(surface, style.field, (cx, cy), px(6))
    pygame.draw.circle(surface, FACE, (cx, cy), px(3.2))


def draw_back(style: BackStyle) -> pygame.Surface:
    surface = blank_card(FACE, EDGE_GREY)
    field_rect = pygame.Rect(0, 0, px(CARD_W - 2 * BACK_MARGIN), px(CARD_H - 2 * BACK_MARGIN))
    field_rect.center = surface.get_rect().center

    field = pygame.Surface(field_rect.size, pygame.SRCALPHA)
    field.fill(style.field)
    style.pattern(field, style.line)
    inset = field.get_rect().inflate(-px(7), -px(7))
    pygame.draw.rect(field, style.field, field.get_rect(), px(5.5), border_radius=px(7))
    pygame.draw.rect(field, FACE, inset, px(1.3), border_radius=px(5))
    field.blit(rounded_mask(field_rect.size, px(7)), (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(field, field_rect)

    draw_medallion(surface, (CARD_W / 2, CARD_H / 2), style)
    return downsampled(surface)


# --------------------------------------------------------------------------- main


def card_codes() -> list[str]:
    return [rank + suit for suit in SUITS for rank in RANKS]


def main(out_dir: Path | str = DEFAULT_OUT) -> None:
    out = Path(out_dir)
    pygame.font.init()
    for deck, colours in DECK_COLOURS.items():
        (out / deck).mkdir(parents=True, exist_ok=True)
        for code in card_codes():
            rank, suit = code[0], code[1]
            pygame.image.save(draw_face(rank, suit, colours[suit]), out / deck / f"{code}.png")
    for style in BACK_STYLES:
        pygame.image.save(draw_back(style), out / f"{style.name}.png")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    return parser.parse_args()


if __name__ == "__main__":
    main(parse_args().out)
