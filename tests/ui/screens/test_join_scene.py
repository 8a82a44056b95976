"""Join a game (issue 58): every part fits at every window size; a bad address or code
is one sentence and nothing starts; the games heard on the network are buttons (one of
another version cannot be pressed); and a real join against a host on loopback ends in
the game's session."""

from __future__ import annotations

import asyncio
import threading
import time

import pygame
import pytest
from scene_events import WINDOW_SIZES, assert_laid_out, click_centre, press, set_name, shown

from cassino import i18n
from cassino.net.discovery_records import FoundGame
from cassino.net.host import GameHost
from cassino.net.remote_session import RemoteSession
from cassino.net.seating import SeatPlan
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.join.scene import JoinScene, game_label
from cassino.userdata import presets
from cassino.userdata.preferences import Preferences

pytestmark = pytest.mark.usefixtures("display", "user_dirs")


class Heard:
    def __init__(self, games: list[FoundGame]) -> None:
        self.found = games
        self.closed = False

    def games(self) -> list[FoundGame]:
        return self.found

    def close(self, timeout: float = 2.0) -> None:
        self.closed = True


def game(name: str, port: int, compatible: bool = True) -> FoundGame:
    return FoundGame(f"{name}-{port}", name, f"127.0.0.1:{port}", "classic", 1, 2, "1", compatible)


def scene(games: list[FoundGame] | None = None) -> tuple[JoinScene, list[RemoteSession]]:
    joined: list[RemoteSession] = []
    heard = Heard(games or [])
    join = JoinScene(PreferenceStore(Preferences()), joined.append, lambda: None, browse=heard)
    return shown(join), joined


@pytest.mark.parametrize("size", WINDOW_SIZES)
def test_every_part_fits(size: tuple[int, int]) -> None:
    join, _ = scene([game("Ana", 1), game("Ben", 2)])
    join.on_resize(size)
    join.update(0.1)
    assert len(join.game_buttons) == 2
    assert_laid_out(join._widgets(), size)


@pytest.mark.parametrize(
    ("address", "words"),
    [("nowhere", "is not an address like"), ("1.2.3.4:99999", "is not from 1 to 65535")],
)
def test_a_bad_address_is_one_sentence(address: str, words: str) -> None:
    join, joined = scene()
    set_name(join, join.address_field, address)
    press(join, pygame.K_RETURN)
    assert join.joining is None and not joined
    words_shown, _ = join.status_words()
    assert words in words_shown and words_shown.endswith(".")


def test_a_code_needs_a_relay() -> None:
    join, _ = scene()
    set_name(join, join.code_field, "K7QX2M")
    press(join, pygame.K_RETURN)
    assert join.joining is None
    assert "relay" in join.status_words()[0]


def test_games_heard_are_buttons_and_another_version_cannot_be_pressed() -> None:
    join, _ = scene([game("Ana", 1), game("Old", 2, compatible=False)])
    join.update(0.1)
    assert [button.enabled for button in join.game_buttons] == [True, False]
    assert "another version" in game_label(game("Old", 2, compatible=False))
    assert game_label(game("Ana", 1)) == "Ana's game · classic · 1 of 2 seats"


def test_leaving_stops_listening() -> None:
    join, _ = scene()
    heard = join.browse
    join.on_exit()
    assert isinstance(heard, Heard) and heard.closed


def test_joining_a_host_on_loopback_ends_in_its_session() -> None:
    rules = presets.load_for_players("classic", 2)
    host = GameHost(rules, (SeatPlan("remote"), SeatPlan("computer", "Carla", "easy")))
    address: list[tuple[str, int]] = []

    async def run() -> None:
        address.append(await host.listen("127.0.0.1", 0))
        try:
            await asyncio.wait_for(host.play(), 20)
        except TimeoutError:
            pass
        finally:
            await host.close()

    thread = threading.Thread(target=lambda: asyncio.run(run()), daemon=True)
    thread.start()
    while not address:
        time.sleep(0.01)
    join, joined = scene()
    set_name(join, join.name_field, "Ana")
    set_name(join, join.address_field, f"{address[0][0]}:{address[0][1]}")
    click_centre(join, join.address_button)
    deadline = time.monotonic() + 20
    while not joined and time.monotonic() < deadline:
        join.update(0.05)
        time.sleep(0.02)
    assert joined, join.status_words()
    session = joined[0]
    assert session.name(session.seat) == "Ana" and session.seats_elsewhere()
    session.close()
    thread.join(30)


def test_the_hosts_refusal_is_said_in_the_windows_language() -> None:
    """A full game: the host's sentence is English on the wire, and Spanish here."""
    rules = presets.load_for_players("classic", 2)
    host = GameHost(rules, (SeatPlan("remote"), SeatPlan("computer", "Carla", "easy")))
    address: list[tuple[str, int]] = []
    host.guests[0].name = "Bea"  # the one guest's seat is taken already
    stop = threading.Event()

    async def run() -> None:
        address.append(await host.listen("127.0.0.1", 0))
        while not stop.is_set():
            await asyncio.sleep(0.05)
        await host.close()

    thread = threading.Thread(target=lambda: asyncio.run(run()), daemon=True)
    thread.start()
    while not address:
        time.sleep(0.01)
    i18n.set_language("es")
    try:
        join, joined = scene()
        set_name(join, join.name_field, "Ana")
        set_name(join, join.address_field, f"{address[0][0]}:{address[0][1]}")
        click_centre(join, join.address_button)
        deadline = time.monotonic() + 20
        while join.problem is None and time.monotonic() < deadline:
            join.update(0.05)
            time.sleep(0.02)
        assert join.problem == "Esta partida está completa." and not joined
    finally:
        i18n.set_language("en")
        stop.set()
        thread.join(30)
