"""The lessons done, as the preferences keep them: known ids in lesson order, Continue at
the first not done, and a real preferences file that keeps them over a restart."""

from __future__ import annotations

from pathlib import Path

import yaml

from cassino.lessons import IDS
from cassino.lessons.progress import known, neighbour, next_lesson, with_done
from cassino.userdata.preferences import (
    Preferences,
    load_preferences,
    save_changes,
    save_preferences,
)


def test_unknown_ids_are_dropped_and_the_rest_kept_in_lesson_order() -> None:
    assert known(["sweeps", "gone_lesson", "pairing", 7, "sweeps"]) == ("pairing", "sweeps")
    assert with_done(("sweeps",), "pairing") == ("pairing", "sweeps")
    assert with_done(("pairing",), "pairing") == ("pairing",)


def test_continue_is_the_first_lesson_not_done() -> None:
    first = next_lesson(())
    assert first is not None and first.id == IDS[0]
    third = next_lesson(IDS[:2])
    assert third is not None and third.id == IDS[2]
    assert next_lesson(IDS) is None
    later = neighbour(IDS[0], 1)
    assert later is not None and later.id == IDS[1]
    assert neighbour(IDS[0], -1) is None and neighbour(IDS[-1], 1) is None


def test_the_lessons_done_survive_a_restart(tmp_path: Path) -> None:
    path = tmp_path / "preferences.yaml"
    save_preferences(Preferences(), path)
    before, _ = load_preferences(path)
    assert before.lessons_done == ()
    after = Preferences(lessons_done=with_done(before.lessons_done, "building"))
    assert save_changes(before, after, path) is None
    again, notice = load_preferences(path)  # the next start
    assert notice is None and again.lessons_done == ("building",)


def test_a_lesson_id_this_version_does_not_know_is_kept_and_ignored(tmp_path: Path) -> None:
    path = tmp_path / "preferences.yaml"
    path.write_text(yaml.safe_dump({"lessons_done": ["pairing", "old_lesson", "sweeps", 5]}))
    loaded, notice = load_preferences(path)
    assert loaded.lessons_done == ("pairing", "old_lesson", "sweeps") and notice is None
    assert known(loaded.lessons_done) == ("pairing", "sweeps")  # what the lessons see
    done = with_done(loaded.lessons_done, "building")
    assert known(done) == known(("pairing", "building", "sweeps")) and done[-1] == "old_lesson"


def test_lessons_done_that_are_not_a_list_are_reset_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "preferences.yaml"
    path.write_text(yaml.safe_dump({"lessons_done": "pairing", "volume": 0.5}))
    loaded, notice = load_preferences(path)
    assert loaded.lessons_done == () and loaded.volume == 0.5
    assert notice is not None and "lessons_done" in str(notice.params)
