"""The menus' layouts, as pure functions of the window size and what the screen shows:
everything inside the window, nothing overlapping what it sits beside, and each scene's
widgets where its layout says."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Sequence

import pygame
import pytest
from pygame import Rect
from scene_events import click, shown

from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.house_rules.layout import place_settings
from cassino.ui.screens.house_rules.scene import HouseRulesScene
from cassino.ui.screens.new_game.layout import TEAM_LINES, NewGameLayout, place_form
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.new_game.seats import MAX_SEATS
from cassino.ui.screens.preferences.choices import PAGES
from cassino.ui.screens.preferences.layout import place_preferences
from cassino.ui.screens.preferences.scene import PreferencesScene
from cassino.userdata.preferences import Preferences

SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
LONG_TEXT = (
    "A long description of the rules that needs every line the form gives it, and more "
    "words still, so that it wraps to the most lines there are room for on the form."
)
BUTTON_WORDS = ["Back", "Reset to preset", "Delete", "Save as…", "Use for the next game"]

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def assert_apart(rects: Iterable[Rect], within: Rect) -> None:
    """Every Rect inside ``within``, none overlapping another (touching is fine)."""
    rects = list(rects)
    for rect in rects:
        assert rect.width > 0 and rect.height > 0, f"{rect} is empty"
        assert within.contains(rect), f"{rect} leaves {within}"
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b), f"{a} overlaps {b}"


# --- the new-game form ------------------------------------------------------------------


def form_parts(layout: NewGameLayout, teams: int, chairs: int, partners: bool) -> list[Rect]:
    """What the panel shows side by side: of two places for the same spot (the target or
    its note, the toggle or its note), the one given by ``partners``."""
    column = layout.settings
    parts = [
        column.rules_caption,
        column.preset,
        column.description,
        column.players_caption,
        column.players,
        column.target_caption,
        column.target,
        column.partners_caption,
        column.partners if partners else column.partner_note,
        *column.team_lines[:teams],
        layout.seats_caption,
    ]
    for seat in layout.seats[:chairs]:
        parts += [seat.chip, seat.name, seat.kind]
    return parts


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("teams", "chairs"), [(0, 4), (TEAM_LINES, MAX_SEATS), (1, 2)])
@pytest.mark.parametrize("description", ["", "Two lines of text.", LONG_TEXT])
def test_the_new_game_form_fits_and_nothing_overlaps(
    size: tuple[int, int], teams: int, chairs: int, description: str
) -> None:
    layout = place_form(size, description=description, team_lines=teams, chairs=chairs)
    window = Rect(0, 0, *size)
    assert_apart([layout.heading, layout.panel, layout.error, layout.back, layout.start], window)
    assert all(layout.heading.collidepoint(centre) for centre in layout.card_centres)
    for partners in (True, False):
        assert_apart(form_parts(layout, teams, chairs, partners), layout.panel)


def test_the_form_stays_put_while_the_choices_change() -> None:
    """The heading does not move with what the form shows; Back and Start move with the
    panel's height, which the chairs set."""
    places = [
        place_form((1280, 800), description=text, team_lines=teams, chairs=6)
        for text, teams in [("", 0), (LONG_TEXT, TEAM_LINES)]
    ]
    assert places[0].heading == places[1].heading and places[0].panel.top == places[1].panel.top


@pytest.mark.parametrize("size", SIZES)
def test_the_new_game_scene_puts_its_widgets_where_its_layout_says(
    size: tuple[int, int],
) -> None:
    scene = shown(NewGameScene(CardImages(), lambda _: None, lambda: None), size)
    layout = scene.layout
    assert layout is not None
    assert layout == place_form(
        size,
        description=scene.description.text,
        team_lines=len(scene.team_lines),
        chairs=max(scene.players_choice.options),
    )
    column = layout.settings
    assert scene.preset_choice.rect == column.preset
    assert scene.description.rect == column.description
    assert scene.players_choice.rect == column.players
    assert scene.target_stepper.rect == scene.target_note.rect == column.target
    assert scene.partnerships_toggle.rect == column.partners
    assert scene.partner_note.rect == column.partner_note
    assert scene.back_button.rect == layout.back and scene.start_button.rect == layout.start
    for row, places in zip(scene.rows, layout.seats, strict=True):
        assert (row.chip, row.name_field.rect, row.kind_choice.rect) == (
            places.chip,
            places.name,
            places.kind,
        )
    assert scene.panel == layout.panel and scene.error_place == layout.error
    scene.draw(pygame.Surface(size))


# --- the preferences --------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("preview", [True, False])
def test_the_preferences_fit_and_nothing_overlaps(size: tuple[int, int], preview: bool) -> None:
    layout = place_preferences(size, preview=preview)
    window = Rect(0, 0, *size)
    assert_apart([layout.heading, layout.tabs, layout.panel, layout.back], window)
    beside = [layout.preview] if preview else []
    assert_apart([layout.rows, layout.note, *beside], layout.panel)
    if not preview:  # the rows take the preview's room
        assert layout.rows.right > layout.preview.left


@pytest.mark.parametrize("size", SIZES)
def test_the_preferences_scene_puts_its_widgets_where_its_layout_says(
    size: tuple[int, int],
) -> None:
    scene = shown(PreferencesScene(PreferenceStore(Preferences()), lambda: None), size)
    for page in PAGES:
        click(scene, scene.tabs.tab_rects()[PAGES.index(page)].center)
        assert scene.tabs.value == page
        layout = scene.layout
        assert layout == place_preferences(size, preview=page == "cards")
        assert scene.tabs.rect == layout.tabs and scene.back_button.rect == layout.back
        assert scene.rows.pane == layout.rows
        assert scene.rows.title_size == layout.row_sizes.title_size
        assert scene.panel == layout.panel
        scene.draw(pygame.Surface(size))


# --- the house rules --------------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("words", [BUTTON_WORDS, [word * 3 for word in BUTTON_WORDS]])
def test_the_house_rules_fit_and_nothing_overlaps(
    size: tuple[int, int], words: Sequence[str]
) -> None:
    layout = place_settings(size, words)
    window = Rect(0, 0, *size)
    assert_apart([layout.heading, layout.next_game, layout.panel, *layout.buttons], window)
    parts = [layout.caption, layout.base_choice, layout.description, layout.tabs]
    assert_apart([*parts, layout.rows, layout.status], layout.panel)
    lefts = [rect.left for rect in layout.buttons]
    assert lefts == sorted(lefts) and len(layout.buttons) == len(words)


@pytest.mark.parametrize("size", SIZES)
def test_the_house_rules_scene_puts_its_widgets_where_its_layout_says(
    size: tuple[int, int],
) -> None:
    scene = shown(HouseRulesScene(lambda: None, preferences=PreferenceStore(Preferences())), size)
    layout = scene.layout
    assert layout == place_settings(size, [button.text for button in scene.buttons])
    assert scene.base_choice.rect == layout.base_choice
    assert scene.description.rect == layout.description
    assert scene.tabs.rect == layout.tabs and scene.rows.pane == layout.rows
    assert [button.rect for button in scene.buttons] == list(layout.buttons)
    assert scene.places["status"] == layout.status and scene.panel == layout.panel
    scene.draw(pygame.Surface(size))
