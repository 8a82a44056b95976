"""``python -m cassino bench net`` (issue 58): how fast a move reaches the other players,
directly and through a relay, and how many rooms a relay carries.

``direct`` and ``relayed``: whole four-player classic games (one round each, as many as
``moves`` needs), every seat a guest whose moves the easy level chooses after a pause of
PACE seconds (a fast player; the pause also keeps its thinking thread off the GIL while
the last move is delivered). A move's latency is from the moment the mover's guest hands
the move to its connection to the moment the last of the three other guests takes the
view of the position after it from its connection (``time.perf_counter``). The host and
the guests run in this one process and one event loop, so the figure holds the host's
refereeing and every guest's reading in turn on one core, where a real table has each
on its own computer: an upper bound. ``relayed`` goes through the same ``cassino relay``
process as the load below; ``direct`` through the host's own port.

``load`` and ``capacity``: ``bench_net_load``. Everything binds and connects to
127.0.0.1 only. The targets (issue 58), reported against and not asserted: p99 at most
20 ms direct, at most 50 ms relayed under the paced load, at most 100 kB of the relay's
memory a room.
"""

from __future__ import annotations

import asyncio
import json
import statistics
import time
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from random import Random
from typing import Any, cast

from websockets.asyncio.client import ClientConnection

from cassino.ai.levels import LEVELS
from cassino.cli.bench_net_load import (
    CLIENTS,
    LIMIT_MS,
    LOOPBACK,
    RelayProcess,
    percentile,
    raise_open_file_limit,
    relay_under_load,
)
from cassino.cli.bounded_input import InputError
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView
from cassino.net.address import room_url
from cassino.net.guest import Guest, GuestResult
from cassino.net.host import GameHost, secret_from_seed
from cassino.net.seating import SeatPlan
from cassino.userdata import presets

PLAYERS = 4
PACE = 0.02  # seconds a guest takes over a move
LEVEL = "easy"
MAX_ROOMS = 5_000
MAX_MOVES = 100_000
DEFAULT_SECONDS = 10.0  # each step of the load
TARGETS_MS = {"direct": 20.0, "relayed": LIMIT_MS}
TARGET_KB_PER_ROOM = 100.0

Log = list[tuple[float, bool, str | bytes]]  # when, sent (else received), the text


class _Stopwatch:
    """A guest's connection that notes when each message is sent and taken."""

    def __init__(self, connection: ClientConnection, log: Log) -> None:
        self.connection = connection
        self.log = log

    async def send(self, message: str) -> None:
        self.log.append((time.perf_counter(), True, message))
        await self.connection.send(message)

    def __aiter__(self) -> AsyncIterator[str | bytes]:
        return self._texts()

    async def _texts(self) -> AsyncIterator[str | bytes]:
        async for text in self.connection:
            self.log.append((time.perf_counter(), False, text))
            yield text

    async def close(self, code: int = 1000, reason: str = "") -> None:
        await self.connection.close(code, reason)


@dataclass
class TimedGuest(Guest):
    log: Log = field(default_factory=list)

    async def _converse(self, connection: ClientConnection) -> GuestResult:
        stopwatch = _Stopwatch(connection, self.log)
        return await super()._converse(cast(ClientConnection, stopwatch))


def _timed_guest(number: int, seed: int) -> TimedGuest:
    rng = Random(f"bench net:{seed}:{number}")
    level = LEVELS[LEVEL]

    def choose(view: PlayerView) -> Move:
        time.sleep(PACE)  # the guest's own thread
        return level(view, rng)

    return TimedGuest(f"{LEVEL.capitalize()} {number}", choose)


async def _game(seed: int, relay_url: str | None) -> list[float]:
    """One round's game of four guests; the latency of each of its moves, in seconds."""
    rules = presets.load_for_players("classic", PLAYERS).with_options(target=1)
    host = GameHost(rules, tuple(SeatPlan("remote") for _ in range(PLAYERS)))
    host.own_secret = secret_from_seed(seed)
    guests = [_timed_guest(number, seed) for number in range(1, PLAYERS + 1)]
    try:
        if relay_url is None:
            bound, port = await host.listen(LOOPBACK, 0)
            url = f"ws://{bound}:{port}/"
        else:
            code = await host.open_room(relay_url)
            url = room_url(relay_url, code)
        await asyncio.wait_for(
            asyncio.gather(host.play(), *(guest.play(url) for guest in guests)), 300
        )
    finally:
        await host.close()
    return _latencies(guests)


