"""The preferences' "Cards and table" page: the deck, its back, the four-colour deck, the size
of the cards, the table's colours and the colour-blind palette, each a control that hands
its change on at once; the page's preview shows the choice."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cassino.i18n import N_, tr
from cassino.ui.screens.common.form import FormRow
from cassino.ui.screens.preferences.choices import BACK_TITLES, THEME_TITLES, row, titled
from cassino.ui.widgets import Choice, Toggle, Widget
from cassino.userdata.preferences import (
    CARD_BACKS,
    CARD_SIZES,
    DECK_FACES,
    TABLE_THEMES,
    Preferences,
)

FACE_TITLES = {
    "drawn": N_("Drawn figures"),
    "classic": N_("Plain figures"),
    "large": N_("Large index"),
}
SIZE_TITLES = {"normal": N_("Normal"), "large": N_("Large"), "larger": N_("Larger")}


class LooksPage:
    """The page's controls, made from the preferences; ``setter(field)`` hands a change
    on."""

    def __init__(self, p: Preferences, setter: Callable[[str], Callable[[Any], None]]) -> None:
        self.face_choice: Choice[str] = Choice(
            DECK_FACES, p.deck_face, setter("deck_face"), label=titled(FACE_TITLES)
        )
        self.back_choice: Choice[str] = Choice(
            CARD_BACKS, p.card_back, setter("card_back"), label=titled(BACK_TITLES)
        )
        self.four_colour_toggle = Toggle(p.four_colour, setter("four_colour"))
        self.card_size_choice: Choice[str] = Choice(
            CARD_SIZES, p.card_size, setter("card_size"), label=titled(SIZE_TITLES)
        )
        self.theme_choice: Choice[str] = Choice(
            TABLE_THEMES, p.table_theme, setter("table_theme"), label=titled(THEME_TITLES)
        )
        self.colour_blind_toggle = Toggle(p.colour_blind, setter("colour_blind"))

    def controls(self) -> list[Widget]:
        return [
            self.face_choice,
            self.back_choice,
            self.four_colour_toggle,
            self.card_size_choice,
            self.theme_choice,
            self.colour_blind_toggle,
        ]

    def rows(self) -> list[FormRow]:
        return [
            row(
                tr("Deck"),
                tr("Court cards with drawn figures, plainer ones, or large corners."),
                self.face_choice,
            ),
            row(tr("Card back"), tr("The pattern on the back of the cards."), self.back_choice),
            row(
                tr("Four-colour deck"),
                tr("Diamonds blue and clubs green, so no two suits look alike."),
                self.four_colour_toggle,
            ),
            row(
                tr("Card size"),
                tr("Larger cards at the table, as far as the window has room."),
                self.card_size_choice,
            ),
            row(tr("Table"), tr("The colour of the cloth."), self.theme_choice),
            row(
                tr("Colour-blind colours"),
                tr("Highlights in colours told apart without red and green."),
                self.colour_blind_toggle,
            ),
        ]
