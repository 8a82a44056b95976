"""Positions and moves in the readable notation of NOTATION.md, for the tests."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cassino.engine.cards import Card
from cassino.engine.notation import format_move, parse_move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.userdata.presets import load, position_from_json


def position(
    rules: str | dict[str, Any], hands: list[list[str]], table: list[Any], **more: Any
) -> State:
    """A NOTATION.md position (seat 0 to move unless ``to_move`` is given)."""
    data: dict[str, Any] = {"rules": rules, "to_move": 0, "hands": hands, "table": table}
    data.update(more)
    return position_from_json(data)


def moves(state: State) -> set[str]:
    """The legal moves in the readable form of ``python -m cassino moves``."""
    listed = [format_move(move) for move in state.legal_moves()]
    assert len(listed) == len(set(listed)), f"a move is listed twice: {sorted(listed)}"
    return set(listed)


def play(state: State, *texts: str) -> State:
    for text in texts:
        state = state.apply(parse_move(text))
    return state


def finished(rules: str | dict[str, Any], captured: list[list[str]], **more: Any) -> State:
    """A played-out round: empty hands, table and stock; only the captured piles."""
    hands: list[list[str]] = [[] for _ in captured]
    return position(rules, hands, [], captured=captured, **more)


def codes(cards: Sequence[Card]) -> list[str]:
    return [card.code for card in cards]


def rules_for(preset: str, players: int) -> Rules:
    rules = load(preset)
    return rules if rules.players == players else rules.with_options(players=players)
