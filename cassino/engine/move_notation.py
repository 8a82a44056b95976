"""Moves as JSON and in readable form (``9c takes 4d 5h``, ``2h builds 9 on 7d``, ``Kd
trails``), both ways (docs/notation.md); ``notation`` offers them with the positions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError, MoveError
from cassino.engine.moves import Move
from cassino.engine.notation_fields import read_card, read_cards, shown_value, unknown_key

MOVE_KEYS = ("card", "action", "table", "value", "pluck", "partner")
ACTIONS = ("trail", "capture", "build", "pluck")


def move_to_json(move: Move) -> dict[str, Any]:
    data: dict[str, Any] = {
        "card": move.card.code,
        "action": move.action,
        "table": [card.code for card in move.table],
        "value": move.value,
    }
    if move.pluck is not None:
        data["pluck"] = move.pluck.code
    if move.partner is not None:
        data["partner"] = move.partner.code
    return data


def move_from_json(data: object) -> Move:
    if not isinstance(data, Mapping):
        raise MoveError("a move must be a JSON object with card, action, table and value")
    key = unknown_key(data, MOVE_KEYS)
    if key is not None:
        raise MoveError(f"unknown move key {shown_value(key)}; the keys are {', '.join(MOVE_KEYS)}")
    if "card" not in data or "action" not in data:
        raise MoveError("a move needs 'card' and 'action'")
    action = data["action"]
    if action not in ACTIONS:
        raise MoveError(
            f"unknown action {shown_value(action)}; the actions are {', '.join(ACTIONS)}"
        )
    card = read_card(data["card"], "card")
    seen: set[Card] = set()
    table = tuple(sorted(read_cards(data.get("table", []), "move table", seen)))
    value = data.get("value")
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise MoveError(
            f"the move's value must be a whole number or null, not {shown_value(value)}"
        )
    if action == "build" and value is None:
        raise MoveError("a build move needs its announced value")
    pluck = data.get("pluck")
    plucked = None if pluck is None else read_card(pluck, "pluck")
    if action == "pluck":
        return Move(card, "pluck", (card,))
    partner = data.get("partner")
    second = None if partner is None else read_card(partner, "partner")
    if second is not None and action != "capture":
        raise MoveError("only a capture may be played with a partner card")
    value = None if action == "trail" else value
    return Move(card, action, table, value, plucked, second)


def parse_move(text: str) -> Move:
    """A move in readable form (``9c takes 4d 5h``, ``2h builds 9 on 7d``, ``Kd trails``)
    or as a JSON object."""
    stripped = text.strip()
    if stripped.startswith("{"):
        try:
            data = load_json(stripped)
        except JsonRefused as error:
            raise MoveError(f"the move {error}") from None
        try:
            return move_from_json(data)
        except ValueError as error:
            if isinstance(error, CassinoError):
                raise
            raise MoveError(f"the move is not a valid move object: {error}") from None
    main, _, after = stripped.partition(",")
    plucked = None
    if after:
        tail = after.split()
        if len(tail) != 2 or tail[0].lower() not in ("plucks", "pluck"):
            raise MoveError(f"cannot read the move {shown_value(text)}: {_READABLE_HELP}")
        plucked = read_card(tail[1], "pluck")
    words = main.split()
    if len(words) == 2 and words[0].lower() == "pluck" and plucked is None:
        card = read_card(words[1], "pluck")
        return Move(card, "pluck", (card,))
    if len(words) < 2:
        raise MoveError(f"cannot read the move {shown_value(text)}: {_READABLE_HELP}")
    card = read_card(words[0], "card")
    value: int | None = None
    if len(words) > 4 and words[1].lower() == "with" and words[3].lower() in ("takes", "take"):
        # Two hand cards (hand_pair_capture): ``4d with 5c takes 9s``.
        partner = read_card(words[2], "partner")
        taken = tuple(sorted(read_cards(words[4:], "move", set())))
        return Move(card, "capture", taken, None, plucked, partner)
    if len(words) > 3 and words[1].lower() == "as":
        value = _whole_word(words[2])
        words = [words[0], *words[3:]]
    verb = words[1].lower()
    seen: set[Card] = set()
    if verb in ("trails", "trail") and len(words) == 2 and value is None:
        return Move(card, "trail", (), None, plucked)
    if verb in ("takes", "take", "captures", "capture") and len(words) > 2:
        taken = tuple(sorted(read_cards(words[2:], "move", seen)))
        return Move(card, "capture", taken, value, plucked)
    if (
        verb in ("builds", "build")
        and len(words) > 4
        and words[3].lower() == "on"
        and value is None
    ):
        announced = _whole_word(words[2])
        built = tuple(sorted(read_cards(words[4:], "move", seen)))
        return Move(card, "build", built, announced, plucked)
    raise MoveError(f"cannot read the move {shown_value(text)}: {_READABLE_HELP}")


_READABLE_HELP = (
    "write e.g. '9c takes 4d 5h', '2h builds 9 on 7d', 'Kd trails', 'Ah as 14 takes Kd', "
    "'pluck 7c' or '9c takes 4d 5h, plucks 7c'"
)


def _whole_word(word: str) -> int:
    # ASCII digits only: str.isdigit is also true of ٩ and ², which int() reads or refuses.
    if not (word.isascii() and word.isdigit()) or len(word) > 2:
        raise MoveError(f"{shown_value(word)} is not a build value")
    return int(word)
