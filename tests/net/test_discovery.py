"""Games listed on the local network (issue 58, ``cassino.net.discovery``): an announced
game is found with its fields, its seats filling are seen, its withdrawal takes it off the
list; malformed records are left out, at most 50 games are listed; a failing zeroconf
finds nothing and raises nothing; ``cassino host`` announces unless ``--no-announce``, and
withdraws its game at the end.

Every test stays on this computer. Multicast on the loopback interface works in this
sandbox, so the tests run in the computer's own network namespace (no ``unshare -rn``),
with every announcement and browser bound to ``interfaces=["127.0.0.1"]``: zeroconf then
sends only from a socket bound to 127.0.0.1 whose multicast interface is 127.0.0.1 (the
test ``..._sends_only_on_loopback_...`` checks), and the kernel puts no packet from
127.0.0.1 on another interface. Other programs here may announce games on loopback too,
so each test looks for its own game, by a name or a port, and never counts the list."""

from __future__ import annotations

import asyncio
import logging
import secrets
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import zeroconf
from net_processes import finish, first_json, start
from zeroconf.asyncio import AsyncServiceInfo, AsyncZeroconf

from cassino.net import discovery
from cassino.net.discovery import SERVICE_TYPE, Announcement, Browser, FoundGame
from cassino.net.discovery_records import found_game, game_properties
from cassino.net.protocol import PROTOCOL_VERSION
from cassino.version import game_version

LOOPBACK = ["127.0.0.1"]
WAIT = 15.0  # seconds for what is sent on loopback to be heard (it takes one or two)


