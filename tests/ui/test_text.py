"""Text with suit symbols, which the bundled font cannot draw itself."""

from __future__ import annotations

import pygame
import pytest

from cassino.ui import theme
from cassino.ui.text import RED_ON_FELT, render_text, suit_icon


def opaque_colours(surface: pygame.Surface) -> set[tuple[int, int, int]]:
    width, height = surface.get_size()
    return {
        tuple(surface.get_at((x, y)))[:3]  # type: ignore[misc]
        for x in range(width)
        for y in range(height)
        if surface.get_at((x, y)).a == 255
    }


def test_the_suits_are_drawn_as_icons_of_their_own() -> None:
    """pygame's old font had no suits (one "missing glyph" box for all four); the bundled
    DejaVu Sans has them, but the suits are still drawn as icons, coloured as the cards
    colour them (red, or the four-colour deck's blue and green)."""
    icons = {pygame.image.tobytes(suit_icon(suit, 24, (0, 0, 0)), "RGBA") for suit in "shdc"}
    assert len(icons) == 4


def test_a_spade_is_pointed_on_top_and_stands_on_a_stem() -> None:
    icon = suit_icon("s", 40, (255, 255, 255))
    assert icon.get_size() == (40, 40)
    assert icon.get_at((20, 3)).a > 128  # the point
    assert icon.get_at((2, 3)).a == 0 and icon.get_at((37, 3)).a == 0
    assert icon.get_at((20, 38)).a > 128  # the stem
    assert icon.get_at((2, 38)).a == 0


def test_suits_in_text_become_icons_red_or_in_the_text_colour() -> None:
    plain = render_text("5 4 with 9", 32)
    with_suits = render_text("5♥ 4♦ with 9♣", 32)
    assert with_suits.get_width() > plain.get_width()
    colours = opaque_colours(with_suits)
    assert RED_ON_FELT in colours and theme.TEXT in colours
    assert RED_ON_FELT not in opaque_colours(render_text("9♣ 2♠", 32))


def test_plain_text_and_empty_text() -> None:
    font = theme.font(24)
    assert render_text("You", 24).get_size() == font.render("You", True, theme.TEXT).get_size()
    assert render_text("", 24).get_height() == font.get_height()


def test_unknown_suit_is_refused() -> None:
    with pytest.raises(ValueError, match="'x'"):
        suit_icon("x", 10, (0, 0, 0))


def test_a_name_of_zero_width_characters_draws_as_nothing_not_an_error() -> None:
    """A seat named with a zero-width space raised pygame.error at the table."""
    pygame.display.init()
    image = render_text("\u200b", 14)
    assert image.get_width() == 0 and image.get_height() > 0
    assert render_text("Ana\u200b♠", 14).get_width() > 0
