"""Where guests come in to a hosted game (issue 58): the WebSocket server, the hello that
seats a guest (a free seat, or its own seat again with its token), and every message
after it, guarded by its ``Peer`` and passed to the host's game as an event.

A connection that says nothing within its time, speaks another version, brings a token
that is not known here, or finds the room full is told why in one sentence and closed;
the game does not notice it.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from websockets.asyncio.server import Server, serve
from websockets.exceptions import ConnectionClosed

from cassino.game.names import sentence
from cassino.i18n import N_
from cassino.net import protocol
from cassino.net.messages import Hello, Message, Ping, Pong, Refused, Welcome
from cassino.net.peer import Dropped, Limits, Peer, Transport
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError
from cassino.net.relay_link import RelayLink

if TYPE_CHECKING:
    from cassino.net.seating import GuestSeat

MAX_CONNECTIONS = 64  # at once: six guests, and room for ones coming back


@dataclass(frozen=True)
class Joined:
    seat: int


@dataclass(frozen=True)
class Left:
    seat: int


@dataclass(frozen=True)
class Nudged:
    """The lobby changed from the hosting window: look again whether the game can start."""


@dataclass(frozen=True)
class Received:
    seat: int
    message: Message
    peer: Peer


Event = Joined | Left | Received | Nudged
Inbox = asyncio.Queue[Event]


class Incoming(Transport, Protocol):
    """A guest's connection: a WebSocket, or a guest's through a relay."""

    async def recv(self) -> str | bytes: ...

    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


class Refusal(Exception):
    """A connection that cannot take a seat; the message says why, to the guest."""


class HostDoor:
    def __init__(
        self,
        guests: Mapping[int, GuestSeat],
        inbox: Inbox,
        limits: Limits,
        started: Callable[[], bool],
    ) -> None:
        self.guests = guests
        self.inbox = inbox
        self.limits = limits
        self.started = started
        self.server: Server | None = None
        self.relay: RelayLink | None = None
        self.connections = 0
        self.peers: set[Peer] = set()  # every connection's, until it has finished writing

    async def open(self, bind: str | None, port: int) -> tuple[str, int]:
        self.server = await serve(
            self._connection,
            bind,
            port,
            max_size=MAX_MESSAGE_BYTES,
            compression=None,  # small messages; no inflating a guest's bytes
            max_queue=4,
            ping_interval=10,
            ping_timeout=20,
        )
        address = next(iter(self.server.sockets)).getsockname()
        return str(address[0]), int(address[1])

    async def open_room(self, relay_url: str, code: str = "", key: str = "") -> str:
        """Open a room on the relay at ``relay_url`` (or take back ``code``); its code."""
        self.relay = RelayLink(self._connection)
        return await self.relay.open(relay_url, code, key)

    async def shut(self) -> None:
        """Close the door once what guests were sent is written (the game's end)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(asyncio.gather(*(p.finished() for p in self.peers)), 5)
        if self.relay is not None:
            await self.relay.shut()
        if self.server is not None:
            self.server.close()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.server.wait_closed(), 5)

    async def _connection(self, connection: Incoming) -> None:
        if self.connections >= MAX_CONNECTIONS:
            await connection.close(1013, "the host has too many connections")
            return
        self.connections += 1
        peer = Peer(connection, self.limits)
        self.peers.add(peer)
        token: str | None = None  # the seat's: the lobby may move a guest to another seat
        try:
            hello = await asyncio.wait_for(self._hello(connection), self.limits.hello_seconds)
            seat = self._seat(hello, peer)
            token = self.guests[seat].token
            peer.send(Welcome(seat, token))
            self._put(Joined(seat), peer)
            async for text in connection:
                peer.check()
                try:
                    message = protocol.decode(text, "to_host")
                except ProtocolError as error:
                    peer.strike(str(error))
                    continue
                if isinstance(message, Ping):
                    peer.send(Pong())
                elif isinstance(message, Hello):
                    peer.strike("this connection has already said hello")
                else:
                    now = self._seat_of(token)
                    if now is None:  # its seat is gone (cannot happen once a guest is seated)
                        break
                    self._put(Received(now, message, peer), peer)
        except (Refusal, Dropped, ProtocolError) as error:
            peer.send(Refused(sentence(str(error))))
            peer.close()
        except TimeoutError:
            peer.send(Refused(N_("Nothing was said in time; say hello first.")))
            peer.close()
        except ConnectionClosed:
            pass
        finally:
            self.connections -= 1
            left = self._seat_of(token) if token is not None else None
            if left is not None and self.guests[left].peer is peer:
                self.guests[left].peer = None
                self.guests[left].left_at = time.monotonic()
                self._put(Left(left), None)
            peer.close()
            await peer.finished()
            self.peers.discard(peer)

    async def _hello(self, connection: Incoming) -> Hello:
        message = protocol.decode(await connection.recv(), "to_host")
        if not isinstance(message, Hello):
            raise Refusal(N_("Say hello first."))
        return message

    def _seat(self, hello: Hello, peer: Peer) -> int:
        """The seat ``hello`` may take, now this peer's; Refusal saying why not."""
        if hello.token is not None:
            seat = next((n for n, g in self.guests.items() if g.token == hello.token), None)
            if seat is None:
                raise Refusal(N_("That seat's token is not known here."))
            guest = self.guests[seat]
            if guest.peer is not None:  # the old connection is dead and does not know yet
                guest.peer.send(Refused(N_("Another connection took this seat with its token.")))
                guest.peer.close()
            if guest.name is None:  # a reserved seat, taken for the first time
                if hello.commitment is None:
                    raise Refusal(N_("A new player must commit to a secret for the deal."))
                guest.name, guest.commitment = hello.name, hello.commitment
        else:
            if self.started():
                raise Refusal(N_("This game has started; only its players can come back."))
            if hello.commitment is None:
                raise Refusal(N_("A new player must commit to a secret for the deal."))
            free = (n for n, g in self.guests.items() if g.name is None and not g.reserved)
            seat = next(free, None)
            if seat is None:
                raise Refusal(N_("This game is full."))
            guest = self.guests[seat]
            guest.name = hello.name
            guest.commitment = hello.commitment
        guest.peer = peer
        guest.left_at = None
        return seat

    def _seat_of(self, token: str) -> int | None:
        """Where the guest holding ``token`` sits now."""
        return next((n for n, guest in self.guests.items() if guest.token == token), None)

    def _put(self, event: Event, peer: Peer | None) -> None:
        try:
            self.inbox.put_nowait(event)
        except asyncio.QueueFull:
            if peer is None:
                raise
            raise Dropped("the host is too busy to read it") from None
