"""Networked games for the tests, on the loopback address only: a host and its guests in
one event loop, each guest a computer level seeing only what a guest sees."""

from __future__ import annotations

import asyncio
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from cassino.ai.levels import LEVELS
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView
from cassino.game.session import GameSession
from cassino.net.address import room_url
from cassino.net.guest import Guest, GuestResult
from cassino.net.host import GameHost, Timeouts
from cassino.net.joining import Joining
from cassino.net.peer import Limits
from cassino.net.relay import Relay
from cassino.net.remote_session import RemoteSession
from cassino.net.seating import SeatPlan

LOOPBACK = "127.0.0.1"


def bot(level: str, seed: int) -> Guest:
    """A guest whose moves a computer level chooses."""
    rng = random.Random(seed)
    chooser = LEVELS[level]

    def choose(view: PlayerView) -> Move:
        return chooser(view, rng)

    return Guest(f"{level.capitalize()} {seed}", choose, received_texts=[])


@dataclass
class Played:
    session: GameSession
    results: list[GuestResult]
    guests: list[Guest]


async def host_game(
    rules: Rules,
    plans: Sequence[SeatPlan],
    guests: Sequence[Guest],
    limits: Limits | None = None,
    timeouts: Timeouts | None = None,
    relayed: bool = False,
) -> Played:
    """A whole game: the host on a free loopback port (or in a room of a relay on one),
    every guest joining it at once."""
    host = GameHost(rules, tuple(plans), limits=limits or Limits(), timeouts=timeouts or Timeouts())
    relay = Relay()
    if relayed:
        bound, port = await relay.open(LOOPBACK, 0)
        url = room_url(f"{bound}:{port}", await host.open_room(f"ws://{bound}:{port}"))
    else:
        bound, port = await host.listen(LOOPBACK, 0)
        url = f"ws://{bound}:{port}/"
    try:
        outcome = await asyncio.wait_for(
            asyncio.gather(host.play(), *(guest.play(url) for guest in guests)), 120
        )
    finally:
        await host.close()
        await relay.shut()
    session, *results = outcome
    return Played(session, list(results), list(guests))


def session_of(
    joining: Joining, seconds: float = 30.0, waiting: Callable[[], None] | None = None
) -> RemoteSession:
    """Poll a window's ``joining`` until its game starts there (``waiting`` is called
    meanwhile: a lobby's Start); the refusal's words if it fails."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        session = joining.poll()
        if session is not None:
            return session
        assert joining.failed is None, joining.failed
        if waiting is not None:
            waiting()
        time.sleep(0.01)
    raise AssertionError("the game did not start")


def remote(count: int) -> list[SeatPlan]:
    return [SeatPlan("remote") for _ in range(count)]
