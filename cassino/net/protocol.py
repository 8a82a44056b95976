"""The messages of a networked game, each a small JSON object with the protocol's version
(issue 58; ``docs/network.md`` will list them for players who run a relay).

A guest sends ``hello`` (its name, and the token of its seat when it comes back),
``move`` (the move it chose and how many moves of the round it had seen), ``say`` (one of
the quick messages) and ``ping``. The host answers ``welcome`` (the seat and its secret
token), ``refused`` (one sentence), ``view`` (the guest's own ``PlayerView`` as
``engine.view_notation`` writes it: never another's hidden card), ``said`` and ``pong``.

Every message is refused before anything else reads it when it is larger than
``MAX_MESSAGE_BYTES``, is not bounded JSON, speaks another version, is of a kind the
receiver does not take, or holds a field of the wrong shape: ``ProtocolError``, one
sentence, and the connection can be dropped without harm to the game.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.engine.errors import CassinoError
from cassino.engine.moves import Move
from cassino.engine.notation import move_from_json, move_to_json
from cassino.game.names import name_problem, shown

PROTOCOL_VERSION = 1
MAX_MESSAGE_BYTES = 65_536  # a view with a whole round's plays is under 20 kB
MAX_PLY = 1_000  # moves in one round: 52 cards and the plucks are far fewer
QUICK_MESSAGES = ("good_game", "nice_sweep", "your_turn", "one_moment")
_TOKEN = re.compile(r"^[0-9a-f]{32}$")  # 128 random bits, as the host makes them

Direction = Literal["to_host", "to_guest"]


class ProtocolError(CassinoError):
    """A message that is not one the other side may send; the message says why."""


@dataclass(frozen=True)
class Hello:
    name: str
    token: str | None = None  # the seat's token, when a guest comes back


@dataclass(frozen=True)
class PlayMove:
    move: Move
    ply: int  # the moves of the round the guest had seen: a stale move is refused


@dataclass(frozen=True)
class Say:
    quick: str  # one of QUICK_MESSAGES


@dataclass(frozen=True)
class Ping:
    pass


@dataclass(frozen=True)
class Welcome:
    seat: int
    token: str


@dataclass(frozen=True)
class Refused:
    reason: str


@dataclass(frozen=True)
class ViewUpdate:
    view: Mapping[str, Any]  # ``view_to_json``; read with the rules by ``view_from_json``
    ply: int


@dataclass(frozen=True)
class Said:
    seat: int
    quick: str


@dataclass(frozen=True)
class Pong:
    pass


ToHost = Hello | PlayMove | Say | Ping
ToGuest = Welcome | Refused | ViewUpdate | Said | Pong
Message = ToHost | ToGuest

_KINDS: dict[type, str] = {
    Hello: "hello",
    PlayMove: "move",
    Say: "say",
    Ping: "ping",
    Welcome: "welcome",
    Refused: "refused",
    ViewUpdate: "view",
    Said: "said",
    Pong: "pong",
}
_TAKEN: dict[Direction, frozenset[str]] = {
    "to_host": frozenset({"hello", "move", "say", "ping"}),
    "to_guest": frozenset({"welcome", "refused", "view", "said", "pong"}),
}


def encode(message: Message) -> str:
    """``message`` as the text sent on the connection."""
    fields: dict[str, Any] = {"v": PROTOCOL_VERSION, "type": _KINDS[type(message)]}
    if isinstance(message, Hello):
        fields["name"] = message.name
        if message.token is not None:
            fields["token"] = message.token
    elif isinstance(message, PlayMove):
        fields.update(move=move_to_json(message.move), ply=message.ply)
    elif isinstance(message, Say | Said):
        fields["quick"] = message.quick
        if isinstance(message, Said):
            fields["seat"] = message.seat
    elif isinstance(message, Welcome):
        fields.update(seat=message.seat, token=message.token)
    elif isinstance(message, Refused):
        fields["reason"] = message.reason
    elif isinstance(message, ViewUpdate):
        fields.update(view=dict(message.view), ply=message.ply)
    return json.dumps(fields, ensure_ascii=False, separators=(",", ":"))


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
    name = _string(data, "name")
    problem = name_problem(name)
    if problem is not None:
        raise ProtocolError(f"the name {shown(name)} {problem}")
    token = data.get("token")
    if token is not None:
        token = _token(data)
    return Hello(name, token)


def _move(data: Mapping[str, Any]) -> PlayMove:
    try:
        move = move_from_json(data.get("move"))
    except CassinoError as error:
        raise ProtocolError(f"the move cannot be read: {error}") from None
    return PlayMove(move, _whole(data, "ply", MAX_PLY))


def _say(data: Mapping[str, Any]) -> Say:
    return Say(_quick(data))


def _welcome(data: Mapping[str, Any]) -> Welcome:
    return Welcome(_whole(data, "seat", 5), _token(data))


def _refused(data: Mapping[str, Any]) -> Refused:
    reason = _string(data, "reason")
    if len(reason) > 500:
        raise ProtocolError("a refusal's reason is longer than 500 characters")
    return Refused(reason)


def _view(data: Mapping[str, Any]) -> ViewUpdate:
    view = data.get("view")
    if not isinstance(view, dict):
        raise ProtocolError("'view' must be a JSON object")
    return ViewUpdate(view, _whole(data, "ply", MAX_PLY))


def _said(data: Mapping[str, Any]) -> Said:
    return Said(_whole(data, "seat", 5), _quick(data))


_READERS: dict[str, Callable[[Mapping[str, Any]], Message]] = {
    "hello": _hello,
    "move": _move,
    "say": _say,
    "ping": lambda data: Ping(),
    "welcome": _welcome,
    "refused": _refused,
    "view": _view,
    "said": _said,
    "pong": lambda data: Pong(),
}


def _string(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str):
        raise ProtocolError(f"'{key}' must be text")
    return value


def _whole(data: Mapping[str, Any], key: str, most: int) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= most:
        raise ProtocolError(f"'{key}' must be a whole number from 0 to {most}")
    return value


def _token(data: Mapping[str, Any]) -> str:
    token = _string(data, "token")
    if not _TOKEN.match(token):
        raise ProtocolError("'token' is not a seat's token")
    return token


def _quick(data: Mapping[str, Any]) -> str:
    quick = _string(data, "quick")
    if quick not in QUICK_MESSAGES:
        raise ProtocolError(f"{shown(quick)} is not one of the quick messages")
    return quick
