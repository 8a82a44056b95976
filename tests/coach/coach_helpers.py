"""Helpers of the coach's tests: positions of the whole deck, rounds recorded as the
session records them, and positions met in real play."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from cassino.ai.greedy import choose_greedy
from cassino.engine.cards import Card, parse_cards
from cassino.engine.match import start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.game.session import PlayedRound
from cassino.userdata.presets import load, position_from_json


def last_deal(hands: list[str], table: list[str], rules: str = "classic") -> State:
    """A last deal of two players (seat 0 to move, the stock empty): the given hands and
    table, every other card of the deck captured, one pile each in turn, so that no
    majority is settled yet by the piles alone."""
    named = set(parse_cards(" ".join([*hands, *table]).split()))
    rest = [card for card in load(rules).cards if card not in named]
    return position_from_json(
        {
            "rules": rules,
            "to_move": 0,
            "dealer": 1,
            "hands": [hand.split() for hand in hands],
            "table": table,
            "captured": [[c.code for c in rest[0::2]], [c.code for c in rest[1::2]]],
        }
    )


def played_out(start: State, *first: Move) -> PlayedRound:
    """The round from ``start``: the given moves, then greedy play to its end."""
    state = start
    moves: list[Move] = []
    for move in first:
        moves.append(move)
        state = state.apply(move)
    rng = Random(0)
    while not state.round_over:
        move = choose_greedy(PlayerView.of(state, state.to_move), rng)
        moves.append(move)
        state = state.apply(move)
    return PlayedRound(start, tuple(moves))


def known_blunder() -> PlayedRound:
    """A round with one known blunder: seat 0 holds 10♦ 3♥, 10♣ lies on the table, and
    trailing the 10♦ (its first move) lets seat 1's 10♠ take both tens — Big Cassino and
    two cards lost, where taking 10♣ with 10♦ was the move."""
    return played_out(last_deal(["Td 3h", "Ts 5c"], ["Tc", "4d"]), trail("Td"))


def positions(rules: Rules, seed: int) -> Iterator[tuple[State, tuple[Play, ...]]]:
    """Every position of one round of greedy play, with the plays before it."""
    rng = Random(seed)
    state = start_round(rules, rng, seed % rules.players)
    history: list[Play] = []
    while not state.round_over:
        yield state, tuple(history)
        move = choose_greedy(PlayerView.of(state, state.to_move), rng)
        history.append(Play.before(state, move))
        state = state.apply(move)


def trail(code: str) -> Move:
    return Move(Card(code), "trail")
