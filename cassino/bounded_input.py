"""What the command line reads, read within bounds (issue 20).

Every position, move and rules file the commands accept comes through here: a regular file
(never a FIFO or a device, which could block or never end) or standard input, at most
``MAX_INPUT_BYTES``, strict UTF-8; JSON with its nesting and its numbers bounded. Each
refusal is an ``InputError``: one sentence naming the input, which the command line prints
with exit status 2.
"""

from __future__ import annotations

import json
import math
import os
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO

from cassino.engine.errors import CassinoError

MAX_INPUT_BYTES = 1_000_000  # a position is a few hundred bytes, a rules file a few dozen lines
MAX_JSON_DEPTH = 20  # a position nests four deep (position, table, build, cards)
SHOWN_CHARACTERS = 60  # how much of a bad name or value a message repeats


class InputError(CassinoError):
    """Bad input found outside the engine (a missing file, malformed JSON, a bad argument)."""


def shown(text: object) -> str:
    """``text`` as a message may repeat it: a long name or value cut short."""
    words = str(text)
    if len(words) <= SHOWN_CHARACTERS:
        return words
    return words[:SHOWN_CHARACTERS] + f"… ({len(words):,} characters)"


def read_text(source: str, stdin: BinaryIO | None = None) -> str:
    """The text of the file ``source``, or of standard input for ``-``."""
    if source == "-":
        stream = stdin if stdin is not None else sys.stdin.buffer
        return _decoded(stream.read(MAX_INPUT_BYTES + 1), "standard input")
    path = Path(source)
    where = shown(source)
    try:
        # Opened without blocking, so that a FIFO with no writer cannot hang us; only a
        # regular file is then read.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        raise InputError(f"there is no file {where}") from None
    except IsADirectoryError:
        raise InputError(f"{where} is a folder, not a file") from None
    except OSError as error:
        raise InputError(f"cannot read {where}: {error.strerror}") from None
    except ValueError:
        raise InputError(f"cannot read {where}: a file name cannot hold a NUL") from None
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        if stat.S_ISDIR(mode):
            raise InputError(f"{where} is a folder, not a file")
        raise InputError(f"{where} is not a regular file (a device, a pipe or a socket)")
    try:
        data = read_at_most(descriptor, MAX_INPUT_BYTES + 1)
    except OSError as error:
        raise InputError(f"cannot read {where}: {error.strerror}") from None
    finally:
        os.close(descriptor)
    return _decoded(data, where)


def read_at_most(descriptor: int, limit: int) -> bytes:
    """Up to ``limit`` bytes of an open regular file, read to its end or the limit."""
    chunks: list[bytes] = []
    left = limit
    while left > 0:
        chunk = os.read(descriptor, min(left, 1 << 16))
        if not chunk:
            break
        chunks.append(chunk)
        left -= len(chunk)
    return b"".join(chunks)


def _decoded(data: bytes, where: str) -> str:
    if len(data) > MAX_INPUT_BYTES:
        raise InputError(f"{where} is longer than {MAX_INPUT_BYTES:,} bytes")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise InputError(f"{where} is not UTF-8 text") from None


def parse_json(text: str, where: str) -> Any:
    """JSON with at most ``MAX_JSON_DEPTH`` levels, finite numbers and integers Python can
    read; anything else refused in one sentence."""
    _check_depth(text, where)
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise InputError(
            f"{where} is not valid JSON (line {error.lineno}, column {error.colno}: {error.msg})"
        ) from None
    except _NotFinite:
        raise InputError(f"{where} holds a number that is not finite (NaN or Infinity)") from None
    except (ValueError, RecursionError):  # integers of thousands of digits
        raise InputError(f"{where} holds a number too long to read") from None


class _NotFinite(Exception):
    pass


def _no_constant(name: str) -> Any:
    raise _NotFinite(name)


def _check_depth(text: str, where: str) -> None:
    """Refuse nesting deeper than ``MAX_JSON_DEPTH`` before parsing (brackets inside
    strings are skipped), so that a deep document costs one linear scan."""
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
            if depth > MAX_JSON_DEPTH:
                raise InputError(f"{where} nests deeper than {MAX_JSON_DEPTH} levels")
        elif char in "]}":
            depth -= 1


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
