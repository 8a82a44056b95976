"""The preferences screen, driven through its own controls: every change is handed over
at once as valid Preferences, the language switches the screen on the spot, and the
new-game screen starts from what was chosen."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from scene_events import assert_laid_out, choose, click, click_centre, press, shown, typed

from cassino import i18n
from cassino.ai.levels import LEVEL_NAMES
from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.new_game.seats import PERSON
from cassino.ui.screens.preferences.choices import PAGES, WINDOW_SIZES, window_sizes
from cassino.ui.screens.preferences.scene import PreferencesScene
from cassino.userdata.preferences import Preferences, load_preferences, save_preferences

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def preferences_screen(
    preferences: Preferences | None = None, size: tuple[int, int] = (1280, 800)
) -> tuple[PreferencesScene, list[Preferences], list[str]]:
    changes: list[Preferences] = []
    backs: list[str] = []
    store = PreferenceStore(preferences or Preferences(), lambda old, new: changes.append(new))
    scene = PreferencesScene(
        store,
        lambda: backs.append("back"),
        desktop=(1920, 1080),
    )
    return shown(scene, size), changes, backs


def open_page(scene: PreferencesScene, page: str) -> None:
    click(scene, scene.tabs.tab_rects()[PAGES.index(page)].center)
    assert scene.tabs.value == page


def test_names_and_seats_become_the_next_games_players() -> None:
    scene, changes, _ = preferences_screen()
    click_centre(scene, scene.name_fields[0])
    typed(scene, "Ana")
    choose(scene, scene.kind_choices[1], LEVEL_NAMES[-1])
    choose(scene, scene.kind_choices[2], PERSON)
    click_centre(scene, scene.name_fields[2])
    typed(scene, "Bea")
    latest = changes[-1]
    assert latest.player_names == ("Ana", "", "Bea")
    assert latest.seats[:3] == ("human", LEVEL_NAMES[-1], "human")
    assert scene.name_fields[1].placeholder == "Computer 1"  # an empty name: the usual one

    configs: list[GameConfig] = []
    new_game = shown(
        NewGameScene(
            CardImages(), configs.append, lambda: None, preferences=PreferenceStore(latest)
        )
    )
    choose(new_game, new_game.players_choice, 3)
    new_game.start()
    assert configs[0].seats == (
        Seat("Ana"),
        Seat("Computer 1", "computer", LEVEL_NAMES[-1]),
        Seat("Bea"),
    )


def test_cards_and_sound_change_at_once_and_the_preview_follows() -> None:
    scene, changes, _ = preferences_screen()
    open_page(scene, "cards")
    choose(scene, scene.looks.back_choice, "red")
    click_centre(scene, scene.looks.four_colour_toggle)
    open_page(scene, "sound")
    choose(scene, scene.speed_choice, "fast")
    stepper = scene.volume_stepper
    assert stepper.label() == "80 %"
    click(scene, (stepper.rect.right - 5, stepper.rect.centery))
    click_centre(scene, scene.mute_toggle)
    latest = changes[-1]
    assert latest.animation_speed == "fast" and latest.card_back == "red"
    assert latest.four_colour and latest.muted and latest.volume == pytest.approx(0.85)
    images = scene.preview_images()
    assert (images.deck, images.back_colour) == ("drawn_four_colour", "red")
    scene.draw(pygame.Surface((1280, 800)))


def test_the_table_s_looks_change_at_once_and_the_screen_shows_them() -> None:
    scene, changes, _ = preferences_screen()
    open_page(scene, "cards")
    choose(scene, scene.looks.face_choice, "large")
    assert scene.preview_images().deck == "large"
    choose(scene, scene.looks.theme_choice, "dark")
    choose(scene, scene.looks.card_size_choice, "larger")
    click_centre(scene, scene.looks.colour_blind_toggle)
    latest = changes[-1]
    assert (latest.table_theme, latest.card_size, latest.colour_blind) == ("dark", "larger", True)
    assert latest.deck_face == "large"
    assert not scene.speed_choice.visible  # on the sound page, not this one


def test_the_language_switches_the_screen_at_once() -> None:
    scene, changes, _ = preferences_screen()
    open_page(scene, "game")
    assert scene.back_button.text == "Back"
    choose(scene, scene.language_choice, "es")
    assert i18n.language() == "es" and changes[-1].language == "es"
    assert scene.back_button.text == "Volver"
    assert scene.rows.rows[0].title == "Idioma"
    assert scene.tabs.format("players") == "Jugadores"
    assert scene.name_fields[1].placeholder == "Máquina 1"
    scene.draw(pygame.Surface((1280, 800)))
    choose(scene, scene.language_choice, "pt")
    assert scene.rows.rows[0].title == "Língua" and scene.back_button.text == "Voltar"
    choose(scene, scene.language_choice, "it")
    assert scene.rows.rows[0].title == "Lingua" and scene.back_button.text == "Indietro"
    choose(scene, scene.language_choice, "en")
    assert i18n.language() == "en" and scene.rows.rows[0].title == "Language"


def test_window_game_and_help_settings() -> None:
    scene, changes, _ = preferences_screen()
    open_page(scene, "game")
    assert scene.size_choice.options[-1] == (1920, 1080)  # what fits the 1920×1080 desktop
    choose(scene, scene.size_choice, (1600, 900))
    click_centre(scene, scene.fullscreen_toggle)
    open_page(scene, "help")
    for toggle in (scene.hints_toggle, scene.undo_toggle):
        click_centre(scene, toggle)
    choose(scene, scene.counting_choice, "on")
    choose(scene, scene.sweeps_choice, "off")
    choose(scene, scene.why_not_choice, "off")
    latest = changes[-1]
    assert latest.window_size == (1600, 900) and latest.fullscreen
    assert not latest.hints_allowed and not latest.undo_allowed
    assert (latest.counting_aid, latest.sweep_warning, latest.why_not) == ("on", "off", "off")


def test_window_sizes_fit_the_desktop_and_keep_the_current_one() -> None:
    assert window_sizes((1280, 800), None) == sorted(WINDOW_SIZES)
    small = window_sizes((1280, 800), (1366, 768))
    assert small == [(1024, 640), (1152, 720), (1280, 720), (1280, 800), (1366, 768)]
    assert (3000, 2000) in window_sizes((3000, 2000), (3840, 2160))


def test_what_the_screen_hands_over_saves_and_loads_back(tmp_path: Path) -> None:
    scene, changes, _ = preferences_screen(Preferences(rules="royal"))
    click_centre(scene, scene.name_fields[0])
    typed(scene, "Zoë")
    open_page(scene, "cards")
    choose(scene, scene.looks.back_choice, "green")
    open_page(scene, "game")
    choose(scene, scene.language_choice, "es")
    path = tmp_path / "preferences.yaml"
    assert save_preferences(changes[-1], path) is None
    loaded, notice = load_preferences(path)
    assert notice is None and loaded == changes[-1] and loaded.rules == "royal"


def test_escape_and_back_leave() -> None:
    scene, _, backs = preferences_screen()
    press(scene, pygame.K_ESCAPE)
    click_centre(scene, scene.back_button)
    assert backs == ["back", "back"]


def test_typing_a_name_is_not_a_shortcut() -> None:
    scene, changes, backs = preferences_screen()
    click_centre(scene, scene.name_fields[0])
    press(scene, pygame.K_q, unicode="q")
    typed(scene, "q")
    assert changes[-1].player_names == ("q",) and backs == []


@pytest.mark.parametrize("language", ["en", "es", "it", "pt"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_page_fits_the_window(language: str, size: tuple[int, int]) -> None:
    i18n.set_language(language)
    scene, _, _ = preferences_screen(size=size)
    window = pygame.Rect(0, 0, *size)
    for page in PAGES:
        open_page(scene, page)
        assert_laid_out([w for w in scene.focus.widgets if w.rect.colliderect(window)], size)
        assert len(scene.rows.shown) == len(scene.rows.rows)  # no page needs scrolling
        for row in scene.rows.shown:
            assert scene.panel.contains(row.rect)
        scene.draw(pygame.Surface(size))
    assert scene.panel.contains(scene.places["preview"])


def test_preferences_and_new_game_show_the_same_players() -> None:
    """A seat New game left to a person on another computer read as the first choice in
    Preferences (the two lists differed); both offer the same kinds, in the same order."""
    remembered = Preferences(seats=("human", "remote", LEVEL_NAMES[-1]))
    scene, _, _ = preferences_screen(remembered)
    new_game = shown(
        NewGameScene(
            CardImages(), lambda _: None, lambda: None, preferences=PreferenceStore(remembered)
        )
    )
    shown_here = [choice.value for choice in scene.kind_choices[:3]]
    assert shown_here == [PERSON, "remote", LEVEL_NAMES[-1]]
    assert [row.kind_choice.value for row in new_game.rows[:2]] == shown_here[:2]
    assert scene.kind_choices[1].options == new_game.rows[1].kind_choice.options
