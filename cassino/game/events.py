"""What a game in progress tells its listeners (the table, the autosave, the statistics,
the debug state): each event is a value, emitted after the session has changed."""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.effects import Effect
from cassino.engine.match import Outcome, RoundResult
from cassino.engine.moves import Move
from cassino.engine.state import State


@dataclass(frozen=True)
class TurnPlayed:
    """A move was played: the position before it and what it did (``effect.after``)."""

    seat: int
    move: Move
    before: State
    effect: Effect

    @property
    def after(self) -> State:
        return self.effect.after


@dataclass(frozen=True)
class MovesUndone:
    """``seat`` took back its last move and everything after it."""

    seat: int
    state: State


@dataclass(frozen=True)
class RoundEnded:
    """The round is over and scored; another round follows (``GameOver`` otherwise)."""

    result: RoundResult


@dataclass(frozen=True)
class GameOver:
    """The game is over: its outcome and the last round's result."""

    outcome: Outcome
    result: RoundResult


@dataclass(frozen=True)
class RoundDealt:
    """A new round was dealt (``state`` is its first position)."""

    state: State


GameEvent = TurnPlayed | MovesUndone | RoundEnded | GameOver | RoundDealt
