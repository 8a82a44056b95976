"""Whole games between computer players: the loop ``simulate`` and ``tournament`` share.

Players are outside the engine, so every move they return is applied with the validating
``State.apply``: a player that cheats or errs stops the game with the rules' reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from random import Random

from cassino.engine import seeds
from cassino.engine.errors import CassinoError
from cassino.engine.match import finish_round, next_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.scoring import RoundScore
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView

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
    round_points: tuple[tuple[int, ...], ...] = ()  # what each round added, per side
    round_scores: tuple[RoundScore, ...] = ()  # each round's points by category, per side


def play_game(rules: Rules, players: Sequence[Chooser], seed: int, dealer: int = 0) -> GameRecord:
    """Play one game to its end; the shuffles and every player's choices follow ``seed``."""
    if len(players) != rules.players:
        raise ValueError(f"{len(players)} players given for rules of {rules.players}")
    deck_rng = seeds.deck_rng(seed)
    seat_rngs = _seat_rngs(rules, seed)
    state = start_round(rules, deck_rng, dealer)
    before = (0,) * rules.sides
    round_points: list[tuple[int, ...]] = []
    round_scores: list[RoundScore] = []
    while True:
        state = _play_out(state, players, seat_rngs)
        result = finish_round(state)
        round_points.append(_gained(before, result.side_totals))
        round_scores.append(result.score)
        before = result.side_totals
        if result.outcome is not None:
            return GameRecord(
                result.side_totals,
                result.outcome.winner,
                state.round_number,
                result.outcome.reason,
                tuple(round_points),
                tuple(round_scores),
            )
        if state.round_number >= MAX_ROUNDS:
            raise GameTooLongError(f"the game did not end within {MAX_ROUNDS} rounds")
        state = next_round(state, result, deck_rng)


def play_round(
    rules: Rules, players: Sequence[Chooser], seed: int, dealer: int = 0
) -> tuple[int, ...]:
    """Play only the first round of the game ``play_game`` would play; its points per side."""
    return play_scored_round(rules, players, seed, dealer)[0]


def play_scored_round(
    rules: Rules, players: Sequence[Chooser], seed: int, dealer: int = 0
) -> tuple[tuple[int, ...], RoundScore]:
    """``play_round``'s points per side, and the round's points by category."""
    if len(players) != rules.players:
        raise ValueError(f"{len(players)} players given for rules of {rules.players}")
    state = start_round(rules, seeds.deck_rng(seed), dealer)
    state = _play_out(state, players, _seat_rngs(rules, seed))
    result = finish_round(state)
    return _gained((0,) * rules.sides, result.side_totals), result.score


def _seat_rngs(rules: Rules, seed: int) -> list[Random]:
    return [seeds.seat_rng(seed, seat) for seat in range(rules.players)]


def _play_out(state: State, players: Sequence[Chooser], seat_rngs: list[Random]) -> State:
    """Play the round to its last card, every move checked by the rules; each player sees
    the plays of the round so far, as at a real table."""
    history: list[Play] = []
    while not state.round_over:
        seat = state.to_move
        move = players[seat](PlayerView.of(state, seat, tuple(history)), seat_rngs[seat])
        after = state.apply(move)
        history.append(Play.before(state, move))
        state = after
    return state


def _gained(before: tuple[int, ...], after: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(new - old for old, new in zip(before, after, strict=True))
