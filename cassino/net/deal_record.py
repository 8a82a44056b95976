"""A networked game's record of its deals (issue 58): the start (every program's
commitment to its secret), each round's deal and moves as the host told them at the
round's end, and the game's end with every secret. ``check`` does what every window does
at the game's end ("deal verified"), for ``cassino verify-deal``; ``cassino join`` and
``cassino host`` write one with ``--record``, and the window keeps its last networked
game's (``locations.last_networked_game_path``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from cassino.engine.errors import CassinoError
from cassino.engine.rules import Rules
from cassino.net.deal_check import PlayedRecord, check_deals
from cassino.net.messages import GameOver, Message, RoundOver, Start
from cassino.net.protocol import ProtocolError, decode, encode

FORMAT = 1


class RecordError(Exception):
    """A record that cannot be read as one; one sentence."""


@dataclass(frozen=True)
class DealRecord:
    start: Start
    rounds: tuple[RoundOver, ...]
    over: GameOver

    def checked(self) -> str | None:
        """None when every deal is the one the committed secrets give; else what is wrong."""
        try:
            rules = Rules.from_options(self.start.options, "the host's rules", self.start.preset)
        except CassinoError as error:
            return f"the game's rules cannot be played here: {error}"
        played = [PlayedRecord(r.start, r.moves) for r in self.rounds]
        return check_deals(rules, self.start.commitments, self.over.secrets, played)


def to_text(record: DealRecord) -> str:
    data = {
        "format": FORMAT,
        "start": _as_json(record.start),
        "rounds": [_as_json(played) for played in record.rounds],
        "game_over": _as_json(record.over),
    }
    return json.dumps(data, ensure_ascii=False)


def from_json(data: Any) -> DealRecord:
    """The record in ``data`` (bounded JSON already parsed); RecordError saying why not."""
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise RecordError("it is not a record of a networked game's deals")
    rounds = data.get("rounds")
    if not isinstance(rounds, Sequence) or isinstance(rounds, str):
        raise RecordError("its rounds are not a list")
    start = _message(data.get("start"), "its start")
    over = _message(data.get("game_over"), "its end")
    played = [_message(entry, f"round {n}") for n, entry in enumerate(rounds, start=1)]
    if not isinstance(start, Start) or not isinstance(over, GameOver):
        raise RecordError("its start or its end is not what a host sends")
    if not all(isinstance(entry, RoundOver) for entry in played):
        raise RecordError("a round of it is not what a host sends at a round's end")
    return DealRecord(start, tuple(e for e in played if isinstance(e, RoundOver)), over)


def _message(data: Any, what: str) -> Message:
    try:
        return decode(json.dumps(data), "to_guest")
    except (ProtocolError, TypeError, ValueError) as error:
        raise RecordError(f"{what} cannot be read: {error}") from None


def _as_json(message: Message) -> Any:
    return json.loads(encode(message))
