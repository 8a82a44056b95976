"""A player's view as JSON (issue 58, the first step of play over a network): it round
trips, it refuses what is malformed, and it never holds a card the player may not see."""

from __future__ import annotations

import json
from random import Random

import pytest

from cassino.engine.cards import Card
from cassino.engine.errors import PositionError
from cassino.engine.match import start_round
from cassino.engine.seeds import deck_rng
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import Play, PlayerView
from cassino.engine.view_notation import view_from_json, view_to_json
from cassino.userdata.presets import load

PRESETS = ["classic", "royal", "five_players", "draw", "spade"]


def played(preset: str, seed: int, moves: int) -> tuple[State, tuple[Play, ...]]:
    """A position ``moves`` random moves into a round, and the plays that led there."""
    state = start_round(load(preset), deck_rng(seed))
    rng = Random(seed)
    history: list[Play] = []
    for _ in range(moves):
        if state.round_over:
            break
        move = rng.choice(state.legal_moves())
        history.append(Play.before(state, move))
        state = state.apply(move)
    return state, tuple(history)


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("moves", [0, 7, 19])
def test_a_view_round_trips(preset: str, moves: int) -> None:
    state, history = played(preset, seed=11, moves=moves)
    for seat in range(state.players):
        view = PlayerView.of(state, seat, history)
        text = json.dumps(view_to_json(view))
        assert view_from_json(json.loads(text), state.rules) == view


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("seed", range(6))
def test_a_view_never_holds_a_card_its_player_may_not_see(preset: str, seed: int) -> None:
    state, history = played(preset, seed=seed, moves=seed * 3)
    for seat in range(state.players):
        text = json.dumps(view_to_json(PlayerView.of(state, seat, history)))
        visible = set(state.hands[seat]) | set(table_cards(state.table))
        visible |= {card for pile in state.captured for card in pile}
        visible |= {play.move.card for play in history}  # every play was made face up
        for play in history:
            visible |= set(table_cards(play.table))
        hidden = {card for other, hand in enumerate(state.hands) if other != seat for card in hand}
        hidden |= set(state.stock)
        for card in hidden - visible:
            assert f'"{card.code}"' not in text, f"seat {seat} was sent {card.code}"


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"format": 9}, "unknown view format"),
        ({"seat": 5}, "'seat' must be a seat from 0 to 1"),
        ({"hand": ["2h", "2h"]}, "2h"),
        ({"hand_sizes": [1]}, "'hand_sizes' has 1 entries"),
        ({"table": [{"cards": ["9c"], "value": "nine", "owner": 0}]}, "whole number"),
        ({"plucked": [0, 0]}, "true or false"),
    ],
)
def test_a_malformed_view_is_refused_with_the_reason(change: dict[str, object], words: str) -> None:
    state, history = played("classic", seed=3, moves=4)
    data = {**view_to_json(PlayerView.of(state, 0, history)), **change}
    with pytest.raises(PositionError, match=words):
        view_from_json(data, state.rules)


def test_a_card_of_the_stock_is_never_named() -> None:
    state, _ = played("classic", seed=2, moves=0)
    text = json.dumps(view_to_json(PlayerView.of(state, 0)))
    assert all(f'"{card.code}"' not in text for card in state.stock if isinstance(card, Card))
