"""The house-rules menu, driven through its own controls with synthetic events: every
option is there with the control its kind calls for, a refused change goes back, and a
rule set saved here is what the next game is played with."""

from __future__ import annotations

import pygame
import pytest
import yaml
from scene_events import assert_laid_out, choose, click, click_centre, press, shown, typed

from cassino import i18n
from cassino.engine.options import GROUPS, OPTIONS
from cassino.game.session import GameConfig
from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.common.words import option_explanation
from cassino.ui.screens.house_rules.scene import HouseRulesScene
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.widgets import ChipToggle, Choice, Stepper, Toggle, Widget
from cassino.userdata import locations, presets
from cassino.userdata.preferences import Preferences

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


class Recorder:
    """Stands in for the caller: keeps every Preferences handed over, and Back."""

    def __init__(self) -> None:
        self.preferences: list[Preferences] = []
        self.backs = 0

    def back(self) -> None:
        self.backs += 1


def settings(
    preferences: Preferences | None = None, size: tuple[int, int] = (1280, 800)
) -> tuple[HouseRulesScene, Recorder]:
    recorder = Recorder()
    scene = HouseRulesScene(
        recorder.back,
        preferences=PreferenceStore(
            preferences or Preferences(), lambda old, new: recorder.preferences.append(new)
        ),
    )
    return shown(scene, size), recorder


def open_tab(scene: HouseRulesScene, group: str) -> None:
    click(scene, scene.tabs.tab_rects()[GROUPS.index(group)].center)
    assert scene.tabs.value == group


def control(scene: HouseRulesScene, key: str) -> Widget:
    """The option's control, scrolled into view as a player would before clicking it (a
    row out of view is parked off the screen with the others out of view)."""
    widget = scene.controls[key][0]
    scene.rows.reveal(widget)
    return widget


def click_plus(scene: HouseRulesScene, widget: Widget, times: int = 1, minus: bool = False) -> None:
    x = widget.rect.left + 5 if minus else widget.rect.right - 5
    for _ in range(times):
        click(scene, (x, widget.rect.centery))


# --- the must-show 3 ----------------------------------------------------------


def test_an_option_changed_and_saved_here_is_the_next_games_rule() -> None:
    scene, recorder = settings()
    open_tab(scene, "game end")
    target = control(scene, "target")
    click_plus(scene, target, 10, minus=True)
    assert isinstance(target, Stepper) and target.value == 11
    open_tab(scene, "capturing")
    court = control(scene, "court_capture")
    assert isinstance(court, Choice)
    choose(scene, court, "all")
    assert scene.editor.rules.target == 11 and scene.editor.rules.court_capture == "all"
    assert not scene.use_button.enabled  # unsaved changes cannot be played

    click_centre(scene, scene.save_button)
    assert scene.dialog is not None and scene.dialog.field is not None
    typed(scene, "family")
    click_centre(scene, scene.dialog.buttons[-1])
    assert scene.dialog is None and scene.error is None

    data = yaml.safe_load((locations.user_rules_dir() / "family.yaml").read_text("utf-8"))
    assert data == {"extends": "classic", "court_capture": "all", "target": 11}
    assert recorder.preferences[-1].rules == "family"  # saving chose it for the next game
    assert scene.base_choice.value == "family" and not scene.editor.changed

    configs: list[GameConfig] = []
    new_game = shown(
        NewGameScene(
            CardImages(),
            configs.append,
            lambda: None,
            seed=5,
            preferences=PreferenceStore(recorder.preferences[-1]),
        )
    )
    assert new_game.preset_choice.value == "family"
    assert new_game.target_stepper.value == 11
    click_centre(new_game, new_game.start_button)
    (config,) = configs
    assert config.rules.preset == "family"
    assert config.rules.target == 11 and config.rules.court_capture == "all"
    config.session().close()  # the engine plays it


# --- made from the options' declaration -----------------------------------------------


def test_every_option_is_on_its_groups_page_with_the_control_its_kind_calls_for() -> None:
    scene, _ = settings()
    for group in GROUPS:
        open_tab(scene, group)
        specs = [spec for spec in OPTIONS if spec.group == group]
        assert [row.key for row in scene.rows.rows] == [spec.key for spec in specs]
        for spec, row in zip(specs, scene.rows.rows, strict=True):
            assert row.note == option_explanation(spec) and row.title
            widgets = row.controls
            if spec.kind == "bool":
                assert len(widgets) == 1 and type(widgets[0]) is Toggle
            elif spec.kind == "choice":
                assert isinstance(widgets[0], Choice)
                assert widgets[0].options == list(spec.choices)
            elif spec.kind == "int":
                stepper = widgets[0]
                assert isinstance(stepper, Stepper)
                assert stepper.minimum == spec.minimum
                assert stepper.maximum == (spec.maximum or 500)
            else:
                assert [w.words() for w in widgets if isinstance(w, ChipToggle)] == [
                    "2",
                    "3",
                    "4",
                    "5",
                    "6",
                ]
        others = [w for key, ws in scene.controls.items() for w in ws if key not in row_keys(scene)]
        assert not any(widget.visible for widget in others)  # only the open page shows


