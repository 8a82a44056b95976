"""Games hosted on the local network, listed without typing an address (issue 58): a host
announces its game by mDNS/DNS-SD (``Announcement``), the window's Join a game lists the
games it hears (``Browser``).

What comes from the network is untrusted: each service's TXT values are bounded, decoded
with errors replaced, the host's and the rules' names held to the rules of a name
(``cassino.game.names``), and a service that is not well formed is left out
(``discovery_records``). At most ``MAX_GAMES`` games are listed.

Discovery is a convenience. When it fails (no network, multicast refused, any error of
zeroconf's) it logs one warning and then finds nothing, or announces nothing; joining by
address or by a relay's code never needs it.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import logging
import os
import secrets
import threading
from collections.abc import Sequence
from types import TracebackType
from typing import Literal

from zeroconf import ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from cassino.net.address import lan_address
from cassino.net.discovery_records import FoundGame, found_game, game_properties

__all__ = [
    "MAX_GAMES",
    "SERVICE_TYPE",
    "Announcement",
    "Browser",
    "FoundGame",
    "discovery_interfaces",
    "interfaces_for",
]

log = logging.getLogger(__name__)

SERVICE_TYPE = "_cassino._tcp.local."
MAX_GAMES = 50  # listed at once; more are not shown
MAX_SERVICE_NAME = 255  # characters of a service's full name on the network
TTL_SECONDS = 120  # a host gone without a goodbye drops from the lists after this
RESOLVE_MS = 3_000  # for a listed game's records
OPERATION_SECONDS = 10.0  # for announcing, updating or withdrawing


DISCOVERY_INTERFACES_VARIABLE = "CASSINO_DISCOVERY_INTERFACES"


def discovery_interfaces() -> list[str] | Literal[False] | None:
    """Where the window looks for games and announces its own: every interface (None), or
    the addresses ``CASSINO_DISCOVERY_INTERFACES`` lists (comma-separated; the tests keep
    discovery on 127.0.0.1), or nowhere (False) when it is set empty."""
    value = os.environ.get(DISCOVERY_INTERFACES_VARIABLE)
    if value is None:
        return None
    addresses = [part.strip() for part in value.split(",") if part.strip()]
    return addresses or False


def interfaces_for(bound: str | None) -> list[str] | None:
    """The interfaces to announce a game that listens at ``bound`` on: that address's
    alone when it is one address (``127.0.0.1``: this computer only), every interface
    (None) when it listens on all of them."""
    if bound is None:
        return None
    try:
        address = ipaddress.ip_address(bound)
    except ValueError:
        return None
    return None if address.is_unspecified else [str(address)]


class _Warner:
    """Discovery's failures, logged once each for an announcement or a browser."""

    def __init__(self, doing: str) -> None:
        self.doing = doing
        self.failed = False

    def warn(self, error: BaseException) -> None:
        if not self.failed:
            self.failed = True
            detail = str(error) or type(error).__name__
            log.warning("%s on the local network failed: %s", self.doing, detail)


def _new_zeroconf(interfaces: Sequence[str] | None) -> AsyncZeroconf:
    if interfaces is None:
        return AsyncZeroconf()
    return AsyncZeroconf(interfaces=list(interfaces))


