"""The player's looks put in force: the deck, its back, the four colours in text, the
table's theme and signal colours, and the size of the cards. One place, so the window's
start and every change of the preferences do the same."""

from __future__ import annotations

from cassino.ui import paint, themes
from cassino.ui.assets import CardImages
from cassino.ui.table import card_scale
from cassino.userdata.preferences import Preferences

# The folder of each deck face, in the usual colours and in four.
DECK_FOLDERS = {
    "drawn": ("drawn", "drawn_four_colour"),
    "classic": ("standard", "four_colour"),
    "large": ("large", "large_four_colour"),
}


def deck_style(preferences: Preferences) -> str:
    """The folder of card faces the preferences choose."""
    return DECK_FOLDERS[preferences.deck_face][preferences.four_colour]


def card_images(preferences: Preferences) -> CardImages:
    """The card images in the deck and back the preferences choose."""
    return CardImages(deck=deck_style(preferences), back=preferences.card_back)


def use_looks(preferences: Preferences, images: CardImages) -> bool:
    """Put the preferences' looks in force; True when the card size changed, so every
    table must be laid out again."""
    images.set_style(deck=deck_style(preferences), back=preferences.card_back)
    paint.set_four_colour(preferences.four_colour)
    themes.use(preferences.table_theme, preferences.colour_blind)
    if card_scale.CARD_SCALES[preferences.card_size] == card_scale.card_scale():
        return False
    card_scale.set_card_size(preferences.card_size)
    return True
