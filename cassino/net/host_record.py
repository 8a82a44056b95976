"""What a host keeps of its game so that it survives a crash (issue 58): the game as the
autosave writes it (``userdata.saves``), and the network's part: each guest's seat, name,
token, commitment and secret, the host's own secret, the start and every finished
round's record. Written atomically after every move; ``cassino host --resume`` reads it
back, and the guests come back with their tokens.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from cassino.engine.bounded_json import loads as load_json
from cassino.net.host import GameHost
from cassino.net.messages import RoundOver, Start
from cassino.net.protocol import ProtocolError, decode, encode
from cassino.net.seating import GuestSeat, SeatPlan
from cassino.userdata import door, locations
from cassino.userdata.saves import game_from_json, game_to_json
from cassino.userdata.storage import InvalidFile, Loaded, Notice, load_or_quarantine, save_text

FORMAT = 1
MAX_RECORD_BYTES = 4_000_000  # a long game's rounds, each with every hand


def default_path() -> Path:
    return locations.user_data_dir() / "hosted-game.json"


def record_of(host: GameHost) -> dict[str, Any]:
    """The host's game as JSON-ready data."""
    session = host.session
    assert session is not None and host.start is not None
    return {
        "format": FORMAT,
        "game": game_to_json(session.saved()),
        "plans": [vars(plan) for plan in host.plans],
        "guests": {
            str(seat): {
                "token": guest.token,
                "name": guest.name,
                "commitment": guest.commitment,
                "secret": guest.secret.hex() if guest.secret else None,
                "reserved": guest.reserved,
            }
            for seat, guest in host.guests.items()
        },
        "own_secret": host.own_secret.hex(),
        "port": host.port,
        "relay_room": list(host.relay_room) if host.relay_room else None,
        "start": json.loads(encode(host.start)),
        "records": [json.loads(encode(record)) for record in host.records],
    }


def save(host: GameHost, path: Path) -> Notice | None:
    return save_text(path, json.dumps(record_of(host), ensure_ascii=False))


def load(path: Path) -> Loaded[GameHost]:
    """The host's game kept at ``path``; a file that cannot be read is set aside."""
    return load_or_quarantine(path, _host_from_text, limit=MAX_RECORD_BYTES)


def _host_from_text(text: str) -> GameHost:
    data = load_json(text)
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise InvalidFile("it is not a hosted game of this version")
    try:
        saved = game_from_json(data.get("game"))
        plans = tuple(SeatPlan(**plan) for plan in data["plans"])
        start = decode(json.dumps(data["start"]), "to_guest")
        records = [decode(json.dumps(record), "to_guest") for record in data["records"]]
        own_secret = bytes.fromhex(data["own_secret"])
        host = GameHost(saved.rules, plans, own_secret=own_secret)
        for seat_text, guest in data["guests"].items():
            host.guests[int(seat_text)] = GuestSeat(
                token=str(guest["token"]),
                name=guest["name"],
                commitment=guest["commitment"],
                secret=bytes.fromhex(guest["secret"]) if guest["secret"] else None,
                reserved=bool(guest["reserved"]),
            )
    except (KeyError, TypeError, ValueError, ProtocolError) as error:
        raise InvalidFile(f"the hosted game cannot be read: {error}") from None
    if not isinstance(start, Start) or not all(isinstance(r, RoundOver) for r in records):
        raise InvalidFile("the hosted game's start or rounds cannot be read")
    host.resume(saved, start, [r for r in records if isinstance(r, RoundOver)])
    port = data.get("port")
    host.port = port if isinstance(port, int) and 0 <= port <= 65_535 else 0
    room = data.get("relay_room")
    if isinstance(room, list) and len(room) == 2 and all(isinstance(t, str) for t in room):
        host.relay_room = (room[0][:16], room[1][:64])
    return host


def forget(path: Path) -> None:
    """The game is over: what was kept of it goes."""
    with contextlib.suppress(OSError, door.Refused):
        door.remove(path)
