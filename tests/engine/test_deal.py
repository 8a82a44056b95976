"""The shuffle: the engine's own loop deals exactly the deck ``Random.shuffle`` would."""

from __future__ import annotations

from random import Random

import pytest

from cassino.engine.deal import shuffled_deck
from cassino.userdata.presets import load, preset_names


@pytest.mark.parametrize("preset", preset_names())
def test_the_shuffle_is_the_library_shuffle_seed_for_seed(preset: str) -> None:
    rules = load(preset)
    for seed in range(200):
        expected = list(rules.cards)
        Random(seed).shuffle(expected)
        assert shuffled_deck(rules, Random(seed)) == tuple(expected), seed


def test_the_generator_is_left_where_the_library_shuffle_leaves_it() -> None:
    rules = load("classic")
    ours, theirs = Random(7), Random(7)
    shuffled_deck(rules, ours)
    theirs.shuffle(list(rules.cards))
    assert ours.random() == theirs.random()


class CountingRandom(Random):
    """A generator of its own kind: its own shuffle is the one used."""

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.shuffles = 0

    def shuffle(self, x: list[object]) -> None:  # type: ignore[override]
        self.shuffles += 1
        x.reverse()


def test_another_kind_of_generator_shuffles_its_own_way() -> None:
    rules = load("classic")
    rng = CountingRandom(1)
    assert shuffled_deck(rules, rng) == tuple(reversed(rules.cards))
    assert rng.shuffles == 1
