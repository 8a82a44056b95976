"""A game hosted from the window (issue 58): the referee in its own thread, listening on
the address the tests give (127.0.0.1), the seat kept for the window's person taken only
with its token, a stranger given the free seat, and the game started at the lobby's
word once both are in."""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from collections.abc import Coroutine
from typing import Any

from net_games import bot

from cassino.net.guest import GuestError
from cassino.net.guest_link import GuestLink
from cassino.net.host import SeatPlan
from cassino.net.hosting import HostedGame, bind_address
from cassino.net.joining import Joining
from cassino.userdata import presets


def test_the_windows_own_seat_is_kept_for_its_token() -> None:
    assert bind_address() == "127.0.0.1"  # the tests' conftest: nothing listens elsewhere
    rules = presets.load_for_players("classic", 3).with_options(target=5)
    plans = [SeatPlan("remote"), SeatPlan("remote", reserved=True), SeatPlan("computer", "C")]
    hosted = HostedGame(rules, plans)
    at = hosted.start()
    assert at.problem is None and at.address == f"127.0.0.1:{hosted.port}"
    assert at.code is None and at.relay_problem is None  # no relay set
    url = f"ws://127.0.0.1:{hosted.port}/"
    # A stranger comes first: it gets seat 0, never the kept seat 1.
    stranger = bot("easy", 1)
    thread = threading.Thread(target=lambda: asyncio.run(_quietly(stranger.play(url))))
    thread.start()
    own = GuestLink(url, "Hana", lambda: None, token=hosted.own_token(), new_seat=True)
    joining = Joining(own)
    own.start()
    deadline = time.monotonic() + 20
    session = None
    while session is None and time.monotonic() < deadline:
        session = joining.poll()
        assert joining.failed is None, joining.failed
        if joining.taken() == (3, 3):
            hosted.start_game()  # the lobby's Start, once every seat is taken
        time.sleep(0.01)
    assert session is not None
    assert session.seat == 1 and session.name(1) == "Hana"
    assert stranger.seat == 0
    hosted.close()  # the game ends for everyone: the stranger is told so
    session.close()
    thread.join(30)
    assert not thread.is_alive()


async def _quietly(playing: Coroutine[Any, Any, object]) -> None:
    with contextlib.suppress(GuestError):
        await playing
