"""A computer player thinking in the session's thread lets the window's thread run: the
compiled search never gives up the interpreter lock by itself, so it pauses every
``NODES_BETWEEN_PAUSES`` nodes and after each guessed deal it searches, and the inference
after each guess it draws. Counted (each pause is a zero sleep, here paid every time),
not timed."""

from __future__ import annotations

from random import Random

import pytest

from cassino.ai import other_threads
from cassino.ai.evaluation import evaluator_for
from cassino.ai.hard import DEFAULT_HARD, score_worlds
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.search import NODES_BETWEEN_PAUSES, DealSearch
from cassino.cli.bench import sample_positions
from cassino.engine.match import start_round
from cassino.engine.view import Play, PlayerView
from cassino.userdata.presets import load


def counted_pauses(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Every call's sleep, recorded: with no time between sleeps, each call sleeps."""
    sleeps: list[float] = []
    monkeypatch.setattr(other_threads, "PAUSE_EVERY", 0.0)
    monkeypatch.setattr(other_threads.time, "sleep", sleeps.append)
    return sleeps


def test_a_pause_sleeps_only_once_its_interval_has_passed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sleeps: list[float] = []
    clock = [100.0]
    monkeypatch.setattr(other_threads.time, "sleep", sleeps.append)
    monkeypatch.setattr(other_threads.time, "perf_counter", lambda: clock[0])
    monkeypatch.setattr(other_threads, "_last_pause", 0.0)
    other_threads.let_other_threads_run()
    assert sleeps == [0]
    for _ in range(50):  # a tight search: no time has passed, no sleep is paid for
        other_threads.let_other_threads_run()
    assert sleeps == [0]
    clock[0] += other_threads.PAUSE_EVERY / 2
    other_threads.let_other_threads_run()
    assert sleeps == [0]
    clock[0] += other_threads.PAUSE_EVERY
    other_threads.let_other_threads_run()
    other_threads.let_other_threads_run()
    assert sleeps == [0, 0]


def test_a_search_pauses_once_every_so_many_nodes(monkeypatch: pytest.MonkeyPatch) -> None:
    state = sample_positions(load("classic"), 3, 2)[2]  # early in a deal: a long search
    evaluator = evaluator_for(state.rules)
    search = DealSearch(evaluator, state.rules.side_of[state.to_move], None, MoveOrder(evaluator))
    sleeps = counted_pauses(monkeypatch)
    search.move_values(state, state.legal_moves())
    assert search.nodes > 2 * NODES_BETWEEN_PAUSES
    assert sleeps == [0] * (search.nodes // NODES_BETWEEN_PAUSES)


def test_the_inference_pauses_after_each_guess_it_weighs(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = Random(4)
    state = start_round(load("classic"), rng)
    plays: list[Play] = []
    for _ in range(3):  # plays of this deal for the guesses to explain
        move = rng.choice(state.legal_moves())
        plays.append(Play.before(state, move))
        state = state.apply_legal(move)
    view = PlayerView.of(state, state.to_move, tuple(plays))
    sleeps = counted_pauses(monkeypatch)
    worlds = inferred_worlds(view, Random(3), 5, MoveOrder(evaluator_for(view.rules)))
    assert len(worlds) == 5
    assert sleeps == [0] * 20  # four guesses drawn for each world kept


def test_the_inference_pauses_after_each_guess_even_with_no_plays_to_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    state = start_round(load("classic").with_options(players=3), Random(6))
    view = PlayerView.of(state, state.to_move)
    sleeps = counted_pauses(monkeypatch)
    worlds = inferred_worlds(view, Random(3), 7, MoveOrder(evaluator_for(view.rules)))
    assert len(worlds) == 7
    assert sleeps == [0] * 7


def test_hard_pauses_after_each_guessed_deal_however_short_its_search(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Late in a deal each search is far shorter than NODES_BETWEEN_PAUSES nodes.
    rng = Random(8)
    state = start_round(load("classic").with_options(players=3), rng)
    for _ in range(9):
        state = state.apply_legal(rng.choice(state.legal_moves()))
    view = PlayerView.of(state, state.to_move)
    worlds = inferred_worlds(view, Random(3), 6, MoveOrder(evaluator_for(view.rules)))
    moves = view.legal_moves()
    side = view.rules.side_of[view.seat]
    sleeps = counted_pauses(monkeypatch)
    _, searched = score_worlds(worlds, moves, side, DEFAULT_HARD)
    assert searched == 6
    assert sleeps == [0] * 6
