"""The deal search's rivals with three sides or more: each rival's first reply valued
partly as its worst for us (all against one, "paranoid") and partly as the reply it likes
best at once (``paranoia``); with two sides the rival's best is simply our worst."""

from __future__ import annotations

import pytest

from cassino.ai.evaluation import evaluator_for, relative
from cassino.ai.hard import DEFAULT_HARD
from cassino.ai.ordering import MoveOrder
from cassino.ai.search import DealSearch
from cassino.cli.bench import sample_positions
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.userdata.presets import load


def rules_of(players: int, partnerships: bool = False) -> Rules:
    return load("classic").with_options(players=players, partnerships=partnerships)


def positions(rules: Rules, count: int, most_in_hand: int = 4) -> list[State]:
    """Positions of random play inside a deal, with at most ``most_in_hand`` cards in the
    mover's hand (fewer keep an exact search short)."""
    return [
        state
        for state in sample_positions(rules, count, 11)
        if state.stock and 2 <= len(state.hands[state.to_move]) <= most_in_hand
    ]


def values(state: State, paranoia: float, shipped: bool = True) -> list[float]:
    """Each legal move's value: with Hard's widths and policy depth, or (not ``shipped``)
    searched exactly."""
    evaluator = evaluator_for(state.rules)
    search = DealSearch(
        evaluator,
        state.rules.side_of[state.to_move],
        DEFAULT_HARD.widths if shipped else None,
        MoveOrder(evaluator),
        policy_depth=DEFAULT_HARD.policy_depth if shipped else None,
        paranoia=paranoia,
    )
    return search.move_values(state, state.legal_moves())


@pytest.mark.parametrize(("players", "partnerships"), [(2, False), (4, True)])
def test_with_two_sides_paranoia_changes_nothing(players: int, partnerships: bool) -> None:
    for state in positions(rules_of(players, partnerships), 40):
        assert values(state, 0.0) == values(state, 1.0)


def test_with_three_sides_less_paranoia_never_values_a_move_lower() -> None:
    """A rival's searched worst for us is never kinder than the reply it likes best, so
    the values rise as the paranoia falls; and they do change somewhere."""
    changed = 0
    for state in positions(rules_of(3), 60):
        paranoid, half, sensible = (values(state, weight) for weight in (1.0, 0.5, 0.0))
        for low, middle, high in zip(paranoid, half, sensible, strict=True):
            assert low <= middle + 1e-9
            assert middle <= high + 1e-9
            changed += high > low + 1e-9
    assert changed


def test_with_no_paranoia_each_rival_first_plays_what_it_likes_best_at_once() -> None:
    """Searched exactly, a move's value is that of the two rivals' replies each best by
    its own static evaluation, searched on from there as all against one."""
    rules = rules_of(3)
    evaluator = evaluator_for(rules)
    order = MoveOrder(evaluator)
    checked = 0
    for state in positions(rules, 60, most_in_hand=2):
        side = rules.side_of[state.to_move]
        exact = values(state, 0.0, shipped=False)
        for move, value in zip(state.legal_moves(), exact, strict=True):
            after = state.apply_legal(move)
            if not within_deal(state, after):
                continue
            candidates = []
            for first in liked_best(after):
                before = after.apply_legal(first)
                if not within_deal(state, before):
                    continue
                for second in liked_best(before):
                    search = DealSearch(evaluator, side, None, order)  # all against one
                    candidates.append(search.move_values(before, [second])[0])
            if candidates:
                assert any(candidate == pytest.approx(value) for candidate in candidates)
                checked += 1
    assert checked > 20


def within_deal(start: State, state: State) -> bool:
    """``state`` is still in ``start``'s deal, with a rival to play."""
    return (
        not state.round_over
        and len(state.stock) == len(start.stock)
        and state.rules.side_of[state.to_move] != state.rules.side_of[start.to_move]
        and bool(state.legal_moves())
    )


def liked_best(state: State) -> list[Move]:
    """The mover's moves after which its own static value is highest (ties and all)."""
    evaluator = evaluator_for(state.rules)
    side = state.rules.side_of[state.to_move]
    scored = [
        (relative(evaluator.values(state.apply_legal(move)), side), move)
        for move in state.legal_moves()
    ]
    top = max(score for score, _ in scored)
    return [move for score, move in scored if score == top]