class Announcement:
    """A hosted game, announced on the local network while it is open: ``start``, then
    ``update`` as seats fill, and ``withdraw`` at its end. Call them on the host's event
    loop; none raises, and after a failure (one warning) the game is simply not listed."""

    def __init__(
        self,
        port: int,
        host_name: str,
        rules_name: str,
        seats: int,
        seats_taken: int = 0,
        *,
        interfaces: Sequence[str] | None = None,
        address: str | None = None,
    ) -> None:
        """``interfaces`` as zeroconf takes them (``["127.0.0.1"]``: this computer only;
        None: every interface); ``address`` is the one announced (default: the first of
        ``interfaces``, else this computer's on its local network)."""
        self.port = port
        self.host_name = host_name
        self.rules_name = rules_name
        self.seats = seats
        self.seats_taken = seats_taken
        self.interfaces = None if interfaces is None else list(interfaces)
        self.address = address
        tag = secrets.token_hex(4)
        self.service_name = f"Cassino {tag}.{SERVICE_TYPE}"
        self.server = f"cassino-{tag}.local."
        self._zeroconf: AsyncZeroconf | None = None
        self._info: AsyncServiceInfo | None = None
        self._lock = asyncio.Lock()
        self._withdrawn = False
        self._warner = _Warner("Announcing the game")

    @property
    def announced(self) -> bool:
        return self._info is not None

    async def start(self) -> bool:
        """Announce the game (about a second: the name is probed first); whether it is."""
        async with self._lock:
            if self._zeroconf is not None or self._withdrawn or self._warner.failed:
                return self.announced
            try:
                self._zeroconf = _new_zeroconf(self.interfaces)
                info = self._service_info(self.service_name)
                registering = await self._zeroconf.async_register_service(
                    info, ttl=TTL_SECONDS, allow_name_change=True
                )
                await asyncio.wait_for(registering, OPERATION_SECONDS)
                self._info = info
            except asyncio.CancelledError:
                await self._close()
                raise
            except Exception as error:  # any failure of discovery: not listed, and on
                self._warner.warn(error)
                await self._close()
            return self.announced

    async def update(self, seats_taken: int) -> None:
        """Announce ``seats_taken`` of the seats from now on."""
        async with self._lock:
            if seats_taken == self.seats_taken:
                return
            self.seats_taken = seats_taken
            if self._zeroconf is None or self._info is None:
                return
            info = self._service_info(self._info.name)  # as registered, if it was renamed
            try:
                updating = await self._zeroconf.async_update_service(info)
                await asyncio.wait_for(updating, OPERATION_SECONDS)
                self._info = info
            except Exception as error:  # any failure of discovery: not listed, and on
                self._warner.warn(error)
                await self._close()

    async def withdraw(self) -> None:
        """Say goodbye: the game leaves every list at once. Nothing when not announced."""
        async with self._lock:
            self._withdrawn = True
            if self._zeroconf is not None and self._info is not None:
                try:
                    leaving = await self._zeroconf.async_unregister_service(self._info)
                    await asyncio.wait_for(leaving, OPERATION_SECONDS)
                except Exception as error:  # any failure of discovery: it expires instead
                    self._warner.warn(error)
            await self._close()

    async def _close(self) -> None:
        zeroconf, self._zeroconf, self._info = self._zeroconf, None, None
        if zeroconf is not None:
            try:
                await asyncio.wait_for(zeroconf.async_close(), OPERATION_SECONDS)
            except Exception as error:  # any failure of discovery: nothing more to do
                self._warner.warn(error)

    def _service_info(self, name: str) -> AsyncServiceInfo:
        if self.address is not None:
            addresses = [self.address]
        elif self.interfaces:
            addresses = self.interfaces[:1]
        else:
            addresses = [lan_address()]
        return AsyncServiceInfo(
            SERVICE_TYPE,
            name,
            port=self.port,
            properties=game_properties(
                self.host_name, self.rules_name, self.seats_taken, self.seats
            ),
            server=self.server,
            host_ttl=TTL_SECONDS,
            other_ttl=TTL_SECONDS,
            parsed_addresses=addresses,
        )


