"""A finished round played again from its deal, one move at a time, every hand known.

``ReplayCursor`` walks the recorded rounds of a game (``PlayedRound``: the deal and the
moves, as the session keeps them): forward, back, to either end, to another round. At
each step it offers what the table's view reads of a game — the position, the seats'
names, the rules — and the round's moves told as a log, so the table itself shows the
replay. Nothing is decided again: every position is the engine's, replayed. The review
opens it at one move of a round (``to_move``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from cassino.engine.effects import Effect, describe_effect
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.game import narration
from cassino.game.log import LogEntry
from cassino.game.session import Awaiting, PlayedRound


@dataclass(frozen=True)
class ReplayedRound:
    """One round's positions (the deal first, then after each move) and what each did."""

    positions: tuple[State, ...]
    effects: tuple[Effect, ...]
    told: tuple[LogEntry, ...]  # the move list, one entry per move


def replay_round(
    played: PlayedRound, names: Sequence[str], you: int | None = None
) -> ReplayedRound:
    """``you``: the seat of the one person at the window, told as "you" (as in the log)."""
    positions = [played.start]
    effects: list[Effect] = []
    told: list[LogEntry] = []
    for ply, move in enumerate(played.moves):
        before = positions[-1]
        after = before.apply(move)  # a recorded move that is not legal is a broken record
        effect = describe_effect(before, move, after)
        positions.append(after)
        effects.append(effect)
        seat = before.to_move
        words = narration.told(names[seat], before, effect, seat == you)
        told.append(LogEntry(before.round_number, ply, words))
    return ReplayedRound(tuple(positions), tuple(effects), tuple(told))


@dataclass
class ReplayCursor:
    """Where the replay is: which round, and how many of its moves have been played."""

    rounds: Sequence[PlayedRound]
    names: Sequence[str]
    round_index: int = 0
    you: int | None = None  # the one person at the window, if only one played
    step: int = 0  # moves of the round played so far (0: the deal)
    _replayed: dict[int, ReplayedRound] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.rounds:
            raise ValueError("a replay needs at least one played round")
        self.round_index = max(0, min(self.round_index, len(self.rounds) - 1))
        self.step = max(0, min(self.step, self.moves))

    @property
    def current(self) -> ReplayedRound:
        if self.round_index not in self._replayed:
            self._replayed[self.round_index] = replay_round(
                self.rounds[self.round_index], self.names, self.you
            )
        return self._replayed[self.round_index]

    @property
    def moves(self) -> int:
        return len(self.rounds[self.round_index].moves)

    @property
    def state(self) -> State:
        return self.current.positions[self.step]

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def log(self) -> list[LogEntry]:
        """The moves played so far in this round, told."""
        return list(self.current.told[: self.step])

    @property
    def last_effect(self) -> Effect | None:
        """What the move just replayed did (None at the deal)."""
        return self.current.effects[self.step - 1] if self.step else None

    @property
    def awaiting(self) -> Awaiting:
        return "round_end" if self.step == self.moves else "human"

    @property
    def outcome(self) -> None:
        return None

    def name(self, seat: int) -> str:
        return self.names[seat]

    def humans(self) -> list[int]:
        return []  # nobody plays: the banner speaks of the replay instead

    def network_status(self) -> str | None:
        return None  # a replay is not waiting on anyone

    def forward(self) -> bool:
        if self.step >= self.moves:
            return False
        self.step += 1
        return True

    def back(self) -> bool:
        if self.step == 0:
            return False
        self.step -= 1
        return True

    def to_start(self) -> None:
        self.step = 0

    def to_end(self) -> None:
        self.step = self.moves

    def to_move(self, round_index: int, move_index: int) -> None:
        """Just after the round's move ``move_index`` (0 its first): the move list marks
        it, and one step back shows the position it was chosen in."""
        if not 0 <= round_index < len(self.rounds):
            raise ValueError(f"no round {round_index} in a replay of {len(self.rounds)}")
        moves = len(self.rounds[round_index].moves)
        if not 0 <= move_index < moves:
            raise ValueError(f"no move {move_index} in round {round_index} of {moves} moves")
        self.round_index, self.step = round_index, move_index + 1

    def to_decision(self, round_index: int, move_index: int) -> None:
        """Just before the round's move ``move_index``: the position it was chosen in,
        with the move one step forward."""
        self.to_move(round_index, move_index)
        self.step -= 1

    def to_round(self, index: int) -> bool:
        if not 0 <= index < len(self.rounds) or index == self.round_index:
            return False
        self.round_index, self.step = index, 0
        return True
