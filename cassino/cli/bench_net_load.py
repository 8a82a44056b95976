"""The relay under load, for ``bench net`` (issue 58): many rooms at once through one
``cassino relay`` in a process of its own, and the pace at which it falls behind.

Every room is four guests (a four-player table) and the host's connection, all raw
WebSocket clients in this one load process speaking the relay's envelopes directly
(``relay_envelope``): the relay never reads the game's messages, so nothing of a game is
played here. In turn each guest sends a "move" of about 1.4 kB; the host, on its one
connection, sends it back in three ``to`` envelopes, one for each of the other guests.
A move's latency is from the guest's send to the last of the other three receiving it,
all timed with ``time.perf_counter`` in this process.

``load``: every room moving once every 2 s for ``seconds``. ``capacity``: the same rooms
at 1.5 times the pace a step, until p99 passes 50 ms (or a move is lost, or a connection
dropped), then once between the last two paces; a step's moves still on their way
DRAIN_SECONDS after it count at that age. The relay's CPU (utime + stime) and memory
(VmRSS, before the rooms open and after the paced load) are read from ``/proc`` for its
process; this process's own CPU is reported too, since the relay and the load share the
machine's cores, and on two cores the machine may be what falls behind first. Only
127.0.0.1 is ever bound or connected to.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import math
import os
import resource
import select
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from random import Random
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from cassino.cli.bounded_input import InputError
from cassino.net.relay_envelope import MAX_ENVELOPE_BYTES

LOOPBACK = "127.0.0.1"
GUESTS = 4  # in a room, with the host's connection: five connections a room
CLIENTS = GUESTS + 1
PACED_RATE = 0.5  # moves a second in a room: one every 2 s
RAMP = 1.5  # each faster step of the ramp, times the last
MAX_RATE = 40.0  # moves a second in a room: 10 from each guest, half the relay's limit
LIMIT_MS = 50.0  # the p99 that marks the relay's capacity
DRAIN_SECONDS = 5.0  # how long a step's last moves may take before they count as lost
OPENING = 16  # rooms opened at once (the relay's listen backlog is 100)
PAD = "x" * 1_400


def percentile(samples: list[float], share: float) -> float:
    """The nearest-rank percentile (``share`` from 0 to 1) of ``samples``."""
    ordered = sorted(samples)
    rank = min(len(ordered), max(1, math.ceil(share * len(ordered))))
    return ordered[rank - 1]


def raise_open_file_limit(needed: int) -> None:
    """The soft limit of open files raised to the hard one when ``needed`` is more."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft != resource.RLIM_INFINITY and soft < needed:
        resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        soft = hard
    if soft != resource.RLIM_INFINITY and soft < needed:
        raise InputError(
            f"--rooms needs about {needed} open files and the limit is {soft} (ulimit -n)"
        )


