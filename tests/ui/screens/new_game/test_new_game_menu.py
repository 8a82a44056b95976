"""The new-game form, driven through its own widgets with synthetic events: what a player
chooses is what the game gets, and the form fits every window."""

from __future__ import annotations

import pygame
import pytest
from scene_events import (
    WINDOW_SIZES,
    assert_laid_out,
    choose,
    click,
    click_centre,
    press,
    set_name,
    shown,
    typed,
)

from cassino import i18n
from cassino.ai.levels import LEVEL_NAMES
from cassino.engine.errors import RulesError
from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.new_game.seats import PERSON, REMOTE
from cassino.ui.widgets import Widget
from cassino.userdata import presets
from cassino.userdata.preferences import Preferences

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


# --- new game ---------------------------------------------------------------------------


def test_the_preferences_give_the_rules_names_and_seats(images: CardImages) -> None:
    presets.save_rule_set("family", "classic", {"target": 11, "players": 3})
    preferences = Preferences(
        player_names=("Ana", " ", "Bea"),
        seats=("human", LEVEL_NAMES[-1], "human"),
        rules="family",
    )
    configs: list[GameConfig] = []
    scene = shown(
        NewGameScene(images, configs.append, lambda: None, preferences=PreferenceStore(preferences))
    )
    assert scene.preset_choice.options[-1] == "family"
    assert scene.preset_choice.value == "family"
    assert scene.description.text == "Your own rule set, on the preset Classic."
    assert scene.players == 3 and scene.target_stepper.value == 11
    scene.start()
    (config,) = configs
    assert config.seats == (
        Seat("Ana"),
        Seat("Computer 1", "computer", LEVEL_NAMES[-1]),
        Seat("Bea"),
    )
    assert config.rules.preset == "family" and config.rules.target == 11


def test_a_rule_set_that_is_gone_falls_back_to_classic(images: CardImages) -> None:
    scene = shown(
        NewGameScene(
            images,
            lambda _: None,
            lambda: None,
            preferences=PreferenceStore(Preferences(rules="gone")),
        )
    )
    assert scene.preset_choice.value == "classic" and scene.error is None


def test_the_new_game_form_in_spanish(images: CardImages) -> None:
    i18n.set_language("es")
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    assert scene.rows[0].name == "Tú" and scene.rows[1].name == "Máquina 1"
    assert scene.players_choice.label() == "2 jugadores"
    assert scene.rules_title("five_players") == "Cinco jugadores"
    assert scene.description.text.startswith("El juego clásico")
    set_name(scene, scene.rows[1].name_field, "")
    scene.start()
    assert scene.error == "El asiento 2 necesita un nombre."
    scene.draw(pygame.Surface((1024, 640)))


def test_royal_for_four_in_partnerships_with_one_computer(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1234))
    choose(scene, scene.preset_choice, "royal")
    assert "Royal Cassino" in scene.description.text
    assert not scene.partnerships_toggle.visible  # 2 players: no partners
    choose(scene, scene.players_choice, 4)
    assert scene.partnerships_toggle.visible and scene.partnerships_toggle.value
    set_name(scene, scene.rows[0].name_field, "Ana")
    for row in scene.rows[1:3]:
        choose(scene, row.kind_choice, PERSON)
    assert [row.name for row in scene.rows[:4]] == ["Ana", "Player 2", "Player 3", "Computer 3"]
    set_name(scene, scene.rows[2].name_field, "Bea")
    choose(scene, scene.rows[3].kind_choice, LEVEL_NAMES[-1])
    assert [text for _, text in scene.team_lines] == ["Ana & Bea", "Player 2 & Computer 3"]
    click_centre(scene, scene.start_button)

    (config,) = configs
    assert config.seed == 1234
    assert config.rules.preset == "royal" and config.rules.court_values
    assert config.rules.players == 4 and config.rules.partnerships
    assert config.rules.side_of == (0, 1, 0, 1)
    assert config.seats == (
        Seat("Ana"),
        Seat("Player 2"),
        Seat("Bea"),
        Seat("Computer 3", "computer", LEVEL_NAMES[-1]),
    )
    config.session().close()  # the engine accepts it


