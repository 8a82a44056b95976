"""What the command line reads, read within bounds (issue 20).

Every position, move and rules file the commands accept comes through here: a regular file
(never a FIFO or a device, which could block or never end) or standard input, at most
``MAX_INPUT_BYTES``, strict UTF-8; JSON with its nesting and its numbers bounded. Each
refusal is an ``InputError``: one sentence naming the input, which the command line prints
with exit status 2.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path
from typing import Any, BinaryIO

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.engine.errors import CassinoError
from cassino.game.names import shown
from cassino.userdata import door

MAX_INPUT_BYTES = 1_000_000  # a position is a few hundred bytes, a rules file a few dozen lines


class InputError(CassinoError):
    """Bad input found outside the engine (a missing file, malformed JSON, a bad argument)."""


def read_text(source: str, stdin: BinaryIO | None = None) -> str:
    """The text of the file ``source`` (read through the door: a regular file or a link to
    one, never a FIFO or a device), or of standard input for ``-``."""
    if source == "-":
        stream = stdin if stdin is not None else sys.stdin.buffer
        return _decoded(stream.read(MAX_INPUT_BYTES + 1), "standard input")
    where = shown(source)
    try:
        data = door.read_bytes(Path(source), MAX_INPUT_BYTES)
    except door.Refused as refused:
        if refused.detail is not None:
            raise InputError(f"cannot read {where}: {refused.detail}") from None
        raise InputError(f"{where} {refused}") from None
    if data is None:
        raise InputError(f"there is no file {where}")
    return _decoded(data, where)


def _decoded(data: bytes, where: str) -> str:
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{where} is longer than {MAX_INPUT_BYTES:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{where} is not UTF-8 text") from None


def parse_json(text: str, where: str) -> Any:
    """JSON within the bounds of ``bounded_json`` (nesting, finite numbers, digits);
    anything else refused in one sentence naming ``where``."""
    try:
        return load_json(text)
    except JsonRefused as error:
        raise InputError(f"{where} {error}") from None


def is_file(path: Path) -> bool:
    """``path.is_file()``, false too where pathlib raises (a name too long, a NUL)."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def exists(path: Path) -> bool:
    try:
        return path.exists()
    except (OSError, ValueError):
        return False


def whole_number(text: str) -> int:
    """An argparse type: a whole number written in ASCII digits (``int`` would also take
    ``٣`` or ``1_000``), of at most 18 digits."""
    digits = text[1:] if text.startswith("-") else text
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
        raise ValueError(text)
    return int(text)


def seconds(text: str) -> float:
    """An argparse type: a finite time in seconds, from 0.01 to 3600."""
    try:
        value = float(text)
    except ValueError:
        raise ValueError(text) from None
    if not text.isascii() or not math.isfinite(value) or not 0.01 <= value <= 3600:
        raise ValueError(text)
    return value


whole_number.__name__ = "whole number"  # argparse names the type in its message
seconds.__name__ = "time in seconds from 0.01 to 3600"
