"""Networked games among separate processes (issue 58): ``cassino host`` and ``cassino
join`` on loopback, each with its own user folders; a guest killed mid-round comes back
with its token; one that never comes back is replaced by a computer; a refusal is one
sentence and exit status 2."""

from __future__ import annotations

import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pytest
from net_processes import finish, first_json, host, start


def test_four_in_partnerships_with_a_computer_across_four_processes(tmp_path: Path) -> None:
    hosting, address = host(tmp_path, "remote,remote,easy,remote", "--target", "11")
    guests = [
        start(tmp_path / f"guest{n}", "join", address, "--bot", level, "--seed", str(n), "--json")
        for n, level in enumerate(["medium", "easy", "medium"])
    ]
    status, end, err = finish(hosting)
    assert status == 0, err
    scores = end["results"][0]["scores"]
    assert len(scores) == 2  # classic at four: two partnerships
    seats = set()
    for guest in guests:
        assert first_json(guest)["seat"] in {0, 1, 3}
        status, guest_end, err = finish(guest)
        assert status == 0, err
        assert guest_end["results"][0]["scores"] == scores
        assert guest_end["deal_verified"] is True
        seats.add(guest_end["seat"])
    assert seats == {0, 1, 3}


def test_a_game_through_a_relay_process(tmp_path: Path) -> None:
    relay = start(tmp_path / "relay", "relay", "--host", "127.0.0.1", "--port", "0", "--json")
    try:
        relay_address = str(first_json(relay)["address"])
        hosting = start(
            tmp_path / "host",
            "host",
            "--seats",
            "remote,medium,remote",
            "--relay",
            relay_address,
            "--target",
            "11",
            "--json",
        )
        code = str(first_json(hosting)["code"])
        guests = [
            start(
                tmp_path / f"g{n}",
                "join",
                code.lower(),
                "--relay",
                relay_address,
                "--bot",
                "easy",
                "--seed",
                str(n),
                "--json",
            )
            for n in range(2)
        ]
        guests_end_as(finish(hosting), guests)
        lost = start(tmp_path / "late", "join", "ABCDEF", "--relay", relay_address, "--bot", "easy")
        status, _, err = finish(lost, timeout=60)
        assert status == 2
        assert err == "error: No game is open with that code on this relay.\n"
    finally:
        relay.terminate()
        assert relay.wait(10) == 0  # SIGTERM: it closes and exits cleanly


def test_a_guest_killed_mid_round_comes_back_with_its_token(tmp_path: Path) -> None:
    hosting, address = host(tmp_path, "remote,remote", "--target", "11")
    steady = start(tmp_path / "ben", "join", address, "--bot", "easy", "--name", "Ben", "--json")
    first_json(steady)
    ana = start(
        tmp_path / "ana",
        "join",
        address,
        "--bot",
        "easy",
        "--name",
        "Ana",
        "--pace",
        "0.3",
        "--json",
    )
    token = first_json(ana)["token"]
    time.sleep(1.5)  # a few of Ana's moves
    ana.send_signal(signal.SIGKILL)
    ana.wait(10)
    time.sleep(0.5)
    back = start(tmp_path / "ana", "join", address, "--bot", "easy", "--token", token, "--json")
    assert first_json(back)["token"] == token
    status, end, err = finish(hosting)
    assert status == 0, err
    for guest in (back, steady):
        status, guest_end, err = finish(guest)
        assert status == 0, err
        assert guest_end["results"] == end["results"]


def test_a_guest_that_never_comes_back_is_replaced_by_a_computer(tmp_path: Path) -> None:
    hosting, address = host(tmp_path, "remote,remote", "--target", "11", "--replace-after", "1")
    steady = start(tmp_path / "ben", "join", address, "--bot", "easy", "--json")
    first_json(steady)
    gone = start(tmp_path / "ana", "join", address, "--bot", "easy", "--pace", "0.3", "--json")
    first_json(gone)
    time.sleep(1.0)
    gone.send_signal(signal.SIGKILL)
    gone.wait(10)
    status, end, err = finish(hosting)
    assert status == 0, err
    status, steady_end, err = finish(steady)
    assert status == 0, err
    assert steady_end["results"] == end["results"]


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["join", "nowhere", "--bot", "easy"], "is not an address like"),
        (["join", "127.0.0.1:1", "--bot", "easy"], "no game is hosted there"),
        (["host", "--seats", "remote,wizard"], "neither 'remote' nor a level"),
        (["host", "--seats", "easy,easy"], "at least one 'remote' seat"),
        (["host", "--seats", "remote"], "a game has 2 to 6"),
    ],
)
def test_a_refusal_is_one_sentence_and_status_2(
    tmp_path: Path, args: list[str], words: str
) -> None:
    process = start(tmp_path, *args)
    status, _, err = finish(process, timeout=60)
    assert status == 2
    assert words in err
    assert len(err.strip().splitlines()) == 1


def test_a_full_game_refuses_one_more_guest(tmp_path: Path) -> None:
    hosting, address = host(tmp_path, "remote,remote", "--target", "11")
    first = start(tmp_path / "a", "join", address, "--bot", "easy", "--pace", "0.2", "--json")
    first_json(first)
    second = start(tmp_path / "b", "join", address, "--bot", "easy", "--pace", "0.2", "--json")
    first_json(second)
    third = start(tmp_path / "c", "join", address, "--bot", "easy", "--json")
    status, _, err = finish(third, timeout=60)
    assert status == 2
    assert "This game has started" in err or "This game is full" in err
    for process in (hosting, first, second):
        assert finish(process)[0] == 0


def test_the_host_killed_mid_game_resumes_and_its_guests_come_back(tmp_path: Path) -> None:
    state = tmp_path / "kept.json"
    hosting, address = host(tmp_path, "remote,remote", "--target", "21", "--state", str(state))
    port = address.rsplit(":", 1)[1]
    guests = [
        start(tmp_path / f"g{n}", "join", address, "--bot", "easy", "--seed", str(n),
              "--pace", "0.15", "--json")
        for n in range(2)
    ]  # fmt: skip
    for guest in guests:
        first_json(guest)
    time.sleep(2.5)  # some moves into the game
    hosting.send_signal(signal.SIGKILL)
    hosting.wait(10)
    assert state.exists()  # kept after every move
    back = start(tmp_path / "host", "host", "--resume", "--state", str(state), "--bind",
                 "127.0.0.1", "--json")  # fmt: skip
    assert first_json(back)["address"] == f"127.0.0.1:{port}"  # where the guests look
    guests_end_as(finish(back, timeout=180), guests)
    assert not state.exists()  # the game is over: nothing kept


def guests_end_as(
    hosted: tuple[int, dict[str, Any], str], guests: list[subprocess.Popen[str]]
) -> None:
    """The host ended well, and every guest with the host's results, its deals verified."""
    status, end, err = hosted
    assert status == 0, err
    for guest in guests:
        status, guest_end, err = finish(guest)
        assert status == 0, err
        assert guest_end["results"] == end["results"]
        assert guest_end["deal_verified"] is True
