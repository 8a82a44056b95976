"""The hosting window's lobby (issue 58): seats swapped, a computer put in an empty seat
and taken out again, and the start only once every seat is taken; the game then plays
with the seats as the lobby left them, every guest told where it sits."""

from __future__ import annotations

import asyncio
from typing import Any

from net_games import LOOPBACK, bot

from cassino.net import host_lobby
from cassino.net.guest import Guest
from cassino.net.host import GameHost
from cassino.net.seating import SeatPlan
from cassino.userdata import presets


async def _until(condition: object, seconds: float = 20.0) -> None:
    assert callable(condition)
    deadline = asyncio.get_running_loop().time() + seconds
    while not condition():
        assert asyncio.get_running_loop().time() < deadline, "the lobby never got there"
        await asyncio.sleep(0.01)


async def _two_seated(host: GameHost) -> tuple[str, list[Guest], list[asyncio.Task[Any]]]:
    """``host`` listening on loopback and playing, Ana then Ben seated at seats 0 and 1:
    the url, the two guests, and the tasks of the host and of each guest."""
    _, port = await host.listen(LOOPBACK, 0)
    url = f"ws://{LOOPBACK}:{port}/"
    ana, ben = bot("easy", 1), bot("easy", 2)
    playing = asyncio.create_task(host.play())
    ana_playing = asyncio.create_task(ana.play(url))
    await _until(lambda: ana.seat == 0)
    ben_playing = asyncio.create_task(ben.play(url))
    await _until(lambda: ben.seat == 1)
    return url, [ana, ben], [playing, ana_playing, ben_playing]


def test_the_lobby_swaps_seats_seats_a_computer_and_starts_at_the_hosts_word() -> None:
    rules = presets.load_for_players("classic", 3).with_options(target=1)

    async def scenario() -> None:
        host = GameHost(rules, tuple(SeatPlan("remote") for _ in range(3)), auto_start=False)
        _, (ana, ben), (playing, ana_playing, ben_playing) = await _two_seated(host)
        assert not host_lobby.ask_to_start(host)  # seat 3 is nobody's yet
        assert not host_lobby.seat_computer(host, 0, "Carla", "easy")  # Ana sits there
        assert host_lobby.seat_computer(host, 2, "Carla", "easy")
        assert host_lobby.open_seat(host, 2)  # and taken out again: a friend's seat
        assert 2 in host.guests and host.plans[2].kind == "remote"
        assert host_lobby.seat_computer(host, 2, "Carla", "easy")
        assert host_lobby.swap(host, 0, 1)  # Ben first, then Ana
        await _until(lambda: ana.seat == 1 and ben.seat == 0)
        await _until(lambda: ben.seats is not None and ben.seats.seats[2].kind == "computer")
        assert not playing.done()  # nobody asked to start
        assert host_lobby.ask_to_start(host)
        session = await asyncio.wait_for(playing, 120)
        results = await asyncio.gather(ana_playing, ben_playing)
        await host.close()
        assert [seat.name for seat in session.seats] == [ben.name, ana.name, "Carla"]
        assert [seat.kind for seat in session.seats] == ["human", "human", "computer"]
        assert [result.seat for result in results] == [1, 0]
        assert all(result.deal_problem is None for result in results)  # commitments moved too
        assert not host_lobby.swap(host, 0, 1)  # the game has started: no more changes

    asyncio.run(scenario())


def test_the_host_lets_a_computer_play_for_a_friend_who_is_away_until_they_return() -> None:
    rules = presets.load_for_players("classic", 2).with_options(target=11)

    async def scenario() -> None:
        host = GameHost(rules, (SeatPlan("remote"), SeatPlan("remote")))
        url, (_, ben), (playing, ana_playing, ben_playing) = await _two_seated(host)
        await _until(lambda: host.session is not None and ben.view is not None)
        assert not host.computer_for(1, "easy")  # Ben is here: nobody stands in for him
        ben_playing.cancel()  # Ben's connection goes
        await _until(lambda: host.guests[1].peer is None)
        session = host.session
        assert session is not None
        await asyncio.sleep(0.5)
        assert session.outcome is None  # the game waits for Ben…
        assert host.computer_for(1, "easy")  # …until the host lets a computer play for him
        assert session.seats[1].kind == "computer" and session.seats[1].name == ben.name
        await _until(lambda: len(session.history) > 2 or session.round_result is not None)
        back = bot("easy", 2)  # Ben comes back with his token and takes his seat again
        back.token, back.name = ben.token, ben.name
        back_playing = asyncio.create_task(back.play(url))
        await _until(lambda: session.seats[1].kind == "human")
        await asyncio.wait_for(playing, 120)
        results = await asyncio.gather(ana_playing, back_playing)
        await host.close()
        assert all(result.deal_problem is None for result in results)
        assert results[1].seat == 1

    asyncio.run(scenario())
