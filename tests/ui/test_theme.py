"""Text sizes follow the window, within sensible bounds."""

from __future__ import annotations

from cassino.ui import theme
from cassino.ui.theme import TextRole


def test_text_grows_with_the_window_and_stays_readable() -> None:
    small = theme.font_size((1024, 640), TextRole.BODY)
    large = theme.font_size((1920, 1080), TextRole.BODY)
    assert large > small >= theme.MIN_FONT_SIZE
    assert theme.font_size((200, 100), TextRole.SMALL) == theme.MIN_FONT_SIZE
    sizes = [theme.font_size((1280, 800), role) for role in TextRole]
    assert sizes == sorted(sizes, reverse=True)  # title, banner, body, small


def test_a_tall_narrow_window_does_not_get_huge_text() -> None:
    assert theme.scale_height((800, 1000)) == 500
    assert theme.scale_height((1280, 800)) == 800
    assert theme.font_size((800, 1000)) == theme.font_size((800, 500))


def test_reserved_line_height_fits_the_rendered_text() -> None:
    for window in [(1024, 640), (1280, 800), (2560, 1440)]:
        for role in TextRole:
            font = theme.role_font(window, role)
            assert font.size("Ag · 12")[1] <= theme.line_height(window, role)
    assert theme.font(20) is theme.font(20)


def test_the_text_is_the_bundled_font_not_pygames_default() -> None:
    """pygame's default font spaced letters unevenly ("T he", "C assino"); the window
    uses DejaVu Sans Bold from assets/fonts, at the room the old font took."""
    import pygame

    font = theme.font(24)
    assert (font.name, font.style_name) == ("DejaVu Sans", "Bold")
    old = pygame.font.Font(None, 24)
    words = "Start is there once every seat is taken; the Cassino"
    assert abs(font.size(words)[0] / old.size(words)[0] - 1) < 0.06  # layouts keep their room
    assert abs(font.get_linesize() - old.get_linesize()) <= 2
