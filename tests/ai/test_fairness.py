"""A computer player decides from its own view only: states that look the same to it but
hide different cards give the same decision with the same seed, at every level."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from random import Random

import pytest
from ai_helpers import CHEAP_LEVELS, positions

from cassino.ai.expert import DEFAULT_EXPERT, choose_expert
from cassino.ai.levels import LEVELS
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.userdata.presets import load


def hidden_swapped(state: State, seat: int) -> State | None:
    """``state`` with a card of another player's hand swapped with a stock card: the same
    position to ``seat``, a different one in fact (None if nothing can be swapped)."""
    other = next((n for n in range(state.players) if n != seat and state.hands[n]), None)
    if other is None or not state.stock:
        return None
    hands = list(state.hands)
    hand = list(hands[other])
    stock = list(state.stock)
    hand[0], stock[-1] = stock[-1], hand[0]
    hands[other] = tuple(hand)
    return state._replace(hands=tuple(hands), stock=tuple(stock))


def twins(preset: str, players: int, count: int) -> list[tuple[State, State, tuple[Play, ...]]]:
    rules = load(preset)
    if rules.players != players:
        rules = rules.with_options(players=players)
    found = []
    for seed in range(10):
        for state, history in positions(rules, seed, every=5):
            twin = hidden_swapped(state, state.to_move)
            if twin is not None and len(state.legal_moves()) > 1:
                found.append((state, twin, history))
            if len(found) == count:
                return found
    return found


@pytest.mark.parametrize("level", sorted(CHEAP_LEVELS))
@pytest.mark.parametrize(("preset", "players"), [("classic", 2), ("classic", 4), ("pluck", 3)])
def test_hidden_cards_do_not_change_the_decision(level: str, preset: str, players: int) -> None:
    chooser = CHEAP_LEVELS[level]
    pairs = twins(preset, players, count=4)
    assert len(pairs) == 4
    for number, (state, twin, history) in enumerate(pairs):
        seat = state.to_move
        assert state.hands != twin.hands or state.stock != twin.stock  # they do differ
        seen = PlayerView.of(state, seat, history)
        seen_twin = PlayerView.of(twin, seat, history)
        assert seen == seen_twin
        assert chooser(seen, Random(number)) == chooser(seen_twin, Random(number))


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_the_shipped_levels_are_fair_too(level: str) -> None:
    state, twin, history = twins("classic", 2, count=1)[0]
    seat = state.to_move
    chooser = LEVELS[level]
    if level == "expert":
        # The shipped budget, without the clock's safety net: on a loaded machine the
        # net could cut one search shorter than the other, which is not about fairness.
        chooser = partial(choose_expert, config=replace(DEFAULT_EXPERT, time_limit=None))
    first = chooser(PlayerView.of(state, seat, history), Random(7))
    assert first == chooser(PlayerView.of(twin, seat, history), Random(7))
