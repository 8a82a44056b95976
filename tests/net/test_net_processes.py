"""Networked games among separate processes (issue 58): ``cassino host`` and ``cassino
join`` on loopback, each with its own user folders; a guest killed mid-round comes back
with its token; one that never comes back is replaced by a computer; a refusal is one
sentence and exit status 2."""

from __future__ import annotations

import signal
import time
from pathlib import Path

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
