"""The hint's reasons against a table of positions (``hint_reasons.yaml``): each reason
says what the move banks, protects and risks, in English and in Spanish, and the hint
avoids handing the opponent a sweep when an equally good move does not."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from random import Random
from typing import Any

import pytest
from ai_helpers import SMALL_HARD
from case_tables import load_cases

from cassino import i18n
from cassino.ai.hints import hint, reason_parts
from cassino.engine.moves import format_move
from cassino.engine.notation import parse_move
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView
from cassino.ui.reasons import say
from cassino.userdata.presets import position_from_json

CASES_FILE = Path(__file__).with_name("hint_reasons.yaml")
CASE_KEYS = {"name", "covers", "position", "move", "reason"}
OPTIONAL_KEYS = {"seen_rest", "es", "hint"}
BANNER_CHARACTERS = 90  # a reason longer than this no longer fits the hint banner
COVERED = (
    "capture of point cards",
    "capture of own build",
    "capture of opponent's build",
    "building to protect",
    "raising",
    "multiple build",
    "trailing a low card",
    "trailing when only point cards are left",
    "trail onto an empty table",
    "last cards of the round",
    "sweep available",
    "ace-high",
    "a team game",
)


CASES = load_cases(CASES_FILE)


def case_view(case: dict[str, Any]) -> PlayerView:
    """The player to move's view of the case's position."""
    state = position_from_json(case["position"])
    if case.get("seen_rest"):
        state = _rest_seen(state)
    return PlayerView.of(state, state.to_move)


def _rest_seen(state: State) -> State:
    named = {card for hand in state.hands for card in hand}
    named.update(table_cards(state.table), state.stock)
    for pile in state.captured:
        named.update(pile)
    rest = tuple(card for card in state.rules.cards if card not in named)
    return state._replace(captured=(state.captured[0] + rest, *state.captured[1:]))


def test_table_is_well_formed_and_covers_the_issue() -> None:
    assert len(CASES) >= 30
    names = [case.get("name") for case in CASES]
    assert [name for name, count in Counter(names).items() if count > 1] == []
    for case in CASES:
        assert CASE_KEYS <= set(case) <= CASE_KEYS | OPTIONAL_KEYS, case.get("name")
    covers = " ".join(case["covers"] for case in CASES)
    assert [topic for topic in COVERED if topic not in covers] == []


@pytest.mark.parametrize("case", CASES, ids=[case["name"] for case in CASES])
def test_reason_says_what_the_move_does(case: dict[str, Any]) -> None:
    view = case_view(case)
    move = parse_move(case["move"])
    legal = {format_move(m): m for m in view.legal_moves()}
    assert format_move(move) in legal, f"{case['move']} is not legal here: {sorted(legal)}"
    cause = reason_parts(view, legal[format_move(move)])
    assert str(cause) == case["reason"]
    assert len(str(cause)) <= BANNER_CHARACTERS
    if "es" in case:
        i18n.set_language("es")
        try:
            spanish = say(cause)
        finally:
            i18n.set_language("en")
        assert spanish == case["es"]
        assert len(spanish) <= BANNER_CHARACTERS


HINTED = [case for case in CASES if "hint" in case]


@pytest.mark.parametrize("case", HINTED, ids=[case["name"] for case in HINTED])
def test_hint_is_one_of_the_moves_expected(case: dict[str, Any]) -> None:
    view = case_view(case)
    given = hint(view, Random(7), SMALL_HARD)
    assert format_move(given.move) in {format_move(parse_move(m)) for m in case["hint"]}
    assert given.cause == reason_parts(view, given.move)