def row_keys(scene: HouseRulesScene) -> set[str]:
    return {row.key for row in scene.rows.rows}


def test_the_controls_show_the_chosen_base_and_its_description() -> None:
    scene, _ = settings()
    assert "classic game" in scene.description.text
    choose(scene, scene.base_choice, "royal")
    assert scene.description.text.startswith("Royal Cassino")
    open_tab(scene, "capturing")
    assert control(scene, "court_values").value is True  # type: ignore[attr-defined]
    assert control(scene, "sweeps").value is False  # type: ignore[attr-defined]
    assert scene.tabs.marks == set()  # the marks show what differs from the preset itself
    click_centre(scene, control(scene, "pluck"))
    assert scene.tabs.marks == {"capturing"}
    assert [row.key for row in scene.rows.rows if row.marked] == ["pluck"]


def test_the_menu_speaks_spanish() -> None:
    i18n.set_language("es")
    scene, _ = settings()
    assert [scene.tabs.format(group) for group in GROUPS] == [
        "Jugadores",
        "Reparto",
        "Capturas",
        "Construcciones",
        "Puntuación",
        "Fin de la partida",
    ]
    open_tab(scene, "capturing")
    row = next(row for row in scene.rows.rows if row.key == "court_capture")
    assert row.title == "Capturas con figuras"
    assert row.note.startswith("Una jota, reina o rey se lleva")
    court = control(scene, "court_capture")
    assert isinstance(court, Choice) and court.label() == "Una carta"
    assert scene.use_button.text == "Usar en la próxima partida"
    assert scene.base_label("classic") == "Clásico"


# --- changes, refused and accepted ----------------------------------------------------


def test_a_refused_change_is_one_line_and_the_control_goes_back() -> None:
    scene, _ = settings()
    two = scene.controls["players_allowed"][0]
    assert isinstance(two, ChipToggle) and two.value
    click_centre(scene, two)  # classic is for 2 players: 2 cannot go
    assert two.value is True
    assert scene.editor.rules.players_allowed == (2, 3, 4)
    assert scene.error is not None and scene.error.startswith("Not changed: ")
    assert "'players' is 2" in scene.error and "\n" not in scene.error
    assert not scene.editor.changed and scene.status()[0] == scene.error
    five = scene.controls["players_allowed"][3]
    click_centre(scene, five)  # 5 may be added
    assert scene.error is None and scene.editor.rules.players_allowed == (2, 3, 4, 5)
    assert scene.tabs.marks == {"players"}


def test_a_stepper_without_a_maximum_stops_at_500() -> None:
    scene, _ = settings()
    open_tab(scene, "game end")
    target = control(scene, "target")
    scene.focus.focus(target)
    for _ in range(60):
        press(scene, pygame.K_PAGEUP)
    assert isinstance(target, Stepper) and target.value == 500
    assert scene.editor.rules.target == 500


def test_reset_goes_back_to_the_preset() -> None:
    scene, _ = settings()
    assert not scene.reset_button.enabled
    open_tab(scene, "scoring")
    click_centre(scene, control(scene, "spade_points"))
    assert scene.editor.rules.spade_points and scene.reset_button.enabled
    click_centre(scene, scene.reset_button)
    assert not scene.editor.rules.spade_points
    assert control(scene, "spade_points").value is False  # type: ignore[attr-defined]
    assert not scene.reset_button.enabled and not scene.editor.changed


def test_use_for_the_next_game_hands_over_the_rule_set() -> None:
    scene, recorder = settings()
    assert not scene.use_button.enabled  # classic is already the next game's
    choose(scene, scene.base_choice, "royal")
    click_centre(scene, scene.use_button)
    assert [p.rules for p in recorder.preferences] == ["royal"]
    assert scene.preferences.rules == "royal" and not scene.use_button.enabled
    assert scene.next_game_line() == "Next game: Royal"


# --- saving and deleting --------------------------------------------------------------


def save_as(scene: HouseRulesScene, name: str) -> None:
    if scene.dialog is None:
        click_centre(scene, scene.save_button)
    assert scene.dialog is not None and scene.dialog.field is not None
    click_centre(scene, scene.dialog.field)
    press(scene, pygame.K_BACKSPACE, mod=pygame.KMOD_LCTRL)
    typed(scene, name)
    press(scene, pygame.K_RETURN)  # Enter in the name saves


def test_save_refuses_what_cannot_be_a_name_and_asks_before_replacing() -> None:
    presets.save_rule_set("family", "classic", {"target": 11})
    scene, recorder = settings()
    open_tab(scene, "scoring")
    click_centre(scene, control(scene, "sette_bello"))
    for name, problem in [
        ("", "Type a name"),
        ("my/rules", "only letters, digits"),
        ("Classic", "is the name of a preset"),
        ("family", "Save again to replace it"),
    ]:
        save_as(scene, name)
        assert scene.dialog is not None and problem in scene.dialog.error
    press(scene, pygame.K_RETURN)  # the same name again: replace it
    assert scene.dialog is None
    assert presets.load("family").sette_bello and presets.load("family").target == 21
    assert recorder.preferences[-1].rules == "family"


