"""Every level plays legal moves under every preset and player count, and plays the same
moves again from the same seed."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from random import Random

import pytest
from ai_helpers import CHEAP_LEVELS, SMALL_EXPERT, positions

from cassino.ai import expert
from cassino.ai.arena import play_round
from cassino.ai.expert import DEFAULT_EXPERT, choose_expert
from cassino.ai.levels import LEVEL_NAMES, LEVELS, UNTIMED_LEVELS
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load, preset_names

ORDER = ["easy", "medium", "hard", "expert", "greedy"]


def test_levels_are_offered_in_order_of_strength() -> None:
    # Expert is offered since it beat Hard in the tournament (issue 5); greedy never is.
    assert list(LEVEL_NAMES) == ["easy", "medium", "hard", "expert"]
    assert list(LEVEL_NAMES) == [name for name in ORDER if name in LEVEL_NAMES]
    assert {"easy", "medium", "hard", "greedy"} <= set(LEVELS)


def test_untimed_levels_are_the_levels_with_no_time_limit() -> None:
    assert list(UNTIMED_LEVELS) == list(LEVELS)
    for name, chooser in LEVELS.items():
        if name != "expert":
            assert UNTIMED_LEVELS[name] is chooser  # no other level looks at the clock
    untimed = UNTIMED_LEVELS["expert"]
    assert isinstance(untimed, partial) and untimed.func is choose_expert
    assert untimed.keywords["config"] == replace(DEFAULT_EXPERT, time_limit=None)
    assert DEFAULT_EXPERT.time_limit is not None


@pytest.mark.parametrize("preset", preset_names())
def test_every_level_plays_a_legal_round_of_every_preset(preset: str) -> None:
    rules = load(preset)
    shift = preset_names().index(preset)
    players = [CHEAP_LEVELS[ORDER[(seat + shift) % len(ORDER)]] for seat in range(rules.players)]
    # play_round applies every move with the validating State.apply: an illegal move fails.
    points = play_round(rules, players, seed=shift)
    assert len(points) == rules.sides


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_each_searching_level_plays_rounds_of_two_to_four_players(level: str, players: int) -> None:
    rules = load("classic").with_options(players=players)
    seats = [CHEAP_LEVELS[level if seat % 2 == 0 else "greedy"] for seat in range(players)]
    play_round(rules, seats, seed=players)


@pytest.mark.parametrize("level", ["medium", "hard", "expert"])
def test_the_same_seed_gives_the_same_round(level: str) -> None:
    rules = load("classic")
    seats = [CHEAP_LEVELS[level], CHEAP_LEVELS["greedy"]]
    assert play_round(rules, seats, seed=11) == play_round(rules, seats, seed=11)


def test_expert_chooses_alike_in_worker_processes_and_here() -> None:
    rules = load("classic")
    pooled = replace(SMALL_EXPERT, use_pool=True)
    checked = 0
    for state, history in positions(rules, seed=5, every=6):
        view = PlayerView.of(state, state.to_move, history)
        if len(view.legal_moves()) < 3:
            continue
        here = choose_expert(view, Random(checked), SMALL_EXPERT)
        assert choose_expert(view, Random(checked), pooled) == here
        checked += 1
        if checked == 3:
            break
    assert checked == 3
    assert not expert._POOL_DISABLED  # the workers did run in their own processes


def test_warm_up_leaves_expert_searching_here_when_the_workers_break(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from concurrent.futures.process import BrokenProcessPool

    class BrokenPool:
        def map(self, *args: object) -> list[None]:
            raise BrokenProcessPool("a worker died")

        def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
            return None

    monkeypatch.setattr(expert, "_POOL", BrokenPool())
    monkeypatch.setattr(expert, "_POOL_SIZE", 2)
    monkeypatch.setattr(expert, "_POOL_DISABLED", False)
    expert.warm_up(2)  # no exception: the window calls this in its thinking thread
    assert expert.workers_unavailable()
