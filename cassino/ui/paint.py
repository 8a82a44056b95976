"""Drawing helpers shared by the scenes: felt, card shadows, panels, cached text.

Everything costly (the felt gradient, rendered text, panel surfaces) is made once per
size and kept, so a frame is mostly blits: the table must hold 60 fps.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from cassino.ui import text as suit_text
from cassino.ui import theme
from cassino.ui.felt import felt as felt_surface
from cassino.ui.text import render_text
from cassino.ui.widgets import drawing

Size = tuple[int, int]
Colour = tuple[int, int, int]


def felt(size: Size) -> pygame.Surface:
    """The table's felt, as every screen has it (``cassino.ui.felt``)."""
    return felt_surface(size)


@lru_cache(maxsize=64)
def _shadow(size: Size, radius: int) -> pygame.Surface:
    surface = pygame.Surface((size[0] + 6, size[1] + 6), pygame.SRCALPHA)
    pygame.draw.rect(
        surface, theme.SHADOW, surface.get_rect().inflate(-2, -2), border_radius=radius + 2
    )
    return surface


def card_shadow(surface: pygame.Surface, rect: pygame.Rect, lifted: bool = False) -> None:
    """The soft shadow under a card; a lifted (dragged) card casts it further."""
    radius = round(rect.width * theme.CARD_CORNER)
    offset = max(2, round(rect.width * theme.SHADOW_OFFSET * (3 if lifted else 1)))
    surface.blit(_shadow(rect.size, radius), (rect.left - 3 + offset, rect.top - 3 + offset))


@lru_cache(maxsize=128)
def _panel(
    size: Size, radius: int, fill: tuple[int, ...], border: tuple[int, ...]
) -> pygame.Surface:
    surface = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(surface, fill, surface.get_rect(), border_radius=radius)
    if border[3:] != (0,):
        pygame.draw.rect(surface, border, surface.get_rect(), 1, border_radius=radius)
    return surface


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: tuple[int, ...] | None = None,
    border: tuple[int, ...] = theme.PANEL_BORDER,
    radius: int | None = None,
) -> None:
    """A translucent rounded panel behind text (the theme's panel by default)."""
    fill = theme.PANEL if fill is None else fill
    if radius is None:
        radius = max(4, round(surface.get_height() * theme.PANEL_RADIUS))
    surface.blit(_panel(rect.size, radius, tuple(fill), tuple(border)), rect)


def outline(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 3, alpha: int = 255
) -> None:
    """A glowing outline around a card or item (what can be taken, what is selected)."""
    radius = max(4, round(rect.width * theme.CARD_CORNER) + 3)
    glow = _panel(rect.inflate(10, 10).size, radius + 4, (*colour, alpha // 5), (0, 0, 0, 0))
    surface.blit(glow, rect.inflate(10, 10))
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), width, border_radius=radius)


