"""Statistics per rules and opponent: counted, averaged, saved atomically, and a bad file
set aside with a notice while counting starts again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from cassino import i18n, locations
from cassino.statistics import (
    HOT_SEAT,
    Record,
    Statistics,
    load_statistics,
    opponent_key,
    record_game,
    save_statistics,
)

NOON = datetime(2024, 5, 17, 12, 0, 5)
KEPT = "statistics.json.broken-20240517-120005"


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CASSINO_DATA_DIR", str(tmp_path / "data"))
    i18n.set_language("en")
    yield tmp_path / "data"
    i18n.set_language("en")


def test_the_file_lives_in_the_data_dir(user_dirs: Path) -> None:
    assert locations.statistics_file() == user_dirs / "statistics.json"


def test_nothing_recorded_yet() -> None:
    statistics, notice = load_statistics()
    assert notice is None and statistics == Statistics()
    assert statistics.get("classic", "easy") == Record(0, 0, 0)
    assert statistics.get("classic", "easy").average_points == 0.0


def test_games_are_counted_per_rules_and_opponent() -> None:
    record_game("classic", "medium", won=True, points=23)
    record_game("classic", "medium", won=False, points=14)
    record_game("classic", "medium", won=True, points=21)
    record_game("classic", HOT_SEAT, won=False, points=9)
    statistics, notice = record_game("royal", "medium", won=True, points=25)
    assert notice is None
    medium = statistics.get("classic", "medium")
    assert medium == Record(games=3, wins=2, points=58)
    assert medium.average_points == pytest.approx(58 / 3)
    assert medium.losses == 1
    assert statistics.get("classic", HOT_SEAT) == Record(1, 0, 9)
    assert statistics.get("royal", "medium") == Record(1, 1, 25)
    assert load_statistics() == (statistics, None)


def test_statistics_round_trip() -> None:
    statistics = Statistics(
        {("spade", "hard"): Record(4, 1, 130), ("my rules ñ", "easy"): Record()}
    )
    assert save_statistics(statistics) is None
    assert load_statistics() == (statistics, None)
    data = json.loads(locations.statistics_file().read_text(encoding="utf-8"))
    assert data["records"][1] == {
        "rules": "spade",
        "opponent": "hard",
        "games": 4,
        "wins": 1,
        "points": 130,
    }


def test_with_game_leaves_the_old_value_alone() -> None:
    before = Statistics()
    after = before.with_game("classic", "easy", won=True, points=21)
    assert before.records == {} and after.get("classic", "easy") == Record(1, 1, 21)


@pytest.mark.parametrize(
    ("levels", "expected"),
    [
        ([], HOT_SEAT),
        (["hard"], "hard"),
        (["easy", "easy", "easy"], "easy"),
        (["hard", "easy"], "easy+hard"),
    ],
)
def test_opponent_key(levels: list[str], expected: str) -> None:
    assert opponent_key(levels) == expected


def good_record(**changes: object) -> bytes:
    record = {"rules": "classic", "opponent": "easy", "games": 2, "wins": 1, "points": 30}
    return json.dumps({"format": 1, "records": [{**record, **changes}]}).encode()


@pytest.mark.parametrize(
    "content",
    [
        good_record()[:-7],  # truncated
        bytes(range(256)) * 4,
        b"",
        b"[1, 2, 3]",
        good_record(wins=3),
        good_record(games="2"),
        good_record(points=None),
        good_record(games=True),
        good_record(rules=5),
        json.dumps(
            {"format": 1, "records": [json.loads(good_record())["records"][0]] * 2}
        ).encode(),
        json.dumps({"format": 2, "records": []}).encode(),
    ],
    ids=[
        "truncated",
        "binary",
        "empty",
        "a-list",
        "more-wins-than-games",
        "a-string-count",
        "a-missing-count",
        "a-bool-count",
        "a-number-name",
        "a-record-twice",
        "unknown-format",
    ],
)
def test_a_bad_file_is_kept_aside_and_counting_starts_again(content: bytes) -> None:
    path = locations.statistics_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    statistics, notice = load_statistics(now=NOON)
    assert statistics == Statistics()
    assert str(notice) == (
        f"The statistics could not be read and start again; the old file is kept as {KEPT}."
    )
    assert (path.parent / KEPT).read_bytes() == content
    assert load_statistics() == (Statistics(), None)


def test_recording_after_a_bad_file_tells_and_keeps_it() -> None:
    path = locations.statistics_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x00garbage")
    statistics, notice = record_game("classic", "easy", won=True, points=21)
    assert notice is not None and "kept as statistics.json.broken-" in str(notice)
    assert statistics == Statistics({("classic", "easy"): Record(1, 1, 21)})
    assert load_statistics() == (statistics, None)
    [kept] = path.parent.glob("statistics.json.broken-*")
    assert kept.read_bytes() == b"\x00garbage"


def test_a_failed_save_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    first, _ = record_game("classic", "easy", won=True, points=21)

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("cassino.storage.os.replace", full_disk)
        _, notice = record_game("classic", "easy", won=False, points=3)
    assert str(notice) == "Could not save statistics.json: No space left on device"
    assert load_statistics() == (first, None)
