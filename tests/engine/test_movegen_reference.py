"""The optimised move generator against a brute-force reading of RULES.md §4.

``reference.py`` enumerates every subset of the table and checks the rules' partitions
literally, without the engine's code. Here both list the legal moves of many positions —
from random rounds under many option sets (classic, and the presets of §8 that change the
moves: royal, trailing_royals, michigan), and from small arbitrary positions made by
hypothesis — and must agree exactly. A disagreement shows the position and both sides.

Plucks (preset ``pluck``) are left out of the comparison: the reference does not read them,
and moves with a pluck are dropped from both sides (``test_preset_extra_rules.py`` lists
them by hand).
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

from cassino.engine.cards import Card
from cassino.engine.errors import PositionError
from cassino.engine.match import start_round
from cassino.engine.moves import ACE_HIGH, Move, move_sort_key
from cassino.engine.notation import format_move, position_to_json
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.userdata.presets import load, position_from_json

# Option sets of the random rounds (RULES.md §2, §4, §8): every value of the options §4
# reads. ``preset`` names the base (classic by default); the other keys override it.
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
    # §8: court values and high aces (royal), court builds (trailing_royals), duty penalty
    # (michigan), alone and with other options of §4.
    {"preset": "royal"},
    {"preset": "royal", "players": 3, "build_in_sums": "opponents"},
    {"preset": "royal", "players": 4, "build_gathers": False, "owner_may_trail": True},
    {"ace_high": True},
    {"ace_high": True, "max_build": 14, "build_in_sums": "anyone"},
    {"preset": "trailing_royals"},
    {"preset": "trailing_royals", "players": 3, "build_gathers": False},
    {"preset": "michigan"},
    {"preset": "michigan", "players": 4, "owner_duty": "take_or_add"},
    # The 10♦ counting 10 or 11 (buckeye), alone and with builds counted in sums.
    {"preset": "buckeye"},
    {"preset": "buckeye", "players": 3, "build_in_sums": "anyone"},
    {"preset": "callabra", "clear_ends_game": False},  # whole rounds, not ended by a clear
    {"preset": "callabra", "players": 3, "clear_ends_game": False, "owner_duty": "take_or_add"},
    # Tablanette: no builds, J 12 Q 13 K 14, the jack takes everything; and the jack's take
    # with builds on the table (classic with take_all), where it takes them too.
    {"preset": "tablanette"},
    {"preset": "tablanette", "players": 3},
    {"preset": "tablanette", "players": 4},
    {"take_all": "jack"},
    {"take_all": "jack", "players": 3, "owner_duty": "take_or_add"},
    # An ace of 1 or 11 (tablanette), with builds (up to 11) and with the 10♦ of 10 or 11.
    {"ace_eleven": True, "max_build": 11},
    {"ace_eleven": True, "max_build": 11, "big_ten": True, "build_in_sums": "anyone"},
]
ROUNDS_PER_CONFIG = 6  # 48 plays a round: 288 positions per option set, 9,792 in all
MIN_COMPARED_PER_CONFIG = 250  # 34 option sets: at least 8,500 positions compared
MAX_TABLE_ITEMS = 12  # larger tables are skipped: the brute force grows as 2^items
BUILD_PREFERENCE = 0.6  # random play rarely builds; prefer a build this often
EXTRA_ROUNDS = 3  # at most this many times the rounds, while an option's moves are too rare


@dataclass
class Sample:
    """What the random rounds of one option set compared."""

    positions: int = 0
    compared: int = 0
    multiple_build_on_table: int = 0
    mover_owns_build: int = 0
    build_onto_build_legal: int = 0  # a legal build uses a build of the table (raise or add)
    ace_as_fourteen_legal: int = 0  # an ace may be played as 14 (ace_high)
    ace_as_eleven_legal: int = 0  # an ace may be played as 11 (ace_eleven)
    court_build_legal: int = 0  # a court card may be built by pairing (court_builds)
    owner_trail_legal: int = 0  # the owner of a build may trail (owner_may_trail, duty_penalty)
    take_all_legal: int = 0  # a jack may take a table of several items (take_all)
    take_all_of_build_legal: int = 0  # ... and a build with them


def reference_position(state: State) -> dict[str, Any]:
    """The NOTATION.md position, its ``rules`` expanded to a mapping of options."""
    position = position_to_json(state)
    rules = position["rules"]
    position["rules"] = {"preset": rules} if isinstance(rules, str) else dict(rules)
    return position


def mismatch(state: State, position: Mapping[str, Any]) -> str | None:
    """None if the engine and the reference list the same moves, else what differs.
    Moves with a pluck are dropped from both sides: the reference does not read them."""
    engine = {format_move(move) for move in state.legal_moves() if not _plucks(move)}
    reference = {move for move in reference_moves(position) if "pluck" not in move}
    if engine == reference:
        return None
    return (
        f"position: {json.dumps(position)}\n"
        f"  engine only: {sorted(engine - reference)}\n"
        f"  reference only: {sorted(reference - engine)}"
    )


def _plucks(move: Move) -> bool:
    return move.action == "pluck" or move.pluck is not None


def rules_of(config: Mapping[str, Any]) -> Rules:
    """The rules of an option set: its ``preset`` (classic by default) with the other keys."""
    overrides = {key: value for key, value in config.items() if key != "preset"}
    return load(config.get("preset", "classic")).with_options(**overrides)


def count_legal(sample: Sample, state: State, moves: list[Move]) -> None:
    """Count the kinds of legal moves the comparison must not be vacuous about."""
    builds = [item for item in state.table if isinstance(item, Build)]
    sample.build_onto_build_legal += any(
        move.action == "build" and set(build.cards) <= set(move.table)
        for move in moves
        for build in builds
    )
    sample.ace_as_fourteen_legal += any(
        move.card.rank == 1 and move.value == ACE_HIGH for move in moves
    )
    sample.ace_as_eleven_legal += any(move.card.rank == 1 and move.value == 11 for move in moves)
    sample.court_build_legal += any(
        move.action == "build" and not state.rules.values[move.card] for move in moves
    )
    sample.owner_trail_legal += any(build.owner == state.to_move for build in builds) and any(
        move.action == "trail" for move in moves
    )
    if state.rules.take_all != "none" and len(state.table) > 1:
        jack_takes = any(move.card.rank == 11 and move.action == "capture" for move in moves)
        sample.take_all_legal += jack_takes
        sample.take_all_of_build_legal += jack_takes and bool(builds)


def play_rounds(config: dict[str, Any], rounds: int) -> tuple[Sample, list[str]]:
    """Random rounds, biased towards builds; every position with a small enough table is
    compared. Returns the counts and the disagreements."""
    rules = rules_of(config)
    rng = Random(json.dumps(config, sort_keys=True))
    sample = Sample()
    failures: list[str] = []
    number = 0
    # The rounds asked, then more (up to ``EXTRA_ROUNDS`` times as many) while an option's
    # moves are still too rare to have been tested: chance alone cannot make it vacuous.
    while number < rounds or (coverage_gaps(sample, rules) and number < EXTRA_ROUNDS * rounds):
        state = start_round(rules, rng, dealer=number % rules.players)
        number += 1
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
            # Sorted: the positions sampled do not depend on the order moves are listed in.
            moves = sorted(state.legal_moves(), key=move_sort_key)
            count_legal(sample, state, moves)
            building = [move for move in moves if move.action == "build"]
            if building and rng.random() < BUILD_PREFERENCE:
                moves = building
            state = state.apply_legal(moves[rng.randrange(len(moves))])
    return sample, failures


def coverage_gaps(sample: Sample, rules: Rules) -> list[str]:
    """What the sample has too few positions of to test the option set: builds the duty
    and the multiple-build rules apply to (where there are builds at all: tablanette has
    none), and the moves of the §8 options it sets (court builds are rare in random deals:
    the dense positions below make many)."""
    wanted: list[tuple[str, int, int]] = []
    if rules.builds:
        wanted += [
            ("multiple builds on the table", sample.multiple_build_on_table, 5),
            ("mover owns a build", sample.mover_owns_build, 20),
            ("a build onto a build legal", sample.build_onto_build_legal, 5),
        ]
    if rules.take_all != "none":
        wanted.append(("a jack takes all", sample.take_all_legal, 10))
        if rules.builds:
            wanted.append(("a jack takes builds too", sample.take_all_of_build_legal, 5))
    if rules.ace_high:
        wanted.append(("an ace as 14 legal", sample.ace_as_fourteen_legal, 10))
    if rules.ace_eleven:
        wanted.append(("an ace as 11 legal", sample.ace_as_eleven_legal, 10))
    if rules.duty_penalty or (rules.owner_may_trail and rules.owner_duty == "none"):
        wanted.append(("an owner may trail", sample.owner_trail_legal, 10))
    return [f"{name}: {found} of {least}" for name, found, least in wanted if found < least]


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
        "max_build": (8, 14),
        "ace_high": (True,),
        "preset": ("royal", "trailing_royals", "michigan", "tablanette"),
        "take_all": ("jack",),
        "ace_eleven": (True,),
    }.items():
        for value in values:
            assert (key, value) in seen, f"no option set has {key}: {value}"


@pytest.mark.parametrize("config", CONFIGS, ids=[json.dumps(c) for c in CONFIGS])
def test_random_positions_match_reference(config: dict[str, Any]) -> None:
    sample, failures = play_rounds(config, ROUNDS_PER_CONFIG)
    assert not failures, (
        f"{len(failures)} of {sample.compared} positions disagree; the first:\n{failures[0]}"
    )
    assert sample.compared >= MIN_COMPARED_PER_CONFIG, sample
    assert sample.compared >= 0.9 * sample.positions, sample
    rules = rules_of(config)
    assert not coverage_gaps(sample, rules), (coverage_gaps(sample, rules), sample)
    if not rules.builds:
        assert sample.mover_owns_build == 0, sample


# Dense positions for the options of §8: hands and tables crowded with aces and court
# cards, builds of 14 and builds of court cards, under random options of §4.

DENSE_CONFIGS: list[dict[str, Any]] = [
    {"preset": "royal"},
    {"preset": "buckeye"},
    {"ace_high": True, "max_build": 14},
    {"preset": "trailing_royals"},
    {"preset": "michigan"},
    {"take_all": "jack"},  # jacks taking tables crowded with builds
    {"ace_eleven": True, "max_build": 11},  # aces of 1 or 11 in builds and sums
    {"preset": "tablanette"},
]
DENSE_POSITIONS = 150
VARIED_OPTIONS: dict[str, list[Any]] = {
    "court_capture": ["one", "all"],
    "build_in_sums": ["never", "opponents", "anyone"],
    "build_gathers": [True, False],
    "owner_may_trail": [True, False],
    "owner_duty": ["none", "take_or_add"],
}


def dense_card(rng: Random, free: list[str]) -> str:
    """A free card, an ace or a court card half the time."""
    special = [card for card in free if card[0] in "AJQK"]
    card = rng.choice(special if special and rng.random() < 0.5 else free)
    free.remove(card)
    return card


def dense_build(rng: Random, free: list[str], rules: Rules) -> dict[str, Any] | None:
    """A build of one or two groups worth its value (a court build with court_builds), or
    None when the free cards do not make the one drawn."""
    worths = {rules.values[card] for card in rules.cards} | (
        {ACE_HIGH} if rules.ace_high else set()
    )
    if rules.court_builds and rng.random() < 0.4:
        rank = rng.choice("JQK")
        cards = [card for card in free if card[0] == rank][: rng.choice([2, 3])]
        value = "JQK".index(rank) + 11
    else:
        # Only values some card answers for: 11-13 need court values, 14 a high ace.
        value = rng.choice([v for v in range(2, rules.max_build + 1) if v <= 10 or v in worths])
        worth = {card: rules.values[Card(card)] for card in free}
        cards = []
        for _ in range(rng.choice([1, 2])):
            alone = [c for c in free if c not in cards and worth[c] == value]
            if value == ACE_HIGH and rules.ace_high:
                alone += [c for c in free if c not in cards and c[0] == "A"]
            part = rng.randint(1, value - 1)
            pair = [c for c in free if c not in cards and worth[c] == part]
            rest = [c for c in free if c not in cards and worth[c] == value - part]
            if alone and rng.random() < 0.4:
                cards.append(rng.choice(alone))
            elif pair and rest and (pair != rest or len(rest) > 1):
                first = rng.choice(pair)
                cards += [first, rng.choice([c for c in rest if c != first])]
    if len(cards) < 2:
        return None
    for card in cards:
        free.remove(card)
    return {"cards": cards, "value": value, "owner": rng.randrange(2)}


def item_cards_json(item: Any) -> list[str]:
    return list(item["cards"]) if isinstance(item, dict) else [item]


def dense_positions(config: dict[str, Any], count: int) -> list[tuple[dict[str, Any], State]]:
    rng = Random("dense " + json.dumps(config, sort_keys=True))
    positions: list[tuple[dict[str, Any], State]] = []
    while len(positions) < count:
        options = {key: rng.choice(values) for key, values in VARIED_OPTIONS.items()}
        spec = {"preset": "classic", **config, **options}
        rules = rules_of(spec)
        free = [card.code for card in rules.cards]
        table: list[Any] = []
        for _ in range(rng.randint(0, 6)):
            build = dense_build(rng, free, rules) if rng.random() < 0.4 else None
            table.append(build or dense_card(rng, free))
        # Often two cards of a rank on the table (an ace or a court card if there is one):
        # pairs, captures as 14 and court builds need them.
        on_table = [card for item in table for card in item_cards_json(item)]
        ranks = [card[0] for card in on_table if card[0] in "AJQK"] or [c[0] for c in on_table]
        hand: list[str] = []
        if ranks and rng.random() < 0.7:
            rank = rng.choice(ranks)
            hand = [card for card in free if card[0] == rank][:2]
            for card in hand:
                free.remove(card)
        hand += [dense_card(rng, free) for _ in range(rng.randint(1, 4) - len(hand))]
        other = [dense_card(rng, free) for _ in range(rng.randint(0, 3))]
        candidate = {"rules": spec, "to_move": 0, "hands": [hand, other], "table": table}
        try:
            state = position_from_json(candidate)
        except PositionError as error:
            if "duty" not in str(error):
                raise
            continue  # the mover owns a build they cannot take: no such position (§4.4)
        positions.append((candidate, state))
    return positions


@pytest.mark.parametrize("config", DENSE_CONFIGS, ids=[json.dumps(c) for c in DENSE_CONFIGS])
def test_dense_positions_match_reference(config: dict[str, Any]) -> None:
    sample = Sample()
    failures: list[str] = []
    for position, state in dense_positions(config, DENSE_POSITIONS):
        sample.compared += 1
        count_legal(sample, state, state.legal_moves())
        problem = mismatch(state, position)
        if problem is not None:
            failures.append(problem)
    assert not failures, (
        f"{len(failures)} of {sample.compared} positions disagree; the first:\n{failures[0]}"
    )
    rules = rules_of(config)
    # Not vacuous: the option of §8 each set is about had moves to decide.
    if rules.ace_high:
        assert sample.ace_as_fourteen_legal >= 15, sample
    if rules.court_builds:
        assert sample.court_build_legal >= 25, sample
    if rules.duty_penalty:
        assert sample.owner_trail_legal >= 25, sample


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
    held = {NUMERIC_RANKS.index(card[0]) + 1 for card in hand if card[0] in NUMERIC_RANKS}
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
        # The mover owns a build only while holding its value (§4.4: no other position).
        owner = draw(st.integers(0, 1)) if value in held else 1
        table.append({"cards": cards, "value": value, "owner": owner})
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
