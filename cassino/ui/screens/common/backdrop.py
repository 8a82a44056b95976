"""What the menu screens share: the felt, a dimming veil, text with a soft shadow, cards
lying at an angle, and the unit every menu measures in.

Everything here is drawn once per size and kept, so a frame is a handful of blits.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.felt import felt as felt  # the screens take the felt from here
from cassino.ui.theme import Colour
from cassino.ui.widgets import blit_centred, draw_panel, text_image

Size = tuple[int, int]
SHADOW_ALPHA = 0.4


def unit(size: Size) -> int:
    """The menus' measure: the window height, capped for a tall narrow window, so each
    screen is the same picture at any size."""
    return theme.scale_height(size)


@dataclass(frozen=True)
class PageMeasures:
    """What every full-screen menu page (house rules, preferences, statistics) measures
    from the window: its unit, the margin, the centred content column and its left edge,
    the padding inside panels, the gap between blocks, a control's height, the heading's
    text size."""

    unit: int
    margin: int
    content: int
    left: int
    pad: int
    gap: int
    control: int
    heading_size: int


def page_measures(size: Size, widest: float = 1.75) -> PageMeasures:
    """The page's measures; the content column is at most ``widest`` units wide."""
    u = unit(size)
    margin = round(u * 0.035)
    content = min(size[0] - 2 * margin, round(u * widest))
    return PageMeasures(
        unit=u,
        margin=margin,
        content=content,
        left=(size[0] - content) // 2,
        pad=round(u * 0.03),
        gap=round(u * 0.02),
        control=round(u * 0.058),
        heading_size=round(u * 0.062),
    )


def draw_sheet(
    surface: pygame.Surface, panel: pygame.Rect, title: str, size: int, centre: tuple[int, int]
) -> None:
    """An overlay's sheet (the game menu, the rules): the panel and its gold title."""
    draw_panel(surface, panel, theme.SHEET, (255, 255, 255, 50), 1)  # opaque
    blit_centred(surface, shadowed_text(title, size, theme.HIGHLIGHT), centre)


@lru_cache(maxsize=4)
def veil(size: Size, alpha: int = 150) -> pygame.Surface:
    """A dark sheet over the whole window, for an overlay to stand out from the table."""
    sheet = pygame.Surface(size, pygame.SRCALPHA)
    sheet.fill((2, 12, 6, alpha))
    return sheet


@lru_cache(maxsize=64)
def shadowed_text(text: str, size: int, colour: Colour = theme.TEXT) -> pygame.Surface:
    """Text with a soft dark shadow below it, for large type on the felt."""
    face = text_image(text, size, colour)
    shade = text_image(text, size, (0, 0, 0)).copy()
    shade.set_alpha(30)
    blur = max(1, round(size * 0.025))
    drop = round(blur * 1.6)
    result = pygame.Surface(
        (face.get_width() + 2 * drop + blur, face.get_height() + 2 * drop + blur), pygame.SRCALPHA
    )
    for dx in (-blur, 0, blur):
        for dy in (-blur, 0, blur):
            result.blit(shade, (drop + dx + blur, drop + dy + blur))
    result.blit(face, (blur, blur))
    return result


@lru_cache(maxsize=48)
def card_sprite(images: CardImages, code: str, width: int, angle: int) -> pygame.Surface:
    """A face-up card ``width`` pixels wide, turned ``angle`` degrees anticlockwise, with
    its shadow on the felt; the card's centre is the image's centre."""
    size = (width, round(width * theme.CARD_ASPECT))
    face = images.face(code, size)
    turned = pygame.transform.rotozoom(face, angle, 1)
    shadow = turned.copy()
    shadow.fill((0, 0, 0, round(255 * SHADOW_ALPHA)), special_flags=pygame.BLEND_RGBA_MULT)
    drop = max(2, round(width * theme.SHADOW_OFFSET * 2))
    result = pygame.Surface(
        (turned.get_width() + 2 * drop, turned.get_height() + 2 * drop), pygame.SRCALPHA
    )
    result.blit(shadow, (2 * drop, 2 * drop))
    result.blit(turned, (drop, drop))
    return result


def draw_card(
    surface: pygame.Surface,
    images: CardImages,
    code: str,
    width: int,
    centre: tuple[float, float],
    angle: float,
) -> None:
    """A card lying on the felt with its centre at ``centre``, its shadow down and right."""
    sprite = card_sprite(images, code, width, round(angle))
    surface.blit(sprite, sprite.get_rect(center=(round(centre[0]), round(centre[1]))))
