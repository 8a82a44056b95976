"""Goals judge what a move did, as the engine says it (``effect_of``)."""

from __future__ import annotations

from cassino.engine.effects import Effect, effect_of
from cassino.engine.explain import checked_move
from cassino.engine.notation import parse_move
from cassino.lessons.goals import AnyMove, Builds, Sweeps, Takes, TakesBuild
from cassino.userdata.presets import position_from_json

POSITION = {
    "to_move": 0,
    "hands": [["8d", "2h", "6s", "Ks"], ["Qc"]],
    "table": ["8c", "5s", "3d", "6h", {"cards": ["4c", "2c"], "value": 6, "owner": 1}],
}


def effect(words: str) -> Effect:
    state = position_from_json(POSITION)
    return effect_of(state, checked_move(state, parse_move(words)))


def test_takes_wants_every_named_card_and_the_named_hand_card() -> None:
    goal = Takes("8c 5s 3d", with_card="8d")
    assert goal.met(effect("8d takes 3d 5s 8c"))
    assert not goal.met(effect("8d takes 8c"))
    assert Takes("8c").met(effect("8d takes 8c"))
    assert not Takes("8c", with_card="2h").met(effect("8d takes 8c"))
    assert not Takes("8c").met(effect("8d trails"))


def test_a_build_of_a_value_a_raise_and_a_multiple_build() -> None:
    assert Builds(8).met(effect("2h builds 8 on 6h"))
    assert not Builds(8, multiple=True).met(effect("2h builds 8 on 6h"))
    assert Builds(8, multiple=True).met(effect("2h builds 8 on 6h 8c"))
    assert not Builds(6).met(effect("2h builds 8 on 6h"))
    assert Builds(8, raising=True).met(effect("2h builds 8 on 2c 4c"))
    assert not Builds(8, raising=True).met(effect("2h builds 8 on 6h"))


def test_taking_a_build_and_sweeping() -> None:
    assert TakesBuild().met(effect("6s takes 2c 4c"))
    assert not TakesBuild().met(effect("6s takes 6h"))
    assert not Sweeps().met(effect("8d takes 3d 5s 8c"))
    state = position_from_json({"to_move": 0, "hands": [["9d"], ["Kc"]], "table": ["4s", "5h"]})
    assert Sweeps().met(effect_of(state, checked_move(state, parse_move("9d takes 4s 5h"))))
    assert AnyMove().met(effect("Ks trails"))
