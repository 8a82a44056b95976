"""A game played by computer players and recorded as a session records one: each round's
deal and every move. The review (``coach``), its bench and its tests rate such games."""

from __future__ import annotations

from cassino.ai.arena import Chooser
from cassino.engine import seeds
from cassino.engine.match import finish_round, next_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.view import Play, PlayerView
from cassino.game.session import PlayedRound


def recorded_game(
    rules: Rules,
    players: list[Chooser],
    seed: int,
    single_round: bool = False,
) -> list[PlayedRound]:
    """A game played by computer players and recorded as the session records one: each
    round its deal and every move (``PlayedRound``), for the review to rate."""
    deck_rng = seeds.deck_rng(seed)
    seat_rngs = [seeds.seat_rng(seed, seat) for seat in range(rules.players)]
    state = start_round(rules, deck_rng, 0)
    rounds: list[PlayedRound] = []
    while True:
        start = state
        history: list[Play] = []
        moves: list[Move] = []
        while not state.round_over:
            seat = state.to_move
            move = players[seat](PlayerView.of(state, seat, tuple(history)), seat_rngs[seat])
            history.append(Play.before(state, move))
            moves.append(move)
            state = state.apply(move)
        rounds.append(PlayedRound(start, tuple(moves)))
        result = finish_round(state)
        if single_round or result.outcome is not None:
            return rounds
        state = next_round(state, result, deck_rng)
