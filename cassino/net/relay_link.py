"""The host's end of a room on a relay (issue 58): one WebSocket to the relay carries
every guest's connection, in envelopes (``relay_envelope``). Each guest appears to the
host's door as a ``RelayedConnection``, so a relayed guest is seated, guarded and played
exactly as one that connected directly.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any
from urllib.parse import quote

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, ConnectionClosedOK, InvalidHandshake, InvalidURI

from cassino.net import protocol
from cassino.net.messages import Refused
from cassino.net.protocol import ProtocolError
from cassino.net.relay_envelope import MAX_ENVELOPE_BYTES, Envelope, unwrap, wrap

TO_HOST_KINDS = frozenset({"room", "joined", "from", "left"})


class RelayError(Exception):
    """The relay cannot be reached or refused the room; one sentence."""


class RelayedConnection:
    """A guest's connection as the host sees it through the relay: what the guest sent,
    in order, and a way to send to it and to close it."""

    def __init__(self, client: int, link: RelayLink) -> None:
        self.client = client
        self.link = link
        self.incoming: asyncio.Queue[str | None] = asyncio.Queue(64)
        self.closed = False

    async def recv(self) -> str:
        text = await self.incoming.get()
        if text is None:
            raise ConnectionClosedOK(None, None)
        return text

    def __aiter__(self) -> AsyncIterator[str]:
        return self._messages()

    async def _messages(self) -> AsyncIterator[str]:
        while (text := await self.incoming.get()) is not None:
            yield text

    async def send(self, message: str) -> None:
        if self.closed:
            raise ConnectionClosedOK(None, None)
        await self.link.send(Envelope("to", self.client, message))

    async def close(self, code: int = 1000, reason: str = "") -> None:
        if not self.closed:
            self.closed = True
            with contextlib.suppress(ConnectionClosed):
                await self.link.send(Envelope("close", self.client))
            self.ended()

    def ended(self) -> None:
        """The guest is gone (or closed): what reads it sees the end."""
        with contextlib.suppress(asyncio.QueueFull):
            self.incoming.put_nowait(None)


Welcomer = Callable[[RelayedConnection], Coroutine[Any, Any, None]]


class RelayLink:
    def __init__(self, welcome: Welcomer) -> None:
        self.welcome = welcome  # the host door's handler of a new connection
        self.connection: ClientConnection | None = None
        self.guests: dict[int, RelayedConnection] = {}
        self.code = ""
        self.key = ""
        self.tasks: set[asyncio.Task[None]] = set()
        self.reader: asyncio.Task[None] | None = None

    async def open(self, relay_url: str, code: str = "", key: str = "") -> str:
        """Open a room on the relay (or take back ``code`` with its ``key``); its code."""
        url = relay_url.rstrip("/") + "/host"
        if code:
            url += f"?room={quote(code)}&key={quote(key)}"
        try:
            self.connection = await connect(
                url, max_size=MAX_ENVELOPE_BYTES, compression=None, proxy=None, open_timeout=10
            )
            first = await asyncio.wait_for(self.connection.recv(), 10)
        except (OSError, InvalidHandshake, InvalidURI, TimeoutError, ConnectionClosed) as error:
            raise RelayError(
                f"could not open a room on the relay at {relay_url}: {error}"
            ) from None
        try:
            room = unwrap(first, frozenset({"room"}))
        except ProtocolError:
            reason = _refusal(first)
            raise RelayError(reason or "the relay answered what this game cannot read") from None
        self.code, self.key = room.code, room.key
        self.reader = asyncio.get_running_loop().create_task(self._read())
        return self.code

    async def send(self, envelope: Envelope) -> None:
        if self.connection is None:
            raise ConnectionClosedOK(None, None)
        await self.connection.send(wrap(envelope))

    async def _read(self) -> None:
        assert self.connection is not None
        try:
            async for text in self.connection:
                try:
                    envelope = unwrap(text, TO_HOST_KINDS)
                except ProtocolError:
                    continue  # the relay is ours to trust less than a guest: skip it
                self._route(envelope)
        except ConnectionClosed:
            pass
        finally:
            for guest in self.guests.values():
                guest.ended()
            self.guests.clear()

    def _route(self, envelope: Envelope) -> None:
        if envelope.kind == "joined" and envelope.client not in self.guests:
            guest = RelayedConnection(envelope.client, self)
            self.guests[envelope.client] = guest
            task = asyncio.get_running_loop().create_task(self.welcome(guest))
            self.tasks.add(task)
            task.add_done_callback(self.tasks.discard)
        elif envelope.kind == "from" and envelope.client in self.guests:
            guest = self.guests[envelope.client]
            try:
                guest.incoming.put_nowait(envelope.data)
            except asyncio.QueueFull:  # it sends faster than the host reads: let it go
                asyncio.get_running_loop().create_task(guest.close())
        elif envelope.kind == "left" and envelope.client in self.guests:
            self.guests.pop(envelope.client).ended()

    async def shut(self) -> None:
        if self.connection is not None:
            await self.connection.close()
        if self.reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self.reader


def _refusal(text: str | bytes) -> str | None:
    """The reason of a ``refused`` message, if ``text`` is one."""
    try:
        message = protocol.decode(text, "to_guest")
    except ProtocolError:
        return None
    return message.reason if isinstance(message, Refused) else None
