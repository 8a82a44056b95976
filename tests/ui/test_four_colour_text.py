"""With the four-colour deck, the suits in text (the log, the chooser, the hint) take the
deck's colours: blue diamonds, green clubs — as on the cards."""

from __future__ import annotations

import pygame

from cassino.ui import paint
from cassino.ui.text import FOUR_COLOUR_ON_FELT, RED_ON_FELT


def _colours(image: pygame.Surface) -> set[tuple[int, int, int]]:
    seen = set()
    for x in range(image.get_width()):
        for y in range(image.get_height()):
            r, g, b, a = image.get_at((x, y))
            if a == 255:
                seen.add((r, g, b))
    return seen


def test_suits_in_text_follow_the_deck_chosen() -> None:
    pygame.display.init()
    try:
        paint.set_four_colour(True)
        four = _colours(paint.text_image("♦♣", 40, (255, 255, 255), shadow=False))
        assert FOUR_COLOUR_ON_FELT["d"] in four and FOUR_COLOUR_ON_FELT["c"] in four
        assert RED_ON_FELT not in four
    finally:
        paint.set_four_colour(False)
    standard = _colours(paint.text_image("♦♣", 40, (255, 255, 255), shadow=False))
    assert RED_ON_FELT in standard and FOUR_COLOUR_ON_FELT["d"] not in standard
    assert FOUR_COLOUR_ON_FELT["c"] not in standard
