"""JSON read within bounds: every JSON the game reads (a position or a move on the command
line, a save, the statistics, the last game) comes through ``loads``.

Plain ``json.loads`` recurses once per level of nesting, so a few kilobytes of brackets
raise RecursionError; it also takes integers of thousands of digits (slow to read, and
overflowing wherever they are turned into floats) and NaN or Infinity. Here the nesting is
counted first in one linear scan, and numbers are refused unless a real file could hold
them.

>>> loads('{"seed": 12, "hands": [["8s"]]}')
{'seed': 12, 'hands': [['8s']]}
>>> loads("[" * 30 + "]" * 30)  # doctest: +IGNORE_EXCEPTION_DETAIL
Traceback (most recent call last):
...
cassino.engine.bounded_json.JsonRefused: nests deeper than 20 levels
"""

from __future__ import annotations

import json
import math
from typing import Any

MAX_DEPTH = 20  # a save nests six deep (save, position, table, build, cards)
MAX_DIGITS = 18  # a seed or a counter: anything longer is no number a game writes


class JsonRefused(ValueError):
    """JSON that is malformed or outside the bounds; the message says what is wrong, in a
    clause that follows the input's name: "the move" + " nests deeper than 20 levels"."""


def loads(text: str) -> Any:
    """``text`` as JSON, at most ``MAX_DEPTH`` levels deep, with finite numbers and whole
    numbers of at most ``MAX_DIGITS`` digits; JsonRefused otherwise."""
    _check_depth(text)
    try:
        return json.loads(
            text, parse_constant=_no_constant, parse_int=_whole_number, parse_float=_finite
        )
    except json.JSONDecodeError as error:
        raise JsonRefused(
            f"is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except _NotFinite:
        raise JsonRefused("holds a number that is not finite (NaN or Infinity)") from None
    except _TooLong:
        raise JsonRefused(f"holds a whole number longer than {MAX_DIGITS} digits") from None
    except RecursionError:  # cannot happen after the depth check; kept as a last guard
        raise JsonRefused(f"nests deeper than {MAX_DEPTH} levels") from None


class _NotFinite(Exception):
    pass


class _TooLong(Exception):
    pass


def _no_constant(name: str) -> Any:
    raise _NotFinite(name)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 reads as infinity
        raise _NotFinite(text[:20])
    return value


def _whole_number(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _TooLong(text[:20])
    return int(text)


def _check_depth(text: str) -> None:
    """Refuse nesting deeper than ``MAX_DEPTH`` before parsing (brackets inside strings
    are skipped), so that a deep document costs one linear scan."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return  # the common case, a short move or position: no scan needed
    depth = 0
    in_string = False
    escaped = False
    for char in text:
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                raise JsonRefused(f"nests deeper than {MAX_DEPTH} levels")
        elif char in "]}":
            depth -= 1
