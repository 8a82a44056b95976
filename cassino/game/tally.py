"""What each seat took over a finished game: its sweeps and its Big Cassinos (10♦),
counted from the rounds as they were played (each replayed from its deal), for the
statistics. No pygame, no files."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cassino.engine.cards import BIG_CASSINO
from cassino.engine.state import State
from cassino.game.session import PlayedRound


@dataclass(frozen=True)
class SeatTally:
    sweeps: int = 0
    big_cassinos: int = 0


def round_end(played: PlayedRound) -> State:
    """The position a round ended in: its deal with every move applied (the leftovers
    given to the last capturer when the round was played out)."""
    state = played.start
    for move in played.moves:
        state = state.apply_legal(move)  # the moves were checked when they were played
    return state


def seat_tallies(rounds: Sequence[PlayedRound], players: int) -> tuple[SeatTally, ...]:
    """Per seat, the sweeps counted and the 10♦ captured, summed over ``rounds``."""
    sweeps = [0] * players
    big = [0] * players
    for played in rounds:
        end = round_end(played)
        for seat in range(players):
            sweeps[seat] += end.sweeps[seat]
            big[seat] += end.captured[seat].count(BIG_CASSINO)
    return tuple(SeatTally(s, b) for s, b in zip(sweeps, big, strict=True))
