"""A game hosted from the window (issue 58): the referee in its own thread, listening on
the address the tests give (127.0.0.1), the seat kept for the window's person taken only
with its token, a stranger given the free seat, and the game started at the lobby's
word once both are in; kept after every move, hosted again after the window's crash
where it stood, its guest back with its token, and forgotten at its end."""

from __future__ import annotations

import asyncio
import contextlib
import random
import threading
import time
from collections.abc import Coroutine
from pathlib import Path
from typing import Any

from net_games import bot, session_of

from cassino.ai.levels import LEVELS
from cassino.net import host_record
from cassino.net.guest import GuestError, GuestResult
from cassino.net.guest_link import GuestLink
from cassino.net.hosting import HostedGame, bind_address
from cassino.net.joining import Joining
from cassino.net.remote_session import RemoteSession
from cassino.net.seating import SeatPlan
from cassino.userdata import presets


def test_the_windows_own_seat_is_kept_for_its_token() -> None:
    assert bind_address() == "127.0.0.1"  # the tests' conftest: nothing listens elsewhere
    rules = presets.load_for_players("classic", 3).with_options(target=5)
    plans = [SeatPlan("remote"), SeatPlan("remote", reserved=True), SeatPlan("computer", "C")]
    hosted = HostedGame.new(rules, plans)
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


def _joined(url: str, token: str, new_seat: bool, hosted: HostedGame) -> RemoteSession:
    own = GuestLink(url, "Hana", lambda: None, token=token, new_seat=new_seat)
    joining = Joining(own)
    own.start()

    def start_when_full() -> None:
        if joining.taken() == (2, 2):
            hosted.start_game()  # the lobby's Start

    return session_of(joining, waiting=start_when_full)


def _play(session: RemoteSession, until: Any) -> None:
    rng = random.Random(5)
    deadline = time.monotonic() + 120
    while not until() and time.monotonic() < deadline:
        session.poll()
        if session.awaiting == "human" and not session.waiting_for_host:
            assert session.view is not None
            session.play(LEVELS["easy"](session.view, rng))
        elif session.awaiting == "round_end":
            session.next_round()
        time.sleep(0.005)
    assert until(), "the game did not get there"


def test_a_window_hosted_game_is_hosted_again_after_a_crash(tmp_path: Path) -> None:
    rules = presets.load_for_players("classic", 2).with_options(target=11)
    keep = tmp_path / "window_hosted_game.json"
    plans = [SeatPlan("remote", reserved=True), SeatPlan("remote")]
    hosted = HostedGame.new(rules, plans, keep=keep)
    assert hosted.start().problem is None
    url = f"ws://127.0.0.1:{hosted.port}/"
    friend = bot("easy", 4)
    results: list[GuestResult] = []

    async def friend_plays() -> None:
        with contextlib.suppress(GuestError):
            results.append(await friend.play(url, come_back_for=60))

    thread = threading.Thread(target=lambda: asyncio.run(friend_plays()))
    thread.start()
    token = hosted.own_token()
    session = _joined(url, token, True, hosted)
    _play(session, lambda: len(session.history) >= 4)
    assert keep.exists() and not hosted.keep_problem
    port, played = hosted.port, len(session.history)
    hosted.close(forget=False)  # the window crashes: nothing is forgotten
    session.close()
    assert hosted.wait_closed()  # (a crashed window's port is free at once)
    loaded = host_record.load(keep)
    assert loaded.value is not None and loaded.value.port == port
    (tmp_path / "a_file").write_text("not a folder", encoding="utf-8")
    blocked = HostedGame(loaded.value, keep=tmp_path / "a_file" / "kept.json")
    assert loaded.value.on_change is not None
    loaded.value.on_change(loaded.value)  # a move kept where it cannot be: said, not raised
    assert blocked.keep_problem is not None and "Could not save" in str(blocked.keep_problem)
    again = HostedGame(loaded.value, keep=keep)
    assert again.start().problem is None and again.port == port
    assert again.own_token() == token
    session = _joined(url, token, False, again)  # no new secret: the deal is made
    assert len(session.history) >= played or session.state.round_number > 1
    _play(session, lambda: session.outcome is not None)
    thread.join(60)
    assert results and results[0].deal_problem is None  # the friend came back and finished
    deadline = time.monotonic() + 10
    while keep.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not keep.exists()  # the game is over: nothing to resume
    session.close()