def dashed_outline(
    surface: pygame.Surface, rect: pygame.Rect, colour: Colour, width: int = 2
) -> None:
    """A dashed ring around a card or item: a second kind of highlight that is told from
    the solid one by its shape, not only by its colour."""
    ring = rect.inflate(6, 6)
    dash = max(4, rect.width // 8)
    glow = _panel(
        rect.inflate(10, 10).size,
        round(rect.width * theme.CARD_CORNER) + 7,
        (*colour, 24),
        (0, 0, 0, 0),
    )
    surface.blit(glow, rect.inflate(10, 10))
    for start, end, across in (
        (ring.left, ring.right, (ring.top, ring.bottom - width)),
        (ring.top, ring.bottom, (ring.left, ring.right - width)),
    ):
        horizontal = start == ring.left
        for offset in range(start, end, 2 * dash):
            length = min(dash, end - offset)
            for edge in across:
                piece = (
                    pygame.Rect(offset, edge, length, width)
                    if horizontal
                    else pygame.Rect(edge, offset, width, length)
                )
                surface.fill(colour, piece)


def tick_badge(surface: pygame.Surface, rect: pygame.Rect, colour: Colour) -> None:
    """A round badge with a tick at a chosen card's top right corner: chosen is seen by
    its mark, whatever colours a player tells apart."""
    radius = max(6, rect.width // 7)
    centre = (rect.right - radius // 3, rect.top + radius // 3)
    pygame.draw.circle(surface, theme.TEXT_DARK, centre, radius + 2)
    pygame.draw.circle(surface, colour, centre, radius)
    x, y, r = centre[0], centre[1], radius
    tick = [(x - r * 0.5, y), (x - r * 0.12, y + r * 0.42), (x + r * 0.55, y - r * 0.4)]
    pygame.draw.lines(surface, theme.TEXT_DARK, False, tick, max(2, r // 3))


def set_four_colour(on: bool) -> None:
    """Colour the suits in text as the four-colour deck does (or as the standard one)."""
    suit_text.set_four_colour(on)
    text_image.cache_clear()
    drawing.text_image.cache_clear()


@lru_cache(maxsize=512)
def text_image(words: str, size: int, colour: Colour, shadow: bool = True) -> pygame.Surface:
    """Text (suits as icons) with a soft dark copy under it, so it reads on the felt."""
    image = render_text(words, size, colour)
    if not shadow:
        return image
    under = render_text(words, size, (0, 0, 0), (0, 0, 0))
    under.set_alpha(150)
    result = pygame.Surface((image.get_width() + 1, image.get_height() + 1), pygame.SRCALPHA)
    result.blit(under, (1, 1))
    result.blit(image, (0, 0))
    return result


def text(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: str,
    size: int,
    colour: Colour = theme.TEXT,
    align: str = "left",
    shadow: bool = True,
    cut: bool = False,
) -> pygame.Rect:
    """Draw ``words`` vertically centred in ``rect``. Too wide: shrink to fit, but never
    below ``theme.READABLE_SIZE``, then end in an ellipsis; with ``cut`` keep the size
    and end in an ellipsis at once (lines of a list stay alike)."""
    size = fitting_size(words, size, rect.width) if not cut else size
    image = text_image(words, size, colour, shadow)
    while image.get_width() > rect.width and len(words) > 1:
        words = words[:-2].rstrip() + "…"
        image = text_image(words, size, colour, shadow)
    placed = image.get_rect(centery=rect.centery)
    if align == "center":
        placed.centerx = rect.centerx
    elif align == "right":
        placed.right = rect.right
    else:
        placed.left = rect.left
    surface.blit(image, placed)
    return placed


def fitting_size(words: str, size: int, width: int) -> int:
    """The largest size up to ``size`` at which ``words`` fit ``width``, but no smaller
    than the readable size (or ``size``, if that is smaller)."""
    floor = min(size, theme.READABLE_SIZE)
    while size > floor and text_width(words, size) > width:
        size -= 1
    return size


def fits(words: str, size: int, width: int) -> bool:
    """Whether ``words`` fit ``width`` at ``size`` or a readable size below it."""
    return text_width(words, fitting_size(words, size, width)) <= width


def first_fitting(options: list[str], size: int, width: int, shrink: bool = True) -> str:
    """The first of ``options`` (longest first) that fits ``width`` — at ``size`` or,
    with ``shrink``, a readable size below it; else the last."""
    for words in options:
        if fits(words, size, width) if shrink else text_width(words, size) <= width:
            return words
    return options[-1]


def text_width(words: str, size: int) -> int:
    return text_image(words, size, theme.TEXT).get_width()  # cached, as drawn


def text_lines(
    surface: pygame.Surface,
    rect: pygame.Rect,
    words: str,
    size: int,
    colour: Colour = theme.TEXT,
    align: str = "center",
    separator: str = " ",
) -> None:
    """``words`` in ``rect``: one line if it fits at a readable size, else wrapped at
    ``separator`` onto as many lines as ``rect`` holds, each line centred vertically as a
    block; the last line ends in an ellipsis if words are left over."""
    if fits(words, size, rect.width):
        text(surface, rect, words, size, colour, align)
        return
    size = min(size, theme.READABLE_SIZE)
    pitch = theme.font(size).get_height()
    room = max(1, rect.height // pitch)
    lines = wrap(words, size, rect.width, separator)
    if len(lines) > room:
        lines = [*lines[: room - 1], separator.join(lines[room - 1 :])]
    top = rect.centery - pitch * len(lines) // 2
    for number, line in enumerate(lines):
        row = pygame.Rect(rect.left, top + number * pitch, rect.width, pitch)
        text(surface, row, line.strip(), size, colour, align)


def wrap(words: str, size: int, width: int, separator: str = " ") -> list[str]:
    """``words`` broken at ``separator`` into lines no wider than ``width`` at ``size``."""
    lines: list[str] = []
    current = ""
    for word in words.split(separator):
        trial = f"{current}{separator}{word}" if current else word
        if current and text_image(trial, size, theme.TEXT).get_width() > width:
            lines.append(current)
            current = word
        else:
            current = trial
    lines.append(current)
    return lines


@dataclass(frozen=True)
class SidePanel:
    """A side panel drawn with its gold title: where its rows go and their sizes."""

    rows: pygame.Rect  # the room under the title
    small: int  # the rows' font size
    pitch: int  # from one row's top to the next


def side_panel(surface: pygame.Surface, rect: pygame.Rect, title: str) -> SidePanel:
    """The table's side panels (the log, the counting aid): the panel, its title in gold at
    its top, and the room left for rows of small text under it."""
    size = surface.get_size()
    line = theme.line_height(size, theme.TextRole.BODY)
    panel(surface, rect)
    inner = rect.inflate(-line, -line // 2)
    heading = pygame.Rect(inner.left, inner.top, inner.width, line)
    text(
        surface,
        heading,
        title,
        theme.font_size(size, theme.TextRole.BODY),
        theme.HIGHLIGHT,
        cut=True,
    )
    rows = pygame.Rect(inner.left, inner.top + line, inner.width, max(0, inner.height - line))
    small_line = theme.line_height(size, theme.TextRole.SMALL)
    return SidePanel(rows, theme.font_size(size, theme.TextRole.SMALL), small_line + 4)
