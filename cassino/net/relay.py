"""``cassino relay``: rooms for games across the internet without opening a port
(issue 58). A host opens a room and is given its six-letter code; guests join with the
code; the relay forwards what each side sends to the other, in envelopes on the host's
side (``relay_envelope``), and never reads a game's message: it needs no rules, keeps no
game, and a room lives only as long as its host (and a grace time to come back).

What anyone sends is bounded: the size of every message, the number of rooms and of
connections to a room, and the pace, which the relay keeps by reading a fast sender
more slowly (it does not judge; the host drops a guest that misbehaves). So is what
waits to be sent to a connection that reads slowly: a guest is dropped past its bound,
and a host's guests are read no further until the host has caught up. Every connection
is pinged, and dropped when it does not answer.

A connection costs the relay little memory (issue 58: at most 100 kB a room of five):
what it is sent is written to its socket at once, with no queue or task of its own, and
one task pings them all.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from urllib.parse import parse_qs, urlsplit

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed
from websockets.protocol import OPEN

from cassino.i18n import N_
from cassino.net import protocol
from cassino.net.messages import Refused
from cassino.net.peer import Limits, RateGate
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

GUEST_LIMITS = Limits(rate=20.0, burst=40)
HOST_LIMITS = Limits(rate=2_000.0, burst=4_000, strikes=100)
MAX_GUESTS_IN_ROOM = 12  # six seats, and room for guests coming back
HOST_KINDS = frozenset({"to", "close"})
# Bytes waiting to go out to a connection, at most (and one message more, since what is
# sent is checked and written at once): a guest past its bound is dropped, for it does not
# read; a host's guests are read no further until the host has read what it was sent.
GUEST_BACKLOG = 4 * MAX_ENVELOPE_BYTES
HOST_BACKLOG = 4 * MAX_ENVELOPE_BYTES
BACKLOG_WAIT = 0.05  # seconds between looks at a host's backlog while it is past its bound
# websockets' own bound, above any backlog ours allow: it never holds a send or a ping up.
WRITE_LIMIT = max(GUEST_BACKLOG, HOST_BACKLOG) + 4 * MAX_ENVELOPE_BYTES
PING_SECONDS = 20.0  # every connection pinged this often, and dropped if it has not
PING_STEPS = 20  # answered by the next: a share of them at a time, not all in one go


class Link:
    """One connection to the relay, a host's or a guest's: its pace, the bound on what
    waits to be sent to it, and its last ping. What it is sent is written to its transport
    at once: no queue and no task of its own (issue 58: memory a room)."""

    __slots__ = ("backlog", "connection", "gate", "pong", "waits")

    def __init__(
        self, connection: ServerConnection, limits: Limits, backlog: int, waits: bool
    ) -> None:
        self.connection = connection
        self.gate = RateGate(limits)
        self.backlog = backlog
        self.waits = waits  # past its backlog: wait for it (a host), or drop it (a guest)
        self.pong: asyncio.Future[float] | None = None

    def waiting(self) -> int:
        """The bytes sent to the connection and not yet taken by its socket."""
        return self.connection.transport.get_write_buffer_size()

    async def send(self, text: str) -> bool:
        """Send ``text``; False if the connection is closing, or is closed now because it
        has not read what it was sent. Never waits for a guest's connection."""
        connection = self.connection
        while self.waits and self.waiting() > self.backlog and connection.state is OPEN:
            await asyncio.sleep(BACKLOG_WAIT)
        if connection.state is not OPEN:
            return False
        if self.waiting() > self.backlog:
            self.close(1008, "it did not read what it was sent")
            return False
        try:
            await connection.send(text)  # below WRITE_LIMIT: written now, never held up
        except ConnectionClosed:
            return False
        return True

    def close(self, code: int = 1000, reason: str = "") -> None:
        """Close the connection after what is already sent (or in ``close_timeout``)."""
        if self.connection.state is OPEN:
            task = asyncio.get_running_loop().create_task(self.connection.close(code, reason[:120]))
            _closing.add(task)
            task.add_done_callback(_closing.discard)

    async def keepalive(self) -> None:
        """Drop the connection if it has not answered the last ping; ping it again."""
        if self.pong is not None and not self.pong.done():
            self.connection.transport.abort()  # gone, or not reading at all
            return
        self.pong = None
        if self.connection.state is OPEN:
            with contextlib.suppress(ConnectionClosed):
                self.pong = asyncio.ensure_future(await self.connection.ping())  # no wait


_closing: set[asyncio.Task[None]] = set()  # the closings under way, kept from the collector


@dataclass(slots=True)
class Room:
    code: str
    key: str
    host: Link | None = None
    guests: dict[int, Link] = field(default_factory=dict)
    host_left_at: float | None = None


@dataclass(slots=True)
class RelayStats:
    rooms: int = 0
    guests: int = 0
    forwarded: int = 0


