"""One seat of the new-game form: a name to type and who plays it, a person or the
computer at one of its levels.

A name nobody has typed follows the choice: "Computer 2" becomes "Player 3" when the
seat is given to a person, and back again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.ai.levels import LEVEL_NAMES
from cassino.ui.session import Seat
from cassino.ui.widgets import Choice, TextField

MAX_SEATS = 6  # the most players any rules allow
PERSON = "person"  # the Choice's value for a person; any other value is a level's name
MAX_NAME = 14


def kind_label(kind: str) -> str:
    return "Person" if kind == PERSON else f"Computer — {kind.capitalize()}"


def default_name(seat: int, kind: str) -> str:
    if kind == PERSON:
        return "You" if seat == 0 else f"Player {seat + 1}"
    return f"Computer {seat}" if seat else "Computer"


class SeatRow:
    """The widgets of seat ``seat`` (0-based) and the ``Seat`` they describe."""

    def __init__(self, seat: int, on_change: Callable[[], None]) -> None:
        self.seat = seat
        self.on_change = on_change
        kind = PERSON if seat == 0 else LEVEL_NAMES[0]
        self.name_field = TextField(
            default_name(seat, kind),
            lambda _: on_change(),
            max_length=MAX_NAME,
            placeholder="Name",
        )
        self.kind_choice: Choice[str] = Choice(
            [PERSON, *LEVEL_NAMES], kind, self._kind_changed, label=kind_label
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
        return Seat(self.name, "computer", self.kind)

    def _kind_changed(self, kind: str) -> None:
        if self.name in ("", default_name(self.seat, self._kind)):
            self.name_field.text = default_name(self.seat, kind)
        self._kind = kind
        self.on_change()
