"""A game hosted from the window (issue 58): the host's referee in a thread of its own,
listening on every address of this computer (and in a room of the relay, when the
preferences name one), announced on the local network; the window's own person joins it
as a guest through the loopback, at the seat kept for them. ``HostedGame`` is what the
window holds of it: the address and code to show, and a sentence if it cannot go on.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from cassino.engine.rules import Rules
from cassino.net import host_lobby, host_record
from cassino.net.address import lan_address, relay_base
from cassino.net.discovery import Announcement, discovery_interfaces
from cassino.net.host import GameHost, HostError, Timeouts
from cassino.net.relay_link import RelayError
from cassino.net.seating import SeatPlan
from cassino.userdata.storage import Notice

DEFAULT_PORT = 47_652  # as ``cassino host``; another free port when it is taken
BIND_VARIABLE = "CASSINO_BIND_ADDRESS"  # the tests keep a hosted game on 127.0.0.1


def bind_address() -> str | None:
    """Where a game hosted from the window listens: every address of this computer, or
    the one ``CASSINO_BIND_ADDRESS`` names."""
    return os.environ.get(BIND_VARIABLE) or None


async def announce_while_open(announcement: Announcement, host: GameHost) -> None:
    """Announce the game on the local network, and its seats as guests take them."""
    if not await announcement.start():
        return
    while True:
        await asyncio.sleep(0.5)
        await announcement.update(seats_taken(host))


def seats_taken(host: GameHost) -> int:
    """Seats no new guest can take: the computers' and the guests' who have come."""
    return sum(
        1
        for n, plan in enumerate(host.plans)
        if plan.kind == "computer" or host.guests[n].name is not None
    )


@dataclass
class HostedAt:
    address: str | None = None  # host:port on the local network
    code: str | None = None  # the room's code on the relay
    relay_problem: str | None = None  # why no room could be opened there
    problem: str | None = None  # why the game cannot go on


class HostedGame:
    """The referee of a game hosted from this window, running until the game ends or
    the window lets it go (``close``). With ``keep``, the game is written there after
    every move (``host_record``), so that the window can host it again after a crash."""

    def __init__(self, host: GameHost, relay: str = "", keep: Path | None = None) -> None:
        self.host = host
        self.relay = relay.strip()
        self.keep = keep
        self.keep_problem: Notice | None = None  # the first save that failed, to tell
        self._forget_at_end = False  # ended for everyone: forgotten once the referee stops
        self.at = HostedAt()
        self.port = 0
        self.ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=self._run, name="cassino-host", daemon=True)
        if keep is not None:
            host.on_change = self._kept

    @classmethod
    def new(
        cls,
        rules: Rules,
        plans: Sequence[SeatPlan],
        relay: str = "",
        replacement_level: str = "medium",
        hints: bool = False,
        keep: Path | None = None,
    ) -> HostedGame:
        """A new game: its lobby first, started at the window's word (``start_game``).
        A friend whose connection is gone does not stop it: the host's person may have a
        computer at ``replacement_level`` play for them (``computer_for``)."""
        timeouts = Timeouts(replacement_level=replacement_level)
        host = GameHost(rules, tuple(plans), timeouts=timeouts, auto_start=False, hints=hints)
        return cls(host, relay, keep)

    def start(self, timeout: float = 10.0) -> HostedAt:
        """Open the game; where it can be joined (or why not) once it is listening."""
        self._thread.start()
        self.ready.wait(timeout)
        return self.at

    def own_token(self) -> str:
        """The token of the seat kept for this window's person."""
        return next(g.token for g in self.host.guests.values() if g.reserved)

    def _kept(self, host: GameHost) -> None:
        """After every change of the game (the host's thread): written, atomically."""
        if self.keep is not None:
            notice = host_record.save(host, self.keep)
            if notice is not None and self.keep_problem is None:
                self.keep_problem = notice

    # The lobby's changes, made on the host's loop (``host_lobby``) --------------------

    def swap_seats(self, first: int, second: int) -> None:
        self._on_loop(lambda: host_lobby.swap(self.host, first, second))

    def seat_computer(self, seat: int, name: str, level: str) -> None:
        self._on_loop(lambda: host_lobby.seat_computer(self.host, seat, name, level))

    def open_seat(self, seat: int) -> None:
        self._on_loop(lambda: host_lobby.open_seat(self.host, seat))

    def start_game(self) -> None:
        self._on_loop(lambda: host_lobby.ask_to_start(self.host))

    def computer_for(self, seat: int) -> None:
        """A computer at the preferences' level plays for the friend at ``seat``, away."""
        level = self.host.timeouts.replacement_level
        self._on_loop(lambda: self.host.computer_for(seat, level))

    def _on_loop(self, change: Callable[[], bool]) -> None:
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(change)

    def close(self, forget: bool = True) -> None:
        """The window lets the game go (ended for everyone): not kept either, unless
        ``forget`` is False (it could not be opened: the kept game waits for a try later)."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None:
            loop.call_soon_threadsafe(task.cancel)
        self._forget_at_end = forget
        if forget:
            self._forget()  # now, for the title the window goes to…
        elif self.keep is not None:
            self.host.on_change = None

    def wait_closed(self, timeout: float = 10.0) -> bool:
        """Wait for the referee to stop after ``close``; whether it did."""
        self._thread.join(timeout)
        return not self._thread.is_alive()

    def _forget(self) -> None:
        if self.keep is not None:
            self.host.on_change = None
            host_record.forget(self.keep)

    def _run(self) -> None:
        with contextlib.suppress(asyncio.CancelledError):
            asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()
        host, at = self.host, self.at
        announcing: asyncio.Task[None] | None = None
        announcement = None
        try:
            bind = bind_address()
            if host.started():  # a resumed game: where its guests will look for it again
                try:
                    _, self.port = await host.listen(bind, host.port)
                except OSError:
                    at.problem = (
                        f"port {host.port}, where its friends will look for it, is taken "
                        "(is the game open in another window?)"
                    )
                    return
            else:
                try:
                    _, self.port = await host.listen(bind, DEFAULT_PORT)
                except OSError:
                    _, self.port = await host.listen(bind, 0)  # the usual port is taken
            at.address = f"{bind or lan_address()}:{self.port}"
            if self.relay:
                try:
                    at.code = await host.open_room(relay_base(self.relay))
                except (RelayError, ValueError) as error:
                    at.relay_problem = str(error)
            interfaces = discovery_interfaces()
            if interfaces is not False:
                announcement = Announcement(
                    self.port,
                    socket.gethostname().split(".")[0],
                    host.rules.preset,
                    len(host.plans),
                    seats_taken(host),
                    interfaces=interfaces,
                )
                announcing = asyncio.create_task(announce_while_open(announcement, host))
            self.ready.set()
            await host.play()
            self._forget()  # the game is over: nothing to resume
        except OSError as error:
            at.problem = f"the game could not be opened on this computer: {error.strerror}"
        except HostError as error:
            at.problem = str(error)
        finally:
            self.ready.set()
            if self._forget_at_end:  # …and again here: a save under way may have landed
                self._forget()
            if announcing is not None:
                announcing.cancel()
            if announcement is not None:
                await announcement.withdraw()
            await host.close()
