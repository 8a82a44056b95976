"""The lobby of a game hosted from the window (issue 58): every part fits for two to six
seats at every window size; and against a real hosted game on loopback, a click puts a
computer in the empty seat, another moves this window's person up a seat, and Start,
which waits for every seat, opens the game with the seats as the lobby left them."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import random
import threading
import time
from collections.abc import Callable

import pygame
import pytest
from scene_events import WINDOW_SIZES, click_centre, shown

from cassino.ai.levels import LEVELS
from cassino.net.guest import Guest, GuestError
from cassino.net.guest_link import GuestLink
from cassino.net.hosting import HostedGame
from cassino.net.joining import Joining
from cassino.net.remote_session import RemoteSession
from cassino.net.seating import SeatPlan
from cassino.ui.screens.lobby.layout import place_lobby
from cassino.ui.screens.lobby.scene import LobbyScene
from cassino.userdata import presets

pytestmark = pytest.mark.usefixtures("display", "user_dirs")


@pytest.mark.parametrize("size", WINDOW_SIZES)
@pytest.mark.parametrize("seats", [2, 3, 4, 6])
def test_every_part_fits(size: tuple[int, int], seats: int) -> None:
    lay = place_lobby(size, seats)
    window = pygame.Rect(0, 0, *size)
    buttons = [lay.cancel, lay.start, *(r for row in lay.rows for r in (row.move_up, row.kind))]
    for rect in buttons:
        assert window.contains(rect) and rect.height >= 30, (rect, size)
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b), (a, b, size)
    for row in lay.rows:
        assert lay.panel.contains(row.label) and row.label.width > size[0] * 0.25
    assert lay.ways_in.bottom <= lay.seats_title.top <= lay.rows[0].label.top
    assert lay.rows[-1].kind.bottom <= lay.status.top
    assert lay.status.height >= lay.small_size * 2 and lay.status.bottom <= lay.panel.bottom


def _until(lobby: LobbyScene, condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 20
    while not condition():
        assert time.monotonic() < deadline, "the lobby never got there"
        lobby.update(0.05)
        time.sleep(0.02)


def test_a_computer_a_swap_and_start_from_the_lobby() -> None:
    rules = presets.load_for_players("classic", 3).with_options(target=5)
    plans = [SeatPlan("remote"), SeatPlan("remote", reserved=True), SeatPlan("remote")]
    hosted = HostedGame.new(rules, plans, replacement_level="easy")
    assert hosted.start().problem is None
    url = f"ws://127.0.0.1:{hosted.port}/"
    own = GuestLink(url, "Hana", lambda: None, token=hosted.own_token(), new_seat=True)
    joining = Joining(own)
    own.start()
    started: list[RemoteSession] = []
    lobby = shown(LobbyScene(hosted, joining, started.append, lambda: None))
    stranger = Guest("Ivo", lambda view: LEVELS["easy"](view, random.Random(3)))
    thread = threading.Thread(target=lambda: asyncio.run(_quietly(stranger, url)))
    thread.start()
    try:
        _until(lobby, lambda: joining.taken() == (2, 3))
        assert not lobby.start_button.enabled  # seat 3 is nobody's yet
        assert [row.kind.visible for row in lobby.rows] == [False, False, True]
        assert not lobby.rows[0].move_up.visible
        click_centre(lobby, lobby.rows[2].kind)  # "Computer plays"
        _until(lobby, lambda: lobby.start_button.enabled)
        assert "(computer)" in lobby.seat_line(2) and lobby.rows[2].kind.text == "Open to a friend"
        assert lobby.seat_line(1) == "Seat 2: Hana, at this computer"
        click_centre(lobby, lobby.rows[1].move_up)  # Hana to the first seat
        _until(lobby, lambda: joining.seat == 0)
        assert lobby.seat_line(0) == "Seat 1: Hana, at this computer"
        click_centre(lobby, lobby.start_button)
        _until(lobby, lambda: bool(started))
        session = started[0]
        assert session.seat == 0 and session.name(0) == "Hana"
        assert session.seats[2].name == "Computer 1" and stranger.seat == 1
        session.close()
    finally:
        hosted.close()
        thread.join(30)
    assert not thread.is_alive()


async def _quietly(guest: Guest, url: str) -> None:
    with contextlib.suppress(GuestError):
        await guest.play(url)
