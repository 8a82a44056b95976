"""A game in progress as a snapshot: its setup, the current round from its deal, and the
log. The session makes one after every change (``GameSession.saved``) and resumes from one
(``GameSession.resume``); ``userdata.saves`` writes it to a file and reads it back."""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.seeds import deck_rng_after
from cassino.engine.state import State
from cassino.game.log import LogEntry
from cassino.game.seats import Seat

SavedSeat = Seat  # the saved form of a seat is the seat


@dataclass(frozen=True)
class SavedGame:
    """A game in progress: its setup, the current round from its deal, and the log."""

    seats: tuple[SavedSeat, ...]
    seed: int
    round_start: State  # the position the round was dealt in
    history: tuple[Move, ...]  # the moves played since, in order
    position: State  # the position now (``round_start`` after ``history``)
    log: tuple[LogEntry, ...] = ()

    @property
    def rules(self) -> Rules:
        return self.round_start.rules

    @property
    def round_number(self) -> int:
        """The current round, which is also how many shuffles have been drawn."""
        return self.round_start.round_number

    def deck_rng(self) -> Random:
        """The session's deck generator as it stands after this round's shuffle."""
        return deck_rng_after(self.rules, self.seed, self.round_number)
