"""Sweeps and Big Cassinos counted from the rounds as played agree with what each move
said it did (``Effect.swept``, the cards it took and the leftovers it gave)."""

from __future__ import annotations

from play_helpers import play_to_the_end

from cassino.engine.cards import BIG_CASSINO
from cassino.game.events import GameEvent, TurnPlayed
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.game.tally import SeatTally, seat_tallies
from cassino.userdata.presets import load


def test_the_tally_matches_the_moves_effects() -> None:
    seats = [Seat("Ana", "computer", "greedy"), Seat("Ben", "computer", "easy")]
    session = GameSession(load("classic"), seats, 11)
    sweeps, big = [0, 0], [0, 0]

    def heard(event: GameEvent) -> None:
        if isinstance(event, TurnPlayed):
            effect = event.effect
            sweeps[event.seat] += int(effect.swept)
            big[event.seat] += effect.taken.count(BIG_CASSINO)
            big[event.seat] += int(event.move.card == BIG_CASSINO and bool(effect.taken))
            if effect.leftovers_to is not None:
                big[effect.leftovers_to] += effect.leftovers.count(BIG_CASSINO)

    session.listeners.append(heard)
    play_to_the_end(session)
    session.close()
    tallies = seat_tallies(session.rounds, 2)
    assert tallies == tuple(SeatTally(s, b) for s, b in zip(sweeps, big, strict=True))
    assert sum(tally.big_cassinos for tally in tallies) == len(session.rounds)  # always taken
    assert sum(sweeps) > 0  # the seed was chosen for a game with sweeps


def test_no_rounds_no_tally() -> None:
    assert seat_tallies([], 3) == (SeatTally(), SeatTally(), SeatTally())
