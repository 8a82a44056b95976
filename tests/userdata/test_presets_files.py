"""The player's own rule sets on disk: saved with ``extends:`` and only what differs,
atomically, loaded like a preset, never under a preset's name, deleted on request; one
that cannot be used is kept aside, never overwritten, and no longer offered."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path
from typing import Any

import pytest
import yaml
from test_storage import BrokenStream

from cassino import i18n
from cassino.engine.errors import RulesError
from cassino.userdata import locations, presets

pytestmark = pytest.mark.usefixtures("user_dirs")  # tests/conftest.py


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


BAD_NAMES = ["classic", "Royal", "five_players", "", " my rules", "my rules ", "a/b", "a.b", ".."]


@pytest.mark.parametrize("name", [*BAD_NAMES, "a\\b"])
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

    def refuse(path: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("cassino.userdata.door.os.unlink", refuse)
    notice = presets.delete_rule_set("family")
    assert notice is not None
    assert str(notice) == "Could not delete family.yaml: Permission denied"
    i18n.set_language("es")
    assert str(notice) == "No se pudo borrar family.yaml: Permission denied"


# --- a saved rule set that cannot be used is moved aside ------------------------------

NOON = datetime(2024, 5, 17, 12, 0, 5)
STAMP = "20240517-120005"
GARBAGE = bytes(range(256)) * 3

# What a broken file holds, and the preset played instead: the one it extends when the
# file says so (even on a line of a file that is not YAML any more), else classic.
BROKEN = {
    "truncated YAML": (b"extends: royal\ntarget: [11,\n", "royal"),
    "truncated, no extends": (b"target: [11,\n", "classic"),
    "a wrong type": (b"extends: royal\ntarget: eleven\n", "royal"),
    "a negative target": (b"extends: spade\ntarget: -3\n", "spade"),
    "an unknown option": (b"extends: spade\ncolour_of_the_felt: green\n", "spade"),
    "an impossible combination": (b"extends: royal\nsweeps_at_once: true\n", "royal"),
    "too many players for the deck": (b"players: 9\n", "classic"),
    "binary garbage": (GARBAGE, "classic"),
    "latin-1 text": ("target: 11 # año\n".encode("latin-1"), "classic"),
    "not a mapping": (b"- extends\n- royal\n", "classic"),
    "a plain string": (b"just some words\n", "classic"),
    "an extends that names no preset": (b"extends: nowhere\ntarget: 11\n", "classic"),
    "an extends that is not a name": (b"extends: [royal]\n", "classic"),
    "an extends of itself": (b"extends: mine\n", "classic"),
    "nested too deep": (b"[" * 5000, "classic"),
}


def write_rule_set(name: str, content: bytes) -> Path:
    folder = locations.user_rules_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.yaml"
    path.write_bytes(content)
    return path


def test_a_saved_rule_set_reads_back_as_saved_and_stays() -> None:
    overrides = {"target": 15, "owner_may_trail": True, "players_allowed": (2, 3), "players": 3}
    assert presets.save_rule_set("mine", "royal", overrides) is None
    path = locations.user_rules_dir() / "mine.yaml"
    before = path.read_bytes()
    assert presets.set_aside_broken_rule_sets(NOON) == []
    assert path.read_bytes() == before and presets.user_rule_set_names() == ["mine"]
    rules = presets.load("mine")
    royal = presets.load("royal").options()
    assert {key: value for key, value in rules.options().items() if royal[key] != value} == {
        key: value for key, value in overrides.items() if royal[key] != value
    }
    assert rules.preset == "mine" and presets.preset_beneath("mine") == "royal"


@pytest.mark.parametrize(("content", "fallback"), BROKEN.values(), ids=BROKEN.keys())
def test_a_broken_rule_set_is_kept_aside_and_no_longer_offered(
    content: bytes, fallback: str
) -> None:
    presets.save_rule_set("family", "classic", {"target": 11})
    write_rule_set("mine", content)
    assert presets.user_rule_set_names() == ["family", "mine"]
    [item] = presets.set_aside_broken_rule_sets(NOON)
    folder = locations.user_rules_dir()
    assert item.name == "mine" and item.fallback == fallback
    assert item.kept_as == folder / f"mine.yaml.broken-{STAMP}"
    assert item.kept_as.read_bytes() == content  # kept as it was, byte for byte
    assert item.reason  # the technical reason, for the log
    assert sorted(path.name for path in folder.iterdir()) == [
        "family.yaml",
        f"mine.yaml.broken-{STAMP}",
    ]
    assert presets.user_rule_set_names() == ["family"]
    with pytest.raises(RulesError, match="unknown preset 'mine'"):
        presets.load("mine")
    assert presets.load(item.fallback).preset == fallback  # what is played instead
    assert presets.set_aside_broken_rule_sets(NOON) == []  # told once


def test_a_rule_set_on_a_broken_one_is_moved_aside_too() -> None:
    write_rule_set("base", b"extends: royal\ntarget: [\n")
    write_rule_set("top", b"extends: base\ntarget: 11\n")
    moved = {item.name: item.fallback for item in presets.set_aside_broken_rule_sets(NOON)}
    assert moved == {"base": "royal", "top": "royal"}
    assert presets.user_rule_set_names() == []


def test_a_cycle_of_rule_sets_is_moved_aside() -> None:
    write_rule_set("ping", b"extends: pong\n")
    write_rule_set("pong", b"extends: ping\n")
    moved = {item.name: item.fallback for item in presets.set_aside_broken_rule_sets(NOON)}
    assert moved == {"ping": "classic", "pong": "classic"}


def test_a_file_named_like_a_preset_is_left_alone() -> None:
    path = write_rule_set("royal", b"not: [yaml\n")
    assert presets.set_aside_broken_rule_sets(NOON) == []
    assert path.read_bytes() == b"not: [yaml\n"


def test_an_older_copy_kept_aside_is_never_overwritten() -> None:
    older = write_rule_set("mine", b"the first broken copy: [\n")
    older.rename(older.with_name(f"mine.yaml.broken-{STAMP}"))
    write_rule_set("mine", b"the second broken copy: [\n")
    [item] = presets.set_aside_broken_rule_sets(NOON)
    assert item.kept_as is not None and item.kept_as.name == f"mine.yaml.broken-{STAMP}-2"
    folder = locations.user_rules_dir()
    assert (folder / f"mine.yaml.broken-{STAMP}").read_bytes() == b"the first broken copy: [\n"
    assert item.kept_as.read_bytes() == b"the second broken copy: [\n"


def test_a_broken_file_that_cannot_be_moved_is_left_out_and_told_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = write_rule_set("mine", b"extends: spade\ntarget: 0\n")

    def refuse(source: object, target: object) -> None:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(os, "rename", refuse)
    [item] = presets.set_aside_broken_rule_sets(NOON)
    assert item.kept_as is None and item.fallback == "spade"
    assert path.read_bytes() == b"extends: spade\ntarget: 0\n"  # still there, untouched
    assert presets.user_rule_set_names() == []
    with pytest.raises(RulesError, match="unknown preset 'mine'"):
        presets.load("mine")
    assert presets.set_aside_broken_rule_sets(NOON) == []
    monkeypatch.undo()
    assert presets.save_rule_set("mine", "classic", {"target": 11}) is None  # saved anew
    assert presets.user_rule_set_names() == ["mine"] and presets.load("mine").target == 11


def test_a_write_that_fails_midway_leaves_the_old_rule_set(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    presets.save_rule_set("family", "classic", {"target": 11})
    path = locations.user_rules_dir() / "family.yaml"
    before = path.read_bytes()
    real_fdopen = os.fdopen
    streams: list[BrokenStream] = []

    def broken_fdopen(fd: int, *args: Any, **kwargs: Any) -> BrokenStream:
        streams.append(BrokenStream(real_fdopen(fd, *args, **kwargs)))
        return streams[-1]

    with monkeypatch.context() as patch:
        patch.setattr(os, "fdopen", broken_fdopen)
        notice = presets.save_rule_set("family", "royal", {"target": 15, "court_capture": "all"})
    assert streams and streams[0].written > 0  # part of the new file had been written
    assert str(notice) == "Could not save family.yaml: Input/output error"
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir()] == ["family.yaml"]  # no temporary left
    assert presets.set_aside_broken_rule_sets(NOON) == []  # whole, so not broken
    assert presets.load("family").target == 11
