"""The sweep warning against brute force: the move applied to the true position, and
for each card the player cannot see, the rival's legal captures (with that card added to
their true hand) asked whether one takes every card on the table."""

from __future__ import annotations

import pytest
from coach_helpers import last_deal, positions, trail

from cassino.coach.sweeps import next_rival, sweep_warning, sweep_warnings
from cassino.engine.cards import FIVE_OF_SPADES, Card
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

PRESETS = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 4),
    ("royal", 2),  # court values, the ace 1 or 14
    ("buckeye", 2),  # the 10♦ 10 or 11
    ("five_of_spades", 2),  # the 5♠ trailed takes the table
    ("italian", 2),
    ("trailing_royals", 2),  # court builds
]


def sweeps_by_brute_force(after: State, rival: int, card: Card) -> bool:
    table = sorted(table_cards(after.table))
    hand = (card, *(c for c in after.hands[rival] if c != card))
    trial = after._replace(hands=(*after.hands[:rival], hand, *after.hands[rival + 1 :]))
    trial = trial._replace(to_move=rival)
    for move in trial.legal_moves():
        if move.card != card:
            continue
        if move.action == "capture" and sorted(move.table) == table:
            return True
        five = after.rules.five_of_spades_sweeps and card == FIVE_OF_SPADES
        if move.action == "trail" and five and table:
            return True
    return False


@pytest.mark.parametrize(("name", "players"), PRESETS)
def test_the_warning_counts_the_unseen_cards_that_would_sweep(name: str, players: int) -> None:
    rules = load(name)
    if rules.players != players:
        rules = rules.with_options(players=players, partnerships=players == 4)
    checked = warned = 0
    for seed in range(2):
        for number, (state, history) in enumerate(positions(rules, seed)):
            if number % 3:
                continue
            seat = state.to_move
            view = PlayerView.of(state, seat, history)
            unseen = set(view.unseen_cards())
            for warning in sweep_warnings(view):
                after = state.apply(warning.move)
                if after.round_over or not after.table:
                    assert warning.danger == 0
                    continue
                rival = next_rival(after, seat)  # who plays next is a definition, not a check
                assert warning.rival == rival
                assert rival is not None
                expected = tuple(
                    card for card in sorted(unseen) if sweeps_by_brute_force(after, rival, card)
                )
                assert warning.unseen == expected, (warning.move, state)
                assert set(warning.unseen) <= set(warning.sweepers)
                checked += 1
                warned += bool(expected)
    assert checked > 50 and warned > 0


def test_a_trail_that_makes_the_table_a_seven_is_named() -> None:
    state = last_deal(["2h 9c", "7s Kd"], ["5d"])
    view = PlayerView.of(state, 0)
    two = sweep_warning(view, trail("2h"))
    assert two.sweepable and two.rival == 1
    assert [card.code for card in two.unseen] == ["7s"]  # the other 7s are in the piles
    assert [card.code for card in two.sweepers] == ["7s", "7h", "7d", "7c"]
    assert sweep_warning(view, trail("9c")).danger == 0


def test_a_build_is_taken_whole_by_its_value() -> None:
    # 3♥ on the 5♦ builds 8, held by the 8♣: the rival's 8♠ would take the build, the
    # whole table.
    state = last_deal(["3h 8c", "8s Kd"], ["5d"])
    view = PlayerView.of(state, 0)
    [build] = [m for m in view.legal_moves() if m.action == "build"]
    assert [card.code for card in sweep_warning(view, build).unseen] == ["8s"]
