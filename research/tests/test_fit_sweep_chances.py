"""research/fit_deal_value.py's chance that a fresh deal's first player sweeps the table at once."""

from __future__ import annotations

from math import comb

from ai_helpers import full_position
from tool_modules import research_tool as tool

from cassino.engine.cards import Card
from cassino.engine.state import State
from cassino.userdata.presets import load

HANDS = ["9c 8d 7h 6s", "5c 4d 3h 2c"]
SweepChances = tool("fit_deal_value").SweepChances


def unseen(state: State) -> list[Card]:
    return [card for hand in state.hands for card in hand] + list(state.stock)


def drawn_chance(state: State, sweeping_ranks: set[int]) -> float:
    """A hand of four from the unseen cards holds at least one of ``sweeping_ranks``."""
    cards = unseen(state)
    sweeping = sum(1 for card in cards if card.rank in sweeping_ranks)
    return 1.0 - comb(len(cards) - sweeping, 4) / comb(len(cards), 4)


def test_one_loose_card_is_swept_by_any_card_of_its_rank() -> None:
    state = full_position(load("classic"), HANDS, ["7d"], 20, to_move=1)
    chance = SweepChances().first_sweep_chance(state)
    assert chance == drawn_chance(state, {7})
    assert 0.1 < chance < 0.5


def test_two_loose_cards_are_swept_by_their_sum_or_by_their_rank_when_a_pair() -> None:
    classic = load("classic")
    summed = full_position(classic, HANDS, ["3d", "4s"], 20, to_move=1)
    assert SweepChances().first_sweep_chance(summed) == drawn_chance(summed, {7})
    pair = full_position(classic, HANDS, ["5d", "5s"], 20, to_move=1)
    assert SweepChances().first_sweep_chance(pair) == drawn_chance(pair, {5, 10})


def test_a_court_is_swept_only_by_its_like() -> None:
    state = full_position(load("classic"), HANDS, ["kd"], 20, to_move=1)
    assert SweepChances().first_sweep_chance(state) == drawn_chance(state, {13})


def test_a_table_nobody_can_take_whole_has_no_chance() -> None:
    state = full_position(load("classic"), HANDS, ["kd", "qs"], 20, to_move=1)
    assert SweepChances().first_sweep_chance(state) == 0.0


def test_a_bare_table_and_a_build_have_no_chance() -> None:
    classic = load("classic")
    bare = full_position(classic, HANDS, [], 20, to_move=1)
    assert SweepChances().first_sweep_chance(bare) == 0.0
    built = full_position(classic, HANDS, [(["3d", "4s"], 7, 0)], 20, to_move=1)
    assert SweepChances().first_sweep_chance(built) == 0.0


def test_the_memory_gives_the_same_answers() -> None:
    chances = SweepChances()
    state = full_position(load("classic"), HANDS, ["5d", "5s"], 20, to_move=1)
    first = chances.first_sweep_chance(state)
    assert chances.first_sweep_chance(state) == first
