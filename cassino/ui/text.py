"""Text that may hold suit symbols, drawn with the bundled font.

pygame-ce's bundled font has no ♠ ♥ ♦ ♣ (they come out as boxes), yet card text needs
them ("Take 5♥ 4♦ with 9♣"). ``render_text`` draws each run of plain text with the font
and each suit as a small vector icon of the same height, so any message from the engine
or the log shows as written.
"""

from __future__ import annotations

from functools import cache

import pygame

from cassino.ui import theme
from cassino.ui.theme import Colour

SUIT_OF_SYMBOL = {"♠": "s", "♥": "h", "♦": "d", "♣": "c"}
RED_SUITS = frozenset("hd")
RED_ON_FELT: Colour = (255, 118, 112)  # the card red, lightened to read on dark felt
# The four-colour deck's blue diamonds and green clubs, lightened like the red to read on
# the felt: the log and the chooser then colour suits as the cards do.
FOUR_COLOUR_ON_FELT: dict[str, Colour] = {"d": (118, 168, 255), "c": (96, 212, 126)}
_four_colour = [False]  # the deck the player chose (set by the window from the preferences)
_OVERSAMPLE = 4  # draw icons large and scale down: pygame.draw has no antialiased fill


def _draw_suit(surface: pygame.Surface, suit: str, colour: Colour) -> None:
    """Fill ``surface`` (square) with the suit's shape."""
    s = surface.get_width()
    if suit == "d":
        pygame.draw.polygon(
            surface, colour, [(s / 2, 0), (s * 0.9, s / 2), (s / 2, s), (s * 0.1, s / 2)]
        )
        return
    if suit == "h":
        r = s * 0.26
        pygame.draw.circle(surface, colour, (s / 2 - r * 0.95, s * 0.32), r)
        pygame.draw.circle(surface, colour, (s / 2 + r * 0.95, s * 0.32), r)
        pygame.draw.polygon(
            surface, colour, [(s * 0.02, s * 0.4), (s * 0.98, s * 0.4), (s / 2, s * 0.98)]
        )
        return
    # Spades and clubs stand on a flared stem.
    pygame.draw.polygon(surface, colour, [(s / 2, s * 0.55), (s * 0.68, s), (s * 0.32, s)])
    if suit == "s":
        r = s * 0.24
        pygame.draw.circle(surface, colour, (s / 2 - r * 0.95, s * 0.6), r)
        pygame.draw.circle(surface, colour, (s / 2 + r * 0.95, s * 0.6), r)
        pygame.draw.polygon(
            surface, colour, [(s / 2, 0), (s * 0.04, s * 0.56), (s * 0.96, s * 0.56)]
        )
    else:
        r = s * 0.22
        pygame.draw.circle(surface, colour, (s / 2, s * 0.24), r)
        pygame.draw.circle(surface, colour, (s / 2 - r * 1.15, s * 0.6), r)
        pygame.draw.circle(surface, colour, (s / 2 + r * 1.15, s * 0.6), r)
        pygame.draw.circle(surface, colour, (s / 2, s * 0.5), r * 0.6)


@cache
def suit_icon(suit: str, height: int, colour: Colour) -> pygame.Surface:
    """The suit (``s h d c``) as a square icon ``height`` pixels tall, antialiased."""
    if suit not in "shdc" or len(suit) != 1:
        raise ValueError(f"no suit is called {suit!r}; suits are s, h, d, c")
    big = pygame.Surface((height * _OVERSAMPLE, height * _OVERSAMPLE), pygame.SRCALPHA)
    _draw_suit(big, suit, colour)
    return pygame.transform.smoothscale(big, (height, height))


def render_text(
    text: str, size: int, colour: Colour = theme.TEXT, red: Colour = RED_ON_FELT
) -> pygame.Surface:
    """``text`` in the bundled font at ``size``, suits drawn as icons (♥ ♦ in ``red``)."""
    font = theme.font(size)
    pieces: list[tuple[pygame.Surface, bool]] = []  # (image, is an icon)
    run = ""
    icon_height = round(font.get_ascent() * 0.72)
    for char in text:
        suit = SUIT_OF_SYMBOL.get(char)
        if suit is None:
            run += char
            continue
        if run:
            pieces.append((_render(font, run, colour), False))
            run = ""
        pieces.append((suit_icon(suit, icon_height, _suit_ink(suit, colour, red)), True))
    if run or not pieces:
        pieces.append((_render(font, run, colour), False))
    height = max(font.get_height(), *(piece.get_height() for piece, _ in pieces))
    width = sum(piece.get_width() for piece, _ in pieces)
    result = pygame.Surface((width, height), pygame.SRCALPHA)
    left = 0
    for piece, is_icon in pieces:
        # An icon stands on the baseline, about as tall as a capital letter.
        top = font.get_ascent() - piece.get_height() if is_icon else 0
        result.blit(piece, (left, top))
        left += piece.get_width()
    return result


def set_four_colour(on: bool) -> None:
    """Suits in text coloured as the four-colour deck's (call ``paint.set_four_colour``,
    which also forgets the text already drawn)."""
    _four_colour[0] = on


def _suit_ink(suit: str, colour: Colour, red: Colour) -> Colour:
    if red == colour:  # one colour for everything: a shadow
        return colour
    if _four_colour[0] and suit in FOUR_COLOUR_ON_FELT:
        return FOUR_COLOUR_ON_FELT[suit]
    return red if suit in RED_SUITS else colour


def _render(font: pygame.font.Font, run: str, colour: Colour) -> pygame.Surface:
    """A run of text; one that is all zero-width characters (a seat named U+200B) is
    nothing to draw, where SDL_ttf raises "Text has zero width"."""
    try:
        return font.render(run, True, colour)
    except pygame.error:
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)
