"""Statistics per rules and opponent, kept in ``<user_data_dir>/statistics.json``.

Against the computer, a record is the side of the person at the window (seat 0's side):
games, wins, points, the current and best run of wins, the best game's points, sweeps
and Big Cassinos (10♦) taken. The opponent is the computer level played against
(``"easy+hard"`` for a mix). When only people play (``"hot-seat"``), each player *name*
has a record of their own: their own sweeps and 10♦, their side's points and result.

An unreadable file is set aside with a notice and the statistics start again; every save
is atomic, and saves from two windows take turns (``file_lock``). Format 1 files (games,
wins and points only, one hot-seat record for seat 0's side) still load.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field, replace
from datetime import datetime
from pathlib import Path
from typing import Any

from cassino.game.names import name_problem
from cassino.i18n import N_
from cassino.userdata import locations
from cassino.userdata.locks import locked
from cassino.userdata.storage import InvalidFile, Notice, load_or_quarantine, parse_json, save_text

FORMAT = 2
READABLE_FORMATS = (1, 2)
HOT_SEAT = "hot-seat"
MAX_STATISTICS_BYTES = 1_000_000  # a record is about 200 bytes: thousands of them
# The largest count any real file holds: a game a minute for 20 years is 10 million games.
# A number past these is no record of play, and the file is set aside.
MAX_GAMES = 10_000_000
MAX_POINTS = 100 * MAX_GAMES  # summed over every game; a game's own score is far below 100
MAX_NAME = 200  # characters of a record's rules or opponent (levels joined by +)

# (rules preset or rule set name, opponent, player): the player is the person's name in
# hot-seat games and "" against the computer (and for format 1's one hot-seat record).
Key = tuple[str, str, str]


@dataclass(frozen=True)
class GamePlayed:
    """One finished game as a record counts it, for one side or one person."""

    won: bool
    points: int  # the side's final total
    sweeps: int = 0
    big_cassinos: int = 0  # 10♦ taken (0 or 1, or more over several rounds)


@dataclass(frozen=True)
class Record:
    games: int = 0
    wins: int = 0
    points: int = 0  # the side's final totals, summed over the games
    streak: int = 0  # wins in a row up to the last game
    best_streak: int = 0
    best_score: int = 0  # the most points in one game
    sweeps: int = 0
    big_cassinos: int = 0

    @property
    def average_points(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def losses(self) -> int:
        return self.games - self.wins

    @property
    def win_rate(self) -> float:
        """The share of games won, 0 to 1 (0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    def with_game(self, game: GamePlayed) -> Record:
        streak = self.streak + 1 if game.won else 0
        return Record(
            games=self.games + 1,
            wins=self.wins + int(game.won),
            points=self.points + game.points,
            streak=streak,
            best_streak=max(self.best_streak, streak),
            best_score=max(self.best_score, game.points) if self.games else game.points,
            sweeps=self.sweeps + game.sweeps,
            big_cassinos=self.big_cassinos + game.big_cassinos,
        )


def combined(records: Iterable[Record]) -> Record:
    """Records added together: counts summed, the best of the bests. The current streak
    has no order across records, so it is left at 0."""
    total = Record()
    for record in records:
        total = Record(
            games=total.games + record.games,
            wins=total.wins + record.wins,
            points=total.points + record.points,
            best_streak=max(total.best_streak, record.best_streak),
            best_score=max(total.best_score, record.best_score),
            sweeps=total.sweeps + record.sweeps,
            big_cassinos=total.big_cassinos + record.big_cassinos,
        )
    return total


@dataclass(frozen=True)
class Statistics:
    """Records by (rules, opponent, player). Treat as a value: ``with_game`` returns a
    new one."""

    records: Mapping[Key, Record] = field(default_factory=dict)

    def get(self, rules: str, opponent: str, player: str = "") -> Record:
        return self.records.get((rules, opponent, player), Record())

    def with_game(self, key: Key, game: GamePlayed) -> Statistics:
        return Statistics({**self.records, key: self.get(*key).with_game(game)})

    def against_computer(self) -> dict[Key, Record]:
        return {key: record for key, record in self.records.items() if key[1] != HOT_SEAT}

    def hot_seat(self) -> dict[Key, Record]:
        return {key: record for key, record in self.records.items() if key[1] == HOT_SEAT}

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "records": [
                {"rules": rules, "opponent": opponent, "player": player, **asdict(record)}
                for (rules, opponent, player), record in sorted(self.records.items())
            ],
        }


def opponent_key(computer_levels: Iterable[str]) -> str:
    """The opponent of a game whose computer seats play at ``computer_levels``:
    ``hot-seat`` without any, the level when they agree, else the levels joined by ``+``."""
    levels = sorted(set(computer_levels))
    return "+".join(levels) if levels else HOT_SEAT


