"""Random-simulation invariants over thousands of rounds (RULES.md §7).

Every step of every round: each card is in exactly one place; the player to move has a
legal move while cards remain; every listed move applies; plausible-looking illegal moves
are refused with a reason. Every round: the points add up.
"""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest

from cassino.cli.soak import cards_problem, points_problem
from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError
from cassino.engine.match import start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.userdata.presets import load, preset_names

# (option overrides, rounds): 2,000 rounds in all, across player counts and options.
CONFIGS: list[tuple[dict[str, object], int]] = [
    ({}, 300),
    ({"players": 3}, 200),
    ({"players": 4}, 200),
    ({"players": 4, "partnerships": False}, 150),
    ({"build_in_sums": "opponents", "court_capture": "all"}, 150),
    ({"players": 4, "build_in_sums": "opponents"}, 100),
    ({"build_in_sums": "anyone", "deal_in_twos": False}, 100),
    ({"build_gathers": False, "max_build": 8}, 150),
    ({"owner_may_trail": True}, 150),
    ({"owner_duty": "take_or_add", "players": 3}, 150),
    ({"sweeps": False, "card_tie": "spades"}, 100),
    ({"sweep_points": 2, "sweep_on_last_play": False, "all_eleven": "bonus_point"}, 150),
    ({"players": 3, "build_gathers": False, "owner_may_trail": True}, 100),
]


PRESET_ROUNDS = 300


def test_configs_cover_two_thousand_rounds() -> None:
    assert sum(rounds for _, rounds in CONFIGS) >= 2000


def _preset_cases() -> list[tuple[str, int]]:
    """Every preset at every player count it allows, 300 rounds per preset in all."""
    cases = []
    for name in preset_names():
        counts = load(name).players_allowed
        for players in counts:
            cases.append((name, players))
    return cases


@pytest.mark.parametrize(("overrides", "rounds"), CONFIGS, ids=[str(c[0]) for c in CONFIGS])
def test_random_rounds_keep_the_invariants(overrides: dict[str, object], rounds: int) -> None:
    _simulate(load("classic").with_options(**overrides), rounds, repr(sorted(overrides.items())))


@pytest.mark.parametrize(("preset", "players"), _preset_cases())
def test_every_preset_keeps_the_invariants(preset: str, players: int) -> None:
    rules = load(preset)
    rules = rules.with_options(players=players)
    rounds = -(-PRESET_ROUNDS // len(rules.players_allowed))  # 300 per preset in all
    _simulate(rules, rounds, f"{preset}:{players}")


def _simulate(rules: Rules, rounds: int, seed: str) -> None:
    rng = Random(seed)
    refused = Counter[str]()
    for number in range(rounds):
        state = start_round(rules, rng, dealer=number % rules.players)
        plies = 0
        while not state.round_over:
            _check_cards_conserved(state)
            moves = state.legal_moves()
            assert moves, "the player to move has no legal move while cards remain"
            assert len(set(moves)) == len(moves), "a move is listed twice"
            for move in moves:
                _check_cards_conserved(state.apply_legal(move))
            if plies % 7 == 0:  # the validating path too, on a sample
                for move in moves:
                    state.apply(move)
            for kind, move in _plausible_illegal_moves(state):
                assert move not in moves, f"{kind} was listed as legal: {move}"
                with pytest.raises(IllegalMoveError) as refusal:
                    state.apply(move)
                assert str(refusal.value), "an illegal move was refused without a reason"
                refused[kind] += 1
            state = state.apply_legal(moves[rng.randrange(len(moves))])
            plies += 1
        _check_cards_conserved(state)
        if state.ended_by_sweep:
            continue  # the game ended on the spot: no leftovers, no round scoring
        assert not state.table or state.last_capturer is None, "leftovers were not taken"
        _check_points_add_up(state)
    # The generator of illegal moves must have found work to do.
    assert refused["build without the capture card"] > 0


def _check_cards_conserved(state: State) -> None:
    problem = cards_problem(state)  # the soak command's own check, shared
    assert problem is None, problem


def _check_points_add_up(state: State) -> None:
    problem = points_problem(state)
    assert problem is None, problem


def _plausible_illegal_moves(state: State) -> list[tuple[str, Move]]:
    """Moves a careless player (or a buggy UI) might try, each illegal by RULES.md §4."""
    rules = state.rules
    seat = state.to_move
    hand = state.hands[seat]
    values = rules.values
    found: list[tuple[str, Move]] = []
    if state.ended_by_sweep:
        return found
    loose = [item for item in state.table if not isinstance(item, Build) and values[item]]
    builds = [item for item in state.table if isinstance(item, Build)]
    for card in hand:
        value = values[card]
        if not value:
            continue
        rest = [other for other in hand if other != card]
        for target in loose:
            announced = value + values[target]
            if announced <= rules.max_build and not rules.holds(rest, announced):
                found.append(
                    ("build without the capture card", Move(card, "build", (target,), announced))
                )
                break
        for build in builds:
            if build.multiple and rules.holds(rest, build.value + value):
                raise_to = build.value + value
                found.append(
                    ("raise of a multiple build", Move(card, "build", build.cards, raise_to))
                )
            if rules.build_in_sums == "never" and not build.multiple:
                for target in loose:
                    if build.value + values[target] == value:
                        cards = tuple(sorted((*build.cards, target)))
                        found.append(("a build inside a sum", Move(card, "capture", cards, value)))
    if state.builds_owned_by(seat) and not rules.owner_may_trail and not rules.duty_penalty:
        found.append(("trail by a build owner", Move(hand[0], "trail")))
    return found


def test_the_illegal_moves_are_refused_in_the_words_of_the_rules(classic: Rules) -> None:
    from cassino.userdata.presets import position_from_json

    state = position_from_json(
        {
            "to_move": 0,
            "hands": [["3h", "7c", "9d"], ["Kd"]],
            "table": [
                "2c",
                {"cards": ["5s", "2d"], "value": 7, "owner": 0},
                {"cards": ["4s", "4c"], "value": 4, "owner": 1},
            ],
        }
    )
    cases = {
        Move(Card("3h"), "build", (Card("2c"),), 5): "you must hold a 5 to build 5",
        Move(Card("3h"), "trail"): "you own a build, so you may not trail",
        Move(Card("3h"), "build", (Card("4s"), Card("4c")), 7): "a multiple build cannot be raised",
        Move(Card("9d"), "capture", (Card("2c"), Card("2d"), Card("5s")), 9): (
            "a 7-build cannot be part of a sum"
        ),
        Move(Card("7c"), "capture", (Card("2c"),), 7): (
            "those cards do not split into groups worth 7 for 7♣"
        ),
        Move(Card("7c"), "capture", (Card("2d"),), 7): (
            "a build is moved as one unit: the 7-build 2♦ 5♠ cannot be split"
        ),
    }
    for move, reason in cases.items():
        with pytest.raises(IllegalMoveError) as refusal:
            state.apply(move)
        assert str(refusal.value) == reason