class RelayProcess:
    """``python -m cassino relay`` on a free port of 127.0.0.1, and its CPU and memory."""

    def __init__(self) -> None:
        self.errors = tempfile.TemporaryFile()  # noqa: SIM115 (closed by stop)
        command = [sys.executable, "-m", "cassino", "relay", "--host", LOOPBACK, "--port", "0"]
        self.process = subprocess.Popen(
            [*command, "--json"],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=self.errors,
        )
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], 60)
        line = self.process.stdout.readline() if ready else b""
        if not line:
            self.stop()
            self.errors.seek(0)
            why = self.errors.read().decode(errors="replace").strip().splitlines()
            raise InputError(f"the relay did not start: {why[-1] if why else 'no answer'}")
        host, port = json.loads(line)["address"].rsplit(":", 1)
        assert host == LOOPBACK
        self.url = f"ws://{LOOPBACK}:{int(port)}"
        self.ticks = os.sysconf("SC_CLK_TCK")

    def cpu_seconds(self) -> float:
        with open(f"/proc/{self.process.pid}/stat", encoding="ascii") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / self.ticks  # utime, stime

    def rss_kb(self) -> int:
        with open(f"/proc/{self.process.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        return 0

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.process.stdout is not None:
            self.process.stdout.close()
        self.errors.close()


@dataclass
class LoadRoom:
    host: ClientConnection
    guests: list[ClientConnection]
    clients: list[int]  # the relay's number for each guest, in the same order


@dataclass
class Sent:
    at: float
    waiting: int  # guests still to receive it
    step: int


@dataclass
class Step:
    """One pace of the load: what it asked, what it got, and what it cost."""

    rate: float  # moves a second asked of each room
    moves_per_second: float  # made, over every room
    moves: int
    lost: int  # not received by every other guest within DRAIN_SECONDS
    median_ms: float
    p99_ms: float
    relay_cpu_percent: float
    load_cpu_percent: float

    def figures(self) -> dict[str, float | int]:
        return {
            "moves_per_second": round(self.moves_per_second, 1),
            "median_ms": round(self.median_ms, 2),
            "p99_ms": round(self.p99_ms, 2),
            "lost": self.lost,
            "relay_cpu_percent": round(self.relay_cpu_percent, 1),
            "load_cpu_percent": round(self.load_cpu_percent, 1),
        }


@dataclass
class Load:
    relay: RelayProcess
    rooms: list[LoadRoom] = field(default_factory=list)
    pending: dict[int, Sent] = field(default_factory=dict)
    latencies: list[float] = field(default_factory=list)
    readers: list[asyncio.Task[None]] = field(default_factory=list)
    step: int = 0
    moves: int = 0
    dropped: int = 0  # connections that ended before the load closed them
    closing: bool = False

    async def open(self, rooms: int) -> None:
        gate = asyncio.Semaphore(OPENING)

        async def one() -> None:
            async with gate:
                await self._open_room()

        await asyncio.gather(*(one() for _ in range(rooms)))

    async def _open_room(self) -> None:
        base = self.relay.url
        host = await _connect(f"{base}/host")
        code = json.loads(await host.recv())["room"]
        guests, clients = [], []
        for _ in range(GUESTS):
            guests.append(await _connect(f"{base}/room/{code}"))
            clients.append(int(json.loads(await host.recv())["joined"]))
        room = LoadRoom(host, guests, clients)
        self.rooms.append(room)
        loop = asyncio.get_running_loop()
        self.readers.append(loop.create_task(self._forward(room)))
        self.readers += [loop.create_task(self._receive(guest)) for guest in guests]

    async def _forward(self, room: LoadRoom) -> None:
        """The room's host: every guest's move to each of the other guests."""
        try:
            async for text in room.host:
                envelope = json.loads(text)
                client = envelope.get("from")
                if client is None:
                    continue
                data = envelope["data"]
                for other in room.clients:
                    if other != client:
                        await room.host.send(_envelope(other, data))
        except ConnectionClosed:
            pass
        finally:
            self.dropped += not self.closing

    async def _receive(self, guest: ClientConnection) -> None:
        try:
            async for text in guest:
                now = time.perf_counter()
                number = json.loads(text)["move"]
                sent = self.pending.get(number)
                if sent is None:
                    continue
                sent.waiting -= 1
                if sent.waiting == 0:
                    del self.pending[number]
                    if sent.step == self.step:
                        self.latencies.append(now - sent.at)
        except ConnectionClosed:
            pass
        finally:
            self.dropped += not self.closing

    async def run_step(self, rate: float, seconds: float, rng: Random) -> Step:
        """Every room moving ``rate`` times a second for ``seconds`` (at least one move
        each), each from a random start within its first interval."""
        self.step += 1
        self.latencies = []
        interval = 1 / rate
        duration = max(seconds, interval)
        relay_cpu, load_cpu = self.relay.cpu_seconds(), time.process_time()
        start = time.perf_counter() + 0.05
        end = start + duration
        counts = await asyncio.gather(
            *(
                self._pace(room, interval, start + rng.random() * interval, end)
                for room in self.rooms
            )
        )
        wall = time.perf_counter() - start
        relay_cpu = self.relay.cpu_seconds() - relay_cpu
        load_cpu = time.process_time() - load_cpu
        deadline = time.perf_counter() + DRAIN_SECONDS
        while self._waiting() and time.perf_counter() < deadline:
            await asyncio.sleep(0.02)
        gave_up = time.perf_counter()
        lost = [number for number, sent in self.pending.items() if sent.step == self.step]
        samples = self.latencies + [gave_up - self.pending.pop(number).at for number in lost]
        moves = sum(counts)
        return Step(
            rate,
            moves / duration,
            moves,
            len(lost),
            1000 * percentile(samples, 0.5) if samples else 0.0,
            1000 * percentile(samples, 0.99) if samples else 0.0,
            100 * relay_cpu / wall,
            100 * load_cpu / wall,
        )

    def _waiting(self) -> bool:
        return any(sent.step == self.step for sent in self.pending.values())

    async def _pace(self, room: LoadRoom, interval: float, at: float, end: float) -> int:
        made = 0
        while at < end:
            delay = at - time.perf_counter()
            if delay > 0:
                await asyncio.sleep(delay)
            self.moves += 1
            number = self.moves
            self.pending[number] = Sent(time.perf_counter(), GUESTS - 1, self.step)
            try:
                await room.guests[made % GUESTS].send(f'{{"move":{number},"pad":"{PAD}"}}')
            except ConnectionClosed:
                del self.pending[number]
                break
            made += 1
            at += interval
        return made

    async def close(self) -> None:
        self.closing = True
        connections = [room.host for room in self.rooms]
        connections += [guest for room in self.rooms for guest in room.guests]
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(
                asyncio.gather(*(c.close() for c in connections), return_exceptions=True), 60
            )
        for reader in self.readers:
            reader.cancel()
        await asyncio.gather(*self.readers, return_exceptions=True)


async def _connect(url: str) -> ClientConnection:
    return await connect(
        url, max_size=MAX_ENVELOPE_BYTES, compression=None, proxy=None, open_timeout=30
    )


def _envelope(client: int, data: str) -> str:
    return json.dumps({"to": client, "data": data}, ensure_ascii=False, separators=(",", ":"))


async def relay_under_load(relay: RelayProcess, rooms: int, seconds: float, seed: int) -> Any:
    """``load`` (the rooms at one move every 2 s) and ``capacity`` (the moves a second at
    which p99 passes LIMIT_MS, the pace raised RAMP times a step from there)."""
    rng = Random(f"bench net load:{seed}")
    load = Load(relay)
    rss_before = relay.rss_kb()
    try:
        await load.open(rooms)
        rss_open = relay.rss_kb()
        paced = await load.run_step(PACED_RATE, seconds, rng)
        rss_paced = relay.rss_kb()
        steps = [paced]
        rate = PACED_RATE
        while _fine(steps[-1], load) and rate * RAMP <= MAX_RATE:
            rate *= RAMP
            steps.append(await load.run_step(rate, seconds, rng))
        over = not _fine(steps[-1], load)
        if over and len(steps) > 1 and not steps[-1].lost and not load.dropped:
            low, high = steps[-2].rate, steps[-1].rate  # one step between, when it is safe
            steps.append(await load.run_step((low * high) ** 0.5, seconds, rng))
            steps.sort(key=lambda step: step.rate)
    finally:
        await load.close()
    return {
        "load": {
            "rooms": rooms,
            "clients": rooms * CLIENTS,
            "moves_per_second": round(paced.moves_per_second, 1),
            "moves": paced.moves,
            "lost": paced.lost,
            "median_ms": round(paced.median_ms, 2),
            "p99_ms": round(paced.p99_ms, 2),
            "relay_cpu_percent": round(paced.relay_cpu_percent, 1),
            "relay_cpu_percent_per_room": round(paced.relay_cpu_percent / rooms, 4),
            "load_cpu_percent": round(paced.load_cpu_percent, 1),
            "relay_kb_per_room": round((max(rss_paced, rss_open) - rss_before) / rooms, 1),
            "relay_kb_per_room_open": round((rss_open - rss_before) / rooms, 1),
            "relay_rss_kb": max(rss_paced, rss_open),
            "dropped_connections": load.dropped,
        },
        "capacity": _capacity(steps),
    }


def _fine(step: Step, load: Load) -> bool:
    return step.p99_ms <= LIMIT_MS and step.lost == 0 and load.dropped == 0


def _capacity(steps: list[Step]) -> dict[str, Any]:
    """The first step past the limit (or the fastest, if none was), and the last under."""
    over = next((step for step in steps if step.p99_ms > LIMIT_MS or step.lost), None)
    under = [step for step in steps if step.p99_ms <= LIMIT_MS and not step.lost]
    last_under = max((step.moves_per_second for step in under), default=0.0)
    shown = over or steps[-1]
    return {
        "moves_per_second": round(shown.moves_per_second, 1),
        "reached": over is not None,
        "p99_ms": round(shown.p99_ms, 2),
        "last_under_moves_per_second": round(last_under, 1),
        "relay_cpu_percent": round(shown.relay_cpu_percent, 1),
        "load_cpu_percent": round(shown.load_cpu_percent, 1),
        "steps": [step.figures() for step in steps],
    }
