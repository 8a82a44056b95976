"""The new-game form's own pictures: the cards by the heading that say what the rules
are about, a seat's numbered chip (in its team's colour when partners play), an empty
chair, and the lines that say who partners whom."""

from __future__ import annotations

from collections.abc import Collection, Sequence

import pygame

from cassino.engine.errors import RulesError
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.screens.house_rules.rule_sets import base_preset
from cassino.ui.screens.new_game.seats import SeatRow
from cassino.ui.screens.new_game.teams import TeamLine
from cassino.ui.widgets import draw_panel, fit_text, text_image

EMPTY_SEAT: theme.Colour = (120, 160, 132)
# A few cards that say what each preset is about; the classic trio otherwise.
PRESET_CARDS = {
    "royal": ("Jd", "Qs", "Kh"),
    "spade": ("2s", "Js", "As"),
    "diamond": ("5c", "7d", "3h"),
    "italian": ("Ac", "7d", "6s"),
    "california": ("Kc", "Kd", "Ks"),
}
CLASSIC_CARDS = ("2s", "Td", "Ah")


def heading_cards(name: str, saved: Collection[str]) -> tuple[str, ...]:
    """The cards shown by the heading for rule set ``name``: its preset's (or, for one of
    the ``saved`` sets, the preset it is on)."""
    if name in saved:
        try:
            name = base_preset(name)
        except RulesError:
            return CLASSIC_CARDS
    return PRESET_CARDS.get(name, CLASSIC_CARDS)


def draw_team_lines(
    surface: pygame.Surface, lines: Sequence[TeamLine], places: Sequence[pygame.Rect], size: int
) -> None:
    for (colour, text), place in zip(lines, places, strict=False):
        left = place.left
        if colour is not None:
            dot = pygame.Rect(0, 0, place.height // 2, place.height // 2)
            dot.midleft = place.midleft
            draw_panel(surface, dot, (*colour, 235), None, radius=dot.height // 2)
            left = dot.right + dot.width
        image = fit_text(text, size, place.right - left, theme.TEXT_DIM)
        surface.blit(image, image.get_rect(midleft=(left, place.centery)))


def draw_empty_chair(surface: pygame.Surface, row: SeatRow, size: int) -> None:
    """A seat the rules allow but this game leaves empty."""
    place = row.name_field.rect.union(row.kind_choice.rect)
    draw_panel(surface, place, (255, 255, 255, 10), (255, 255, 255, 28), 1, place.height // 4)
    image = text_image(tr("Empty seat"), size, EMPTY_SEAT)
    surface.blit(image, image.get_rect(center=place.center))
    draw_panel(surface, row.chip, (255, 255, 255, 14), (255, 255, 255, 34), 1, row.chip.height // 2)
    number = text_image(str(row.seat + 1), round(row.chip.height * 0.62), EMPTY_SEAT)
    surface.blit(number, number.get_rect(center=row.chip.center))


def draw_chip(surface: pygame.Surface, row: SeatRow, colour: theme.Colour | None) -> None:
    """The seat's number on a chip in its team's ``colour`` (None: plain)."""
    chip = row.chip
    fill = (*colour, 235) if colour else (255, 255, 255, 36)
    draw_panel(surface, chip, fill, (255, 255, 255, 60), 1, chip.height // 2)
    ink = theme.TEXT_DARK if colour else theme.TEXT
    number = text_image(str(row.seat + 1), round(chip.height * 0.62), ink)
    surface.blit(number, number.get_rect(center=chip.center))
