"""Dialogs and overlays are opaque (issue 59): the table showed through the chooser's
panel (alpha 235) and the round summary's and game menu's sheets (246)."""

from __future__ import annotations

import pygame
import pytest
from scene_events import shown

from cassino.ui import theme
from cassino.ui.dialogs.chooser import ChooserScene

pytestmark = pytest.mark.usefixtures("display")


def test_the_choosers_panel_hides_what_is_under_it() -> None:
    chooser = shown(ChooserScene("Which play?", ["One", "Two"], lambda _: None, lambda: None))
    surface = pygame.Surface((1280, 800))
    surface.fill((255, 255, 255))  # a white table: anything showing through would tint
    chooser.draw(surface)
    inside = chooser.box.inflate(-12, -12)
    corner = (inside.left + 2, inside.bottom - 3)  # panel only: no words, no buttons there
    assert surface.get_at(corner)[:3] == theme.SHEET[:3]
    assert theme.SHEET[3] == 255
