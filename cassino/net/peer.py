"""One WebSocket connection of a networked game, guarded: what it may send, how much and
how fast, and an outbox of its own so that one slow reader never holds up the others
(issue 58). The host keeps its connections in a ``Peer``; the relay, which keeps many
more, its own lighter ``Link`` (``relay``) with the same ``Limits`` and ``RateGate``.

A peer that sends more than ``Limits.burst`` messages at once, or keeps sending faster
than ``Limits.rate`` a second, or sends ``Limits.strikes`` messages that are refused, is
dropped; so is one whose outbox fills because it does not read. Nothing it sends can do
more than that.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field
from typing import Protocol

from websockets.exceptions import ConnectionClosed

from cassino.net import protocol
from cassino.net.messages import Message, Refused


class Transport(Protocol):
    """What a peer sends through: a WebSocket connection, or a guest's connection to a
    relay as the host's end of it sees it (``relay_link``)."""

    async def send(self, message: str) -> None: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...


@dataclass(frozen=True)
class Limits:
    rate: float = 20.0  # messages a second, kept up
    burst: int = 40  # messages at once
    strikes: int = 20  # refused messages before the connection is dropped
    outbox: int = 256  # messages waiting to be sent before a peer is too slow
    hello_seconds: float = 10.0  # how long a new connection has to say hello


@dataclass(slots=True)
class RateGate:
    """A token bucket: ``allow`` is False once a peer sends faster than its limits."""

    limits: Limits
    tokens: float = field(init=False)
    checked: float = field(init=False, default_factory=time.monotonic)

    def __post_init__(self) -> None:
        self.tokens = float(self.limits.burst)

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(
            float(self.limits.burst), self.tokens + (now - self.checked) * self.limits.rate
        )
        self.checked = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True

    async def wait(self) -> None:
        """Wait until one more message is within the limits: a relay slows a fast sender
        down (it stops reading it, and the sender's own buffers fill) instead of judging."""
        while not self.allow():
            await asyncio.sleep((1 - self.tokens) / self.limits.rate)


class Dropped(Exception):
    """The peer broke its limits; the message says which, for the log and the peer."""


class Peer:
    """A connection with its outbox, its rate gate and its strikes."""

    def __init__(self, connection: Transport, limits: Limits) -> None:
        self.connection = connection
        self.limits = limits
        self.gate = RateGate(limits)
        self.strikes = 0
        self.outbox: asyncio.Queue[str | None] = asyncio.Queue(limits.outbox)
        self.sent_bytes = 0
        self._writer = asyncio.get_running_loop().create_task(self._write())

    def send(self, message: Message | str) -> bool:
        """Queue ``message``; False (and the connection closing) if the peer is too slow."""
        text = message if isinstance(message, str) else protocol.encode(message)
        try:
            self.outbox.put_nowait(text)
        except asyncio.QueueFull:
            self.close("it did not read what it was sent")
            return False
        return True

    def check(self) -> None:
        """Count one message received; Dropped if the peer sends too fast."""
        if not self.gate.allow():
            raise Dropped("it sent too many messages too fast")

    def refund(self) -> None:
        """A message that moved the game on (an accepted move) does not count: the game's
        own pace bounds those, and a computer guest may rightly send many a second."""
        self.gate.tokens = min(float(self.limits.burst), self.gate.tokens + 1)

    def strike(self, reason: str) -> None:
        """A message was refused: tell the peer why; Dropped after too many."""
        self.strikes += 1
        if self.strikes >= self.limits.strikes:
            raise Dropped(f"it sent {self.strikes} messages that were refused")
        self.send(Refused(reason))

    def close(self, reason: str = "") -> None:
        """Stop sending after what is queued and close the connection."""
        with contextlib.suppress(asyncio.QueueFull):
            self.outbox.put_nowait(None)
        if self.outbox.full():  # no room even to say goodbye: close now
            self._writer.cancel()
            asyncio.get_running_loop().create_task(self.connection.close(1008, reason[:120]))

    async def _write(self) -> None:
        try:
            while (text := await self.outbox.get()) is not None:
                await self.connection.send(text)
                self.sent_bytes += len(text)
            await self.connection.close()
        except ConnectionClosed:
            pass

    async def finished(self) -> None:
        """Wait until the outbox is written and the connection closed (or gone)."""
        with contextlib.suppress(asyncio.CancelledError, ConnectionClosed):
            await self._writer
