"""The static evaluation at a new deal, and the deal search's use of it."""

from __future__ import annotations

from random import Random

import pytest
from ai_helpers import full_position

from cassino.ai.evaluation import Evaluator, relative
from cassino.ai.hard import DEFAULT_HARD, score_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.search import DealSearch
from cassino.engine.match import start_round
from cassino.userdata.presets import load

LEAN = 0.54


def test_a_new_deal_leans_the_loose_cards_to_its_first_player() -> None:
    rules = load("classic")
    state = full_position(rules, ["9c 8d 7h 6s", "5c 4d 3h 2c"], ["ah", "td"], 20, to_move=1)
    leaning = Evaluator(rules, LEAN)
    plain = leaning.side_values(state)
    dealt = leaning.side_values(state, new_deal=True)
    # Seat 1 moves first: it gains on seat 0 the lean of an ace and the 10 of
    # diamonds, and more for two cards toward "most cards".
    assert relative(dealt, 1) > relative(plain, 1) + LEAN * (1 + 2)
    assert Evaluator(rules).side_values(state, new_deal=True) == plain  # no lean, no change


def test_an_empty_table_leans_nowhere() -> None:
    rules = load("classic")
    state = full_position(rules, ["9c 8d 7h 6s", "5c 4d 3h 2c"], [], 20, to_move=1)
    leaning = Evaluator(rules, LEAN)
    assert leaning.side_values(state, new_deal=True) == leaning.side_values(state)


def test_the_deal_search_values_the_next_deal_with_the_lean() -> None:
    rules = load("classic")
    # One card each, nothing to take or build: both trail, and the next deal is dealt.
    state = full_position(rules, ["9c", "8d"], ["ah"], 8)
    [trail] = state.legal_moves()
    [answer] = state.apply_legal(trail).legal_moves()
    next_deal = state.apply_legal(trail).apply_legal(answer)
    assert len(next_deal.stock) < len(state.stock)  # a new deal was dealt
    leaning = Evaluator(rules, LEAN)
    searched = DealSearch(leaning, 0, None, MoveOrder(leaning)).move_values(state, [trail])
    assert searched == [relative(leaning.side_values(next_deal, new_deal=True), 0)]
    assert searched != [relative(leaning.side_values(next_deal), 0)]


def test_score_worlds_stops_at_its_deadline_after_one_world() -> None:
    rules = load("classic")
    world = start_round(rules, Random(3), 1)
    moves = world.legal_moves()
    totals, searched = score_worlds([world] * 3, moves, 0, DEFAULT_HARD, deadline=0.0)
    assert searched == 1
    assert totals == score_worlds([world], moves, 0, DEFAULT_HARD)[0]


def test_the_loose_cards_count_toward_the_majorities_with_their_own_lean() -> None:
    rules = load("classic")
    state = full_position(rules, ["9c 8d 7h 6s", "5c 4d 3h 2c"], ["kh", "qd"], 20, to_move=1)
    same = Evaluator(rules, LEAN).side_values(state, new_deal=True)
    assert Evaluator(rules, LEAN, majorities_lean=LEAN).side_values(state, new_deal=True) == same
    less = Evaluator(rules, LEAN, majorities_lean=0.2).side_values(state, new_deal=True)
    # Courts carry no points of their own: only "most cards" moves, toward seat 0.
    assert relative(less, 1) < relative(same, 1)
    assert sum(less) == pytest.approx(sum(same), abs=0.2)
