"""The statistics screen's words: its two pages (against the computer, hot-seat), the
rows of each in order, and each record's cells — win rate as a percentage, the current
streak and the best one each in a column of its own, numbers in the language's own way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.ai.levels import LEVELS
from cassino.i18n import N_, language, tr
from cassino.ui.screens.common.words import opponent_title, rule_set_title
from cassino.userdata import presets
from cassino.userdata.statistics import HOT_SEAT, Key, Record, Statistics, combined

Page = Literal["computer", "hot-seat"]
PAGES: tuple[Page, ...] = ("computer", "hot-seat")
PAGE_TITLES = {"computer": N_("Against the computer"), "hot-seat": N_("Hot-seat")}
WORD_COLUMNS = 2  # the first columns are words (from the left), the rest numbers
NO_SCORE = "–"  # the best score of a record with no game


def page_title(page: Page) -> str:
    return tr(PAGE_TITLES[page])


def headers(page: Page) -> tuple[str, ...]:
    first = (tr("Rules"), tr("Opponent")) if page == "computer" else (tr("Player"), tr("Rules"))
    return (
        *first,
        tr("Games"),
        tr("Wins"),
        tr("Win rate"),
        tr("Streak"),
        tr("Best streak"),
        tr("Best score"),
        tr("Average score"),
        tr("Sweeps"),
        tr("Big Cassinos"),
    )


@dataclass(frozen=True)
class StatisticsRow:
    first: str  # the rule set, or on the hot-seat page the player
    second: str  # the opponent, or on the hot-seat page the rule set
    record: Record
    total: bool = False  # all the page's games together: no current streak (no one order)

    def cells(self) -> tuple[str, ...]:
        record = self.record
        return (
            self.first,
            self.second,
            str(record.games),
            str(record.wins),
            percent(record.win_rate),
            "" if self.total else str(record.streak),
            str(record.best_streak),
            str(record.best_score) if record.games else NO_SCORE,
            decimal(record.average_points),
            str(record.sweeps),
            str(record.big_cassinos),
        )


def decimal(value: float) -> str:
    """One decimal, with the decimal comma where the language writes one."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if language() in DECIMAL_COMMA else text


def percent(share: float) -> str:
    """A share of 0 to 1 as a whole percentage, written as the language writes it
    ("67%", "67 %")."""
    return tr("{value}%", value=round(share * 100))


DECIMAL_COMMA = {"es", "pt", "it"}


def table_rows(statistics: Statistics, page: Page = "computer") -> list[StatisticsRow]:
    """The page's rows. Against the computer: by rule set (presets in their usual order,
    then the player's own sets) and then opponent, weakest first. Hot-seat: by player,
    then rule set."""
    known = presets.preset_names()
    order = {name: index for index, name in enumerate(known)}

    def rules_order(rules: str) -> tuple[int, str]:
        return order.get(rules, len(order)), rules.casefold()

    def title(rules: str) -> str:
        return rule_set_title(rules, preset=rules in order)

    if page == "computer":
        records = sorted(
            statistics.against_computer().items(),
            key=lambda item: (*rules_order(item[0][0]), _strength(item[0][1]), item[0][1]),
        )
        return [StatisticsRow(title(key[0]), opponent_title(key[1]), r) for key, r in records]
    players = sorted(
        statistics.hot_seat().items(),
        key=lambda item: (item[0][2] == "", item[0][2].casefold(), *rules_order(item[0][0])),
    )
    return [StatisticsRow(_player(key), title(key[0]), r) for key, r in players]


def total_row(statistics: Statistics, page: Page) -> StatisticsRow | None:
    """All games against the computer together. None on the hot-seat page: each game
    there is in two or more players' records, so adding them up would count it twice."""
    if page != "computer":
        return None
    return StatisticsRow(
        tr("All games"), "", combined(statistics.against_computer().values()), True
    )


def _player(key: Key) -> str:
    """A hot-seat player's name; records from before names were kept (format 1) were
    the first seat's side, whoever sat there."""
    return key[2] or tr("Unnamed")


def _strength(opponent: str) -> tuple[int, ...]:
    """Opponents weakest first, as the seat menus list the levels: a mix right after its
    weakest level, people at one screen last."""
    rank = {level: index for index, level in enumerate(LEVELS)}
    if opponent == HOT_SEAT:
        return (len(rank) + 1,)
    return tuple(sorted(rank.get(level, len(rank)) for level in opponent.split("+")))