class Relay:
    def __init__(self, max_rooms: int = 10_000, grace: float = 300.0) -> None:
        self.max_rooms = max_rooms
        self.grace = grace  # how long a room waits for its host to come back
        self.rooms: dict[str, Room] = {}
        self.links: set[Link] = set()  # every open host's and guest's, for the pings
        self.server: Server | None = None
        self.pinging: asyncio.Task[None] | None = None
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
            write_limit=WRITE_LIMIT,
            ping_interval=None,  # one task pings every connection: _keepalive
        )
        self.pinging = asyncio.get_running_loop().create_task(self._keepalive())
        address = next(iter(self.server.sockets)).getsockname()
        return str(address[0]), int(address[1])

    async def shut(self) -> None:
        if self.pinging is not None:
            self.pinging.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self.pinging
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 5)

    async def _keepalive(self) -> None:
        """Every connection pinged once every PING_SECONDS, a share of them at a time; one
        that has not answered by the next time is dropped, as websockets' own keepalive
        would, without a task and a timer for each connection."""
        step = PING_SECONDS / PING_STEPS
        while True:
            links = list(self.links)
            share = max(1, -(-len(links) // PING_STEPS))
            for start in range(0, PING_STEPS * share, share):
                await asyncio.sleep(step)
                for link in links[start : start + share]:
                    try:
                        await link.keepalive()
                    except Exception:  # never the end of the pings for every connection
                        link.connection.logger.exception("keepalive failed")
                        link.connection.transport.abort()
            del links

    def _connection(self, connection: ServerConnection) -> Awaitable[None]:
        """The handler of a connection, by its path (returned, not awaited here: one
        coroutine less for each connection)."""
        request = connection.request
        parts = urlsplit(request.path if request is not None else "")
        # The handshake's headers are read no more: let them go (a few kB a connection).
        if request is not None:
            request.headers.clear()
        if connection.response is not None:
            connection.response.headers.clear()
        if parts.path == "/host":
            query = parse_qs(parts.query)
            return self._host(connection, query.get("room", [""])[0], query.get("key", [""])[0])
        if parts.path.startswith("/room/"):
            return self._guest(connection, parts.path.removeprefix("/room/"))
        return _refuse(connection, N_("This is a Cassino relay: join a game with its room's code."))

    # A host and its room ----------------------------------------------------------------

    async def _host(self, connection: ServerConnection, code: str, key: str) -> None:
        self._forget_old_rooms()
        room = self.rooms.get(code) if code else None
        if room is not None and (room.key != key or room.host is not None):
            await _refuse(connection, N_("That room is not yours to take back."))
            return
        if room is None:
            if len(self.rooms) >= self.max_rooms:
                await _refuse(connection, N_("This relay has no room for another game now."))
                return
            room = Room(self._new_code(), secrets.token_hex(16))
            self.rooms[room.code] = room
            self.stats.rooms += 1
        link = Link(connection, HOST_LIMITS, HOST_BACKLOG, waits=True)
        room.host, room.host_left_at = link, None
        self.links.add(link)
        strikes = 0
        try:
            await link.send(wrap(Envelope("room", code=room.code, key=room.key)))
            while True:
                text = await connection.recv()
                await link.gate.wait()
                try:
                    envelope = unwrap(text, HOST_KINDS)
                except ProtocolError:
                    strikes += 1
                    if strikes >= HOST_LIMITS.strikes:
                        break
                    continue
                finally:
                    del text  # not kept while the next one is awaited
                guest = room.guests.get(envelope.client)
                if guest is not None:  # else gone meanwhile
                    if envelope.kind == "to":
                        await guest.send(envelope.data)  # never waits: a guest is dropped
                        self.stats.forwarded += 1
                    else:
                        guest.close()
                del envelope
        except ConnectionClosed:
            pass
        finally:
            self.links.discard(link)
            room.host, room.host_left_at = None, time.monotonic()
            for guest in list(room.guests.values()):
                await guest.send(
                    protocol.encode(
                        Refused(
                            N_(
                                "The host's connection to the relay was lost; "
                                "join again with the code to come back to your seat."
                            )
                        )
                    )
                )
                guest.close()

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
            await _refuse(connection, N_("No game is open with that code on this relay."))
            return
        if len(room.guests) >= MAX_GUESTS_IN_ROOM:
            await _refuse(connection, N_("That game has no room for another connection."))
            return
        self.next_client += 1
        client = self.next_client
        link = Link(connection, GUEST_LIMITS, GUEST_BACKLOG, waits=False)
        room.guests[client] = link
        self.links.add(link)
        self.stats.guests += 1
        host = room.host
        try:
            await host.send(wrap(Envelope("joined", client)))
            while True:
                message = await connection.recv()
                await link.gate.wait()
                if not isinstance(message, str) or len(message) > MAX_MESSAGE_BYTES:
                    break  # the game speaks text; anything else ends the connection
                if room.host is not host:
                    break
                # Waits while the host has not read what it was sent: the guest is read
                # no faster than its host reads.
                await host.send(wrap(Envelope("from", client, message)))
                self.stats.forwarded += 1
                del message  # not kept while the next one is awaited
        except ConnectionClosed:
            pass
        finally:
            self.links.discard(link)
            room.guests.pop(client, None)
            if room.host is host:
                await host.send(wrap(Envelope("left", client)))


async def _refuse(connection: ServerConnection, reason: str) -> None:
    """Tell a connection why not, in the game's own words, and close it."""
    with contextlib.suppress(ConnectionClosed):
        await connection.send(protocol.encode(Refused(reason)))
        await connection.close(1008, "refused")