def test_escape_closes_the_dialog_and_nothing_is_saved() -> None:
    scene, recorder = settings()
    click_centre(scene, scene.save_button)
    typed(scene, "later")
    press(scene, pygame.K_ESCAPE)
    assert scene.dialog is None and recorder.backs == 0
    assert presets.user_rule_set_names() == [] and recorder.preferences == []


def test_delete_asks_then_removes_the_set_and_the_next_game_falls_back() -> None:
    presets.save_rule_set("family", "royal", {"target": 31})
    scene, recorder = settings(Preferences(rules="family"))
    assert scene.base_choice.value == "family" and scene.editor.preset == "royal"
    assert scene.delete_button.enabled
    click_centre(scene, scene.delete_button)
    assert scene.dialog is not None and "family" in scene.dialog.title
    click_centre(scene, scene.dialog.buttons[0])  # Cancel
    assert presets.user_rule_set_names() == ["family"]
    click_centre(scene, scene.delete_button)
    click_centre(scene, scene.dialog.buttons[-1])
    assert presets.user_rule_set_names() == []
    assert recorder.preferences[-1].rules == "royal"
    assert scene.base_choice.value == "royal" and "family" not in scene.base_choice.options
    assert not scene.delete_button.enabled  # presets cannot be deleted


def test_back_asks_only_when_changes_would_be_lost() -> None:
    scene, recorder = settings()
    press(scene, pygame.K_ESCAPE)
    assert recorder.backs == 1
    open_tab(scene, "deal")
    click_centre(scene, control(scene, "deal_in_twos"))
    click_centre(scene, scene.back_button)
    assert scene.dialog is not None and recorder.backs == 1
    click_centre(scene, scene.dialog.buttons[0])  # Stay
    assert scene.dialog is None and scene.editor.changed
    click_centre(scene, scene.back_button)
    click_centre(scene, scene.dialog.buttons[-1])  # Leave
    assert recorder.backs == 2


def test_a_rule_set_deleted_behind_the_menus_back_is_said_plainly() -> None:
    scene, _ = settings(Preferences(rules="gone"))
    assert scene.editor.name == "classic"
    assert scene.error == "There is no rule set called gone any more."


# --- the keyboard, scrolling and the layout -------------------------------------------


def test_tab_reaches_rows_out_of_view_and_scrolls_them_in() -> None:
    scene, _ = settings(size=(1024, 640))
    open_tab(scene, "capturing")
    rows = scene.rows
    assert rows.scrollable, "the capturing page is longer than the pane at 1024×640"
    last = rows.rows[-1].controls[0]
    assert not rows.pane.contains(last.rect)
    scene.focus.focus(scene.tabs)
    for _ in range(len(rows.rows)):
        press(scene, pygame.K_TAB)
    assert scene.focus.focused is last and rows.pane.contains(last.rect)
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=10))
    assert rows.first == 0 and not rows.pane.contains(last.rect)
    scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    assert rows.first == 1


@pytest.mark.parametrize("language", ["en", "es", "it", "pt"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_every_page_fits_the_window(language: str, size: tuple[int, int]) -> None:
    i18n.set_language(language)
    scene, _ = settings(size=size)
    window = pygame.Rect(0, 0, *size)
    for group in GROUPS:
        open_tab(scene, group)
        on_screen = [w for w in scene.focus.widgets if w.rect.colliderect(window)]
        assert_laid_out(on_screen, size)
        for row in scene.rows.shown:
            assert scene.rows.pane.contains(row.rect)
            assert all(row.rect.contains(widget.rect) for widget in row.controls)
        scene.draw(pygame.Surface(size))
    assert window.contains(scene.panel)
    click_centre(scene, scene.save_button)
    assert scene.dialog is not None
    assert_laid_out([scene.dialog.field, *scene.dialog.buttons], size)  # type: ignore[list-item]
    assert scene.dialog.panel.contains(scene.dialog.buttons[-1].rect)
    scene.draw(pygame.Surface(size))


def test_a_rule_set_may_be_named_with_spaces_and_letters_of_any_language() -> None:
    scene, recorder = settings()
    open_tab(scene, "scoring")
    click_centre(scene, control(scene, "sette_bello"))
    save_as(scene, "Casa de Pérez")
    assert scene.dialog is None
    assert presets.load("Casa de Pérez").sette_bello
    assert "Casa de Pérez" in presets.user_rule_set_names()
    assert recorder.preferences[-1].rules == "Casa de Pérez"
    assert presets.load_name_or_file("Casa de Pérez").sette_bello  # --rules takes it too
