"""Preferences: defaults, round trips, and files that are broken or partly wrong set aside
with a notice — never a crash, never a silent overwrite."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
import yaml

from cassino import i18n
from cassino.userdata import locations
from cassino.userdata.preferences import FIELDS, Preferences, load_preferences, save_preferences

NOON = datetime(2024, 5, 17, 12, 0, 5)
KEPT = "preferences.yaml.broken-20240517-120005"


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CASSINO_DATA_DIR", str(tmp_path / "data"))
    i18n.set_language("en")
    yield tmp_path / "config"
    i18n.set_language("en")


def preferences_path() -> Path:
    return locations.preferences_file()


def test_the_file_lives_in_the_config_dir(user_dirs: Path) -> None:
    assert preferences_path() == user_dirs / "preferences.yaml"


def test_defaults_when_there_is_no_file() -> None:
    preferences, notice = load_preferences()
    assert (preferences, notice) == (Preferences(), None)
    assert preferences.seats[0] == "human" and preferences.language is None
    assert not preferences_path().exists()  # reading never writes


CHANGED = Preferences(
    player_names=("Ana", "Beto", "Carmen ñ"),
    seats=("human", "hard", "human", "easy"),
    computer_level="medium",
    animation_speed="instant",
    volume=0.25,
    muted=True,
    card_back="letele_red",
    deck_face="large",
    four_colour=True,
    table_theme="dark",
    card_size="larger",
    colour_blind=True,
    language="es",
    window_size=(1600, 900),
    fullscreen=True,
    hints_allowed=False,
    undo_allowed=False,
    counting_aid="on",
    sweep_warning="off",
    why_not="on",
    rules="my_house",
    lessons_done=("pairing", "sweeps"),
    relay="relay.example.org:47653",
)


def test_the_aids_are_on_except_against_the_expert_unless_chosen() -> None:
    defaults = Preferences()
    assert defaults.aid_on("counting_aid", ["easy", "hard"])
    assert not defaults.aid_on("counting_aid", ["easy", "expert"])
    assert not defaults.aid_on("sweep_warning", ["expert"])
    assert defaults.aid_on("sweep_warning", [])  # hot-seat: people only
    chosen = Preferences(counting_aid="on", sweep_warning="off")
    assert chosen.aid_on("counting_aid", ["expert"])
    assert not chosen.aid_on("sweep_warning", ["easy"])


def test_an_unknown_aid_setting_is_dropped_and_the_rest_kept() -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("counting_aid: sometimes\nsweep_warning: 'off'\n", encoding="utf-8")
    loaded, notice = load_preferences()
    assert loaded.counting_aid == "not_against_expert" and loaded.sweep_warning == "off"
    assert notice is not None and "counting_aid" in str(notice)


def test_every_preference_round_trips() -> None:
    defaults = Preferences()
    assert all(getattr(CHANGED, name) != getattr(defaults, name) for name in FIELDS)
    assert save_preferences(CHANGED) is None
    assert load_preferences() == (CHANGED, None)
    data = yaml.safe_load(preferences_path().read_text(encoding="utf-8"))
    assert data["window_size"] == [1600, 900] and data["player_names"][2] == "Carmen ñ"
    assert set(data) == set(FIELDS)


def test_follow_the_system_round_trips() -> None:
    save_preferences(dataclasses.replace(CHANGED, language=None))
    preferences, notice = load_preferences()
    assert notice is None and preferences.language is None


def test_the_language_follows_the_system_until_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("cassino.userdata.preferences.system_language", lambda: "es")
    assert Preferences().resolved_language() == "es"
    assert Preferences(language="en").resolved_language() == "en"


@pytest.mark.parametrize(
    "content",
    [
        b"volume: 0.5\nseats: [human, easy\nmuted: tr",  # truncated mid-write
        bytes(range(256)) * 4,  # binary garbage
        b"\x00\x01volume\x00",
        b"- just\n- a list\n",
        b"",
        b"just words",
        b"player_names: " + b"[" * 3000 + b"]" * 3000,  # crashed the game at every start
        b"a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: &c [*b, *b, *b]\nplayer_names: [*c, *c]\n",
    ],
    ids=["truncated", "binary", "nul-bytes", "a-list", "empty", "a-scalar", "deep", "aliases"],
)
def test_an_unreadable_file_is_kept_aside_and_defaults_used(content: bytes) -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    preferences, notice = load_preferences(now=NOON)
    assert preferences == Preferences()
    assert notice is not None and KEPT in str(notice)
    assert (path.parent / KEPT).read_bytes() == content
    assert not path.exists()
    assert load_preferences() == (Preferences(), None)  # the next start is quiet


def test_wrong_values_are_reset_and_the_good_ones_kept() -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    original = (
        "volume: loud\n"
        "muted: true\n"
        "window_size: [10, 10]\n"
        "seats: [human, impossible]\n"
        "card_back: green\n"
        "player_names: [Ana, 7]\n"
        "language: fr\n"
        "four_colour: 1\n"
    )
    path.write_text(original, encoding="utf-8")
    preferences, notice = load_preferences(now=NOON)
    assert preferences == Preferences(muted=True, card_back="green")
    assert str(notice) == (
        "Some preferences were not valid (volume, window_size, seats, player_names, "
        f"language, four_colour) and were reset; the old file is kept as {KEPT}."
    )
    assert (path.parent / KEPT).read_text(encoding="utf-8") == original
    # What was good is written back, so the notice is shown once.
    assert load_preferences() == (Preferences(muted=True, card_back="green"), None)


def test_unknown_preferences_are_ignored_with_a_notice() -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    path.write_text("muted: true\ntheme: dark\n", encoding="utf-8")
    preferences, notice = load_preferences(now=NOON)
    assert preferences == Preferences(muted=True)
    assert str(notice) == (
        f"Preferences this version does not know were ignored (theme); the old file is kept as "
        f"{KEPT}."
    )
    assert "theme: dark" in (path.parent / KEPT).read_text(encoding="utf-8")


def test_notices_are_in_the_players_language() -> None:
    path = preferences_path()
    path.parent.mkdir(parents=True)
    path.write_text("volume: 3\n", encoding="utf-8")
    _, notice = load_preferences(now=NOON)
    i18n.set_language("es")
    assert str(notice) == (
        "Algunas preferencias no eran válidas (volume) y se han restablecido; "
        f"el archivo anterior se guarda como {KEPT}."
    )


def test_a_failed_save_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    save_preferences(CHANGED)
    before = preferences_path().read_bytes()

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("cassino.userdata.door.os.replace", full_disk)
        notice = save_preferences(Preferences())
    assert str(notice) == "Could not save preferences.yaml: No space left on device"
    assert preferences_path().read_bytes() == before
    assert load_preferences() == (CHANGED, None)
