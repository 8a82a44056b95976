"""Statistics per rules and opponent: counted, averaged, saved atomically, and a bad file
set aside with a notice while counting starts again."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest

from cassino import i18n
from cassino.userdata import locations
from cassino.userdata.statistics import (
    HOT_SEAT,
    GamePlayed,
    Record,
    Statistics,
    combined,
    load_statistics,
    opponent_key,
    record_game,
    record_games,
    reset_statistics,
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
    assert statistics.get("classic", "easy") == Record()
    assert statistics.get("classic", "easy").average_points == 0.0
    assert statistics.get("classic", "easy").win_rate == 0.0


def test_games_are_counted_per_rules_and_opponent() -> None:
    record_game("classic", "medium", GamePlayed(True, 23, sweeps=2, big_cassinos=1))
    record_game("classic", "medium", GamePlayed(False, 14, sweeps=1))
    record_game("classic", "medium", GamePlayed(True, 21, big_cassinos=1))
    record_game("classic", HOT_SEAT, GamePlayed(False, 9), player="Ana")
    statistics, notice = record_game("royal", "medium", GamePlayed(True, 25))
    assert notice is None
    medium = statistics.get("classic", "medium")
    assert medium == Record(
        games=3,
        wins=2,
        points=58,
        streak=1,
        best_streak=1,
        best_score=23,
        sweeps=3,
        big_cassinos=2,
    )
    assert medium.average_points == pytest.approx(58 / 3)
    assert medium.win_rate == pytest.approx(2 / 3)
    assert medium.losses == 1
    assert statistics.get("classic", HOT_SEAT, "Ana") == Record(1, 0, 9, best_score=9)
    assert statistics.get("classic", HOT_SEAT) == Record()  # no one without a name
    assert statistics.get("royal", "medium") == Record(1, 1, 25, 1, 1, 25)
    assert load_statistics() == (statistics, None)


@pytest.mark.parametrize(
    ("results", "streak", "best"),
    [
        ("", 0, 0),
        ("L", 0, 0),
        ("W", 1, 1),
        ("WWL", 0, 2),
        ("WLWWW", 3, 3),
        ("WWWLWW", 2, 3),
        ("LLWWLW", 1, 2),
    ],
)
def test_the_current_and_best_run_of_wins(results: str, streak: int, best: int) -> None:
    record = Record()
    for result in results:
        record = record.with_game(GamePlayed(result == "W", 10))
    assert (record.streak, record.best_streak) == (streak, best)


def test_the_best_score_is_the_most_points_in_one_game_even_below_zero() -> None:
    record = Record().with_game(GamePlayed(False, -2))
    assert record.best_score == -2  # a first game's score, not the 0 of no game
    record = record.with_game(GamePlayed(True, 17)).with_game(GamePlayed(False, 11))
    assert record.best_score == 17 and record.points == 26


def test_hot_seat_players_each_have_their_own_record() -> None:
    statistics, notice = record_games(
        [
            (("classic", HOT_SEAT, "Ana"), GamePlayed(True, 21, sweeps=1, big_cassinos=1)),
            (("classic", HOT_SEAT, "Bruno"), GamePlayed(False, 12, sweeps=2)),
        ]
    )
    statistics, _ = record_games([(("classic", HOT_SEAT, "Ana"), GamePlayed(True, 22))])
    assert notice is None
    assert statistics.get("classic", HOT_SEAT, "Ana") == Record(2, 2, 43, 2, 2, 22, 1, 1)
    assert statistics.get("classic", HOT_SEAT, "Bruno") == Record(1, 0, 12, 0, 0, 12, 2, 0)
    assert statistics.against_computer() == {}
    assert set(statistics.hot_seat()) == {
        ("classic", HOT_SEAT, "Ana"),
        ("classic", HOT_SEAT, "Bruno"),
    }


def test_records_add_up_with_the_best_of_the_bests() -> None:
    total = combined([Record(3, 2, 50, 1, 2, 21, 4, 1), Record(2, 2, 40, 2, 2, 25, 0, 2)])
    assert total == Record(5, 4, 90, 0, 2, 25, 4, 3)
    assert combined([]) == Record()


def test_statistics_round_trip() -> None:
    statistics = Statistics(
        {
            ("spade", "hard", ""): Record(4, 1, 130, 0, 1, 40, 3, 2),
            ("my rules ñ", "easy", ""): Record(),
            ("classic", HOT_SEAT, "Zoë"): Record(1, 1, 21, 1, 1, 21),
        }
    )
    assert save_statistics(statistics) is None
    assert load_statistics() == (statistics, None)
    data = json.loads(locations.statistics_file().read_text(encoding="utf-8"))
    assert data["format"] == 2
    assert data["records"][2] == {
        "rules": "spade",
        "opponent": "hard",
        "player": "",
        "games": 4,
        "wins": 1,
        "points": 130,
        "streak": 0,
        "best_streak": 1,
        "best_score": 40,
        "sweeps": 3,
        "big_cassinos": 2,
    }


FORMAT_1_FILE = Path(__file__).parent.parent / "data" / "statistics-format-1.json"


def test_a_format_1_file_loads_its_new_counts_as_zero() -> None:
    path = locations.statistics_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(FORMAT_1_FILE.read_bytes())
    statistics, notice = load_statistics()
    assert notice is None
    assert statistics.records == {
        ("classic", "easy", ""): Record(games=5, wins=3, points=98),
        ("classic", "easy+hard", ""): Record(games=1, wins=0, points=14),
        ("royal", HOT_SEAT, ""): Record(games=2, wins=1, points=37),
    }
    statistics, _ = record_game("classic", "easy", GamePlayed(True, 20, sweeps=1))
    assert statistics.get("classic", "easy") == Record(6, 4, 118, 1, 1, 20, 1, 0)
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == 2


def test_with_game_leaves_the_old_value_alone() -> None:
    before = Statistics()
    after = before.with_game(("classic", "easy", ""), GamePlayed(True, 21))
    assert before.records == {} and after.get("classic", "easy") == Record(1, 1, 21, 1, 1, 21)


def test_a_reset_empties_the_file() -> None:
    record_game("classic", "easy", GamePlayed(True, 21))
    statistics, notice = reset_statistics()
    assert notice is None and statistics == Statistics()
    assert load_statistics() == (Statistics(), None)
    assert json.loads(locations.statistics_file().read_text(encoding="utf-8")) == {
        "format": 2,
        "records": [],
    }


def test_a_reset_that_cannot_save_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    before, _ = record_game("classic", "easy", GamePlayed(True, 21))

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("cassino.userdata.door.os.replace", full_disk)
        _, notice = reset_statistics()
    assert str(notice) == "Could not save statistics.json: No space left on device"
    assert load_statistics() == (before, None)


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


def good_record_2(**changes: object) -> bytes:
    record = {
        "rules": "classic",
        "opponent": "hot-seat",
        "player": "Ana",
        "games": 3,
        "wins": 2,
        "points": 50,
        "streak": 1,
        "best_streak": 2,
        "best_score": 21,
        "sweeps": 1,
        "big_cassinos": 1,
    }
    return json.dumps({"format": 2, "records": [{**record, **changes}]}).encode()


def test_the_good_records_above_are_good() -> None:
    from cassino.userdata.statistics import statistics_from_text

    assert len(statistics_from_text(good_record().decode()).records) == 1
    assert len(statistics_from_text(good_record_2().decode()).records) == 1


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
        json.dumps({"format": 3, "records": []}).encode(),
        good_record_2(player=None),
        good_record_2(sweeps="1"),
        good_record_2(streak=3),
        good_record_2(best_streak=3),
        good_record_2(sweeps=-1),
        good_record_2(points=10**400),  # crashed the Statistics screen (issue 56)
        good_record_2(games=10**12, wins=1),
        good_record_2(points=10**17),
        good_record_2(player="x" * 25),
        good_record_2(player="Ana\ud800"),
        b'{"format": 2, "records": ' + b"[" * 5000 + b"]" * 5000 + b"}",
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
        "format-2-without-a-player",
        "format-2-a-string-count",
        "a-streak-over-the-best",
        "a-best-streak-over-the-wins",
        "negative-sweeps",
        "a-400-digit-number",
        "more-games-than-anyone-plays",
        "more-points-than-any-games-count",
        "a-player-name-too-long",
        "a-player-name-not-unicode",
        "nested-5000-deep",
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
    statistics, notice = record_game("classic", "easy", GamePlayed(True, 21))
    assert notice is not None and "kept as statistics.json.broken-" in str(notice)
    assert statistics == Statistics({("classic", "easy", ""): Record(1, 1, 21, 1, 1, 21)})
    assert load_statistics() == (statistics, None)
    [kept] = path.parent.glob("statistics.json.broken-*")
    assert kept.read_bytes() == b"\x00garbage"


def test_a_failed_save_keeps_the_old_file(monkeypatch: pytest.MonkeyPatch) -> None:
    first, _ = record_game("classic", "easy", GamePlayed(True, 21))

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("cassino.userdata.door.os.replace", full_disk)
        _, notice = record_game("classic", "easy", GamePlayed(False, 3))
    assert str(notice) == "Could not save statistics.json: No space left on device"
    assert load_statistics() == (first, None)
