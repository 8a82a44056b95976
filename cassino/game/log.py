"""The game's log as data: each entry a ``Reason`` (a template and its parameters), with
the round and the move of the round it tells, so undo takes back exactly the entries of
the moves it takes back, and a resumed game tells its log in the language of the day.

Entries travel in the autosave as JSON: ``{"round": 2, "ply": 5, "text": "{name} trailed
{card}", "with": {"name": "Ana", "card": "7♣"}}``; a parameter that is a phrase is such an
object itself. A line of an older save (plain text) is kept as text.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cassino.engine.reasons import Param, Reason

MAX_DEPTH = 8  # phrases inside phrases: the deepest a real entry nests is 4
MAX_TEXT = 400  # characters of one template or parameter: real ones are under 100


class LogFormatError(ValueError):
    """A log entry of a save that is not one the game writes."""


@dataclass(frozen=True)
class LogEntry:
    round: int
    ply: int | None  # the move of the round it tells; None: not a move (a deal, a call)
    words: Reason


def verbatim(text: str) -> Reason:
    """Text kept as it is (an older save's line): braces escaped, no parameters."""
    return Reason(text.replace("{", "{{").replace("}", "}}"))


def entry_to_json(entry: LogEntry) -> dict[str, Any]:
    return {"round": entry.round, "ply": entry.ply, **reason_to_json(entry.words)}


def reason_to_json(reason: Reason) -> dict[str, Any]:
    data: dict[str, Any] = {"text": reason.template}
    if reason.params:
        data["with"] = {
            name: reason_to_json(value) if isinstance(value, Reason) else value
            for name, value in reason.params.items()
        }
    return data


def entry_from_json(data: object, round_number: int) -> LogEntry:
    """An entry of the save; a plain string (an older save) is a line of text of
    ``round_number`` that no undo takes back."""
    if isinstance(data, str):
        return LogEntry(round_number, None, verbatim(_text(data)))
    if not isinstance(data, Mapping):
        raise LogFormatError("a log entry must be text or an object")
    round_value, ply = data.get("round"), data.get("ply")
    if isinstance(round_value, bool) or not isinstance(round_value, int) or round_value < 1:
        raise LogFormatError(f"a log entry's round must be a whole number, not {round_value!r}")
    if ply is not None and (isinstance(ply, bool) or not isinstance(ply, int) or ply < 0):
        raise LogFormatError(f"a log entry's move must be a whole number, not {ply!r}")
    return LogEntry(round_value, ply, reason_from_json(data, 0))


def reason_from_json(data: object, depth: int) -> Reason:
    if depth > MAX_DEPTH:
        raise LogFormatError("a log entry is nested too deeply")
    if not isinstance(data, Mapping) or not isinstance(data.get("text"), str):
        raise LogFormatError("a log entry needs its text")
    params: dict[str, Param] = {}
    raw = data.get("with", {})
    if not isinstance(raw, Mapping):
        raise LogFormatError("a log entry's values must be an object")
    for name, value in raw.items():
        if isinstance(value, Mapping):
            params[str(name)] = reason_from_json(value, depth + 1)
        elif isinstance(value, str):
            params[str(name)] = _text(value)
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**6:
            params[str(name)] = value
        else:
            raise LogFormatError(f"a log entry's value {name!r} is not text or a number")
    reason = Reason(_text(data["text"]), params)
    try:
        str(reason)
    except (KeyError, IndexError, ValueError) as error:
        raise LogFormatError(f"a log entry's text does not fit its values ({error})") from None
    return reason


def _text(value: str) -> str:
    if len(value) > MAX_TEXT:
        raise LogFormatError(f"a log entry is {len(value)} characters long")
    return value
