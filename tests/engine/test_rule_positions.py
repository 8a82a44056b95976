"""The engine's legal moves against a hand-derived table of rule positions.

`rule_positions.yaml` holds small positions with the complete set of legal moves of the player
to move, derived by hand from RULES.md. A disagreement means either the table or the engine
misreads the rules; the case's `why` names the section that decides.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from case_tables import load_cases

from cassino.engine.moves import format_move
from cassino.engine.notation import parse_move
from cassino.userdata.presets import position_from_json

CASES_FILE = Path(__file__).with_name("rule_positions.yaml")
CASE_KEYS = {"name", "why", "position", "moves"}


CASES = load_cases(CASES_FILE)


def test_table_is_well_formed() -> None:
    assert len(CASES) >= 45
    names = [case.get("name") for case in CASES]
    assert [name for name, count in Counter(names).items() if count > 1] == []
    for case in CASES:
        assert set(case) == CASE_KEYS, case.get("name")
        assert isinstance(case["position"], dict), case["name"]
        moves = case["moves"]
        assert moves and all(isinstance(move, str) for move in moves), case["name"]
        repeated = [move for move, count in Counter(moves).items() if count > 1]
        assert repeated == [], f"{case['name']}: expected moves listed twice: {repeated}"


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_legal_moves_match_table(case: dict[str, Any]) -> None:
    state = position_from_json(case["position"])
    legal = state.legal_moves()
    printed = [format_move(move) for move in legal]

    duplicates = sorted(move for move, count in Counter(printed).items() if count > 1)
    assert duplicates == [], f"the engine lists these moves more than once: {duplicates}"
    assert len(set(legal)) == len(legal), "the engine lists equal Move objects more than once"

    expected = set(case["moves"])
    got = set(printed)
    assert sorted(got - expected) == [], f"engine allows moves the rules forbid ({case['why']})"
    assert sorted(expected - got) == [], f"engine misses legal moves ({case['why']})"


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_expected_moves_apply(case: dict[str, Any]) -> None:
    """Every move of the table parses, round-trips through the notation and can be played."""
    state = position_from_json(case["position"])
    for text in case["moves"]:
        move = parse_move(text)
        assert format_move(move) == text
        state.apply(move)
