"""Whole games between computer players: the loop ``simulate`` and ``tournament`` share.

Players are outside the engine, so every move they return is applied with the validating
``State.apply``: a player that cheats or errs stops the game with the rules' reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

from cassino.engine.errors import CassinoError
from cassino.engine.match import finish_round, next_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView

Chooser = Callable[[PlayerView, Random], Move]
MAX_ROUNDS = 500  # ties can prolong a game; beyond this something is wrong


class GameTooLongError(CassinoError):
    """A game that did not finish within MAX_ROUNDS rounds."""


@dataclass(frozen=True)
class GameRecord:
    scores: tuple[int, ...]  # final totals per side
    winner: int  # side
    rounds: int
    reason: str


def play_game(rules: Rules, players: Sequence[Chooser], seed: int, dealer: int = 0) -> GameRecord:
    """Play one game to its end; the shuffles and every player's choices follow ``seed``."""
    if len(players) != rules.players:
        raise ValueError(f"{len(players)} players given for rules of {rules.players}")
    deck_rng = Random(f"deal:{seed}")
    seat_rngs = [Random(f"seat:{seed}:{seat}") for seat in range(rules.players)]
    state = start_round(rules, deck_rng, dealer)
    while True:
        while not state.round_over:
            seat = state.to_move
            move = players[seat](PlayerView.of(state, seat), seat_rngs[seat])
            state = state.apply(move)
        result = finish_round(state)
        if result.outcome is not None:
            return GameRecord(
                result.side_totals, result.outcome.winner, state.round_number, result.outcome.reason
            )
        if state.round_number >= MAX_ROUNDS:
            raise GameTooLongError(f"the game did not end within {MAX_ROUNDS} rounds")
        state = next_round(state, result, deck_rng)
