"""Guessed deals agree with everything the player has seen, including that a build's
owner holds a card that takes it."""

from __future__ import annotations

from random import Random

import pytest
from ai_helpers import full_position, positions

from cassino.ai import sampler
from cassino.ai.sampler import build_requirements, is_consistent, sample_world
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

SETTINGS = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 4),
    ("royal", 2),
    ("trailing_royals", 2),
    ("draw", 2),
    ("pluck", 2),
    ("michigan", 2),
    ("five_players", 5),
    ("italian", 2),
]


@pytest.mark.parametrize(("preset", "players"), SETTINGS)
def test_samples_from_real_play_are_consistent(preset: str, players: int) -> None:
    rules = load(preset)
    if rules.players != players:
        rules = rules.with_options(players=players)
    checked = 0
    for seed in range(3):
        for state, _ in positions(rules, seed, every=3):
            for seat in range(rules.players):
                view = PlayerView.of(state, seat)
                world = sample_world(view, Random(checked))
                assert is_consistent(view, world)
                checked += 1
    assert checked > 50


def test_every_required_build_value_is_held_in_every_sample() -> None:
    rules = load("classic")
    # Seat 1 owns a 9-build and a 7-build; only one 9 and one 7 remain unseen.
    state = full_position(
        rules,
        ["2h 3h 9h 9d", "Kc 9c 7c Qd"],
        [(["4s", "5s"], 9, 1), (["3c", "4c"], 7, 1), "Td", "8h", "7h", "7d", "9s", "7s"],
        stock_size=30,
    )
    view = PlayerView.of(state, 0)
    assert build_requirements(view) == ((1, 7), (1, 9))
    for seed in range(40):
        world = sample_world(view, Random(seed))
        assert rules.holds(world.hands[1], 9) and rules.holds(world.hands[1], 7)
        assert is_consistent(view, world)


def test_the_fallback_places_required_cards_when_rejection_gives_up(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(sampler, "REJECTION_TRIES", 0)
    rules = load("classic")
    state = full_position(
        rules, ["2h 3h 9h 9d", "Kc 9c 7c Qd"], [(["4s", "5s"], 9, 1), "9s"], stock_size=36
    )
    view = PlayerView.of(state, 0)
    for seed in range(40):
        world = sample_world(view, Random(seed))
        assert world.hands[1].count(world.hands[1][0]) == 1
        assert is_consistent(view, world)


def test_a_guess_that_breaks_the_build_duty_is_called_inconsistent() -> None:
    rules = load("classic")
    state = full_position(
        rules, ["2h 3h 9h 9d", "Kc 9c 7c Qd"], [(["4s", "5s"], 9, 1), "9s"], stock_size=36
    )
    view = PlayerView.of(state, 0)
    assert is_consistent(view, state)
    # Swap seat 1's 9 with a stock card that is not a 9: the owner no longer holds it.
    stock = list(state.stock)
    swap = next(index for index, card in enumerate(stock) if card.rank != 9)
    hand = list(state.hands[1])
    nine = next(index for index, card in enumerate(hand) if card.rank == 9)
    hand[nine], stock[swap] = stock[swap], hand[nine]
    broken = state._replace(hands=(state.hands[0], tuple(hand)), stock=tuple(stock))
    assert not is_consistent(view, broken)


def test_a_penalised_owner_under_michigan_may_lack_the_value() -> None:
    rules = load("michigan")
    state = full_position(
        rules, ["2h 3h 9h 9d", "Kc 9c 7c Qd"], [(["4s", "5s"], 9, 1)], stock_size=36
    )
    assert build_requirements(PlayerView.of(state, 0)) == ((1, 9),)
    penalised = state._replace(penalties=(0, 2))
    assert build_requirements(PlayerView.of(penalised, 0)) == ()


def test_in_the_last_deal_of_two_players_the_unseen_cards_are_the_other_hand() -> None:
    rules = load("classic")
    state = full_position(rules, ["2h 3h", "Kc 9c"], ["5d"], stock_size=0)
    view = PlayerView.of(state, 0)
    for seed in range(5):
        assert sorted(sample_world(view, Random(seed)).hands[1]) == sorted(state.hands[1])
