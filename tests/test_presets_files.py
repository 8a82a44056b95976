"""The player's own rule sets on disk: saved with ``extends:`` and only what differs,
loaded like a preset, never under a preset's name, deleted on request."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from cassino import i18n, locations, presets
from cassino.engine.errors import RulesError


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CASSINO_DATA_DIR", str(tmp_path / "data"))
    yield tmp_path
    i18n.set_language("en")


def test_a_saved_rule_set_extends_its_preset_with_only_the_changes() -> None:
    assert (
        presets.save_rule_set("family", "classic", {"target": 11, "court_capture": "all"}) is None
    )
    path = locations.user_rules_dir() / "family.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    assert data == {"extends": "classic", "target": 11, "court_capture": "all"}
    assert list(data) == ["extends", "court_capture", "target"]  # in declaration order
    assert presets.user_rule_set_names() == ["family"]
    rules = presets.load("family")
    assert rules.preset == "family" and rules.target == 11 and rules.court_capture == "all"
    classic = presets.load("classic").options()
    changed = {key for key, value in rules.options().items() if classic[key] != value}
    assert changed == {"target", "court_capture"}


def test_counts_are_written_as_a_list_and_read_back() -> None:
    overrides = {"players_allowed": (2, 4, 6), "players": 4}
    assert presets.save_rule_set("evens", "royal", overrides) is None
    text = (locations.user_rules_dir() / "evens.yaml").read_text(encoding="utf-8")
    assert "extends: royal" in text and "- 6" in text
    rules = presets.load("evens")
    assert rules.players_allowed == (2, 4, 6) and rules.players == 4 and rules.court_values


@pytest.mark.parametrize("name", ["classic", "Royal", "five_players", "", "my rules", "a/b", "ñ"])
def test_a_preset_name_or_a_bad_name_is_refused(name: str) -> None:
    with pytest.raises(RulesError, match=r"preset|cannot name"):
        presets.save_rule_set(name, "classic", {"target": 11})
    assert not locations.user_rules_dir().exists()


def test_options_the_engine_refuses_are_not_written() -> None:
    with pytest.raises(RulesError, match="players"):
        presets.save_rule_set("five", "classic", {"players": 5})
    with pytest.raises(RulesError, match="'nobody' is not one"):
        presets.save_rule_set("mine", "nobody", {})
    assert presets.user_rule_set_names() == []


def test_a_failed_write_leaves_the_old_file_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    presets.save_rule_set("family", "classic", {"target": 11})
    path = locations.user_rules_dir() / "family.yaml"
    before = path.read_text(encoding="utf-8")

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full_disk)
    notice = presets.save_rule_set("family", "classic", {"target": 15})
    assert notice is not None and "family.yaml" in str(notice)
    assert "No space left" in str(notice)
    assert path.read_text(encoding="utf-8") == before
    assert [p.name for p in path.parent.iterdir()] == ["family.yaml"]  # no temporary left


def test_delete_removes_only_the_players_own_sets() -> None:
    presets.save_rule_set("family", "classic", {"target": 11})
    assert presets.delete_rule_set("family") is None
    assert presets.user_rule_set_names() == []
    with pytest.raises(RulesError, match="no saved rule set called 'family'"):
        presets.delete_rule_set("family")
    with pytest.raises(RulesError, match="preset"):
        presets.delete_rule_set("classic")
    assert "classic" in presets.preset_names()


def test_a_failed_delete_is_a_notice_in_the_players_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    presets.save_rule_set("family", "classic", {"target": 11})

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "unlink", refuse)
    notice = presets.delete_rule_set("family")
    assert notice is not None
    assert str(notice) == "Could not delete family.yaml: Permission denied"
    i18n.set_language("es")
    assert str(notice) == "No se pudo borrar family.yaml: Permission denied"
