"""The host of a networked game: the referee (issue 58). Its ``GameSession`` is the only
engine; every other person is a guest who is sent its own view and sends the move it
chose, which the engine checks here.

``GameHost.play`` runs the whole game: the lobby until every guest's seat is taken, the
fair deal (``fair_deal``: every program's commitment out before any secret), the rounds,
and the end, when every secret is sent so that each guest can check its deals. The
connections themselves, what a guest may send and how fast, are ``host_door``'s.
"""

from __future__ import annotations

import asyncio
import hashlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from cassino.engine.errors import CassinoError
from cassino.engine.notation import move_to_json, position_to_json
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView
from cassino.engine.view_notation import view_to_json
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.game.snapshot import SavedGame
from cassino.i18n import N_
from cassino.net import fair_deal
from cassino.net.host_door import Event, HostDoor, Inbox, Joined, Left, Nudged
from cassino.net.host_lobby import everyone_seated
from cassino.net.messages import (
    GameOver,
    Message,
    PlayMove,
    Ready,
    Refused,
    Reveal,
    RoundOver,
    Said,
    Say,
    Seats,
    SeatState,
    Start,
    ViewUpdate,
)
from cassino.net.peer import Dropped, Limits, Peer
from cassino.net.seating import GuestSeat, SeatPlan, new_token


class HostError(Exception):
    """The game cannot go on (a guest never revealed its secret); one sentence."""


@dataclass
class Timeouts:
    reveal: float = 60.0  # for every guest's secret once the commitments are out
    between_rounds: float = 300.0  # for every guest to read the round's summary
    replace_after: float | None = None  # a computer takes an absent guest's turn after this
    replacement_level: str = "medium"


