"""A game in progress, as the table sees it: seats, the engine state, the round and game
flow, the move log, and computer players thinking off the window's thread.

No pygame here: the scenes drive a session, and tests drive it headless.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from random import Random
from typing import Literal

from cassino.ai.levels import LEVELS
from cassino.engine.match import Outcome, RoundResult, finish_round, next_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import PlayerView
from cassino.ui.describe import log_line

SeatKind = Literal["human", "computer"]
LOG_LENGTH = 40


@dataclass(frozen=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    level: str = "easy"  # for a computer seat: a name of cassino.ai.levels.LEVELS


@dataclass(frozen=True)
class GameConfig:
    """What the new-game screen decides: the rules, who sits where, and the seed of the
    shuffles (the same config and seed give the same game)."""

    rules: Rules
    seats: tuple[Seat, ...]
    seed: int

    def session(self) -> GameSession:
        return GameSession(self.rules, self.seats, self.seed)


@dataclass(frozen=True)
class Turn:
    """One applied move, for the table to animate: the position before and after it."""

    seat: int
    move: Move
    before: State
    after: State


@dataclass
class GameSession:
    rules: Rules
    seats: Sequence[Seat]
    seed: int
    state: State = field(init=False)
    log: list[str] = field(init=False, default_factory=list)
    round_result: RoundResult | None = field(init=False, default=None)
    outcome: Outcome | None = field(init=False, default=None)
    on_change: Callable[[GameSession], None] | None = None  # after every move (debug state)

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seats for rules of {self.rules.players} players")
        for seat in self.seats:
            if seat.kind == "computer" and seat.level not in LEVELS:
                raise ValueError(f"there is no computer level '{seat.level}'")
        self._deck_rng = Random(f"deal:{self.seed}")
        self._seat_rngs = [Random(f"seat:{self.seed}:{n}") for n in range(len(self.seats))]
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        self.state = start_round(self.rules, self._deck_rng, dealer=0)

    # Whose turn -------------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        return self.state.to_move

    @property
    def awaiting(self) -> Literal["human", "computer", "round_end", "game_over"]:
        if self.outcome is not None:
            return "game_over"
        if self.round_result is not None:
            return "round_end"
        return self.seats[self.to_move].kind

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def humans(self) -> list[int]:
        return [n for n, seat in enumerate(self.seats) if seat.kind == "human"]

    # Moves ------------------------------------------------------------------------------

    def play(self, move: Move) -> Turn:
        """Apply a move of the player to move (validated by the engine)."""
        before = self.state
        after = before.apply(move)
        seat = before.to_move
        self.log.append(log_line(self.name(seat), before, move))
        del self.log[:-LOG_LENGTH]
        self.state = after
        if after.round_over:
            self.round_result = finish_round(after)
            self.outcome = self.round_result.outcome
        if self.on_change is not None:
            self.on_change(self)
        return Turn(seat, move, before, after)

    def think(self) -> Future[Move]:
        """The computer player to move chooses its move in the background (the window keeps
        drawing and answering meanwhile)."""
        seat = self.to_move
        chooser = LEVELS[self.seats[seat].level]
        view = PlayerView.of(self.state, seat)
        return self._thinker.submit(chooser, view, self._seat_rngs[seat])

    # Rounds -----------------------------------------------------------------------------

    def next_round(self) -> None:
        """Deal the next round after the summary of the last one."""
        if self.round_result is None or self.outcome is not None:
            raise RuntimeError("the next round starts only after a round that did not end the game")
        self.state = next_round(self.state, self.round_result, self._deck_rng)
        self.round_result = None
        self.log.append(f"Round {self.state.round_number}: {self.name(self.state.dealer)} deals")
        if self.on_change is not None:
            self.on_change(self)

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)
