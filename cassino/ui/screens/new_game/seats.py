"""One seat of the new-game form: a name to type and who plays it, a person here, a
person on another computer (the game is then hosted from this window), or the computer
at one of its levels; and who sits at each seat by the preferences.

A name nobody has typed follows the choice: "Computer 2" becomes "Player 3" when the
seat is given to a person, and back again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from cassino.ai.levels import LEVEL_NAMES
from cassino.game.names import MAX_NAME_CHARACTERS
from cassino.game.seats import Seat
from cassino.i18n import tr
from cassino.ui.screens.common.words import level_title
from cassino.ui.widgets import Choice, TextField
from cassino.userdata.preferences import HUMAN, Preferences

MAX_SEATS = 6  # the most players any rules allow
PERSON = "person"  # the Choice's value for a person here
REMOTE = "remote"  # a person on another computer; any other value is a level's name
SEAT_KINDS = (PERSON, REMOTE, *LEVEL_NAMES)  # what a seat can be, here and in Preferences
MAX_NAME = MAX_NAME_CHARACTERS  # the one bound on every name (game.names)


def seat_kind(preferences: Preferences, seat: int) -> str:
    """Who sits at ``seat`` by the preferences: ``PERSON`` or a computer level."""
    kind = preferences.seats[seat] if seat < len(preferences.seats) else None
    if kind == HUMAN:
        return PERSON
    if kind == REMOTE or kind in LEVEL_NAMES:
        return kind
    level = preferences.computer_level
    return level if level in LEVEL_NAMES else LEVEL_NAMES[0]


def seat_name(preferences: Preferences, seat: int) -> str | None:
    names = preferences.player_names
    return names[seat] if seat < len(names) and names[seat].strip() else None


def kind_label(kind: str) -> str:
    if kind == PERSON:
        return tr("Person")
    if kind == REMOTE:
        return tr("Person on another computer")
    return tr("Computer — {level}", level=level_title(kind))


def default_name(seat: int, kind: str) -> str:
    if kind == PERSON:
        return tr("You") if seat == 0 else tr("Player {number}", number=seat + 1)
    if kind == REMOTE:
        return tr("Guest {number}", number=seat + 1)  # the guest brings its own name
    return tr("Computer {number}", number=seat) if seat else tr("Computer")


class SeatRow:
    """The widgets of seat ``seat`` (0-based) and the ``Seat`` they describe: ``kind``
    (``PERSON`` or a level) and ``name`` to start with, else the usual ones."""

    def __init__(
        self,
        seat: int,
        on_change: Callable[[], None],
        *,
        kind: str | None = None,
        name: str | None = None,
    ) -> None:
        self.seat = seat
        self.on_change = on_change
        if kind is None:
            kind = PERSON if seat == 0 else LEVEL_NAMES[0]
        self.name_field = TextField(
            name.strip() if name and name.strip() else default_name(seat, kind),
            lambda _: on_change(),
            max_length=MAX_NAME,
            placeholder=tr("Name"),
        )
        self.kind_choice: Choice[str] = Choice(
            list(SEAT_KINDS), kind, self._kind_changed, label=kind_label
        )
        self._kind = kind
        self.chip = pygame.Rect(0, 0, 0, 0)  # the seat's number, in its team's colour

    @property
    def name(self) -> str:
        return self.name_field.text.strip()

    @property
    def kind(self) -> str:
        return self.kind_choice.value

    @property
    def visible(self) -> bool:
        return self.name_field.visible

    @visible.setter
    def visible(self, shown: bool) -> None:
        self.name_field.visible = self.kind_choice.visible = shown

    def to_seat(self) -> Seat:
        if self.kind == PERSON:
            return Seat(self.name)
        if self.kind == REMOTE:
            return Seat(self.name, "remote")
        return Seat(self.name, "computer", self.kind)

    def _kind_changed(self, kind: str) -> None:
        if self.name in ("", default_name(self.seat, self._kind)):
            self.name_field.text = default_name(self.seat, kind)
        self._kind = kind
        self.on_change()


def remembered(current: Preferences, rows: Sequence[SeatRow], rules: str) -> Preferences:
    """The preferences after a game is started from ``rows``: the next new game starts
    from this one — its rules, who sat where, the people's names (names the game made up
    are left to be made up again, in the language of the day)."""
    seats = list(current.seats)
    names = list(current.player_names) + [""] * (MAX_SEATS - len(current.player_names))
    for row in rows:
        person = row.kind == PERSON
        seats[row.seat] = HUMAN if person else row.kind  # a level, or REMOTE
        made_up = row.name == default_name(row.seat, row.kind)
        names[row.seat] = row.name if person and not made_up else ""
    while names and not names[-1]:
        names.pop()
    return replace(current, rules=rules, seats=tuple(seats), player_names=tuple(names))
