"""Every visual constant in one place: colours, proportions, fonts.

Text sizes are fractions of the window height (see ``scale_height``), so text grows with
the window the way the cards do. The text is DejaVu Sans Bold, bundled in
``assets/fonts`` (hinted for the screen, kerned by SDL_ttf); the suits in it are drawn as
coloured icons by ``text.render_text``, as the cards draw them.
"""

from __future__ import annotations

from enum import Enum
from functools import cache

import pygame

Colour = tuple[int, int, int]
ColourA = tuple[int, int, int, int]

# The felt: a lit centre falling off to darker edges, like a lamp over a card table.
FELT_CENTRE: Colour = (46, 122, 74)
FELT_EDGE: Colour = (16, 62, 38)
FELT_LINE: ColourA = (255, 255, 255, 26)  # the faint ring that marks the playing area

TEXT: Colour = (246, 241, 226)
TEXT_DIM: Colour = (186, 206, 190)
TEXT_DARK: Colour = (24, 36, 28)
HIGHLIGHT: Colour = (255, 210, 92)  # warm gold: whose turn, what can be taken
DROP_OK: Colour = (132, 228, 150)
DROP_BAD: Colour = (236, 96, 84)
WARNING: Colour = (255, 168, 76)  # amber: a play that leaves the table to be swept
SUIT_RED: Colour = (200, 32, 44)
SUIT_BLACK: Colour = (20, 20, 24)

PANEL: ColourA = (6, 30, 18, 150)  # translucent dark felt behind text
SHEET: ColourA = (6, 30, 18, 255)  # a dialog's or an overlay's panel: nothing shows through
PANEL_BORDER: ColourA = (255, 255, 255, 34)
SHADOW: ColourA = (0, 0, 0, 80)
PILE_EMPTY: ColourA = (255, 255, 255, 40)  # outline where a pile or the stock will be

CARD_ASPECT = 350 / 250  # height / width of the card art
CARD_CORNER = 0.06  # corner radius of a card, as a fraction of its width
SHADOW_OFFSET = 0.03  # shadow drop, as a fraction of card width
PANEL_RADIUS = 0.012  # as a fraction of window height


class TextRole(Enum):
    """What text is for; its size is a fraction of the window height."""

    TITLE = 0.070
    BANNER = 0.040
    BODY = 0.032
    SMALL = 0.029


MIN_FONT_SIZE = 16
# Text is never shrunk to fit below this size (13 px tall in the bundled font, the
# small text of a 1024×640 window): text that is too long wraps or is abbreviated.
READABLE_SIZE = 19
LINE_HEIGHT = 0.75  # rendered line height / font size, for the bundled font
Size = tuple[int, int]


def scale_height(window_size: Size) -> int:
    """The height text is scaled from: the window's, but no more than a 16:10 window of
    the same width would have, so a tall narrow window does not get huge text."""
    width, height = window_size
    return min(height, round(width * 10 / 16))


def font_size(window_size: Size, role: TextRole = TextRole.BODY) -> int:
    """The font size (pygame units) for ``role`` in a window of ``window_size``."""
    return max(MIN_FONT_SIZE, round(scale_height(window_size) * role.value))


def line_height(window_size: Size, role: TextRole = TextRole.BODY) -> int:
    """Pixels one line of ``role`` text takes; the layout reserves this much."""
    return round(font_size(window_size, role) * LINE_HEIGHT) + 2


FONT_FILE = "DejaVuSans-Bold.ttf"
# DejaVu Sans Bold at 0.6 of a size is as wide, and its lines as tall, as pygame's default
# font was at that size (measured over sizes 12 to 48): every layout keeps its room, and
# the sizes keep their meaning (``MIN_FONT_SIZE``, ``READABLE_SIZE``).
FONT_SCALE = 0.6


@cache
def font(size: int) -> pygame.font.Font:
    """The game's font at ``size``, opened once; pygame's own font if the bundled one
    cannot be read (a damaged install still shows every word)."""
    if not pygame.font.get_init():
        pygame.font.init()
    from cassino.userdata import locations

    try:
        path = locations.assets_dir() / "fonts" / FONT_FILE
        return pygame.font.Font(str(path), max(1, round(size * FONT_SCALE)))
    except (OSError, pygame.error, locations.MissingDataError):
        return pygame.font.Font(None, size)


def role_font(window_size: Size, role: TextRole = TextRole.BODY) -> pygame.font.Font:
    return font(font_size(window_size, role))
