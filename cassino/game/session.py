"""A game in progress: seats, the engine state, the round and game flow, the history as
engine moves, the log as data, and computer players thinking off the caller's thread.

The session changes only through its methods (``play``, ``undo``, ``call_out``,
``next_round``); after each change it tells its listeners what happened (``events``).
The window's table, the autosave, the statistics and the debug state are listeners.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Literal

from cassino.ai import expert
from cassino.ai.levels import LEVELS
from cassino.engine import seeds
from cassino.engine.effects import describe_effect
from cassino.engine.match import Outcome, RoundResult, call_out, finish_round, next_round
from cassino.engine.match import start_round as deal_round
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.game import narration
from cassino.game.events import GameEvent, GameOver, MovesUndone, RoundDealt, RoundEnded, TurnPlayed
from cassino.game.log import LogEntry
from cassino.game.seats import Seat
from cassino.game.snapshot import SavedGame
from cassino.game.turn_options import TurnOptions
from cassino.i18n import N_

Listener = Callable[[GameEvent], None]
Awaiting = Literal["human", "computer", "remote", "round_end", "game_over"]


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
class PlayedRound:
    """A round as it was played: its deal and every move, for the replay."""

    start: State
    moves: tuple[Move, ...]


@dataclass
class GameSession:
    rules: Rules
    seats: Sequence[Seat]
    seed: int
    state: State = field(init=False)
    round_start: State = field(init=False)  # the position this round was dealt in
    history: list[Move] = field(init=False, default_factory=list)  # this round's moves
    log: list[LogEntry] = field(init=False, default_factory=list)
    rounds: list[PlayedRound] = field(init=False, default_factory=list)  # finished rounds
    round_result: RoundResult | None = field(init=False, default=None)
    outcome: Outcome | None = field(init=False, default=None)
    # The round just ended: who took the cards left on the table, and how many.
    leftovers: tuple[int, int] | None = field(init=False, default=None)
    # Milliseconds each computer decision took, in the thread that made it, once a caller
    # sets a list here (``bench think``).
    think_times: list[float] | None = field(init=False, default=None)
    listeners: list[Listener] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        if len(self.seats) != self.rules.players:
            raise ValueError(f"{len(self.seats)} seats for rules of {self.rules.players} players")
        for seat in self.seats:
            if seat.kind == "computer" and seat.level not in LEVELS:
                raise ValueError(f"there is no computer level '{seat.level}'")
        self._deck_rng = seeds.deck_rng(self.seed)
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="computer")
        if any(seat.kind == "computer" and seat.level == "expert" for seat in self.seats):
            # Expert searches in worker processes, which take a moment to start: start
            # them now, off the caller's thread, rather than on its first move.
            self._thinker.submit(expert.warm_up)
        self.state = self.round_start = deal_round(self.rules, self._deck_rng, dealer=0)
        self._undo_memo: tuple[object, int | None] = (None, None)  # the table asks each frame
        self._options: TurnOptions | None = None  # the current position's, made on demand

    @classmethod
    def resume(cls, saved: SavedGame) -> GameSession:
        """The game of an autosave, exactly where it was (the next deals too)."""
        session = cls(saved.rules, saved.seats, saved.seed)
        session.round_start = saved.round_start
        session.history = list(saved.history)
        session.state = saved.position
        session.log = list(saved.log)
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

    def _emit(self, event: GameEvent) -> None:
        for listener in list(self.listeners):
            listener(event)

    # Whose turn -------------------------------------------------------------------------

    @property
    def to_move(self) -> int:
        return self.state.to_move

    @property
    def awaiting(self) -> Awaiting:
        if self.outcome is not None:
            return "game_over"
        if self.round_result is not None:
            return "round_end"
        return self.seats[self.to_move].kind

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def humans(self) -> list[int]:
        return [n for n, seat in enumerate(self.seats) if seat.kind == "human"]

    def addressed(self, seat: int) -> bool:
        """Whether the log speaks to ``seat`` as "you": the one person at the window."""
        return self.humans() == [seat]

    # Moves ------------------------------------------------------------------------------

    def options(self) -> TurnOptions:
        """What the player to move may do now: the legal moves of the current position,
        generated once for it (``TurnOptions``) however often the window asks."""
        options = self._options
        if options is None or options.state is not self.state:
            options = self._options = TurnOptions.of(self.state)
        return options

    def play(self, move: Move) -> TurnPlayed | None:
        """Apply a move of the player to move, validated by the engine: one of the
        position's legal moves is applied as it is; any other is checked by the engine,
        which refuses it with the reason (IllegalMoveError)."""
        before = self.state
        after = before.apply_legal(move) if self.options().is_legal(move) else before.apply(move)
        return self._record(before, move, after)

    def _record(self, before: State, move: Move, after: State) -> TurnPlayed:
        """``move`` took the game from ``before`` to ``after``: the log, the history, the
        listeners, and the round's end when it came (a networked guest records the
        host's moves through here too)."""
        seat = before.to_move
        effect = describe_effect(before, move, after)
        ply = len(self.history)
        round_number = before.round_number
        self.history.append(move)
        self.log.append(
            LogEntry(
                round_number,
                ply,
                narration.told(self.name(seat), before, effect, self.addressed(seat)),
            )
        )
        if effect.leftovers_to is not None:
            self.leftovers = (effect.leftovers_to, len(effect.leftovers))
            taker = effect.leftovers_to
            words = narration.leftovers_told(self.name(taker), effect, self.addressed(taker))
            if words is not None:
                self.log.append(LogEntry(round_number, ply, words))
        self.state = after
        turn = TurnPlayed(seat, move, before, effect)
        self._emit(turn)
        if after.round_over:
            self._end_round()
        return turn

    def _end_round(self) -> None:
        result = finish_round(self.state)
        self.round_result = result
        self.outcome = result.outcome
        self.rounds.append(PlayedRound(self.round_start, tuple(self.history)))
        if result.outcome is not None:
            self._emit(GameOver(result.outcome, result))
        else:
            self._emit(RoundEnded(result))

    def call_out(self, seat: int) -> Outcome:
        """``call_out``: ``seat`` claims the game now; right wins it, wrong loses it."""
        outcome = call_out(self.state, seat)
        result = finish_round(self.state)
        self.outcome = outcome
        self.round_result = result
        self.rounds.append(PlayedRound(self.round_start, tuple(self.history)))
        won = self.rules.side_of[seat] == outcome.winner
        words = narration.called_out_told(self.name(seat), won, self.addressed(seat))
        self.log.append(LogEntry(self.state.round_number, None, words))
        self._emit(GameOver(outcome, result))
        return outcome

    def concede(self, seat: int) -> Outcome:
        """``seat`` gives the game up: the other side (the leader, with more) wins it."""
        rules = self.rules
        side = rules.side_of[seat]
        result = finish_round(self.state)
        others = [other for other in range(rules.sides) if other != side]
        winner = max(others, key=lambda other: result.side_totals[other])
        outcome = Outcome(winner, Reason.of(N_("{name} conceded the game"), name=self.name(seat)))
        self.outcome = outcome
        self.round_result = result
        self.rounds.append(PlayedRound(self.round_start, tuple(self.history)))
        self.log.append(LogEntry(self.state.round_number, None, outcome.cause))
        self._emit(GameOver(outcome, result))
        return outcome

    def start_from(self, state: State) -> None:
        """Continue from ``state`` as if a round had been dealt so (tests, tools)."""
        self.state = self.round_start = state
        self.history = []

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
        round_number = state.round_number
        self.state = state
        del self.history[point:]
        self.log = [
            entry
            for entry in self.log
            if not (entry.round == round_number and entry.ply is not None and entry.ply >= point)
        ]
        self._emit(MovesUndone(seat, state))
        return True

    def hint(self, seat: int) -> Future[tuple[Move, Reason]] | None:
        """A suggested move for ``seat`` with its reason, worked out in the background;
        None when no hint player is available."""
        try:
            from cassino.ai.hints import hint
        except ImportError:
            return None
        view = PlayerView.of(self.state, seat, self.plays())
        rng = seeds.hint_rng(self.seed, self.state.round_number, len(self.history))

        def suggest() -> tuple[Move, Reason]:
            found = hint(view, rng)
            return found.move, found.cause

        return self._thinker.submit(suggest)

    def think(self) -> Future[Move]:
        """The computer player to move chooses its move in the background (the caller
        keeps drawing and answering meanwhile)."""
        seat = self.to_move
        chooser = LEVELS[self.seats[seat].level]
        view = PlayerView.of(self.state, seat, self.plays())
        rng = seeds.think_rng(self.seed, seat, self.state.round_number, len(self.history))
        times = self.think_times
        if times is None:
            return self._thinker.submit(chooser, view, rng)

        def timed() -> Move:
            start = time.perf_counter()
            move = chooser(view, rng)
            times.append((time.perf_counter() - start) * 1000)
            return move

        return self._thinker.submit(timed)

    def plays(self) -> tuple[Play, ...]:
        """This round's plays so far, as everyone at the table saw them: the computer
        players read the other hands from them (``inference``), as in the tournament."""
        plays: list[Play] = []
        state = self.round_start
        for move in self.history:
            plays.append(Play.before(state, move))
            state = state.apply_legal(move)
        return tuple(plays)

    def seats_elsewhere(self) -> bool:
        """Whether players sit at other computers (a networked game)."""
        return any(seat.kind == "remote" for seat in self.seats)

    def quick_messages(self) -> tuple[str, ...]:
        """The quick messages this game's players may send each other (networked games)."""
        return ()

    def away(self) -> tuple[int, ...]:
        """The seats of players whose connection is gone (networked games)."""
        return ()

    def say(self, quick: str) -> None:
        """Send one of ``quick_messages`` to the other players."""

    def take_said(self) -> list[tuple[int, str]]:
        """The quick messages said since the last call, by seat; none in a local game."""
        return []

    def take_refusals(self) -> list[str]:
        """What the host refused since the last call (a networked guest's): its reasons."""
        return []

    def network_status(self) -> str | None:
        """What the table says of the network while it waits (a networked guest's); None
        for a local game."""
        return None

    def poll(self) -> bool:
        """Take in what changed elsewhere since the last frame (a networked guest's
        session: the host's moves); True if anything did. Nothing, for a local game."""
        return False

    # Rounds -----------------------------------------------------------------------------

    def next_round(self) -> None:
        """Deal the next round after the summary of the last one."""
        if self.round_result is None or self.outcome is not None:
            raise RuntimeError("the next round starts only after a round that did not end the game")
        self.state = self.round_start = next_round(self.state, self.round_result, self._deck_rng)
        self.history = []
        self.round_result = None
        self.leftovers = None
        dealer = self.state.dealer
        words = narration.dealt_told(
            self.state.round_number, self.name(dealer), self.addressed(dealer)
        )
        self.log.append(LogEntry(self.state.round_number, None, words))
        self._emit(RoundDealt(self.state))

    def close(self) -> None:
        self._thinker.shutdown(wait=False, cancel_futures=True)
