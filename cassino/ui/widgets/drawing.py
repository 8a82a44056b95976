"""How the widgets look, and the drawing helpers the menu screens share with them: kept
text images, cutting and wrapping text to a width, smooth rounded translucent panels.

Text is drawn with ``render_text`` in the theme's font, so suit symbols show.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from cassino.ui import theme
from cassino.ui.text import SUIT_OF_SYMBOL, render_text
from cassino.ui.theme import Colour, ColourA

Point = tuple[int, int]
LINE_SPACING = 1.2  # wrapped lines: line pitch over the font's height

# Looks: dark translucent felt, a gold rim for what the pointer or the keyboard is on.
FILL: ColourA = (6, 32, 19, 178)
FILL_HOVER: ColourA = (22, 68, 42, 210)
FILL_PRESSED: ColourA = (2, 18, 10, 225)
FILL_DISABLED: ColourA = (6, 32, 19, 84)
FILL_FIELD: ColourA = (1, 14, 8, 205)
PRIMARY: ColourA = (*theme.HIGHLIGHT, 236)
PRIMARY_HOVER: ColourA = (255, 226, 140, 250)
PRIMARY_PRESSED: ColourA = (214, 172, 70, 250)
BORDER: ColourA = (255, 255, 255, 46)
GOLD: ColourA = (*theme.HIGHLIGHT, 255)
GLOW: ColourA = (*theme.HIGHLIGHT, 64)
TRACK_OFF: ColourA = (0, 0, 0, 110)
TEXT_DISABLED: Colour = (112, 138, 120)
ARROW: Colour = (214, 226, 214)


# --- drawing helpers, shared with the screens ---


@lru_cache(maxsize=1024)
def text_image(text: str, size: int, colour: Colour = theme.TEXT) -> pygame.Surface:
    """``render_text``, kept: menus draw the same words every frame. Never modify it."""
    return render_text(text, size, colour)


def fit_text(text: str, size: int, width: int, colour: Colour = theme.TEXT) -> pygame.Surface:
    """``text`` as an image no wider than ``width``, cut with "…" if it must be."""
    return text_image(ellipsize(text, size, width), size, colour)


def text_width(text: str, size: int) -> int:
    """The width ``render_text`` gives ``text``, measured without drawing it."""
    font = theme.font(size)
    icon = round(font.get_ascent() * 0.72)  # as render_text draws a suit
    width, run = 0, ""
    for char in text:
        if char in SUIT_OF_SYMBOL:
            width += (font.size(run)[0] if run else 0) + icon
            run = ""
        else:
            run += char
    return width + (font.size(run)[0] if run else 0)


def ellipsize(text: str, size: int, width: int) -> str:
    """The longest start of ``text`` that fits ``width`` pixels, "…" marking a cut."""
    if text_width(text, size) <= width:
        return text
    low, high = 0, len(text)
    while low < high:  # the most characters that fit with the ellipsis
        middle = (low + high + 1) // 2
        if text_width(text[:middle].rstrip() + "…", size) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def wrap_text(text: str, size: int, width: int, max_lines: int | None = None) -> list[str]:
    """``text`` broken into lines at spaces to fit ``width``; the last line kept is cut
    with "…" when more would be needed."""
    lines: list[str] = []
    line = ""
    for word in text.split():
        candidate = f"{line} {word}" if line else word
        if line and text_width(candidate, size) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line or not lines:
        lines.append(line)
    if max_lines is not None and len(lines) > max_lines:
        kept = lines[: max_lines - 1]
        rest = " ".join(lines[max_lines - 1 :])
        lines = [*kept, ellipsize(rest + " …", size, width)]
    return [ellipsize(line, size, width) for line in lines]


def line_pitch(size: int) -> int:
    """Pixels from one wrapped line to the next at text size ``size``."""
    return round(theme.font(size).get_height() * LINE_SPACING)


def lines_height(size: int, lines: int) -> int:
    """The height of ``lines`` wrapped lines at text size ``size``."""
    return theme.font(size).get_height() + line_pitch(size) * (lines - 1)


def draw_wrapped(
    surface: pygame.Surface,
    text: str,
    size: int,
    rect: pygame.Rect,
    colour: Colour = theme.TEXT,
    max_lines: int = 2,
    centred: bool = False,
) -> None:
    """``text`` in ``rect``, wrapped at spaces into up to ``max_lines`` lines (the last cut
    with "…" only if still more would be needed): from the left, or each line ``centred``;
    the lines centred in the height."""
    lines = wrap_text(text, size, rect.width, max_lines)
    top = rect.centery - lines_height(size, len(lines)) // 2
    for number, line in enumerate(lines):
        image = text_image(line, size, colour)
        place = image.get_rect(top=top + number * line_pitch(size), left=rect.left)
        if centred:
            place.centerx = rect.centerx
        surface.blit(image, place)


@lru_cache(maxsize=256)
def panel_image(
    size: tuple[int, int],
    fill: ColourA,
    border: ColourA | None = None,
    border_width: int = 1,
    radius: int = 0,
) -> pygame.Surface:
    """A rounded, translucent rectangle, drawn twice as large and scaled down so its
    corners are smooth. Kept per look and size; never modify it."""
    width, height = max(1, size[0]), max(1, size[1])
    big = pygame.Surface((width * 2, height * 2), pygame.SRCALPHA)
    area = big.get_rect()
    pygame.draw.rect(big, fill, area, border_radius=radius * 2)
    if border is not None and border_width > 0:
        pygame.draw.rect(big, border, area, width=border_width * 2, border_radius=radius * 2)
    return pygame.transform.smoothscale(big, (width, height))


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: ColourA | None = None,
    border: ColourA | None = theme.PANEL_BORDER,
    border_width: int = 1,
    radius: int | None = None,
) -> None:
    """A rounded translucent panel over whatever is beneath ``rect`` (the theme's panel
    by default)."""
    fill = theme.PANEL if fill is None else fill
    if rect.width <= 0 or rect.height <= 0:
        return
    if radius is None:
        radius = max(4, round(min(rect.width, rect.height) * 0.08))
    radius = min(radius, rect.height // 2, rect.width // 2)
    surface.blit(panel_image(rect.size, fill, border, border_width, radius), rect.topleft)


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: Point) -> None:
    surface.blit(image, image.get_rect(center=centre))


@lru_cache(maxsize=64)
def arrow_image(height: int, delta: int, colour: Colour) -> pygame.Surface:
    """A small smooth triangle pointing left (``delta`` < 0) or right, for a zone of
    ``height`` pixels."""
    side = max(4, round(height * 0.36))
    big = pygame.Surface((side * 4, side * 4), pygame.SRCALPHA)
    s = side * 4
    tip, back = (s * 0.84, s * 0.2) if delta > 0 else (s * 0.16, s * 0.8)
    pygame.draw.polygon(big, colour, [(tip, s / 2), (back, s * 0.1), (back, s * 0.9)])
    return pygame.transform.smoothscale(big, (side, side))