def _latencies(guests: list[TimedGuest]) -> list[float]:
    """From each move sent to the last other guest's taking the view after it."""
    sent: dict[tuple[int, int], tuple[float, int]] = {}
    taken: dict[tuple[int, int], dict[int, float]] = {}
    for guest in guests:
        assert guest.seat is not None
        round_number = 0
        for at, outgoing, text in guest.log:
            message = json.loads(text)
            if outgoing and message.get("type") == "move":
                sent[(round_number, int(message["ply"]) + 1)] = (at, guest.seat)
            elif not outgoing and message.get("type") == "view":
                round_number = int(message["view"]["round"])
                taken.setdefault((round_number, int(message["ply"])), {}).setdefault(guest.seat, at)
    latencies = []
    for position, (at, mover) in sent.items():
        others = [when for seat, when in taken.get(position, {}).items() if seat != mover]
        if len(others) == len(guests) - 1:
            latencies.append(max(others) - at)
    return latencies


async def _moves(moves: int, seed: int, relay_url: str | None) -> dict[str, float | int]:
    latencies: list[float] = []
    games = 0
    while len(latencies) < moves:
        latencies += await _game(seed + games, relay_url)
        games += 1
    return {
        "median_ms": round(1000 * statistics.median(latencies), 2),
        "p99_ms": round(1000 * percentile(latencies, 0.99), 2),
        "moves": len(latencies),
        "games": games,
    }


async def _bench(rooms: int, seconds: float, moves: int, seed: int) -> dict[str, Any]:
    figures: dict[str, Any] = {"direct": await _moves(moves, seed, None)}
    relay = RelayProcess()
    try:
        figures["relayed"] = await _moves(moves, seed, relay.url)
        figures |= await relay_under_load(relay, rooms, seconds, seed)
    finally:
        relay.stop()
    return figures


def bench_net(
    rooms: int = 500, seconds: float = DEFAULT_SECONDS, moves: int = 300, seed: int = 1
) -> dict[str, Any]:
    """The figures: ``direct`` and ``relayed`` (``median_ms``, ``p99_ms``), ``load`` and
    ``capacity`` (``bench_net_load``), and the targets they are read against."""
    if not 1 <= rooms <= MAX_ROOMS:
        raise InputError(f"--rooms must be from 1 to {MAX_ROOMS:,}, not {rooms}")
    if not 1 <= moves <= MAX_MOVES:
        raise InputError(f"--moves must be from 1 to {MAX_MOVES:,}, not {moves}")
    if not Path("/proc/self/stat").exists():
        raise InputError("bench net reads the relay's CPU and memory in /proc (Linux)")
    raise_open_file_limit(2 * rooms * CLIENTS + 256)  # both ends of every connection
    started = time.perf_counter()
    figures = asyncio.run(_bench(rooms, seconds, moves, seed))
    figures["targets"] = {
        "direct_p99_ms": TARGETS_MS["direct"],
        "relayed_p99_ms": TARGETS_MS["relayed"],
        "relay_kb_per_room": TARGET_KB_PER_ROOM,
    }
    figures["seconds"] = round(time.perf_counter() - started, 1)
    return figures


def report_lines(figures: dict[str, Any]) -> list[str]:
    """The figures in a few lines, each against its target."""
    lines = []
    for kind in ("direct", "relayed"):
        part = figures[kind]
        lines.append(
            f"{kind}: median {part['median_ms']} ms, p99 {part['p99_ms']} ms "
            f"(target {TARGETS_MS[kind]:g}) over {part['moves']} moves of four guests"
        )
    load = figures["load"]
    lines.append(
        f"load: {load['rooms']} rooms, {load['clients']} connections, "
        f"{load['moves_per_second']} moves/s: median {load['median_ms']} ms, "
        f"p99 {load['p99_ms']} ms (target {LIMIT_MS:g}), {load['lost']} lost"
    )
    lines.append(
        f"relay: {load['relay_cpu_percent']}% of a core under that load (the load process "
        f"{load['load_cpu_percent']}%), {load['relay_kb_per_room']} kB of memory a room "
        f"(target {TARGET_KB_PER_ROOM:g})"
    )
    capacity = figures["capacity"]
    if capacity["reached"]:
        lines.append(
            f"capacity: p99 passes {LIMIT_MS:g} ms at {capacity['moves_per_second']} moves/s "
            f"({capacity['p99_ms']} ms; {capacity['last_under_moves_per_second']} moves/s "
            f"was under; relay CPU {capacity['relay_cpu_percent']}%, "
            f"load {capacity['load_cpu_percent']}%)"
        )
    else:
        lines.append(
            f"capacity: p99 stayed under {LIMIT_MS:g} ms up to "
            f"{capacity['moves_per_second']} moves/s, the fastest tried"
        )
    return lines
