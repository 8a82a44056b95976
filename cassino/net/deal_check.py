""" "Deal verified": a guest's check, at the game's end, that nobody chose its deck
(issue 58). Every program committed to a secret before any was revealed; the host sends
every secret at the end, and each round's deal with every hand once the round is over.
The check deals the game again from the secrets' seed, as the host's session does, plays
each round's moves through the engine, and compares every deal, and the guest's own hand
as it saw it, with what the host said.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cassino.engine import seeds
from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError
from cassino.engine.match import finish_round, next_round, start_round
from cassino.engine.notation import move_from_json, position_from_json, position_to_json
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.net import fair_deal


@dataclass(frozen=True)
class PlayedRecord:
    """One round as the host told it at the round's end."""

    start: Mapping[str, Any]  # the deal, every hand (``position_to_json``)
    moves: Sequence[Mapping[str, Any]]


def check_deals(
    rules: Rules,
    commitments: Sequence[str],
    secrets: Sequence[bytes],
    rounds: Sequence[PlayedRecord],
    own_hands: Mapping[int, tuple[Card, ...]] | None = None,
    seat: int | None = None,
) -> str | None:
    """None when every deal is the one the committed secrets give; otherwise what is
    wrong, in one sentence. ``own_hands`` (by round) are the hands the guest at ``seat``
    was dealt, as its views showed them."""
    if not fair_deal.verify(commitments, secrets):
        return "a revealed secret is not the one its program committed to"
    rng = seeds.deck_rng(fair_deal.deal_seed(secrets))
    dealt = start_round(rules, rng, dealer=0)
    for number, record in enumerate(rounds, start=1):
        if _comparable(position_to_json(dealt)) != _comparable(record.start):
            return f"round {number} was not dealt as the secrets say"
        hand = (own_hands or {}).get(number)
        if hand is not None and seat is not None and dealt.hands[seat] != hand:
            return f"the hand seen in round {number} is not the one dealt"
        try:
            end = _played(position_from_json(record.start, lambda spec: rules), record.moves)
        except CassinoError as error:
            return f"round {number} cannot be played again: {error}"
        result = finish_round(end)
        if number < len(rounds):
            dealt = next_round(end, result, rng)
    return None


def _played(state: State, moves: Sequence[Mapping[str, Any]]) -> State:
    for move in moves:
        state = state.apply(move_from_json(move))  # the engine checks each move
    return state


def _comparable(position: Mapping[str, Any]) -> dict[str, Any]:
    """A position as JSON text would carry it, without its rules' name (the guest knows
    the host's rules by their options, not by the name of a rule set it may not have)."""
    data: dict[str, Any] = json.loads(json.dumps(dict(position)))
    data.pop("rules", None)
    return data
