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

from cassino.ai import expert
from cassino.ai.levels import LEVELS
from cassino.engine.match import (
    Outcome,
    RoundResult,
    call_out,
    finish_round,
    next_round,
    start_round,
)
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.i18n import tr
from cassino.saves import SavedGame, SavedSeat
from cassino.ui.describe import log_line
from cassino.ui.reasons import say

# A seat: a person, or the computer at a level of cassino.ai.levels (the saved form is
# the same, so one class serves both).
Seat = SavedSeat


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
    round_start: State = field(init=False)  # the position this round was dealt in
    history: list[Move] = field(init=False, default_factory=list)  # this round's moves
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
        if any(seat.kind == "computer" and seat.level == "expert" for seat in self.seats):
            # Expert searches in worker processes, which take a moment to start: start
            # them now, off the window's thread, rather than on its first move.
            self._thinker.submit(expert.warm_up)
        self.state = self.round_start = start_round(self.rules, self._deck_rng, dealer=0)
        self._log_marks: list[int] = []  # the log's length before each move of the round
        self._undo_memo: tuple[object, int | None] = (None, None)  # the table asks each frame

    @classmethod
    def resume(cls, saved: SavedGame) -> GameSession:
        """The game of an autosave, exactly where it was (the next deals too)."""
        session = cls(saved.rules, saved.seats, saved.seed)
        session.round_start = saved.round_start
        session.history = list(saved.history)
        session.state = saved.position
        session.log = list(saved.log)
        session._log_marks = [len(session.log)] * len(session.history)
        session._deck_rng = saved.deck_rng()
        if session.state.round_over:
            session.round_result = finish_round(session.state)
            session.outcome = session.round_result.outcome
        return session

    def saved(self) -> SavedGame:
        """The game as the autosave keeps it."""
        return SavedGame(
            seats=tuple(self.seats),
            seed=self.seed,
            round_start=self.round_start,
            history=tuple(self.history),
            position=self.state,
            log=tuple(self.log),
        )

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
        self._log_marks.append(len(self.log))
        self.history.append(move)
        self.log.append(log_line(self.name(seat), before, move))
        self.state = after
        if after.round_over:
            self.round_result = finish_round(after)
            self.outcome = self.round_result.outcome
        if self.on_change is not None:
            self.on_change(self)
        return Turn(seat, move, before, after)

    def call_out(self, seat: int) -> Outcome:
        """``call_out``: ``seat`` claims the game now; right wins it, wrong loses it."""
        outcome = call_out(self.state, seat)
        self.outcome = outcome
        self.round_result = finish_round(self.state)
        self.log.append(
            tr("{name} called out and won", name=self.name(seat))
            if self.rules.side_of[seat] == outcome.winner
            else tr("{name} called out wrongly and lost", name=self.name(seat))
        )
        if self.on_change is not None:
            self.on_change(self)
        return outcome

    def start_from(self, state: State) -> None:
        """Continue from ``state`` as if a round had been dealt so (tests, tools)."""
        self.state = self.round_start = state
        self.history = []
        self._log_marks = []

    def undo_point(self, seat: int) -> int | None:
        """Where undo would go back to for ``seat``: the index in this round's moves of its
        last move. Only against the computer (one person at the screen), within the round."""
        if len(self.humans()) != 1 or self.awaiting not in ("human", "computer"):
            return None
        key = (seat, len(self.history), self.state)
        if self._undo_memo[0] == key:
            return self._undo_memo[1]
        state = self.round_start
        last = None
        for index, move in enumerate(self.history):
            if state.to_move == seat:
                last = index
            state = state.apply_legal(move)
        self._undo_memo = (key, last)
        return last

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last move and everything after it; False if there is none."""
        point = self.undo_point(seat)
        if point is None:
            return False
        state = self.round_start
        for move in self.history[:point]:
            state = state.apply_legal(move)
        self.state = state
        del self.history[point:]
        del self.log[self._log_marks[point] :]
        del self._log_marks[point:]
        if self.on_change is not None:
            self.on_change(self)
        return True

    def hint(self, seat: int) -> Future[tuple[Move, str]] | None:
        """A suggested move for ``seat`` with a short reason, worked out in the background;
        None when no hint player is available."""
        try:
            from cassino.ai.hints import hint
        except ImportError:
            return None
        view = PlayerView.of(self.state, seat, self.plays())
        rng = Random(f"hint:{self.seed}:{self.state.round_number}:{len(self.history)}")

        def suggest() -> tuple[Move, str]:
            found = hint(view, rng)
            return found.move, say(found.cause)

        return self._thinker.submit(suggest)

    def think(self) -> Future[Move]:
        """The computer player to move chooses its move in the background (the window keeps
        drawing and answering meanwhile)."""
        seat = self.to_move
        chooser = LEVELS[self.seats[seat].level]
        view = PlayerView.of(self.state, seat, self.plays())
        return self._thinker.submit(chooser, view, self._seat_rngs[seat])

    def plays(self) -> tuple[Play, ...]:
        """This round's plays so far, as everyone at the table saw them: the computer
        players read the other hands from them (``inference``), as in the tournament."""
        plays: list[Play] = []
        state = self.round_start
        for move in self.history:
            plays.append(Play.before(state, move))
            state = state.apply_legal(move)
        return tuple(plays)

    # Rounds -----------------------------------------------------------------------------

    def next_round(self) -> None:
        """Deal the next round after the summary of the last one."""
        if self.round_result is None or self.outcome is not None:
            raise RuntimeError("the next round starts only after a round that did not end the game")
        self.state = self.round_start = next_round(self.state, self.round_result, self._deck_rng)
        self.history = []
        self._log_marks = []
        self.round_result = None
        self.log.append(
            tr(
                "Round {round}: {name} deals",
                round=self.state.round_number,
                name=self.name(self.state.dealer),
            )
        )
        if self.on_change is not None:
            self.on_change(self)

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)