class Browser:
    """The games announced on the local network, heard on a thread of its own: ``start``,
    then ``games`` as often as you like (every frame: a copy, it never waits on the
    network), and ``close``. Nothing it does raises; after a failure (one warning) it finds
    nothing, and ``failed`` says so."""

    def __init__(self, *, interfaces: Sequence[str] | None = None, limit: int = MAX_GAMES) -> None:
        """``interfaces`` as zeroconf takes them (``["127.0.0.1"]``: this computer only;
        None: every interface); at most ``limit`` games are listed."""
        self.interfaces = None if interfaces is None else list(interfaces)
        self.limit = limit
        self._lock = threading.Lock()
        self._found: dict[str, FoundGame] = {}
        self._snapshot: tuple[FoundGame, ...] = ()
        self._pending: dict[str, asyncio.Task[None]] = {}  # the event loop's own
        self._thread: threading.Thread | None = None
        self._closing = False
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._warner = _Warner("Looking for games")

    @property
    def failed(self) -> bool:
        return self._warner.failed

    def games(self) -> list[FoundGame]:
        """The games heard now, compatible ones first, then by name."""
        with self._lock:
            return list(self._snapshot)

    def start(self) -> None:
        """Start listening, on a thread; returns at once."""
        with self._lock:
            if self._thread is not None or self._closing:
                return
            self._thread = threading.Thread(target=self._run, name="cassino-lan-games", daemon=True)
        self._thread.start()

    def close(self, timeout: float = 2.0) -> None:
        """Stop listening; waits at most ``timeout`` seconds for the thread to end."""
        with self._lock:
            self._closing = True
            loop, stop, thread = self._loop, self._stop, self._thread
        if loop is not None and stop is not None:
            with contextlib.suppress(RuntimeError):  # its loop has already ended
                loop.call_soon_threadsafe(stop.set)
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout)

    def __enter__(self) -> Browser:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def _run(self) -> None:
        try:
            asyncio.run(self._browse())
        except Exception as error:  # any failure of discovery: nothing found
            self._warner.warn(error)

    async def _browse(self) -> None:
        stop = asyncio.Event()
        with self._lock:
            if self._closing:
                return
            self._loop, self._stop = asyncio.get_running_loop(), stop
        zeroconf: AsyncZeroconf | None = None
        browser: AsyncServiceBrowser | None = None
        try:
            zeroconf = _new_zeroconf(self.interfaces)
            browser = AsyncServiceBrowser(zeroconf.zeroconf, SERVICE_TYPE, handlers=[self._heard])
            await stop.wait()
        except Exception as error:  # any failure of discovery: nothing found
            self._warner.warn(error)
        finally:
            for task in list(self._pending.values()):
                task.cancel()
            try:
                if browser is not None:
                    await browser.async_cancel()
                if zeroconf is not None:
                    await asyncio.wait_for(zeroconf.async_close(), OPERATION_SECONDS)
            except Exception as error:  # any failure of discovery: it is over anyway
                self._warner.warn(error)

    def _heard(
        self,
        zeroconf: Zeroconf,
        service_type: str,
        name: str,
        state_change: ServiceStateChange,
    ) -> None:
        """A service came, changed or went (on the event loop)."""
        key = name.lower()
        pending = self._pending.pop(key, None)
        if pending is not None:
            pending.cancel()  # what it would read is out of date
        if state_change is ServiceStateChange.Removed:
            self._keep(key, None)
        elif len(name) <= MAX_SERVICE_NAME and len(self._pending) < 2 * self.limit:
            task = asyncio.ensure_future(self._resolve(zeroconf, name, key))
            self._pending[key] = task
            task.add_done_callback(lambda done: self._resolved(key, done))

    def _resolved(self, key: str, task: asyncio.Task[None]) -> None:
        if self._pending.get(key) is task:
            del self._pending[key]

    async def _resolve(self, zeroconf: Zeroconf, name: str, key: str) -> None:
        try:
            info = AsyncServiceInfo(SERVICE_TYPE, name)
            if not await info.async_request(zeroconf, RESOLVE_MS):
                return
            game = found_game(name, info.properties, info.parsed_addresses(), info.port)
        except Exception:  # a name or records zeroconf cannot read: not a game of ours
            log.debug("ignored the service %r", name[:MAX_SERVICE_NAME], exc_info=True)
            return
        self._keep(key, game)

    def _keep(self, key: str, game: FoundGame | None) -> None:
        with self._lock:
            if game is None:
                if self._found.pop(key, None) is None:
                    return
            elif key in self._found or len(self._found) < self.limit:
                self._found[key] = game
            else:
                return
            self._snapshot = tuple(
                sorted(
                    self._found.values(),
                    key=lambda g: (not g.compatible, g.name.casefold(), g.address, g.key),
                )
            )
