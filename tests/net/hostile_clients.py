"""Clients that misbehave, for the hostile-client tests: every kind of bad message a
guest (or a fake host) could send, counted, on loopback connections only."""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import secrets
from dataclasses import dataclass

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidStatus

from cassino.net import fair_deal

TOKEN = "0123456789abcdef0123456789abcdef"


@dataclass
class Tally:
    sent: int = 0  # hostile messages written to a connection
    connections: int = 0
    refused_at_door: int = 0  # connections the server would not take


def bad_messages(rng: random.Random) -> list[str | bytes]:
    """One of each kind of bad message a guest could send, and some noise."""
    move = {"card": "9c", "action": "trail", "table": [], "value": None}
    kinds: list[str | bytes] = [
        "not json at all",
        "{" * 30 + "}" * 30,
        "[" * 200,
        json.dumps({"v": 999, "type": "hello", "name": "Old"}),
        json.dumps({"v": 1, "type": "hello", "name": "\u202eEvil"}),
        json.dumps({"v": 1, "type": "hello", "name": "x" * 5_000}),
        json.dumps({"v": 1, "type": "hello", "name": "Ana", "token": TOKEN}),  # not its token
        json.dumps({"v": 1, "type": "welcome", "seat": 0, "token": TOKEN}),  # the host's word
        json.dumps({"v": 1, "type": "move", "ply": 0, "move": move}),  # out of turn / stale
        json.dumps({"v": 1, "type": "move", "ply": -5, "move": {"card": "ZZ"}}),
        json.dumps({"v": 1, "type": "reveal", "secret": "00" * 32}),  # not its commitment
        json.dumps({"v": 1, "type": "say", "quick": "rude words"}),
        json.dumps({"v": 1, "type": "ready"}),
        json.dumps({"v": 1, "type": "ping"}),
        bytes(rng.randrange(256) for _ in range(64)),
        "\x00\x01\x02",
        json.dumps({"v": 1, "type": "move", "ply": 10**12, "move": move}),
    ]
    return kinds


async def opened(url: str, tally: Tally) -> ClientConnection | None:
    try:
        connection = await connect(
            url, proxy=None, compression=None, max_size=2**20, open_timeout=5
        )
    except (OSError, InvalidHandshake, InvalidStatus, TimeoutError):
        tally.refused_at_door += 1
        return None
    tally.connections += 1
    return connection


async def flood(url: str, tally: Tally, rng: random.Random, count: int, hello: bool) -> None:
    """One connection sending ``count`` bad messages as fast as it may (after a good hello
    when ``hello``), reading nothing back: it is dropped or slowed, never served."""
    connection = await opened(url, tally)
    if connection is None:
        return
    kinds = bad_messages(rng)
    with contextlib.suppress(ConnectionClosed, OSError):
        if hello:  # a seat taken properly, and the deal's secret revealed, then the flood
            secret = fair_deal.new_secret()
            commitment = fair_deal.commitment(secret)
            await connection.send(
                json.dumps({"v": 1, "type": "hello", "name": "Mallory", "commitment": commitment})
            )
            while json.loads(await connection.recv()).get("type") != "start":
                pass
            await connection.send(json.dumps({"v": 1, "type": "reveal", "secret": secret.hex()}))
        for _ in range(count):
            await connection.send(rng.choice(kinds))
            tally.sent += 1
        await connection.send("x" * 70_000)  # one oversized message last: the line is cut
        tally.sent += 1
    with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
        await asyncio.wait_for(connection.close(), 5)


async def fake_host(relay_url: str, tally: Tally, rng: random.Random, count: int) -> None:
    """A 'host' that opens a room on the relay and sends it bad envelopes."""
    connection = await opened(relay_url.rstrip("/") + "/host", tally)
    if connection is None:
        return
    envelopes: list[str | bytes] = [
        "garbage",
        json.dumps({"to": -1, "data": "x"}),
        json.dumps({"to": 10**15, "data": "x"}),
        json.dumps({"to": 1, "data": 5}),
        json.dumps({"close": "everyone"}),
        json.dumps({"room": "AAAAAA", "key": TOKEN}),
        b"\xff\xfe",
        json.dumps({"to": 1, "data": "x" * 1_000}),
    ]
    with contextlib.suppress(ConnectionClosed, OSError):
        await connection.recv()  # its room
        for _ in range(count):
            await connection.send(rng.choice(envelopes))
            tally.sent += 1
    with contextlib.suppress(ConnectionClosed, OSError, TimeoutError):
        await asyncio.wait_for(connection.close(), 5)


def stolen_room_url(relay_url: str) -> list[str]:
    """Paths a guest should not get anything from."""
    base = relay_url.rstrip("/")
    return [
        f"{base}/room/{secrets.token_hex(3).upper()}",
        f"{base}/room/../../etc/passwd",
        f"{base}/host?room=AAAAAA&key={TOKEN}",
        f"{base}/nothing",
    ]
