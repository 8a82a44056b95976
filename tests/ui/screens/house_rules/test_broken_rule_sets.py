"""A saved rule set that cannot be used, as the player meets it: moved aside (never
overwritten) and no longer offered, the preset beneath it in its place when it was the
one chosen, and a notice in the player's language — over the title at start, or over the
house-rules or new-game screen when it breaks while the game runs."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path

import pygame
import pytest
from scene_events import choose, click, press, shown
from test_settings import Recorder, settings

from cassino import i18n
from cassino.ui.assets import CardImages
from cassino.ui.dialogs.notice import NoticeScene
from cassino.ui.main import GameFlow, WindowOptions
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.scene import Scene
from cassino.ui.screens.house_rules.rule_sets import set_aside_broken, set_aside_notice
from cassino.ui.screens.new_game.scene import NewGameScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.ui.widgets import text_width
from cassino.userdata import locations, presets
from cassino.userdata.preferences import Preferences, load_preferences, save_preferences

KEPT = Path("my_house.yaml.broken-20261130-121500")
TRUNCATED = "extends: royal\ntarget: [11,\n"


pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


def write_rule_set(name: str, text: str) -> Path:
    folder = locations.user_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def kept_copies(name: str) -> list[Path]:
    return sorted(locations.user_rules_dir().glob(f"{name}.yaml.broken-*"))


def notices_over(scene: Scene) -> list[str]:
    """The messages of the notice shown over ``scene`` (none: [])."""
    stack = scene.stack
    assert stack is not None
    top = stack.top
    if not isinstance(top, NoticeScene):
        return []
    assert stack.scenes[-2] is scene
    return top.messages


# --- the words ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kept", "chosen", "english", "spanish"),
    [
        (
            KEPT,
            True,
            "The rule set “my_house” could not be read and was kept as "
            "my_house.yaml.broken-20261130-121500; the preset Royal is used instead.",
            "No se pudo leer el conjunto de reglas «my_house»; el archivo se guarda como "
            "my_house.yaml.broken-20261130-121500 y en su lugar se usa la variante Real.",
        ),
        (
            KEPT,
            False,
            "The rule set “my_house” could not be read and was kept as "
            "my_house.yaml.broken-20261130-121500.",
            "No se pudo leer el conjunto de reglas «my_house»; el archivo se guarda como "
            "my_house.yaml.broken-20261130-121500.",
        ),
        (
            None,
            True,
            "The rule set “my_house” could not be read, nor its file moved aside; "
            "the preset Royal is used instead.",
            "No se pudo leer el conjunto de reglas «my_house» ni apartar su archivo; "
            "en su lugar se usa la variante Real.",
        ),
        (
            None,
            False,
            "The rule set “my_house” could not be read, nor its file moved aside; "
            "it is left out.",
            "No se pudo leer el conjunto de reglas «my_house» ni apartar su archivo; "
            "queda fuera de la lista.",
        ),
    ],
)  # fmt: skip
def test_the_notice_says_which_set_where_it_went_and_what_is_played(
    kept: Path | None, chosen: bool, english: str, spanish: str
) -> None:
    item = presets.SetAside("my_house", "royal", kept, "my_house.yaml: line 3")
    assert str(set_aside_notice(item, chosen)) == english
    i18n.set_language("es")
    notice = set_aside_notice(item, chosen)
    assert str(notice) == spanish
    assert notice.detail == "my_house.yaml: line 3"  # the technical reason, for the log


def test_every_broken_set_is_told_and_the_chosen_one_replaced() -> None:
    write_rule_set("my_house", TRUNCATED)
    write_rule_set("other", "extends: spade\ncolour_of_the_felt: green\n")
    write_rule_set("good", "extends: classic\ntarget: 11\n")
    fallbacks, notices = set_aside_broken({"my_house"})
    assert fallbacks == {"my_house": "royal", "other": "spade"}
    [house, other] = map(str, notices)
    assert house.startswith("The rule set “my_house” could not be read and was kept as ")
    assert "; the preset Royal is used instead. What is wrong: " in house
    assert other.startswith("The rule set “other” could not be read and was kept as other.yaml")
    assert presets.user_rule_set_names() == ["good"]
    assert set_aside_broken({"good"}) == ({}, [])


# --- at the start, over the title ------------------------------------------------------


def start(language: str, rules: str, size: tuple[int, int] = (1024, 640)) -> GameFlow:
    assert save_preferences(Preferences(language=language, rules=rules)) is None
    flow = GameFlow(WindowOptions(size=size))
    flow.title()
    return flow


@pytest.mark.parametrize(
    ("language", "start_of_notice"),
    [
        ("en", "The rule set “my_house” could not be read and was kept as my_house.yaml.broken-"),
        ("es", "No se pudo leer el conjunto de reglas «my_house»; el archivo se guarda como "),
    ],
)
def test_a_broken_set_the_preferences_chose_is_replaced_and_told_over_the_title(
    language: str, start_of_notice: str
) -> None:
    write_rule_set("my_house", TRUNCATED)
    flow = start(language, "my_house")
    [kept] = kept_copies("my_house")
    assert kept.read_text(encoding="utf-8") == TRUNCATED
    assert presets.user_rule_set_names() == []
    # The preset it extends is played instead, from now on.
    assert flow.preferences.rules == "royal"
    assert load_preferences() == (Preferences(language=language, rules="royal"), None)
    scenes = flow.app.stack.scenes
    assert [type(scene) for scene in scenes] == [TitleScene, NoticeScene]
    notice = scenes[-1]
    assert isinstance(notice, NoticeScene)
    [message] = notice.messages
    assert message.startswith(start_of_notice) and kept.name in message
    assert any(end in message for end in ("the preset Royal is used instead.", "la variante Real."))
    flow.app.run(max_frames=2)  # drawn without trouble
    assert_whole_and_inside(notice, flow.app.size)
    notice.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN))
    assert [type(scene) for scene in flow.app.stack.scenes] == [TitleScene]
    flow.title()  # back at the title later: nothing more to say
    assert [type(scene) for scene in flow.app.stack.scenes] == [TitleScene]
    assert kept_copies("my_house") == [kept]


def test_several_broken_sets_share_one_notice_and_each_is_whole() -> None:
    name = "a_long_rule_set_for_home"  # as long as a name may be
    write_rule_set(name, TRUNCATED)
    for other in ("one", "two", "three"):
        write_rule_set(other, "- not\n- a mapping\n")
    flow = start("es", name)
    notice = flow.app.stack.top
    assert isinstance(notice, NoticeScene) and len(notice.messages) == 4
    assert notice.messages[0].startswith(f"No se pudo leer el conjunto de reglas «{name}»")
    assert flow.preferences.rules == "royal"
    assert_whole_and_inside(notice, flow.app.size)
    flow.app.run(max_frames=1)


def assert_whole_and_inside(notice: NoticeScene, size: tuple[int, int]) -> None:
    """Every word of every message shown, nothing cut, inside the box and the window, the
    OK button below the text."""
    window = pygame.Rect((0, 0), size)
    assert window.contains(notice.box) and notice.box.contains(notice.button)
    assert notice.box.contains(notice.words) and notice.words.bottom < notice.button.top
    for message, lines in zip(notice.messages, notice.paragraphs, strict=True):
        assert " ".join(lines) == message  # no "…"
        assert all(text_width(line, notice.text_size) <= notice.words.width for line in lines)


def test_a_good_set_the_preferences_chose_is_left_alone() -> None:
    path = write_rule_set("family", "extends: classic\ntarget: 11\n")
    flow = start("en", "family")
    assert [type(scene) for scene in flow.app.stack.scenes] == [TitleScene]
    assert flow.preferences.rules == "family" and path.is_file() and kept_copies("family") == []


# --- the house-rules screen ------------------------------------------------------------


def test_the_house_rules_screen_moves_aside_the_chosen_set_and_plays_its_preset() -> None:
    write_rule_set("my_house", "extends: spade\ntarget: 0\n")
    write_rule_set("family", "extends: classic\ntarget: 11\n")
    scene, recorder = settings(Preferences(rules="my_house"))
    assert scene.editor.name == "spade" and scene.error is None
    assert scene.base_choice.options[-1] == "family" and "my_house" not in scene.editor.names()
    assert [prefs.rules for prefs in recorder.preferences] == ["spade"]
    [message] = notices_over(scene)
    assert message.startswith("The rule set “my_house” could not be read and was kept as ")
    assert "; the preset Spade is used instead. What is wrong: option 'target'" in message
    assert len(kept_copies("my_house")) == 1
    assert scene.next_game_line() == "Next game: Spade"


def test_a_set_that_breaks_while_the_house_rules_are_open_goes_when_chosen() -> None:
    write_rule_set("family", "extends: royal\ntarget: 11\n")
    scene, recorder = settings(Preferences(rules="family"))
    assert scene.editor.name == "family" and notices_over(scene) == []
    write_rule_set("family", "extends: royal\nsweeps_at_once: true\n")  # edited behind us
    choose(scene, scene.base_choice, "classic")
    click(scene, (scene.base_choice.rect.left + 5, scene.base_choice.rect.centery))  # family
    assert scene.editor.name == "royal" and scene.base_choice.value == "royal"
    assert "family" not in scene.base_choice.options and scene.error is None
    assert [prefs.rules for prefs in recorder.preferences] == ["royal"]  # the next game's
    [message] = notices_over(scene)
    assert message.startswith("The rule set “family” could not be read and was kept as ")
    assert len(kept_copies("family")) == 1
    scene.draw(pygame.Surface((1280, 800)))


def test_an_impossible_change_is_still_refused_not_moved_aside() -> None:
    write_rule_set("family", "extends: classic\ntarget: 11\n")
    scene, _ = settings(Preferences(rules="family"))
    scene.change("players", 5)
    assert scene.error is not None and scene.error.startswith("Not changed: ")
    assert notices_over(scene) == [] and kept_copies("family") == []
    assert presets.user_rule_set_names() == ["family"]


# --- the new-game screen ---------------------------------------------------------------


def new_game(preferences: Preferences, recorder: Recorder | None = None) -> NewGameScene:
    handed = recorder.preferences.append if recorder is not None else None
    store = PreferenceStore(preferences, (lambda old, new: handed(new)) if handed else None)
    scene = NewGameScene(CardImages(), lambda _: None, lambda: None, preferences=store)
    return shown(scene)


def test_the_new_game_screen_moves_aside_the_chosen_set_and_offers_its_preset() -> None:
    write_rule_set("my_house", "extends: five_players\nplayers: [5]\n")
    recorder = Recorder()
    i18n.set_language("es")
    scene = new_game(Preferences(rules="my_house"), recorder)
    assert scene.preset_choice.value == "five_players" and "my_house" not in scene.saved
    assert scene.players == 5 and scene.error is None and scene.start_button.enabled
    assert [prefs.rules for prefs in recorder.preferences] == ["five_players"]
    [message] = notices_over(scene)
    assert message.startswith("No se pudo leer el conjunto de reglas «my_house»")
    assert "y en su lugar se usa la variante Cinco jugadores. El problema: " in message


def test_a_set_that_breaks_while_the_new_game_screen_is_open_goes_when_chosen() -> None:
    write_rule_set("family", "extends: royal\ntarget: 11\n")
    recorder = Recorder()
    scene = new_game(Preferences(), recorder)
    assert scene.saved == ["family"]
    write_rule_set("family", "extends: royal\n\x00\x01 binary now")
    choose(scene, scene.preset_choice, "trailing_royals")
    click(scene, (scene.preset_choice.rect.right - 5, scene.preset_choice.rect.centery))
    assert scene.preset_choice.value == "royal" and "family" not in scene.preset_choice.options
    assert scene.error is None and scene.start_button.enabled
    assert recorder.preferences == []  # the next game's rules were not family
    [message] = notices_over(scene)
    assert message.startswith("The rule set “family” could not be read and was kept as ")
    press(scene.stack.top, pygame.K_RETURN)  # type: ignore[union-attr, arg-type]
    assert notices_over(scene) == []
    scene.draw(pygame.Surface((1280, 800)))


def test_a_notice_from_a_screen_goes_through_the_game_window() -> None:
    """The window's new-game and house-rules screens show a late notice over themselves."""
    write_rule_set("family", "extends: royal\ntarget: 11\n")
    flow = start("en", "family")
    flow.new_game()
    write_rule_set("family", "extends: royal\ntarget: {}\n")
    flow.house_rules()
    scenes = flow.app.stack.scenes
    assert [type(scene).__name__ for scene in scenes] == [
        "TitleScene",
        "NewGameScene",
        "HouseRulesScene",
        "NoticeScene",
    ]
    assert flow.preferences.rules == "royal"
    assert load_preferences()[0].rules == "royal"
    notice = scenes[-1]
    assert isinstance(notice, NoticeScene)
    [message] = notice.messages
    assert message.startswith("The rule set “family” could not be read and was kept as ")
    assert "; the preset Royal is used instead." in message


def test_the_clock_names_the_copy() -> None:
    write_rule_set("my_house", TRUNCATED)
    [item] = presets.set_aside_broken_rule_sets(datetime(2026, 11, 30, 12, 15))
    assert item.kept_as is not None and item.kept_as.name == KEPT.name


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_notice_says_why_in_the_words_of_rules_validate(language: str) -> None:
    write_rule_set("other", "extends: spade\ntarjet: 11\n")
    i18n.set_language(language)
    try:
        _, notices = set_aside_broken()
        [notice] = map(str, notices)
    finally:
        i18n.set_language("en")
    if language == "en":
        assert notice.startswith("The rule set “other” could not be read and was kept as ")
        assert "What is wrong: " in notice and "tarjet" in notice and "target" in notice
    else:
        assert notice.startswith("No se pudo leer el conjunto de reglas «other»")
        assert "tarjet" in notice and "target" in notice and "What is wrong" not in notice
