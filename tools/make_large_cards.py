"""Draw the "large index" card faces for low vision, as PNG files.

Each face shows its rank about 40% of the card height in the top-left with a big suit under
it, mirrored in the bottom-right, so a card reads when it is tiny or mostly covered. The
top-right corner (mirrored bottom-left) repeats the suit, so a card covered from below still
shows both; courts put a gold crown with jewels in the suit's colour there, and the two
Cassino cards a gold badge with two stars (10 of diamonds, Big Cassino) or one star (2 of
spades, Little Cassino).

Pure pygame-ce, drawn at SUPERSAMPLE times the size and smoothscaled down; deterministic
(running it twice gives byte-identical files). Ranks use assets/fonts/DejaVuSans-Bold.ttf.

Usage: .venv/bin/python tools/make_large_cards.py [--out assets/cards]
  writes <out>/large/ and <out>/large_four_colour/, 52 faces each (2s.png, Td.png, Kh.png...)
"""

from __future__ import annotations

import argparse
import os
from functools import cache
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# The video driver must be chosen before pygame is imported.
import pygame
from make_cards import (
    BADGE_STARS,
    CARD_H,
    CARD_W,
    CROWNS,
    DECK_COLOURS,
    EDGE_GREY,
    FACE,
    SUPERSAMPLE,
    Colour,
    blank_card,
    card_codes,
    downsampled,
    draw_badge,
    draw_crown,
    draw_suit,
    px,
    rank_label,
)

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUT = ROOT / "assets" / "cards"
FONT_PATH = ROOT / "assets" / "fonts" / "DejaVuSans-Bold.ttf"
DECKS = {"large": DECK_COLOURS["standard"], "large_four_colour": DECK_COLOURS["four_colour"]}

# ---- Layout, in final-size pixels (250 x 350).

COLUMN_LEFT = 10.0
COLUMN_WIDTH = 116.0
COLUMN_CENTRE = COLUMN_LEFT + COLUMN_WIDTH / 2
RANK_TOP = 14.0
RANK_CAP = 140.0  # 40% of the card height
SUIT_GAP = 10.0
SUIT_HEIGHT = 72.0
CORNER_CENTRE = (185.0, 58.0)  # top-right corner area, free of the index column
CORNER_SUIT = 66.0
BADGE_RADIUS = 40.0
CROWN_WIDTH = 76.0
CROWN_CENTRE_Y = 14.0 + 0.65 * CROWN_WIDTH  # the queen's spike, the tallest, at y=14
SPECIAL_CARDS = set(BADGE_STARS)


@cache
def font(size: int) -> pygame.font.Font:
    return pygame.font.Font(FONT_PATH, size)


def rank_glyphs(text: str, colour: Colour) -> pygame.Surface:
    """The rank's ink, scaled so a capital is RANK_CAP high and at most COLUMN_WIDTH wide.

    Glyphs are set one by one with a small fixed gap, which keeps "10" from needing much
    condensing; the tail of Q hangs below the cap line, and the hook of J, which DejaVu
    drops below the baseline, is lifted onto it (the glyph is shortened to the cap height).
    """
    size = 400
    cap = font(size).render("H", True, colour)
    scale = RANK_CAP / cap.get_bounding_rect().height
    top = cap.get_bounding_rect().top
    pieces = []
    for char in text:
        rendered = font(size).render(char, True, colour)
        ink = rendered.get_bounding_rect()
        crop = pygame.Rect(ink.x, top, ink.w, max(ink.bottom, cap.get_bounding_rect().bottom) - top)
        pieces.append(rendered.subsurface(crop))
    gap = round(0.06 * size)
    width = sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1)
    height = max(p.get_height() for p in pieces)
    joined = pygame.Surface((width, height), pygame.SRCALPHA)
    joined.fill((*colour, 0))
    x = 0
    for piece in pieces:
        joined.blit(piece, (x, 0))
        x += piece.get_width() + gap
    target_w = min(px(width * scale), px(COLUMN_WIDTH))
    target_h = px(RANK_CAP) if text == "J" else px(height * scale)
    return pygame.transform.smoothscale(joined, (target_w, target_h))


def draw_half(surface: pygame.Surface, rank: str, suit: str, colour: Colour) -> None:
    """The upper-left index column and the top-right corner; the rest is this, turned."""
    glyphs = rank_glyphs(rank_label(rank), colour)
    surface.blit(glyphs, glyphs.get_rect(midtop=(px(COLUMN_CENTRE), px(RANK_TOP))))
    # A descender (the hook of J, the tail of Q) pushes the suit down with it.
    ink_bottom = RANK_TOP + glyphs.get_height() / SUPERSAMPLE
    suit_centre = (COLUMN_CENTRE, ink_bottom + SUIT_GAP + SUIT_HEIGHT / 2)
    draw_suit(surface, suit, suit_centre, SUIT_HEIGHT, colour)
    cx = CORNER_CENTRE[0]
    if rank + suit in SPECIAL_CARDS:
        draw_badge(surface, rank + suit, CORNER_CENTRE, BADGE_RADIUS)
    elif rank in CROWNS:
        # Alone: a suit under it would meet the suit pushed down by the tail of Q.
        draw_crown(surface, rank, colour, (cx, CROWN_CENTRE_Y), CROWN_WIDTH)
    else:
        draw_suit(surface, suit, CORNER_CENTRE, CORNER_SUIT, colour)


def draw_face(rank: str, suit: str, colour: Colour) -> pygame.Surface:
    surface = blank_card(FACE, EDGE_GREY)
    half = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    half.fill((*colour, 0))
    draw_half(half, rank, suit, colour)
    surface.blit(half, (0, 0))
    surface.blit(pygame.transform.flip(half, True, True), (0, 0))
    return downsampled(surface)


def main(out_dir: Path | str = DEFAULT_OUT) -> None:
    out = Path(out_dir)
    pygame.font.init()
    for deck, colours in DECKS.items():
        (out / deck).mkdir(parents=True, exist_ok=True)
        for code in card_codes():
            rank, suit = code[0], code[1]
            pygame.image.save(draw_face(rank, suit, colours[suit]), out / deck / f"{code}.png")


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output directory")
    return parser.parse_args()


if __name__ == "__main__":
    assert CARD_W == 250 and CARD_H == 350, "the layout above is for 250 x 350 cards"
    main(parse_args().out)