def wait_for(
    browser: Browser, test: Callable[[list[FoundGame]], bool], seconds: float = WAIT
) -> list[FoundGame]:
    """The browser's games once ``test`` holds of them; fails after ``seconds``."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        games = browser.games()
        if test(games):
            return games
        time.sleep(0.05)
    raise AssertionError(f"not seen in {seconds} s; the list: {browser.games()}")


def named(games: list[FoundGame], name: str) -> list[FoundGame]:
    return [game for game in games if game.name == name]


def test_an_announced_game_is_found_its_seats_seen_and_its_withdrawal(
    caplog: pytest.LogCaptureFixture,
) -> None:
    name = f"Ana {secrets.token_hex(3)}"
    port = 40_000 + secrets.randbelow(20_000)
    announcement = Announcement(port, name, "classic", 4, 1, interfaces=LOOPBACK)
    with Browser(interfaces=LOOPBACK) as browser:

        async def host() -> None:
            assert await announcement.start()
            assert announcement.announced
            games = await asyncio.to_thread(wait_for, browser, lambda g: bool(named(g, name)))
            assert named(games, name) == [
                FoundGame(
                    key=named(games, name)[0].key,
                    name=name,
                    address=f"127.0.0.1:{port}",
                    rules="classic",
                    seats_taken=1,
                    seats=4,
                    version=game_version(),
                    compatible=True,
                )
            ]
            await announcement.update(3)
            seen = await asyncio.to_thread(
                wait_for, browser, lambda g: [x.seats_taken for x in named(g, name)] == [3]
            )
            assert named(seen, name)[0].seats == 4
            await announcement.withdraw()
            assert not announcement.announced
            await asyncio.to_thread(wait_for, browser, lambda g: not named(g, name))

        asyncio.run(host())
    assert not browser.failed
    assert [r for r in caplog.records if r.levelno >= logging.WARNING] == []


def test_zeroconf_sends_only_on_loopback_when_bound_to_it() -> None:
    async def sockets() -> tuple[list[str], list[bytes]]:
        announcement = Announcement(40_000, "Loopback", "classic", 2, interfaces=LOOPBACK)
        try:
            assert await announcement.start()
            assert announcement._zeroconf is not None
            engine = announcement._zeroconf.zeroconf.engine
            senders = [sender.sock_name[0] for sender in engine.senders]
            interfaces = [
                sender.transport.get_extra_info("socket").getsockopt(
                    socket.IPPROTO_IP, socket.IP_MULTICAST_IF, 4
                )
                for sender in engine.senders
            ]
            return senders, interfaces
        finally:
            await announcement.withdraw()

    senders, interfaces = asyncio.run(sockets())
    assert senders == ["127.0.0.1"]
    assert interfaces == [socket.inet_aton("127.0.0.1")]


def test_malformed_records_are_left_out() -> None:
    good: dict[bytes, bytes | None] = {**game_properties("Ana", "classic", 1, 4)}
    assert found_game("k", good, ["127.0.0.1"], 5_000) is not None
    spoiled: list[dict[bytes, bytes | None]] = [
        {key: value for key, value in good.items() if key != b"host"},  # a field missing
        good | {b"host": None},  # a key without a value
        good | {b"host": b"A" * 251},  # longer than a TXT value may be
        good | {b"host": b"x" * 30},  # longer than a name
        good | {b"host": b"Ana\nBob"},  # a line break
        good | {b"host": "Ana\u202e".encode()},  # a direction override
        good | {b"host": b"  "},
        good | {b"rules": b"\x1b[31mred"},
        good | {b"seats": b"5/4"},
        good | {b"seats": b"1/7"},
        good | {b"seats": b"-1/4"},
        good | {b"seats": b"1/4/4"},
        good | {b"seats": b"\xd9\xa1/4"},  # an Arabic-Indic digit one
        good | {b"seats": b"999999999999/4"},
        good | {b"proto": b"one"},
        good | {b"proto": b"12345"},
        good | {b"ver": b""},
        good | {b"ver": b"1\t2"},
        good | {b"ver": b"9" * 33},
    ]
    for properties in spoiled:
        assert found_game("k", properties, ["127.0.0.1"], 5_000) is None, properties
    for addresses, port in [
        ([], 5_000),
        (["not an address"], 5_000),
        (["224.0.0.251"], 5_000),
        (["0.0.0.0"], 5_000),
        (["fe80::1%eth0"], 5_000),
        (["127.0.0.1"], 0),
        (["127.0.0.1"], 70_000),
        (["127.0.0.1"], None),
    ]:
        assert found_game("k", good, addresses, port) is None, (addresses, port)
    # Bytes that are not UTF-8 are replaced, never an exception; IPv4 comes first.
    replaced = found_game("k", good | {b"host": b"\xffAna"}, ["::1", "127.0.0.1"], 5_000)
    assert replaced is not None
    assert (replaced.name, replaced.address) == ("\ufffdAna", "127.0.0.1:5000")
    v6 = found_game("k", good | {b"proto": b"2"}, ["::1"], 5_000)
    assert v6 is not None and v6.address == "[::1]:5000" and not v6.compatible


def test_a_malformed_service_on_the_network_is_not_listed() -> None:
    tag = secrets.token_hex(3)
    good_name, bad_name = f"Good {tag}", f"Bad {tag}"

    async def announce(browser: Browser) -> None:
        async with AsyncZeroconf(interfaces=LOOPBACK) as raw:
            for name, seats in [(bad_name, b"9/4"), (good_name, b"1/2")]:
                properties = game_properties(name, "classic", 0, 2) | {b"seats": seats}
                info = AsyncServiceInfo(
                    SERVICE_TYPE,
                    f"Raw {tag} {len(name)}{seats[0]}.{SERVICE_TYPE}",
                    port=40_001,
                    properties=properties,
                    server=f"raw-{tag}.local.",
                    parsed_addresses=["127.0.0.1"],
                )
                await (await raw.async_register_service(info))
            await asyncio.to_thread(wait_for, browser, lambda g: bool(named(g, good_name)))
            await asyncio.sleep(0.5)  # the bad one was sent first: it had its chance
            assert named(browser.games(), bad_name) == []

    with Browser(interfaces=LOOPBACK) as browser:
        asyncio.run(announce(browser))


def test_at_most_fifty_games_are_listed() -> None:
    browser = Browser(interfaces=LOOPBACK)
    properties = game_properties("Ana", "classic", 1, 2)
    for n in range(60):
        browser._keep(f"game {n}", found_game(f"game {n}", properties, ["10.0.0.1"], 1_000 + n))
    assert len(browser.games()) == discovery.MAX_GAMES == 50
    browser._keep("game 0", None)
    assert len(browser.games()) == 49


@pytest.mark.parametrize(
    "error", [OSError(19, "No such device"), zeroconf.NonUniqueNameException()]
)
def test_a_failing_zeroconf_finds_nothing_and_raises_nothing(
    error: Exception, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def failing(*args: object, **kwargs: object) -> AsyncZeroconf:
        raise error

    monkeypatch.setattr(discovery, "AsyncZeroconf", failing)
    caplog.set_level(logging.WARNING, logger=discovery.__name__)
    browser = Browser(interfaces=LOOPBACK)
    browser.start()
    deadline = time.monotonic() + WAIT
    while not browser.failed and time.monotonic() < deadline:
        time.sleep(0.01)
    assert browser.failed and browser.games() == []
    browser.close()
    assert browser._thread is not None and not browser._thread.is_alive()

    async def host() -> None:
        announcement = Announcement(40_002, "Ana", "classic", 2, interfaces=LOOPBACK)
        assert not await announcement.start()
        await announcement.update(2)
        await announcement.withdraw()
        assert not announcement.announced

    asyncio.run(host())
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 2, warnings  # one for the browser, one for the announcement
    assert warnings[0].startswith("Looking for games on the local network failed")
    assert warnings[1].startswith("Announcing the game on the local network failed")


def test_a_zeroconf_failing_while_announcing_is_one_warning(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def refused(*args: object, **kwargs: object) -> None:
        raise zeroconf.NonUniqueNameException()

    monkeypatch.setattr(AsyncZeroconf, "async_register_service", refused)
    caplog.set_level(logging.WARNING, logger=discovery.__name__)

    async def host() -> None:
        announcement = Announcement(40_003, "Ana", "classic", 2, interfaces=LOOPBACK)
        assert not await announcement.start()
        assert not await announcement.start()  # no second try, no second warning
        await announcement.update(2)
        await announcement.withdraw()

    asyncio.run(host())
    assert len([r for r in caplog.records if r.levelno == logging.WARNING]) == 1


def test_cassino_host_is_listed_unless_no_announce(tmp_path: Path) -> None:
    common = ["host", "--seats", "remote,easy", "--bind", "127.0.0.1", "--port", "0", "--json"]
    listed = start(tmp_path / "listed", *common, "--target", "5")
    unlisted = start(tmp_path / "unlisted", *common, "--no-announce")
    processes = [listed, unlisted]
    try:
        listed_at, unlisted_at = (str(first_json(p)["address"]) for p in (listed, unlisted))
        with Browser(interfaces=LOOPBACK) as browser:
            games = wait_for(browser, lambda g: any(x.address == listed_at for x in g), 30)
            (game,) = [x for x in games if x.address == listed_at]
            assert (game.rules, game.seats_taken, game.seats) == ("classic", 1, 2)
            assert game.compatible and game.version == game_version()
            time.sleep(2)  # both hosts listen; only one is announced
            assert [x for x in browser.games() if x.address == unlisted_at] == []
            # A guest comes, the game is played, and at its end the host withdraws it.
            guest = start(tmp_path / "guest", "join", listed_at, "--bot", "easy", "--json")
            processes.append(guest)
            assert finish(listed)[0] == 0
            wait_for(browser, lambda g: all(x.address != listed_at for x in g), 5)
            assert finish(guest)[0] == 0
    finally:
        for process in processes:
            process.kill()
            process.communicate(timeout=30)


def test_interfaces_follow_the_address_listened_on() -> None:
    assert discovery.interfaces_for(None) is None
    assert discovery.interfaces_for("0.0.0.0") is None
    assert discovery.interfaces_for("::") is None
    assert discovery.interfaces_for("127.0.0.1") == ["127.0.0.1"]
    assert discovery.interfaces_for("192.168.1.20") == ["192.168.1.20"]
    assert int(game_properties("a", "b", 0, 2)[b"proto"]) == PROTOCOL_VERSION
