"""The messages of a networked game on the wire: each a small JSON object with the
protocol's version and its type (issue 58; the messages themselves are in ``messages``).

Every message is refused before anything else reads it when it is larger than
``MAX_MESSAGE_BYTES``, is not bounded JSON, speaks another version, is of a kind the
receiver does not take, or holds a field of the wrong shape: ``ProtocolError``, one
sentence, and the connection can be dropped without harm to the game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any, Literal

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.engine.errors import CassinoError
from cassino.engine.notation import move_from_json, move_to_json
from cassino.game.names import name_problem, shown
from cassino.net.messages import (
    QUICK_MESSAGES,
    SEAT_KINDS,
    GameOver,
    Hello,
    Message,
    Ping,
    PlayMove,
    Pong,
    Ready,
    Refused,
    Reveal,
    RoundOver,
    Said,
    Say,
    Seats,
    SeatState,
    Start,
    ViewUpdate,
    Welcome,
)

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 65_536  # a view with a whole round's plays is under 20 kB
MAX_PLY = 1_000  # moves in one round: 52 cards and the plucks are far fewer
MAX_SEATS = 6
MAX_OPTIONS = 64  # the rules have about 40 options
MAX_POINTS = 10**6
_TOKEN = re.compile(r"^[0-9a-f]{32}$")  # 128 random bits, as the host makes them
_HASH = re.compile(r"^[0-9a-f]{64}$")  # a SHA-256 or a 32-byte secret, in hex

Direction = Literal["to_host", "to_guest"]


class ProtocolError(CassinoError):
    """A message that is not one the other side may send; the message says why."""


_KINDS: dict[type, str] = {
    Hello: "hello",
    Reveal: "reveal",
    PlayMove: "move",
    Ready: "ready",
    Say: "say",
    Ping: "ping",
    Welcome: "welcome",
    Seats: "seats",
    Start: "start",
    Refused: "refused",
    ViewUpdate: "view",
    RoundOver: "round_over",
    GameOver: "game_over",
    Said: "said",
    Pong: "pong",
}
_TAKEN: dict[Direction, frozenset[str]] = {
    "to_host": frozenset({"hello", "reveal", "move", "ready", "say", "ping"}),
    "to_guest": frozenset(
        {"welcome", "seats", "start", "refused", "view", "round_over", "game_over"}
        | {"said", "pong"}
    ),
}


def encode(message: Message) -> str:
    """``message`` as the text sent on the connection."""
    fields: dict[str, Any] = {"v": PROTOCOL_VERSION, "type": _KINDS[type(message)]}
    fields.update(_fields(message))
    return json.dumps(fields, ensure_ascii=False, separators=(",", ":"))


def _fields(message: Message) -> dict[str, Any]:
    if isinstance(message, Hello):
        optional = {"token": message.token, "commitment": message.commitment}
        return {"name": message.name} | {k: v for k, v in optional.items() if v is not None}
    if isinstance(message, Reveal):
        return {"secret": message.secret.hex()}
    if isinstance(message, PlayMove):
        return {"move": move_to_json(message.move), "ply": message.ply}
    if isinstance(message, Say):
        return {"quick": message.quick}
    if isinstance(message, Said):
        return {"seat": message.seat, "quick": message.quick}
    if isinstance(message, Welcome):
        return {"seat": message.seat, "token": message.token}
    if isinstance(message, Seats):
        return {"seats": [vars(seat) for seat in message.seats]}
    if isinstance(message, Start):
        return {
            "options": dict(message.options),
            "preset": message.preset,
            "names": list(message.names),
            "commitments": list(message.commitments),
            "hints": message.hints,
        }
    if isinstance(message, Refused):
        return {"reason": message.reason}
    if isinstance(message, ViewUpdate):
        return {"view": dict(message.view), "ply": message.ply}
    if isinstance(message, RoundOver):
        moves = [dict(move) for move in message.moves]
        return {"totals": list(message.totals), "start": dict(message.start), "moves": moves}
    if isinstance(message, GameOver):
        return {
            "totals": list(message.totals),
            "winner": message.winner,
            "reason": message.reason,
            "secrets": [secret.hex() for secret in message.secrets],
        }
    return {}  # Ready, Ping, Pong: the type says it all


def decode(text: str | bytes, direction: Direction) -> Message:
    """The message ``text`` holds, if it is one the receiver (``direction``) takes;
    ProtocolError saying why not."""
    size = len(text.encode("utf-8", "surrogatepass") if isinstance(text, str) else text)
    if size > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"a message of {size:,} bytes is longer than {MAX_MESSAGE_BYTES:,}")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise ProtocolError("a message is not UTF-8 text") from None
    try:
        data = load_json(text)
    except JsonRefused as error:
        raise ProtocolError(f"the message {error}") from None
    if not isinstance(data, dict):
        raise ProtocolError("a message must be a JSON object")
    version = data.get("v")
    if version != PROTOCOL_VERSION:
        raise ProtocolError(
            f"the other side speaks version {shown(version)} of the game's protocol and this "
            f"game version {PROTOCOL_VERSION}: both need the same version of Cassino"
        )
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _TAKEN[direction]:
        raise ProtocolError(f"a message of type {shown(kind)} is not taken here")
    return _READERS[kind](data)


def _hello(data: Mapping[str, Any]) -> Hello:
    name = _name(data.get("name"), "name")
    token = _token(data) if data.get("token") is not None else None
    commitment = _hex(data, "commitment") if data.get("commitment") is not None else None
    return Hello(name, token, commitment)


def _move(data: Mapping[str, Any]) -> PlayMove:
    try:
        move = move_from_json(data.get("move"))
    except CassinoError as error:
        raise ProtocolError(f"the move cannot be read: {error}") from None
    return PlayMove(move, _whole(data.get("ply"), "ply", MAX_PLY))


def _seats(data: Mapping[str, Any]) -> Seats:
    seats = []
    for entry in _list(data.get("seats"), "seats", MAX_SEATS):
        if not isinstance(entry, dict):
            raise ProtocolError("each of 'seats' must be a JSON object")
        kind = entry.get("kind")
        if kind not in SEAT_KINDS:
            raise ProtocolError(f"{shown(kind)} is not a kind of seat")
        name = entry.get("name")
        connected = entry.get("connected")
        if not isinstance(connected, bool):
            raise ProtocolError("'connected' must be true or false")
        seats.append(SeatState(kind, None if name is None else _name(name, "name"), connected))
    return Seats(tuple(seats))


def _start(data: Mapping[str, Any]) -> Start:
    options = data.get("options")
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise ProtocolError(f"'options' must be a JSON object of at most {MAX_OPTIONS} rules")
    preset = _string(data, "preset")
    if len(preset) > 64:
        raise ProtocolError("'preset' is longer than 64 characters")
    names = tuple(_name(name, "names") for name in _list(data.get("names"), "names", MAX_SEATS))
    commitments = _list(data.get("commitments"), "commitments", MAX_SEATS + 1)
    hints = data.get("hints", False)
    if not isinstance(hints, bool):
        raise ProtocolError("'hints' must be true or false")
    committed = tuple(_hex_text(c, "commitments") for c in commitments)
    return Start(options, preset, names, committed, hints)


def _refused(data: Mapping[str, Any]) -> Refused:
    reason = _string(data, "reason")
    if len(reason) > 500:
        raise ProtocolError("a refusal's reason is longer than 500 characters")
    return Refused(reason)


def _view(data: Mapping[str, Any]) -> ViewUpdate:
    return ViewUpdate(_object(data, "view"), _whole(data.get("ply"), "ply", MAX_PLY))


def _round_over(data: Mapping[str, Any]) -> RoundOver:
    moves = _list(data.get("moves"), "moves", MAX_PLY)
    if not all(isinstance(move, dict) for move in moves):
        raise ProtocolError("each of 'moves' must be a JSON object")
    return RoundOver(_totals(data), _object(data, "start"), tuple(moves))


def _game_over(data: Mapping[str, Any]) -> GameOver:
    reason = _string(data, "reason")
    if len(reason) > 500:
        raise ProtocolError("the game's reason is longer than 500 characters")
    secrets = _list(data.get("secrets"), "secrets", MAX_SEATS + 1)
    return GameOver(
        _totals(data),
        _whole(data.get("winner"), "winner", MAX_SEATS - 1),
        reason,
        tuple(bytes.fromhex(_hex_text(secret, "secrets")) for secret in secrets),
    )


_READERS: dict[str, Callable[[Mapping[str, Any]], Message]] = {
    "hello": _hello,
    "reveal": lambda data: Reveal(bytes.fromhex(_hex(data, "secret"))),
    "move": _move,
    "ready": lambda data: Ready(),
    "say": lambda data: Say(_quick(data)),
    "ping": lambda data: Ping(),
    "welcome": lambda data: Welcome(_whole(data.get("seat"), "seat", MAX_SEATS - 1), _token(data)),
    "seats": _seats,
    "start": _start,
    "refused": _refused,
    "view": _view,
    "round_over": _round_over,
    "game_over": _game_over,
    "said": lambda data: Said(_whole(data.get("seat"), "seat", MAX_SEATS - 1), _quick(data)),
    "pong": lambda data: Pong(),
}


def _string(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ProtocolError(f"'{key}' must be text")
    return value


def _name(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise ProtocolError(f"'{key}' must be text")
    problem = name_problem(value)
    if problem is not None:
        raise ProtocolError(f"the name {shown(value)} {problem}")
    return value


def _object(data: Mapping[str, Any], key: str) -> Mapping[str, Any]:
    value = data.get(key)
    if not isinstance(value, dict):
        raise ProtocolError(f"'{key}' must be a JSON object")
    return value


def _list(value: object, key: str, most: int) -> list[Any]:
    if not isinstance(value, list) or len(value) > most:
        raise ProtocolError(f"'{key}' must be a list of at most {most}")
    return value


def _whole(value: object, key: str, most: int, least: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise ProtocolError(f"'{key}' must be a whole number from {least} to {most}")
    return value


def _totals(data: Mapping[str, Any]) -> tuple[int, ...]:
    totals = _list(data.get("totals"), "totals", MAX_SEATS)
    return tuple(_whole(total, "totals", MAX_POINTS, -MAX_POINTS) for total in totals)


def _token(data: Mapping[str, Any]) -> str:
    token = _string(data, "token")
    if not _TOKEN.match(token):
        raise ProtocolError("'token' is not a seat's token")
    return token


def _hex(data: Mapping[str, Any], key: str) -> str:
    return _hex_text(data.get(key), key)


def _hex_text(value: object, key: str) -> str:
    if not isinstance(value, str) or not _HASH.match(value):
        raise ProtocolError(f"'{key}' must be 64 hexadecimal digits")
    return value


def _quick(data: Mapping[str, Any]) -> str:
    quick = _string(data, "quick")
    if quick not in QUICK_MESSAGES:
        raise ProtocolError(f"{shown(quick)} is not one of the quick messages")
    return quick