@dataclass
class GameHost:
    rules: Rules
    plans: tuple[SeatPlan, ...]
    own_secret: bytes = field(default_factory=fair_deal.new_secret)
    limits: Limits = field(default_factory=Limits)
    timeouts: Timeouts = field(default_factory=Timeouts)
    on_change: Callable[[GameHost], None] | None = None  # after each change: keep the game
    auto_start: bool = True  # when every seat is taken; else at the hosting window's word
    hints: bool = False  # guests may ask their own program for a hint

    def __post_init__(self) -> None:
        if len(self.plans) != self.rules.players:
            raise ValueError(f"{len(self.plans)} seats for rules of {self.rules.players} players")
        self.inbox: Inbox = asyncio.Queue(10_000)
        self.guests: dict[int, GuestSeat] = {
            n: GuestSeat(token=new_token(), reserved=plan.reserved)
            for n, plan in enumerate(self.plans)
            if plan.kind == "remote"
        }
        self.door = HostDoor(self.guests, self.inbox, self.limits, self.started)
        self.session: GameSession | None = None
        self.start: Start | None = None
        self.round_over: RoundOver | None = None  # the summary while between rounds
        self.records: list[RoundOver] = []  # every finished round, for guests coming back
        self.seats: list[Seat] = []
        self.port = 0  # where it listens, once it does: a resumed game listens there again
        self.start_asked = False  # the hosting window's Start (``host_lobby``)
        self.game_over: GameOver | None = None  # sent at the end, with every secret
        self.relay_room: tuple[str, str] | None = None  # its room's code and key, if any

    def started(self) -> bool:
        return self.start is not None

    async def listen(self, bind: str | None, port: int) -> tuple[str, int]:
        """Open the door at ``bind``:``port`` (0: any free port); the address it took."""
        bound = await self.door.open(bind, port)
        self.port = bound[1]
        return bound

    async def open_room(self, relay_url: str) -> str:
        """Open a room for this game on the relay at ``relay_url`` (a resumed game takes
        its room back, while the relay keeps it); the room's code."""
        code, key = self.relay_room or ("", "")
        opened = await self.door.open_room(relay_url, code, key)
        if self.door.relay is not None:
            self.relay_room = (self.door.relay.code, self.door.relay.key)
        return opened

    async def close(self) -> None:
        await self.door.shut()
        if self.session is not None:
            self.session.close()

    # The game ---------------------------------------------------------------------------

    def resume(self, saved: SavedGame, start: Start, records: list[RoundOver]) -> None:
        """Go on with a game this host kept (``host_record``) where it stood: no lobby, no
        deal; the guests come back with their tokens."""
        self.start = start
        self.records = list(records)
        self.seats = list(saved.seats)
        self.session = GameSession.resume(saved)
        if self.session.round_result is not None and records:
            self.round_over = records[-1]  # the summary the guests were reading

    async def play(self) -> GameSession:
        """The whole game, from the lobby to the last round; the finished session."""
        if self.session is None:
            while not (everyone_seated(self) and (self.auto_start or self.start_asked)):
                await self._handle(await self.inbox.get())
            session = await self._deal()
        else:
            session = self.session  # resumed
        self._watch(session)
        while session.awaiting != "game_over":
            self._send_views()
            if session.awaiting == "round_end":
                await self._between_rounds()
            elif session.awaiting == "computer":
                move = await asyncio.wrap_future(session.think())
                session.play(move)
            else:
                await self._wait_for_move()
        self._send_views()
        self._send_round_over()
        self._finish()
        return session

    async def _deal(self) -> GameSession:
        """Every commitment out, then every secret in: the seed nobody chose."""
        names = []
        for n, plan in enumerate(self.plans):
            guest = self.guests.get(n)
            names.append(guest.name if guest and guest.name else plan.name)
        self.seats = [
            Seat(name, "human") if plan.kind == "remote" else Seat(name, "computer", plan.level)
            for name, plan in zip(names, self.plans, strict=True)
        ]
        order = sorted(self.guests)
        commitments = [fair_deal.commitment(self.own_secret)]
        commitments += [self.guests[n].commitment or "" for n in order]
        options = _options_json(self.rules)
        self.start = Start(options, self.rules.preset, tuple(names), tuple(commitments), self.hints)
        for guest in self.guests.values():
            self._tell_start(guest)
        deadline = time.monotonic() + self.timeouts.reveal
        while not all(guest.secret for guest in self.guests.values()):
            remaining = deadline - time.monotonic()
            try:
                event = await asyncio.wait_for(self.inbox.get(), max(remaining, 0.001))
            except TimeoutError:
                late = [self.guests[n].name for n in order if not self.guests[n].secret]
                raise HostError(
                    f"{', '.join(str(name) for name in late)} did not reveal the secret of "
                    "the deal in time"
                ) from None
            await self._handle(event)
        secrets = [self.own_secret] + [self.guests[n].secret or b"" for n in order]
        self.session = GameSession(self.rules, tuple(self.seats), fair_deal.deal_seed(secrets))
        return self.session

    async def _wait_for_move(self) -> None:
        session = self._session()
        seat = session.to_move
        guest = self.guests[seat]
        state = session.state
        while session.state is state and session.awaiting == "human":
            wait = self._until_replaced(guest)
            try:
                event = await asyncio.wait_for(self.inbox.get(), wait)
            except TimeoutError:
                self._seat_computer(seat)
                return
            await self._handle(event)

    def _until_replaced(self, guest: GuestSeat) -> float | None:
        after = self.timeouts.replace_after
        if after is None or guest.left_at is None:
            return None
        return max(0.001, guest.left_at + after - time.monotonic())

    def _seat_computer(self, seat: int, level: str | None = None) -> None:
        """The guest stayed away: a computer plays its seat until it comes back."""
        session = self._session()
        name = self.seats[seat].name
        self.seats[seat] = Seat(name, "computer", level or self.timeouts.replacement_level)
        session.seats = tuple(self.seats)
        self.broadcast_seats()

    def computer_for(self, seat: int, level: str) -> bool:
        """The host's choice: a computer at ``level`` plays for the guest at ``seat``, who
        is away, until it comes back."""
        guest = self.guests.get(seat)
        if self.session is None or guest is None or guest.peer is not None:
            return False
        if self.session.outcome is not None or self.seats[seat].kind != "human":
            return False
        self._seat_computer(seat, level)
        self.nudge()  # a turn waiting for that guest goes to the computer now
        return True

    async def _between_rounds(self) -> None:
        self._send_round_over()
        deadline = time.monotonic() + self.timeouts.between_rounds
        while not all(g.ready or g.peer is None for g in self.guests.values()):
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            try:
                await self._handle(await asyncio.wait_for(self.inbox.get(), remaining))
            except TimeoutError:
                break
        for guest in self.guests.values():
            guest.ready = False
        self.round_over = None
        self._session().next_round()

    def _send_round_over(self) -> None:
        session = self._session()
        result = session.round_result
        if result is None or self.round_over is not None:
            return
        if not session.rounds:  # resumed at a round's end: the record kept says it
            return
        played = session.rounds[-1]
        self.round_over = RoundOver(
            result.side_totals,
            position_to_json(played.start),
            tuple(move_to_json(move) for move in played.moves),
        )
        self.records.append(self.round_over)
        self._broadcast(self.round_over)

    def _watch(self, session: GameSession) -> None:
        """Tell ``on_change`` (the keeping of the game) after every change."""
        if self.on_change is not None:
            on_change = self.on_change
            session.listeners.append(lambda event: on_change(self))
            on_change(self)

    def _finish(self) -> None:
        session = self._session()
        outcome, result = session.outcome, session.round_result
        assert outcome is not None and result is not None
        secrets = [self.own_secret] + [self.guests[n].secret or b"" for n in sorted(self.guests)]
        self.game_over = GameOver(
            result.side_totals, outcome.winner, outcome.reason, tuple(secrets)
        )
        self._broadcast(self.game_over)
        for guest in self.guests.values():
            if guest.peer is not None:
                guest.peer.close()

    # What guests send -------------------------------------------------------------------

    def nudge(self) -> None:
        """Have ``play`` look again at the lobby (changed by the hosting window)."""
        self.inbox.put_nowait(Nudged())

    async def _handle(self, event: Event) -> None:
        if isinstance(event, Nudged):
            return
        if isinstance(event, Joined):
            self._joined(event.seat)
        elif isinstance(event, Left):
            self.broadcast_seats()
        elif self.guests[event.seat].peer in (event.peer, None):  # not one since replaced
            try:
                self._received(event.seat, event.message, event.peer)
            except Dropped as error:
                event.peer.send(Refused(f"The connection was closed: {error}."))
                event.peer.close()

    def _joined(self, seat: int) -> None:
        guest = self.guests[seat]
        guest.sent = None
        if self.session is not None and self.seats[seat].kind == "computer":
            self.seats[seat] = Seat(self.seats[seat].name, "human")  # the person takes it back
            self.session.seats = tuple(self.seats)
        self.broadcast_seats()
        if self._tell_start(guest):  # a guest back after a drop: the game as it stands
            for record in self.records:  # its deals to check, the summary it may be on
                if guest.peer is not None:
                    guest.peer.send(record)
            self._send_views()

    def _tell_start(self, guest: GuestSeat) -> bool:
        """Send the game's start to ``guest``'s connection unless it has it."""
        peer = guest.peer
        if peer is None or self.start is None or guest.told_start is peer:
            return False
        peer.send(self.start)
        guest.told_start = peer
        return True

    def _received(self, seat: int, message: Message, peer: Peer) -> None:
        guest = self.guests[seat]
        if isinstance(message, Say):
            self._broadcast(Said(seat, message.quick))
        elif isinstance(message, Reveal):
            if self.start is None or guest.secret is not None:
                peer.strike(N_("a secret is revealed once, after the commitments are out"))
            elif fair_deal.commitment(message.secret) != guest.commitment:
                peer.strike(N_("that secret is not the one committed to"))
            else:
                guest.secret = message.secret
        elif isinstance(message, Ready):
            guest.ready = self.round_over is not None  # a summary read before: no matter
        elif isinstance(message, PlayMove):
            self._move(seat, message, peer)
        else:
            peer.strike(N_("that message is not taken now"))

    def _move(self, seat: int, message: PlayMove, peer: Peer) -> None:
        session = self.session
        if session is None or session.awaiting != "human" or session.to_move != seat:
            peer.strike(N_("it is not your turn"))
            return
        if message.ply != len(session.history):
            peer.strike(N_("that move was chosen for an earlier position"))
            return
        try:
            session.play(message.move)
        except CassinoError as error:  # the engine's reason, in one sentence
            peer.strike(str(error))
            self.guests[seat].sent = None  # the view again, to choose from
            self._send_views()
        else:
            peer.refund()

    # What guests are sent ---------------------------------------------------------------

    def _send_views(self) -> None:
        session = self.session
        if session is None:
            return
        now = (session.state.round_number, len(session.history))
        plays = None
        for seat, guest in self.guests.items():
            # A connection that has not been told the game's start yet (a guest coming
            # back, its hello just taken) is sent its view after the start, not before.
            if guest.peer is None or guest.sent == now or guest.told_start is not guest.peer:
                continue
            plays = plays if plays is not None else session.plays()
            view = PlayerView.of(session.state, seat, plays)
            guest.peer.send(ViewUpdate(view_to_json(view), len(session.history)))
            guest.sent = now

    def broadcast_seats(self) -> None:
        states = []
        for n, plan in enumerate(self.plans):
            guest = self.guests.get(n)
            seat = self.seats[n] if self.seats else None
            if guest is None or (seat is not None and seat.kind == "computer"):
                states.append(SeatState("computer", seat.name if seat else plan.name, True))
            else:
                states.append(SeatState("remote", guest.name, guest.peer is not None))
        self._broadcast(Seats(tuple(states)))

    def _broadcast(self, message: Message) -> None:
        for guest in self.guests.values():
            if guest.peer is not None:
                guest.peer.send(message)

    def _session(self) -> GameSession:
        assert self.session is not None
        return self.session


def _options_json(rules: Rules) -> dict[str, object]:
    return {
        key: list(value) if isinstance(value, tuple) else value
        for key, value in rules.options().items()
    }


def secret_from_seed(seed: int) -> bytes:
    """The host's own secret from a fixed seed (tests and tools); the deal still depends
    on every guest's secret too."""
    return hashlib.sha256(f"cassino host secret {seed}".encode()).digest()
