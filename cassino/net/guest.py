"""A guest of a networked game (issue 58): it says hello, takes its seat, commits to and
reveals its secret for the deal, is sent its own view after every change, and sends the
move its player chose. At the end it checks its deals (``deal_check``).

``Guest`` is the protocol's side of it, with no window: its ``player`` chooses the moves
(a computer level for ``cassino join --bot``; the window's table for a person).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Callable
from dataclasses import dataclass, field

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView
from cassino.engine.view_notation import view_from_json
from cassino.net import fair_deal, protocol
from cassino.net.deal_check import PlayedRecord, check_deals
from cassino.net.deal_record import DealRecord
from cassino.net.messages import (
    GameOver,
    Hello,
    Message,
    PlayMove,
    Ready,
    Refused,
    Reveal,
    RoundOver,
    Seats,
    Start,
    ViewUpdate,
    Welcome,
)
from cassino.net.protocol import MAX_MESSAGE_BYTES, ProtocolError

Chooser = Callable[[PlayerView], Move]


class GuestError(Exception):
    """The guest cannot play on: refused by the host, or the host went away; one sentence."""


@dataclass(frozen=True)
class GuestResult:
    seat: int
    totals: tuple[int, ...]
    winner: int
    reason: str
    deal_problem: str | None  # None: every deal was verified


@dataclass
class Guest:
    name: str
    player: Chooser
    token: str | None = None  # a seat's token, to come back to it
    seat: int | None = None
    rules: Rules | None = None
    start: Start | None = None
    seats: Seats | None = None
    view: PlayerView | None = None
    refusals: list[str] = field(default_factory=list)
    rounds: dict[int, RoundOver] = field(default_factory=dict)  # by round number
    own_hands: dict[int, tuple[Card, ...]] = field(default_factory=dict)
    secret: bytes = field(default_factory=fair_deal.new_secret)
    revealed: bool = False
    received_texts: list[str] | None = None  # every message as it came, when a test asks
    on_welcome: Callable[[int, str], None] | None = None  # told the seat and its token
    record: DealRecord | None = None  # the game's deals and secrets, at its end

    async def play(self, url: str, come_back_for: float = 0.0) -> GuestResult:
        """Join the game at ``url`` and play it to its end. A connection lost once seated
        is tried again with the seat's token for ``come_back_for`` seconds (the host may
        be restarting)."""
        deadline: float | None = None
        while True:
            try:
                async with connect(
                    url, max_size=MAX_MESSAGE_BYTES, compression=None, proxy=None, open_timeout=10
                ) as connection:
                    return await self._converse(connection)
            except (OSError, InvalidHandshake, InvalidURI, TimeoutError, GuestError) as error:
                if self.seat is None or self.token is None or come_back_for <= 0:
                    if isinstance(error, GuestError):
                        raise
                    raise GuestError(explain_unreachable(url, error)) from None
                now = asyncio.get_running_loop().time()
                deadline = deadline if deadline is not None else now + come_back_for
                if now >= deadline:
                    raise GuestError(f"the game was lost and did not come back: {error}") from None
                await asyncio.sleep(1.0)

    async def _converse(self, connection: ClientConnection) -> GuestResult:
        new_seat = self.token is None
        commitment = fair_deal.commitment(self.secret) if new_seat else None
        await _send(connection, (Hello(self.name, self.token, commitment)))
        try:
            async for text in connection:
                if self.received_texts is not None:
                    self.received_texts.append(text if isinstance(text, str) else text.decode())
                message = protocol.decode(text, "to_guest")
                result = await self._on(message, connection, new_seat)
                if result is not None:
                    return result
        except ProtocolError as error:
            raise GuestError(f"the host sent what this game cannot read: {error}") from None
        except ConnectionClosed as error:
            raise GuestError(
                f"the connection to the host was lost before the game's end ({error})"
            ) from None
        raise GuestError("the host closed the connection before the game's end")

    async def _on(
        self, message: Message, connection: ClientConnection, new_seat: bool
    ) -> GuestResult | None:
        if isinstance(message, Welcome):
            self.seat, self.token = message.seat, message.token
            if self.on_welcome is not None:
                self.on_welcome(message.seat, message.token)
        elif isinstance(message, Refused):
            if self.seat is None:
                raise GuestError(message.reason)
            self.refusals.append(message.reason)
        elif isinstance(message, Seats):
            self.seats = message
        elif isinstance(message, Start):
            self._started(message)
            if new_seat and not self.revealed:
                self.revealed = True
                await _send(connection, (Reveal(self.secret)))
        elif isinstance(message, ViewUpdate):
            move = await self._viewed(message)
            if move is not None:
                await _send(connection, (PlayMove(move, message.ply)))
        elif isinstance(message, RoundOver):
            number = message.start.get("round")
            if isinstance(number, int) and not isinstance(number, bool):
                self.rounds[number] = message
            await _send(connection, (Ready()))
        elif isinstance(message, GameOver):
            return self._ended(message)
        return None

    def _started(self, start: Start) -> None:
        try:
            self.rules = Rules.from_options(start.options, "the host's rules", start.preset)
        except CassinoError as error:
            raise GuestError(f"the host's rules cannot be played here: {error}") from None
        self.start = start

    async def _viewed(self, update: ViewUpdate) -> Move | None:
        if self.rules is None:
            raise GuestError("the host sent a view before the game's rules")
        try:
            view = view_from_json(update.view, self.rules)
        except CassinoError as error:
            raise GuestError(f"the host sent a view that cannot be read: {error}") from None
        self.view = view
        if update.ply == 0:
            self.own_hands.setdefault(view.round_number, view.hand)
        if view.to_move != self.seat or not view.hand:
            return None
        return await asyncio.to_thread(self.player, view)

    def _ended(self, over: GameOver) -> GuestResult:
        assert self.seat is not None
        problem = "the game ended before it started"
        if self.rules is not None and self.start is not None:
            rounds = tuple(self.rounds[number] for number in sorted(self.rounds))
            self.record = DealRecord(self.start, rounds, over)
            problem = (
                check_deals(
                    self.rules,
                    self.start.commitments,
                    over.secrets,
                    [PlayedRecord(r.start, r.moves) for r in rounds],
                    self.own_hands,
                    self.seat,
                )
                or ""
            )
        return GuestResult(self.seat, over.totals, over.winner, over.reason, problem or None)


async def _send(connection: ClientConnection, message: Message) -> None:
    """Send ``message``; a connection the host has closed is left to the reading loop,
    which still reads what the host sent before closing (the game's end)."""
    with contextlib.suppress(ConnectionClosed):
        await connection.send(protocol.encode(message))


def explain_unreachable(url: str, error: Exception) -> str:
    """Why the game at ``url`` could not be reached, in one sentence."""
    return f"could not reach the game at {_shown_url(url)}: {_why(error)}"


def _shown_url(url: str) -> str:
    return url.removeprefix("ws://").removeprefix("wss://").rstrip("/")


def _why(error: Exception) -> str:
    """What went wrong in a player's words."""
    if isinstance(error, ConnectionRefusedError):
        return "no game is hosted there (is the host's game open, and the port right?)"
    if isinstance(error, TimeoutError):
        return "no answer in time (a firewall, or the wrong address)"
    if isinstance(error, socket.gaierror):
        return "that name is not known on this network"
    if isinstance(error, InvalidHandshake | InvalidURI):
        return "what answers there is not a Cassino game"
    return error.strerror if isinstance(error, OSError) and error.strerror else str(error)
