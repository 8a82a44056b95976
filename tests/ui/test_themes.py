"""The table's themes and signal colours: each theme gives another felt, the colour-blind
palette changes every signal and keeps them apart, and the window's looks follow the
preferences (card size laid out again only when it changed)."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

import pytest

from cassino.ui import theme, themes
from cassino.ui.assets import CardImages
from cassino.ui.felt import felt
from cassino.ui.looks import use_looks
from cassino.ui.table import card_scale
from cassino.userdata.preferences import TABLE_THEMES, Preferences


@pytest.fixture(autouse=True)
def usual_looks() -> Iterator[None]:
    yield
    themes.use()
    card_scale.set_card_size("normal")


def brightness(colour: tuple[int, ...]) -> float:
    r, g, b = colour[:3]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_every_theme_lays_its_own_felt_lit_in_the_middle() -> None:
    middles = {}
    for name in TABLE_THEMES:
        themes.use(name)
        cloth = felt((320, 200))
        middle, corner = cloth.get_at((160, 100)), cloth.get_at((2, 2))
        assert brightness(middle) > brightness(corner) + 15, name  # the lamp's light
        middles[name] = tuple(middle)[:3]
    assert len(set(middles.values())) == len(TABLE_THEMES)
    assert max(middles, key=lambda name: -brightness(middles[name])) == "dark"


def test_the_felt_has_a_nap_not_a_flat_colour() -> None:
    row = [tuple(felt((320, 200)).get_at((x, 100))) for x in range(150, 170)]
    assert len(set(row)) > 3


def test_the_colour_blind_palette_changes_every_signal_and_keeps_them_apart() -> None:
    usual = themes.in_force()[1]
    themes.use("green", colour_blind=True)
    signals = themes.in_force()[1]
    colours = [signals.highlight, signals.drop_ok, signals.drop_bad, signals.warning]
    assert all(new != old for new, old in zip(colours, vars(usual).values(), strict=True))
    # Simulated deuteranopia (red and green seen alike: their mean) keeps them apart.
    for a, b in combinations(colours, 2):
        seen_a, seen_b = ((a[0] + a[1]) / 2, a[2]), ((b[0] + b[1]) / 2, b[2])
        assert abs(seen_a[0] - seen_b[0]) + abs(seen_a[1] - seen_b[1]) > 60, (a, b)
    assert signals.drop_ok == theme.DROP_OK  # what every screen reads


def test_an_unknown_theme_is_named_and_nothing_changes() -> None:
    before = themes.in_force()
    with pytest.raises(ValueError, match="dark"):
        themes.use("purple")
    assert themes.in_force() == before


def test_the_preferences_looks_are_put_in_force() -> None:
    images = CardImages()
    chosen = Preferences(table_theme="dark", colour_blind=True, card_size="large")
    assert use_looks(chosen, images) is True  # the tables must be laid out again
    assert themes.in_force() == (themes.THEMES["dark"], themes.COLOUR_BLIND)
    assert card_scale.card_scale() == card_scale.CARD_SCALES["large"]
    assert use_looks(chosen, images) is False  # the same size: no new layout
    use_looks(Preferences(four_colour=True, card_back="letele_red"), images)
    assert (images.deck, images.back_colour) == ("drawn_four_colour", "letele_red")
    use_looks(Preferences(deck_face="large"), images)
    assert images.deck == "large"
    assert themes.in_force() == (themes.THEMES["green"], themes.STANDARD)
