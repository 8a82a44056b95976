"""Why house rules are refused, in the player's language: every template (the engine's,
the presets', the menus') has its Spanish, the code writes none that is not listed, and
the house-rules and new-game screens say a refusal and rules that cannot be loaded in
Spanish."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from scene_events import assert_laid_out, choose, click, click_centre, shown
from source_calls import calls, literal_first_arguments, parse
from test_settings import click_plus, control, open_tab, settings

from cassino import i18n
from cassino.engine.errors import RulesError
from cassino.engine.options import ALLOWED_TEMPLATES
from cassino.engine.reasons import Reason
from cassino.engine.rule_checks import RULES_TEMPLATES
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import YAML_TEMPLATES, rules_from_text
from cassino.ui.assets import CardImages
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.reasons import say, say_error
from cassino.ui.screens.house_rules.layout import STATUS_LINES
from cassino.ui.screens.house_rules.rule_sets import RULE_SET_TEMPLATES
from cassino.ui.screens.new_game.scene import ERROR_LINES, NewGameScene
from cassino.ui.widgets import lines_height, wrap_text
from cassino.userdata import presets
from cassino.userdata.preferences import Preferences
from cassino.userdata.presets import PRESET_TEMPLATES, fetch

PACKAGE = Path(__file__).resolve().parents[4] / "cassino"
ALL_TEMPLATES = (
    *RULES_TEMPLATES,
    *YAML_TEMPLATES,
    *ALLOWED_TEMPLATES,
    *PRESET_TEMPLATES,
    *RULE_SET_TEMPLATES,
)
BUILDERS = {"RulesError.of", "fail", "_phrase"}  # calls whose first argument is a template


pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


@pytest.fixture(autouse=True)
def fresh_catalogue() -> Iterator[None]:
    """Some tests change the catalogue files: read them again afterwards."""
    yield
    i18n.reload()


def refusal(text: str) -> RulesError:
    with pytest.raises(RulesError) as error:
        rules_from_text(text, "house.yaml", "house", fetch)
    return error.value


# --- the catalogue --------------------------------------------------------------------


def test_every_template_has_spanish() -> None:
    spanish = i18n.catalogue("es")
    assert len(set(ALL_TEMPLATES)) == len(ALL_TEMPLATES)
    missing = [template for template in ALL_TEMPLATES if template not in spanish]
    assert missing == [], "no Spanish for:\n" + "\n".join(missing)
    assert i18n.catalogue_problems("es") == []  # the same placeholders, no entry twice


def test_every_template_reads_in_spanish_with_its_fields() -> None:
    i18n.set_language("es")
    for template in ALL_TEMPLATES:
        fields = i18n.placeholders(template)
        values = {name: f"<{name}>" for name in fields}
        text = say(Reason(template, values))
        assert text != template.format_map(values), template
        assert "{" not in text and "}" not in text
        for value in values.values():
            assert value in text, (template, text)


def written_templates(path: Path) -> tuple[set[str], list[int]]:
    """The string literals given as a template in ``path`` (the first argument of
    ``RulesError.of``, ``fail`` and ``_phrase``), and the lines that make a RulesError from
    a sentence instead (``RulesError("...")``, ``RulesError(f"...")``)."""
    tree = parse(path)
    sentences = [
        node.lineno
        for name, node in calls(tree)
        if name == "RulesError" and not isinstance(node.args[0], ast.Name | ast.Attribute)
    ]
    return literal_first_arguments(tree, BUILDERS), sentences


def test_the_code_writes_no_template_outside_the_lists() -> None:
    """Read from the source files (the modules may be compiled), every one in the package."""
    written: set[str] = set()
    sentences: dict[str, list[int]] = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        found, lines = written_templates(path)
        written |= found
        if lines:
            sentences[str(path.relative_to(PACKAGE.parent))] = lines
    assert written - set(ALL_TEMPLATES) == set(), "not listed"
    assert set(ALL_TEMPLATES) - written == set(), "listed but never written"
    assert sentences == {}, "a RulesError made from a sentence cannot be translated"


# --- said in Spanish ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "spanish"),
    [
        ("extends: classic\nfinish: quickest\n",
         "house.yaml: la opción 'finish' no puede ser 'quickest'; tiene que ser highest o "
         "count_out"),
        ("extends: classic\ndeck: 5\n",
         "house.yaml: la opción 'deck' no puede ser 5; tiene que ser standard, no_courts, "
         "no_8_9_10 o no_three_twos"),
        ("extends: classic\ntarget:\n",
         "house.yaml: la opción 'target' no puede quedar vacía; tiene que ser un número entero "
         "de 1 o más"),
        ("extends: classic\nplayers_allowed: [1, 2]\n",
         "house.yaml: la opción 'players_allowed' no puede ser [1, 2]; tiene que ser una lista "
         "de números enteros del 2 al 6, como [2, 4]"),
        ("extends: classic\nplayers: 5\nplayers_allowed: [5]\n",
         "house.yaml: una baraja de 52 cartas no se puede repartir entre 5 jugadores en manos "
         "de 4 después de poner 4 en la mesa; cambia 'players', 'hand_size' o 'deck'"),
        ("extends: nowhere\n", "no hay ninguna variante llamada 'nowhere'; las variantes son "
         "classic, buckeye, california, callabra, diamond, draw, five_of_spades, five_players, "
         "initial_pairs, instant_scoring, italian, michigan, "
         "pluck, portuguese, royal, spade, sudden_death, tablanette, trailing_royals"),
    ],
)  # fmt: skip
def test_a_refused_file_in_spanish(text: str, spanish: str) -> None:
    error = refusal(text)
    assert say_error(error) == str(error)  # English: the command line's sentence
    i18n.set_language("es")
    assert say_error(error) == spanish


def test_the_settings_menu_says_an_impossible_change_in_spanish() -> None:
    i18n.set_language("es")
    scene, _ = settings()
    open_tab(scene, "game end")
    call_out = control(scene, "call_out")
    click_centre(scene, call_out)  # calling out, for 2 players: allowed
    assert scene.error is None and scene.editor.rules.call_out
    open_tab(scene, "players")
    players = control(scene, "players")
    click_plus(scene, players)  # a third player cannot call out
    assert scene.editor.rules.players == 2 and players.value == 2  # type: ignore[attr-defined]
    assert scene.error == (
        "Sin cambios: la opción 'call_out' está activada (true), pero 'players' vale 3; "
        "cantar la partida solo se puede con 2 jugadores."
    )
    assert scene.status()[0] == scene.error


def failing_preset(monkeypatch: pytest.MonkeyPatch, name: str, text: str) -> None:
    """Preset ``name`` refused as if its file held ``text`` (a damaged installation: a
    saved rule set that fails is moved aside instead, see ``test_broken_rule_sets``)."""
    with pytest.raises(RulesError) as refused:
        rules_from_text(text, f"{name}.yaml", name, fetch)
    real_load = presets.load

    def load(wanted: str) -> Rules:
        if wanted == name:
            raise refused.value
        return real_load(wanted)

    monkeypatch.setattr(presets, "load", load)


def test_a_rule_set_that_cannot_be_loaded_is_said_in_spanish_by_the_settings_menu(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    failing_preset(monkeypatch, "draw", "extends: classic\ntarget: 0\n")
    i18n.set_language("es")
    scene, _ = settings(Preferences(rules="draw"))
    assert scene.editor.name == "classic"
    assert scene.error == (
        "El conjunto de reglas draw no se puede usar: draw.yaml: la opción 'target' no "
        "puede ser 0; tiene que ser un número entero de 1 o más"
    )
    failing_preset(monkeypatch, "buckeye", "extends: classic\ntarget: [oops\n")
    assert scene.base_choice.options[:2] == ["classic", "buckeye"]
    click(scene, (scene.base_choice.rect.right - 5, scene.base_choice.rect.centery))
    assert scene.base_choice.value == "classic"  # buckeye refused: back where it was
    assert scene.error is not None
    assert scene.error.startswith(
        "El conjunto de reglas buckeye no se puede usar: buckeye.yaml: no se pueden "
        "leer las reglas: hay un error en la línea 3 ("
    )


def test_a_rule_set_that_cannot_be_loaded_is_said_in_spanish_by_the_new_game_screen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    failing_preset(monkeypatch, "royal", "extends: classic\nsweeps: false\nsweeps_at_once: true\n")
    i18n.set_language("es")
    scene = shown(NewGameScene(CardImages(), lambda _: None, lambda: None))
    choose(scene, scene.preset_choice, "royal")
    assert scene.error == (
        "royal.yaml: la opción 'sweeps_at_once' está activada (true), pero 'sweeps' está "
        "desactivada (false)"
    )
    assert not scene.start_button.enabled
    scene.start()
    assert scene.error is not None and scene.error.startswith("royal.yaml: la opción")


def test_rules_that_cannot_be_loaded_chosen_before_are_a_tidy_form_and_a_whole_sentence(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Shown first with rules that cannot be loaded: the seats of the players chosen, one
    caption over each control, and the reason wrapped under the form, not cut."""
    failing_preset(monkeypatch, "draw", "extends: classic\ntarget: [oops\n")
    i18n.set_language("es")
    size = (1024, 640)
    scene = shown(
        NewGameScene(
            CardImages(),
            lambda _: None,
            lambda: None,
            preferences=PreferenceStore(Preferences(rules="draw")),
        ),
        size,
    )
    assert scene.error is not None and scene.error.startswith("draw.yaml: no se pueden leer")
    assert [row.visible for row in scene.rows] == [True, True, False, False, False, False]
    assert scene.target_stepper.visible != scene.target_note.visible  # one caption there
    assert not scene.partnerships_toggle.visible
    assert_laid_out([widget for widget in scene.focus.widgets if widget.focusable], size)
    for row in scene.rows[:2]:
        assert scene.panel.contains(row.kind_choice.rect)
    assert scene.panel.bottom <= scene.error_place.top
    lines = wrap_text(scene.error, scene.error_size, scene.error_place.width, ERROR_LINES)
    assert " ".join(lines) == scene.error  # nothing cut
    assert scene.error_place.height >= lines_height(scene.error_size, len(lines))
    scene.draw(pygame.Surface(size))


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_longest_refusal_of_the_settings_menu_wraps_and_is_whole(
    size: tuple[int, int],
) -> None:
    i18n.set_language("es")
    scene, _ = settings(size=size)
    click_centre(scene, scene.controls["players_allowed"][3])  # 5 players allowed
    for _ in range(3):
        click_plus(scene, control(scene, "players"))  # 3, 4, then 5 is refused
    text = scene.status()[0]
    assert text.startswith("Sin cambios: una baraja de 52 cartas no se puede repartir")
    place = scene.places["status"]
    lines = wrap_text(text, scene.small_size, place.width, STATUS_LINES)
    assert len(lines) == 2 and " ".join(lines) == text  # two lines, nothing cut
    assert place.height >= lines_height(scene.small_size, len(lines))
    assert scene.rows.pane.bottom <= place.top
    scene.draw(pygame.Surface(size))


def test_plain_errors_and_names_are_kept() -> None:
    i18n.set_language("es")
    assert say_error(RulesError("draw.yaml: option 'hand_size' cannot be 0")) == (
        "draw.yaml: option 'hand_size' cannot be 0"  # no template: nothing to translate
    )
    error = RulesError.of("there is no saved rule set called '{name}'", name="Ana's")
    assert say_error(error) == "no hay ningún conjunto de reglas guardado que se llame 'Ana's'"
