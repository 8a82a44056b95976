"""A window's connection to the game it joined (issue 58): the protocol's side of it in a
thread of its own, so that the window's loop never waits on the network.

The link says hello, commits to its secret for the deal and reveals it once the
commitments are out; everything else the host sends is put in ``take()``'s list for the
window, which calls ``wake`` (from the link's thread) so that a resting window looks.
A lost connection is tried again with the seat's token, every few seconds, until the
window closes the link: the window is told ``Lost`` and ``Back``. A refusal before the
seat was taken ends the link (``Failed``).
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from cassino.net import fair_deal, protocol
from cassino.net.guest import GuestError, explain_unreachable
from cassino.net.messages import Hello, Message, Refused, Reveal, Start, Welcome
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError

RETRY_SECONDS = 2.0


@dataclass(frozen=True)
class Lost:
    """The connection to the host went; the link is trying again."""

    reason: str


@dataclass(frozen=True)
class Back:
    """The connection is back, the seat taken again with its token."""


@dataclass(frozen=True)
class Failed:
    """The link gave up (refused, or the host could not be reached at first): one sentence."""

    reason: str


LinkEvent = Message | Lost | Back | Failed


class GuestLink:
    def __init__(
        self,
        url: str,
        name: str,
        wake: Callable[[], None],
        token: str | None = None,
        new_seat: bool | None = None,
    ) -> None:
        self.url = url
        self.name = name
        self.wake = wake
        self.token = token
        self.seat: int | None = None
        self.secret = fair_deal.new_secret()
        # A seat taken back has revealed its secret; a reserved seat (the host's own
        # window's) is taken with its token for the first time, and commits.
        self.revealed = not new_seat if new_seat is not None else token is not None
        self._events: list[LinkEvent] = []
        self._lock = threading.Lock()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._connection: ClientConnection | None = None
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="cassino-guest", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def take(self) -> list[LinkEvent]:
        """What happened since the last call, in order (the window's thread)."""
        with self._lock:
            events, self._events = self._events, []
        return events

    def send(self, message: Message) -> None:
        """Send ``message`` to the host (any thread); lost with a lost connection."""
        loop = self._loop
        if loop is not None and not self._closing:
            loop.call_soon_threadsafe(lambda: loop.create_task(self._send(message)))

    def close(self) -> None:
        self._closing = True
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(lambda: loop.create_task(self._close()))

    # The link's own thread --------------------------------------------------------------

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        ever_seated = False
        while not self._closing:
            try:
                await self._converse()
            except GuestError as error:  # refused, or never reached
                if not ever_seated or self.seat is None:
                    self._put(Failed(str(error)))
                    return
                self._put(Lost(str(error)))
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError) as error:
                if not ever_seated:
                    self._put(Failed(explain_unreachable(self.url, error)))
                    return
                self._put(Lost(explain_unreachable(self.url, error)))
            except (ConnectionClosed, ProtocolError) as error:
                if self._closing:
                    return
                self._put(Lost(str(error)))
            ever_seated = ever_seated or self.seat is not None
            if self._closing:
                return
            await asyncio.sleep(RETRY_SECONDS)

    async def _converse(self) -> None:
        async with connect(
            self.url, max_size=MAX_MESSAGE_BYTES, compression=None, proxy=None, open_timeout=10
        ) as connection:
            self._connection = connection
            coming_back = self.token is not None and self.seat is not None
            commitment = None if self.revealed else fair_deal.commitment(self.secret)
            await connection.send(protocol.encode(Hello(self.name, self.token, commitment)))
            async for text in connection:
                message = protocol.decode(text, "to_guest")
                if isinstance(message, Refused) and self.seat is None:
                    raise GuestError(message.reason)
                if isinstance(message, Welcome):
                    self.seat, self.token = message.seat, message.token
                    if coming_back:
                        self._put(Back())
                if isinstance(message, Start) and not self.revealed:
                    self.revealed = True
                    await connection.send(protocol.encode(Reveal(self.secret)))
                self._put(message)
            if not self._closing:
                raise ConnectionClosed(None, None)

    async def _send(self, message: Message) -> None:
        if self._connection is not None:
            with contextlib.suppress(ConnectionClosed):
                await self._connection.send(protocol.encode(message))

    async def _close(self) -> None:
        if self._connection is not None:
            await self._connection.close()

    def _put(self, event: LinkEvent) -> None:
        with self._lock:
            self._events.append(event)
        self.wake()
