"""The optimised move generator against a brute-force reading of RULES.md §4.

``reference.py`` enumerates every subset of the table and checks the rules' partitions
literally, without the engine's code. Here both list the legal moves of many positions —
from random rounds under many option sets, and from small arbitrary positions made by
hypothesis — and must agree exactly. A disagreement shows the position and both sides.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from itertools import pairwise
from random import Random
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from reference import reference_moves

from cassino.engine.match import start_round
from cassino.engine.notation import format_move, position_to_json
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.presets import load, position_from_json

# Option sets of the random rounds (RULES.md §2, §4): every value of the options §4 reads.
CONFIGS: list[dict[str, Any]] = [
    {},
    {"build_in_sums": "opponents"},
    {"build_in_sums": "anyone", "court_capture": "all"},
    {"build_gathers": False},
    {"owner_may_trail": True},
    {"owner_duty": "take_or_add"},
    {"max_build": 8, "owner_may_trail": True, "owner_duty": "take_or_add"},
    {"players": 3, "build_in_sums": "opponents"},
    {"players": 3, "build_gathers": False, "court_capture": "all", "max_build": 8},
    {"players": 3, "build_in_sums": "anyone", "owner_duty": "take_or_add"},
    {"players": 4, "build_in_sums": "opponents"},
    {"players": 4, "partnerships": False, "build_in_sums": "opponents"},
    {"players": 4, "build_in_sums": "anyone", "owner_duty": "take_or_add"},
    {"players": 4, "partnerships": False, "build_gathers": False, "owner_may_trail": True},
]
ROUNDS_PER_CONFIG = 6  # 48 plays a round: 288 positions per option set, 4,032 in all
MIN_COMPARED_PER_CONFIG = 250  # 14 option sets: at least 3,500 positions compared
MAX_TABLE_ITEMS = 12  # larger tables are skipped: the brute force grows as 2^items
BUILD_PREFERENCE = 0.6  # random play rarely builds; prefer a build this often


@dataclass
class Sample:
    """What the random rounds of one option set compared."""

    positions: int = 0
    compared: int = 0
    multiple_build_on_table: int = 0
    mover_owns_build: int = 0
    build_onto_build_legal: int = 0  # a legal build uses a build of the table (raise or add)


def reference_position(state: State) -> dict[str, Any]:
    """The NOTATION.md position, its ``rules`` expanded to a mapping of options."""
    position = position_to_json(state)
    rules = position["rules"]
    position["rules"] = {"preset": rules} if isinstance(rules, str) else dict(rules)
    return position


def mismatch(state: State, position: Mapping[str, Any]) -> str | None:
    """None if the engine and the reference list the same moves, else what differs."""
    engine = {format_move(move) for move in state.legal_moves()}
    reference = reference_moves(position)
    if engine == reference:
        return None
    return (
        f"position: {json.dumps(position)}\n"
        f"  engine only: {sorted(engine - reference)}\n"
        f"  reference only: {sorted(reference - engine)}"
    )


def play_rounds(overrides: dict[str, Any], rounds: int) -> tuple[Sample, list[str]]:
    """Random rounds, biased towards builds; every position with a small enough table is
    compared. Returns the counts and the disagreements."""
    rules = load("classic").with_options(**overrides)
    rng = Random(json.dumps(overrides, sort_keys=True))
    sample = Sample()
    failures: list[str] = []
    for number in range(rounds):
        state = start_round(rules, rng, dealer=number % rules.players)
        while state.hands[state.to_move]:
            sample.positions += 1
            builds = [item for item in state.table if isinstance(item, Build)]
            if len(state.table) <= MAX_TABLE_ITEMS:
                sample.compared += 1
                sample.multiple_build_on_table += any(build.multiple for build in builds)
                sample.mover_owns_build += any(build.owner == state.to_move for build in builds)
                problem = mismatch(state, reference_position(state))
                if problem is not None:
                    failures.append(problem)
            moves = state.legal_moves()
            sample.build_onto_build_legal += any(
                move.action == "build" and set(build.cards) <= set(move.table)
                for move in moves
                for build in builds
            )
            building = [move for move in moves if move.action == "build"]
            if building and rng.random() < BUILD_PREFERENCE:
                moves = building
            state = state.apply_legal(moves[rng.randrange(len(moves))])
    return sample, failures


def test_configs_cover_the_options() -> None:
    assert len(CONFIGS) >= 12
    assert len(CONFIGS) * MIN_COMPARED_PER_CONFIG >= 3000
    seen = {(key, value) for config in CONFIGS for key, value in config.items()}
    for key, values in {
        "players": (3, 4),
        "partnerships": (False,),
        "build_in_sums": ("opponents", "anyone"),
        "build_gathers": (False,),
        "court_capture": ("all",),
        "owner_may_trail": (True,),
        "owner_duty": ("take_or_add",),
        "max_build": (8,),
    }.items():
        for value in values:
            assert (key, value) in seen, f"no option set has {key}: {value}"


@pytest.mark.parametrize("overrides", CONFIGS, ids=[json.dumps(c) for c in CONFIGS])
def test_random_positions_match_reference(overrides: dict[str, Any]) -> None:
    sample, failures = play_rounds(overrides, ROUNDS_PER_CONFIG)
    assert not failures, (
        f"{len(failures)} of {sample.compared} positions disagree; the first:\n{failures[0]}"
    )
    assert sample.compared >= MIN_COMPARED_PER_CONFIG, sample
    assert sample.compared >= 0.9 * sample.positions, sample
    # Not vacuous: builds the duty and the multiple-build rules apply to were on the table.
    assert sample.multiple_build_on_table >= 5, sample
    assert sample.mover_owns_build >= 20, sample
    assert sample.build_onto_build_legal >= 5, sample


# Small arbitrary positions (two players).

NUMERIC_RANKS = "A23456789T"
ALL_CARDS = [rank + suit for rank in "A23456789TJQK" for suit in "shdc"]
GROUPINGS = {2: [(2,), (1, 1)], 3: [(3,), (2, 1), (1, 1, 1)]}  # group sizes of a build


@st.composite
def compositions(draw: st.DrawFn, total: int, parts: int) -> list[int]:
    """``parts`` positive whole numbers adding up to ``total``."""
    if parts == 1:
        return [total]
    cuts = draw(
        st.lists(st.integers(1, total - 1), min_size=parts - 1, max_size=parts - 1, unique=True)
    )
    bounds = [0, *sorted(cuts), total]
    return [high - low for low, high in pairwise(bounds)]


@st.composite
def free_card(draw: st.DrawFn, used: set[str], value: int | None = None) -> str:
    """A card not used yet; of numeric ``value`` if given."""
    pool = [card for card in ALL_CARDS if card not in used]
    if value is not None:
        pool = [card for card in pool if card[0] == NUMERIC_RANKS[value - 1]]
    assume(pool)  # all four cards of this value are placed already: no such position
    card = draw(st.sampled_from(pool))
    used.add(card)
    return card


@st.composite
def small_positions(draw: st.DrawFn) -> dict[str, Any]:
    max_build = draw(st.sampled_from([8, 10]))
    options = draw(
        st.fixed_dictionaries(
            {
                "court_capture": st.sampled_from(["one", "all"]),
                "build_in_sums": st.sampled_from(["never", "opponents", "anyone"]),
                "build_gathers": st.booleans(),
                "owner_may_trail": st.booleans(),
                "owner_duty": st.sampled_from(["none", "take_or_add"]),
            }
        )
    )
    used: set[str] = set()
    hand = [draw(free_card(used)) for _ in range(draw(st.integers(1, 4)))]
    other = [draw(free_card(used)) for _ in range(draw(st.integers(0, 4)))]
    table: list[object] = []
    for _ in range(draw(st.integers(0, 6))):
        if draw(st.booleans()):
            table.append(draw(free_card(used)))
            continue
        # A build of 2 or 3 cards that split into groups each worth its value.
        groups = draw(st.sampled_from(GROUPINGS[draw(st.sampled_from([2, 3]))]))
        value = draw(st.integers(max(groups), max_build))
        values = [part for size in groups for part in draw(compositions(value, size))]
        cards = [draw(free_card(used, part)) for part in values]
        table.append({"cards": cards, "value": value, "owner": draw(st.integers(0, 1))})
    return {
        "rules": {"preset": "classic", "max_build": max_build, **options},
        "to_move": 0,
        "hands": [hand, other],
        "table": table,
    }


@settings(max_examples=300, deadline=None)
@given(small_positions())
def test_small_positions_match_reference(position: dict[str, Any]) -> None:
    problem = mismatch(position_from_json(position), position)
    assert problem is None, problem
