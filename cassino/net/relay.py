"""``cassino relay``: rooms for games across the internet without opening a port
(issue 58). A host opens a room and is given its six-letter code; guests join with the
code; the relay forwards what each side sends to the other, in envelopes on the host's
side (``relay_envelope``), and never reads a game's message: it needs no rules, keeps no
game, and a room lives only as long as its host (and a grace time to come back).

What anyone sends is bounded: the size of every message, the number of rooms and of
connections to a room, and the pace, which the relay keeps by reading a fast sender
more slowly (it does not judge; the host drops a guest that misbehaves).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from cassino.net import protocol
from cassino.net.messages import Refused
from cassino.net.peer import Limits, Peer, RateGate
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError
from cassino.net.relay_envelope import (
    CODE_LENGTH,
    CODE_LETTERS,
    MAX_ENVELOPE_BYTES,
    Envelope,
    unwrap,
    valid_code,
    wrap,
)

GUEST_LIMITS = Limits(rate=20.0, burst=40, outbox=256)
HOST_LIMITS = Limits(rate=2_000.0, burst=4_000, strikes=100, outbox=4_096)
MAX_GUESTS_IN_ROOM = 12  # six seats, and room for guests coming back
HOST_KINDS = frozenset({"to", "close"})


@dataclass
class Room:
    code: str
    key: str
    host: Peer | None = None
    guests: dict[int, Peer] = field(default_factory=dict)
    host_left_at: float | None = None


@dataclass
class RelayStats:
    rooms: int = 0
    guests: int = 0
    forwarded: int = 0


class Relay:
    def __init__(self, max_rooms: int = 10_000, grace: float = 300.0) -> None:
        self.max_rooms = max_rooms
        self.grace = grace  # how long a room waits for its host to come back
        self.rooms: dict[str, Room] = {}
        self.server: Server | None = None
        self.next_client = 0
        self.stats = RelayStats()

    async def open(self, bind: str | None, port: int) -> tuple[str, int]:
        self.server = await serve(
            self._connection,
            bind,
            port,
            max_size=MAX_ENVELOPE_BYTES,
            compression=None,
            max_queue=4,
            ping_interval=20,
            ping_timeout=20,
        )
        address = next(iter(self.server.sockets)).getsockname()
        return str(address[0]), int(address[1])

    async def shut(self) -> None:
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 5)

    async def _connection(self, connection: ServerConnection) -> None:
        request = connection.request
        parts = urlsplit(request.path if request is not None else "")
        if parts.path == "/host":
            query = parse_qs(parts.query)
            await self._host(connection, query.get("room", [""])[0], query.get("key", [""])[0])
        elif parts.path.startswith("/room/"):
            await self._guest(connection, parts.path.removeprefix("/room/"))
        else:
            await _refuse(connection, "This is a Cassino relay: join a game with its room's code.")

    # A host and its room ----------------------------------------------------------------

    async def _host(self, connection: ServerConnection, code: str, key: str) -> None:
        self._forget_old_rooms()
        room = self.rooms.get(code) if code else None
        if room is not None and (room.key != key or room.host is not None):
            await _refuse(connection, "That room is not yours to take back.")
            return
        if room is None:
            if len(self.rooms) >= self.max_rooms:
                await _refuse(connection, "This relay has no room for another game now.")
                return
            room = Room(self._new_code(), secrets.token_hex(16))
            self.rooms[room.code] = room
            self.stats.rooms += 1
        peer = Peer(connection, HOST_LIMITS)
        room.host, room.host_left_at = peer, None
        peer.send(wrap(Envelope("room", code=room.code, key=room.key)))
        try:
            async for text in connection:
                await peer.gate.wait()
                try:
                    envelope = unwrap(text, HOST_KINDS)
                except ProtocolError:
                    peer.strikes += 1
                    if peer.strikes >= HOST_LIMITS.strikes:
                        break
                    continue
                guest = room.guests.get(envelope.client)
                if guest is None:
                    continue  # gone meanwhile
                if envelope.kind == "to":
                    guest.send(envelope.data)
                    self.stats.forwarded += 1
                else:
                    guest.close()
        except ConnectionClosed:
            pass
        finally:
            room.host, room.host_left_at = None, time.monotonic()
            for guest in list(room.guests.values()):
                guest.send(
                    Refused(
                        "The host's connection to the relay was lost; "
                        "join again with the code to come back to your seat."
                    )
                )
                guest.close()
            peer.close()
            await peer.finished()

    def _new_code(self) -> str:
        while True:
            code = "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))
            if code not in self.rooms:
                return code

    def _forget_old_rooms(self) -> None:
        now = time.monotonic()
        for code, room in list(self.rooms.items()):
            left_at = room.host_left_at
            if room.host is None and left_at is not None and now - left_at > self.grace:
                del self.rooms[code]

    # A guest ----------------------------------------------------------------------------

    async def _guest(self, connection: ServerConnection, text: str) -> None:
        code = valid_code(text)
        room = self.rooms.get(code) if code else None
        if room is None or room.host is None:
            await _refuse(connection, "No game is open with that code on this relay.")
            return
        if len(room.guests) >= MAX_GUESTS_IN_ROOM:
            await _refuse(connection, "That game has no room for another connection.")
            return
        self.next_client += 1
        client = self.next_client
        peer = Peer(connection, GUEST_LIMITS)
        gate = RateGate(GUEST_LIMITS)
        room.guests[client] = peer
        self.stats.guests += 1
        host = room.host
        host.send(wrap(Envelope("joined", client)))
        try:
            async for message in connection:
                await gate.wait()
                if not isinstance(message, str) or len(message) > MAX_MESSAGE_BYTES:
                    break  # the game speaks text; anything else ends the connection
                if room.host is not host:
                    break
                host.send(wrap(Envelope("from", client, message)))
                self.stats.forwarded += 1
        except ConnectionClosed:
            pass
        finally:
            room.guests.pop(client, None)
            if room.host is host:
                host.send(wrap(Envelope("left", client)))
            peer.close()
            await peer.finished()


async def _refuse(connection: ServerConnection, reason: str) -> None:
    """Tell a connection why not, in the game's own words, and close it."""
    with contextlib.suppress(ConnectionClosed):
        await connection.send(protocol.encode(Refused(reason)))
        await connection.close(1008, "refused")
