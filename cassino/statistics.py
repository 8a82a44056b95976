"""Statistics per rules and opponent, kept in ``<user_data_dir>/statistics.json``: games,
wins and points of the side of seat 0 (the person at the window).

The opponent is the computer level played against (``"easy+hard"`` for a mix) or
``"hot-seat"`` when only people play. An unreadable file is set aside with a notice and the
statistics start again; every save is atomic.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from cassino import locations
from cassino.file_lock import locked
from cassino.i18n import N_
from cassino.storage import InvalidFile, Notice, load_or_quarantine, save_text

FORMAT = 1
HOT_SEAT = "hot-seat"

Key = tuple[str, str]  # (rules preset or rule set name, opponent)


@dataclass(frozen=True)
class Record:
    games: int = 0
    wins: int = 0
    points: int = 0  # the side's final totals, summed over the games

    @property
    def average_points(self) -> float:
        return self.points / self.games if self.games else 0.0

    @property
    def losses(self) -> int:
        return self.games - self.wins


@dataclass(frozen=True)
class Statistics:
    """Records by (rules, opponent). Treat as a value: ``with_game`` returns a new one."""

    records: Mapping[Key, Record] = field(default_factory=dict)

    def get(self, rules: str, opponent: str) -> Record:
        return self.records.get((rules, opponent), Record())

    def with_game(self, rules: str, opponent: str, won: bool, points: int) -> Statistics:
        old = self.get(rules, opponent)
        new = Record(old.games + 1, old.wins + int(won), old.points + points)
        return Statistics({**self.records, (rules, opponent): new})

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "records": [
                {"rules": rules, "opponent": opponent, **asdict(record)}
                for (rules, opponent), record in sorted(self.records.items())
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
    loaded = load_or_quarantine(path, statistics_from_text, now)
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


def record_game(
    rules: str, opponent: str, won: bool, points: int, path: Path | None = None
) -> tuple[Statistics, Notice | None]:
    """Add one finished game to the file; the statistics after it, and a notice if the old
    file was unreadable (it is set aside) or the new one could not be written."""
    path = path or locations.statistics_file()
    with locked(path):  # another window may be adding its game right now
        statistics, notice = load_statistics(path)
        statistics = statistics.with_game(rules, opponent, won, points)
        return statistics, save_statistics(statistics, path) or notice


def statistics_from_text(text: str) -> Statistics:
    try:
        data = json.loads(text)
    except RecursionError:
        raise InvalidFile("the statistics are nested too deeply") from None
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise InvalidFile("the statistics must be a JSON object of format 1")
    entries = data.get("records")
    if not isinstance(entries, list):
        raise InvalidFile("'records' must be a list")
    records: dict[Key, Record] = {}
    for number, entry in enumerate(entries):
        if not isinstance(entry, Mapping):
            raise InvalidFile(f"record {number} must be a JSON object")
        rules, opponent = entry.get("rules"), entry.get("opponent")
        if not isinstance(rules, str) or not isinstance(opponent, str):
            raise InvalidFile(f"record {number} needs 'rules' and 'opponent' names")
        games, wins, points = (_count(entry.get(name), number) for name in _COUNTS)
        if not 0 <= wins <= games:
            raise InvalidFile(f"record {number}: {wins} wins in {games} games")
        if (rules, opponent) in records:
            raise InvalidFile(f"record {number} repeats {rules} against {opponent}")
        records[(rules, opponent)] = Record(games, wins, points)
    return Statistics(records)


_COUNTS = ("games", "wins", "points")


def _count(value: object, number: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidFile(f"record {number}: games, wins and points must be whole numbers")
    return value
