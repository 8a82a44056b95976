"""What a relay and a host say to each other (issue 58): the game's messages in
envelopes naming the guest's connection. Guests speak the game's protocol to the relay
as they would to a host; only the host's connection carries envelopes.

Relay to host: ``{"room": CODE, "key": KEY}`` once (the room's code for guests, and the
key to take the room back after a drop), ``{"joined": ID}``, ``{"from": ID, "data":
TEXT}``, ``{"left": ID}``. Host to relay: ``{"to": ID, "data": TEXT}`` and ``{"close":
ID}``. The relay never reads ``data``: it needs no rules and sees only what it forwards.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from cassino.engine.bounded_json import JsonRefused
from cassino.engine.bounded_json import loads as load_json
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError

MAX_ENVELOPE_BYTES = MAX_MESSAGE_BYTES + 256
MAX_CLIENT_ID = 10**9
CODE_LETTERS = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"  # no 0/O, 1/I/L: read aloud, typed once
CODE_LENGTH = 6
_CODE = re.compile(f"^[{CODE_LETTERS}]{{{CODE_LENGTH}}}$")
_KEY = re.compile(r"^[0-9a-f]{32}$")


@dataclass(frozen=True)
class Envelope:
    kind: str  # room, joined, from, left (to the host); to, close (from it)
    client: int = 0
    data: str = ""
    code: str = ""
    key: str = ""


def wrap(envelope: Envelope) -> str:
    fields: dict[str, object]
    if envelope.kind == "room":
        fields = {"room": envelope.code, "key": envelope.key}
    elif envelope.kind in ("from", "to"):
        fields = {envelope.kind: envelope.client, "data": envelope.data}
    else:
        fields = {envelope.kind: envelope.client}
    return json.dumps(fields, ensure_ascii=False, separators=(",", ":"))


def unwrap(text: str | bytes, kinds: frozenset[str]) -> Envelope:
    """The envelope ``text`` holds, if of one of ``kinds``; ProtocolError otherwise."""
    if len(text) > MAX_ENVELOPE_BYTES:
        raise ProtocolError("an envelope is too long")
    try:
        data = load_json(text if isinstance(text, str) else text.decode("utf-8"))
    except (JsonRefused, UnicodeDecodeError):
        raise ProtocolError("an envelope is not JSON text") from None
    if not isinstance(data, dict):
        raise ProtocolError("an envelope must be a JSON object")
    kind = next((key for key in kinds if key in data), None)
    if kind is None:
        raise ProtocolError("an envelope of no kind taken here")
    if kind == "room":
        code, key = data.get("room"), data.get("key")
        if not isinstance(code, str) or not _CODE.match(code):
            raise ProtocolError("a room's code is six letters and digits")
        if not isinstance(key, str) or not _KEY.match(key):
            raise ProtocolError("a room's key is 32 hexadecimal digits")
        return Envelope("room", code=code, key=key)
    client = data.get(kind)
    if isinstance(client, bool) or not isinstance(client, int) or not 0 < client <= MAX_CLIENT_ID:
        raise ProtocolError("an envelope names no connection")
    text_data = data.get("data", "")
    if not isinstance(text_data, str):
        raise ProtocolError("an envelope's data must be text")
    return Envelope(kind, client, text_data)


def valid_code(text: str) -> str | None:
    """``text`` as a room code (upper case, spaces and dashes left out), or None."""
    code = re.sub(r"[\s-]", "", text).upper()
    return code if _CODE.match(code) else None