def test_defaults_start_a_two_player_game_against_the_computer(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    press(scene, pygame.K_RETURN)  # Enter starts
    (config,) = configs
    assert config.rules.preset == "classic" and config.rules.players == 2
    assert config.seats == (Seat("You"), Seat("Computer 1", "computer", LEVEL_NAMES[0]))
    assert 0 <= config.seed < 2**31


def test_the_seat_choice_offers_a_person_here_or_elsewhere_and_the_levels(
    images: CardImages,
) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    kind = scene.rows[1].kind_choice
    assert kind.options == [PERSON, REMOTE, *LEVEL_NAMES]
    assert [kind.format(option) for option in kind.options][:3] == [
        "Person",
        "Person on another computer",
        f"Computer — {LEVEL_NAMES[0].capitalize()}",
    ]


def test_a_seat_on_another_computer_hosts_the_game_with_one_person_here(
    images: CardImages,
) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    choose(scene, scene.rows[1].kind_choice, REMOTE)
    click_centre(scene, scene.start_button)
    (config,) = configs
    assert [seat.kind for seat in config.seats] == ["human", "remote"]
    assert config.seats[1].name == "Guest 2"  # the guest brings its own name
    choose(scene, scene.rows[0].kind_choice, REMOTE)  # nobody here: refused
    click_centre(scene, scene.start_button)
    assert len(configs) == 1
    assert scene.error == ("A game with people on other computers has one person at this computer.")


@pytest.mark.parametrize("preset", ["classic", "portuguese", "five_players", "california"])
def test_only_the_counts_the_preset_allows(images: CardImages, preset: str) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    choose(scene, scene.preset_choice, preset)
    rules = presets.load(preset)
    assert scene.players_choice.options == list(rules.players_allowed)
    assert scene.players_choice.value == rules.players
    assert sum(row.visible for row in scene.rows) == rules.players


def test_target_follows_the_stepper_and_hides_for_two_deals_each(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1))
    stepper = scene.target_stepper
    assert stepper.value == 21
    for _ in range(4):
        click(scene, (stepper.rect.right - 5, stepper.rect.centery))
    scene.start()
    assert configs[-1].rules.target == 25
    # The classic description says "to 21 points"; it said so still after the change.
    assert scene.description.text.endswith("to 21 points. This game: to 25 points.")
    for _ in range(4):
        click(scene, (stepper.rect.left + 5, stepper.rect.centery))
    assert scene.description.text.endswith("to 21 points.")  # back to the usual target
    choose(scene, scene.preset_choice, "california")
    assert not stepper.visible and scene.target_note.visible
    scene.start()
    assert configs[-1].rules.match == "two_deals_each"


def test_partners_only_when_asked(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None, seed=1))
    choose(scene, scene.players_choice, 4)
    click_centre(scene, scene.partnerships_toggle)
    assert scene.team_lines == [(None, "Everyone plays for themselves.")]
    scene.start()
    assert configs[-1].rules.side_of == (0, 1, 2, 3)
    choose(scene, scene.players_choice, 3)
    assert not scene.partnerships_toggle.visible and scene.team_lines == []


def test_names_must_be_given_and_differ(images: CardImages) -> None:
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    set_name(scene, scene.rows[1].name_field, "  ")
    click_centre(scene, scene.start_button)
    assert scene.error == "Seat 2 needs a name."
    set_name(scene, scene.rows[1].name_field, "you")
    click_centre(scene, scene.start_button)
    assert scene.error is not None and "both called 'you'" in scene.error
    set_name(scene, scene.rows[1].name_field, "Robot")
    click_centre(scene, scene.start_button)
    assert scene.error is None and configs[0].seats[1].name == "Robot"


def test_a_rules_error_is_a_line_on_the_screen_not_a_crash(
    images: CardImages, monkeypatch: pytest.MonkeyPatch
) -> None:
    real_load = presets.load

    def load(name: str) -> object:
        if name == "draw":
            raise RulesError("draw.yaml: option 'hand_size' cannot be 0")
        return real_load(name)

    monkeypatch.setattr(presets, "load", load)
    configs: list[GameConfig] = []
    scene = shown(NewGameScene(images, configs.append, lambda: None))
    choose(scene, scene.preset_choice, "draw")
    assert scene.error == "draw.yaml: option 'hand_size' cannot be 0"
    assert not scene.start_button.enabled
    press(scene, pygame.K_RETURN)
    scene.draw(pygame.Surface((1280, 800)))
    assert configs == []
    choose(scene, scene.preset_choice, "five_players")  # a good preset clears it
    assert scene.error is None and scene.start_button.enabled


def test_tab_order_follows_the_form(images: CardImages) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None))
    choose(scene, scene.players_choice, 4)
    scene.focus.focus(None)
    seats: list[Widget] = []
    for row in scene.rows[:4]:
        seats += [row.name_field, row.kind_choice]
    expected = [
        scene.preset_choice,
        scene.players_choice,
        scene.target_stepper,
        scene.partnerships_toggle,
        *seats,
        scene.back_button,
        scene.start_button,
    ]
    order = []
    for _ in expected:
        press(scene, pygame.K_TAB)
        order.append(scene.focus.focused)
    assert order == expected
    press(scene, pygame.K_TAB)
    assert scene.focus.focused is scene.preset_choice  # round again


def test_escape_goes_back_and_typing_in_a_name_is_not_a_shortcut(images: CardImages) -> None:
    calls: list[str] = []
    scene = shown(
        NewGameScene(images, lambda _: calls.append("start"), lambda: calls.append("back"))
    )
    click_centre(scene, scene.rows[0].name_field)
    press(scene, pygame.K_SPACE, unicode=" ")
    typed(scene, " Ana")
    assert scene.rows[0].name_field.text == " Ana"  # the click selected "You": replaced
    press(scene, pygame.K_RETURN)  # in a text field: on to the next control
    assert calls == [] and scene.focus.focused is scene.rows[0].kind_choice
    press(scene, pygame.K_ESCAPE)
    assert calls == ["back"]


@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_form_fits_every_window(
    images: CardImages, size: tuple[int, int], players: int
) -> None:
    scene = shown(NewGameScene(images, lambda _: None, lambda: None), size)
    choose(scene, scene.preset_choice, "california")
    choose(scene, scene.players_choice, players)
    assert_laid_out(scene.focus.widgets, size)
    assert pygame.Rect(0, 0, *size).contains(scene.panel)
    for row in scene.rows[:players]:
        assert scene.panel.contains(row.kind_choice.rect)
    scene.draw(pygame.Surface(size))
