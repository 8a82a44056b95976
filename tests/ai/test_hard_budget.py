"""Hard with hands of more than four cards or with plucks: a narrower search with a node
budget, so a tablanette or pluck move is decided in about the time a classic one is;
with three or four players, the same budget; with five or more, the budget and a search
narrower after the first rival's reply. Counted, not timed, so the same view still gives
the same move."""

from __future__ import annotations

from random import Random

from cassino.ai.evaluation import evaluator_for
from cassino.ai.expert import DEFAULT_EXPERT, search_config
from cassino.ai.hard import (
    CROWDED_TABLE_HARD,
    DEFAULT_HARD,
    MANY_PLAYERS_HARD,
    WIDE_DEALS_HARD,
    HardConfig,
    choose_hard,
    config_for,
    score_worlds,
    search_worlds,
)
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.sampler import HiddenFacts
from cassino.cli.bench import sample_positions
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


def test_six_card_hands_and_plucks_get_the_narrower_search_and_classic_the_default() -> None:
    assert config_for(load("tablanette"), DEFAULT_HARD) is WIDE_DEALS_HARD
    assert config_for(load("pluck"), DEFAULT_HARD) is WIDE_DEALS_HARD
    assert config_for(load("classic"), DEFAULT_HARD) is DEFAULT_HARD
    mine = HardConfig(samples=8)
    assert config_for(load("tablanette"), mine) is mine  # a caller's own config is kept


def test_three_players_or_more_get_the_budget_and_two_search_as_before() -> None:
    classic = load("classic")
    for players in (3, 4):
        rules = classic.with_options(players=players)
        assert config_for(rules, DEFAULT_HARD) is MANY_PLAYERS_HARD
        assert MANY_PLAYERS_HARD.node_budget == WIDE_DEALS_HARD.node_budget
        assert MANY_PLAYERS_HARD.widths == DEFAULT_HARD.widths  # only the budget differs
    assert config_for(classic.with_options(players=2), DEFAULT_HARD) is DEFAULT_HARD
    assert config_for(load("tablanette").with_options(players=3), DEFAULT_HARD) is WIDE_DEALS_HARD


def test_five_players_or_more_search_narrower_after_the_first_rivals_reply() -> None:
    for rules in (load("five_players"), load("california").with_options(players=6)):
        assert config_for(rules, DEFAULT_HARD) is CROWDED_TABLE_HARD
        expert = search_config(rules, DEFAULT_EXPERT)
        assert expert.widths == CROWDED_TABLE_HARD.widths
        assert expert.node_budget == CROWDED_TABLE_HARD.node_budget
    # Our move and the first rival's reply are still searched at full width.
    assert CROWDED_TABLE_HARD.widths[:2] == DEFAULT_HARD.widths[:2]
    assert CROWDED_TABLE_HARD.node_budget == MANY_PLAYERS_HARD.node_budget


def test_the_expert_searches_each_worker_share_as_hard_would_with_its_own_evaluation() -> None:
    two = search_config(load("classic"), DEFAULT_EXPERT)
    assert two.node_budget is None and two.widths == DEFAULT_HARD.widths
    assert two.new_deal_lean == DEFAULT_EXPERT.new_deal_lean
    scale = DEFAULT_EXPERT.many_players_scale
    for players in (3, 4):
        more = search_config(load("classic").with_options(players=players), DEFAULT_EXPERT)
        assert MANY_PLAYERS_HARD.node_budget is not None
        assert more.node_budget == MANY_PLAYERS_HARD.node_budget * scale  # more guesses
        assert more.cards_spread == DEFAULT_EXPERT.cards_spread
    for wide in ("tablanette", "pluck"):
        big = search_config(load(wide), DEFAULT_EXPERT)
        assert big.widths == WIDE_DEALS_HARD.widths
        assert big.node_budget == WIDE_DEALS_HARD.node_budget


NARROW = (99, 8, 3, 2, 1)


def _tablanette_guesses(count: int) -> tuple[list[State], list[Move], int]:
    """``count`` guesses of a tablanette position met in play, its moves and the mover's side."""
    state = sample_positions(load("tablanette"), 60, 5)[40]
    view = PlayerView.of(state, state.to_move)
    order = MoveOrder(evaluator_for(view.rules))
    worlds = inferred_worlds(view, Random(1), count, order, HiddenFacts.of(view))
    return worlds, view.legal_moves(), view.rules.side_of[view.seat]


def test_the_node_budget_stops_the_guesses_early_but_never_before_one() -> None:
    worlds, moves, side = _tablanette_guesses(12)
    _, every = score_worlds(worlds, moves, side, HardConfig(widths=NARROW))
    _, one = score_worlds(worlds, moves, side, HardConfig(widths=NARROW, node_budget=0))
    assert every == len(worlds) and one == 1


def test_a_later_share_of_the_guesses_owes_no_first_guess_once_the_budget_is_spent() -> None:
    worlds, moves, side = _tablanette_guesses(6)
    spent = HardConfig(widths=NARROW, node_budget=10)
    first, nodes = search_worlds(worlds, moves, side, spent)
    assert len(first) == 1 and nodes > 10  # the first guess alone spends the budget
    later, after = search_worlds(worlds, moves, side, spent, nodes_spent=nodes)
    assert later == [] and after == nodes
    every, _ = search_worlds(worlds, moves, side, HardConfig(widths=NARROW))
    assert len(every) == len(worlds) and every[0] == first[0]
    totals, searched = score_worlds(worlds, moves, side, HardConfig(widths=NARROW))
    assert searched == len(worlds)
    assert totals == [sum(row[move] for row in every) for move in range(len(moves))]


def test_the_same_view_gives_the_same_move_under_the_budget() -> None:
    for state in sample_positions(load("tablanette"), 90, 7)[::30]:
        view = PlayerView.of(state, state.to_move)
        assert choose_hard(view, Random(3)) == choose_hard(view, Random(3))
