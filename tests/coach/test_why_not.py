"""Why a clicked table item cannot join the selection: the engine's reason, and None
exactly when some legal move of the card uses the chosen items and the clicked one."""

from __future__ import annotations

from random import Random

import pytest
from coach_helpers import positions

from cassino.coach.why_not import why_not
from cassino.engine.cards import Card
from cassino.engine.refusal_words import TEMPLATES
from cassino.engine.table import Item, item_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load, position_from_json


def item(state, code: str) -> Item:  # type: ignore[no-untyped-def]
    return next(i for i in state.table if item_cards(i)[0] == Card(code))


POSITION = {
    "to_move": 0,
    "hands": [["9c", "5h", "8h"], ["4h", "Kc"]],
    "table": [
        "3c",
        "4d",
        "5s",
        "Kh",
        {"cards": ["6s", "2c"], "value": 8, "owner": 1},
        {"cards": ["7d", "7c"], "value": 7, "owner": 1},
    ],
}


@pytest.mark.parametrize(
    ("card", "chosen", "clicked", "said"),
    [
        ("9c", ["4d"], "5s", None),  # 4 5 make 9
        ("9c", ["4d", "5s"], "3c", "those cards do not split into groups worth 9 for 9♣"),
        ("9c", [], "Kh", "K♥ has no value to add up: only a king takes a king"),
        ("9c", [], "7d", "the build of 7s 7♦ 7♣ can be taken only by a 7"),
        ("5h", ["3c"], "Kh", "K♥ has no value to add up: only a king takes a king"),
        ("5h", ["3c"], "4d", "those cards do not make groups worth 8 with 5♥"),  # 5+3 builds 8
        ("8h", [], "2c", None),  # the opponent's 8-build 2♣ 6♠
        ("9c", ["4d"], "4d", None),  # already chosen: the click takes it out
    ],
)
def test_the_reason_is_the_engines(
    card: str, chosen: list[str], clicked: str, said: str | None
) -> None:
    state = position_from_json(POSITION)
    reason = why_not(state, Card(card), [item(state, c) for c in chosen], item(state, clicked))
    assert (None if reason is None else str(reason)) == said


def test_a_view_answers_like_the_position() -> None:
    state = position_from_json(POSITION)
    view = PlayerView.of(state, 0)
    reason = why_not(view, Card("9c"), [item(state, "4d"), item(state, "5s")], item(state, "3c"))
    assert reason is not None and reason.template in TEMPLATES


@pytest.mark.parametrize("name", ["classic", "royal", "buckeye", "trailing_royals", "pluck"])
def test_none_exactly_when_a_legal_move_uses_them_all(name: str) -> None:
    rules = load(name)
    rng = Random(5)
    tried = refused = 0
    for seed in range(3):
        for state, _ in positions(rules, seed):
            if len(state.table) < 2:
                continue
            seat = state.to_move
            for card in state.hands[seat]:
                chosen = [i for i in state.table if rng.random() < 0.3][:2]
                for clicked in state.table:
                    if clicked in chosen:
                        continue
                    wanted = {c for i in [*chosen, clicked] for c in item_cards(i)}
                    fits = any(
                        m.card == card and m.action != "pluck" and wanted <= set(m.table)
                        for m in state.legal_moves()
                    )
                    reason = why_not(state, card, chosen, clicked)
                    assert (reason is None) == fits, (card, chosen, clicked, state)
                    if reason is not None:
                        assert reason.template in TEMPLATES
                        refused += 1
                    tried += 1
    assert tried > 100 and refused > 50