def load_statistics(
    path: Path | None = None, now: datetime | None = None
) -> tuple[Statistics, Notice | None]:
    """The statistics so far (empty when there are none), and a notice if the file was bad."""
    path = path or locations.statistics_file()
    loaded = load_or_quarantine(path, statistics_from_text, now, limit=MAX_STATISTICS_BYTES)
    if loaded.notice is None:
        return loaded.value or Statistics(), None
    if loaded.kept_as is None:
        notice = Notice.of(
            N_("The statistics could not be read and their file could not be moved aside."),
            loaded.reason,
        )
    else:
        notice = Notice.of(
            N_("The statistics could not be read and start again; the old file is kept as {kept}."),
            loaded.reason,
            kept=loaded.kept_as.name,
        )
    return Statistics(), notice


def save_statistics(statistics: Statistics, path: Path | None = None) -> Notice | None:
    """Write the statistics atomically; a notice (the old file intact) if that fails."""
    path = path or locations.statistics_file()
    return save_text(path, json.dumps(statistics.to_json(), ensure_ascii=False, indent=1))


def record_games(
    games: Iterable[tuple[Key, GamePlayed]], path: Path | None = None
) -> tuple[Statistics, Notice | None]:
    """Add one finished game's records (one per hot-seat player) to the file; the
    statistics after them, and a notice if the old file was unreadable (it is set aside)
    or the new one could not be written."""
    path = path or locations.statistics_file()
    with locked(path):  # another window may be adding its game right now
        statistics, notice = load_statistics(path)
        for key, game in games:
            statistics = statistics.with_game(key, game)
        return statistics, save_statistics(statistics, path) or notice


def record_game(
    rules: str, opponent: str, game: GamePlayed, player: str = "", path: Path | None = None
) -> tuple[Statistics, Notice | None]:
    """``record_games`` for a single record."""
    return record_games([((rules, opponent, player), game)], path)


def reset_statistics(path: Path | None = None) -> tuple[Statistics, Notice | None]:
    """Forget every record: the file saved empty (atomically, in turn with other
    windows); a notice, the old file intact, if that fails."""
    path = path or locations.statistics_file()
    with locked(path):
        return Statistics(), save_statistics(Statistics(), path)


def statistics_from_text(text: str) -> Statistics:
    data = parse_json(text, "the statistics file")
    if not isinstance(data, Mapping) or data.get("format") not in READABLE_FORMATS:
        raise InvalidFile("the statistics must be a JSON object of format 1 or 2")
    old = data["format"] == 1
    entries = data.get("records")
    if not isinstance(entries, list):
        raise InvalidFile("'records' must be a list")
    records: dict[Key, Record] = {}
    for number, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            raise InvalidFile(f"record {number} must be a JSON object")
        key = _key(entry, number, old)
        if key in records:
            raise InvalidFile(f"record {number} repeats {key[0]} against {key[1]}")
        records[key] = _record(entry, number, old)
    return Statistics(records)


def _key(entry: Mapping[str, object], number: int, old: bool) -> Key:
    rules, opponent = entry.get("rules"), entry.get("opponent")
    player = "" if old else entry.get("player")
    if not isinstance(rules, str) or not isinstance(opponent, str) or not isinstance(player, str):
        raise InvalidFile(f"record {number} needs 'rules', 'opponent' and 'player' names")
    if max(len(rules), len(opponent)) > MAX_NAME:
        raise InvalidFile(f"record {number} has a name longer than {MAX_NAME} characters")
    problem = name_problem(player) if player else None
    if problem is not None:
        raise InvalidFile(f"record {number}'s player name {problem}")
    return rules, opponent, player


# Every count of a record; format 1 had only the first three (the others read as 0).
_COUNTS = tuple(Record.__dataclass_fields__)
_FORMAT_1_COUNTS = ("games", "wins", "points")
_MAY_BE_NEGATIVE = ("points", "best_score")  # a side can end below zero (duty penalties)


def _record(entry: Mapping[str, object], number: int, old: bool) -> Record:
    names = _FORMAT_1_COUNTS if old else _COUNTS
    record = replace(Record(), **{name: _count(entry.get(name), number) for name in names})
    counted = [getattr(record, name) for name in _COUNTS if name not in _MAY_BE_NEGATIVE]
    if min(counted) < 0:
        raise InvalidFile(f"record {number}: a count below zero")
    if record.games > MAX_GAMES or max(record.sweeps, record.big_cassinos) > 100 * MAX_GAMES:
        raise InvalidFile(f"record {number}: {record.games} games is more than anyone plays")
    if not 0 <= record.wins <= record.games:
        raise InvalidFile(f"record {number}: {record.wins} wins in {record.games} games")
    if not record.streak <= record.best_streak <= record.wins:
        raise InvalidFile(f"record {number}: streaks {record.streak}/{record.best_streak}")
    return record


def _count(value: object, number: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidFile(f"record {number}: the counts must be whole numbers")
    if not -MAX_POINTS <= value <= MAX_POINTS:
        raise InvalidFile(f"record {number}: {value} is more than any game could count")
    return value
