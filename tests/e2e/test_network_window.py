"""Issue 58, must-show 4: the real window joins a networked game and plays it by mouse
under Xvfb. ``cassino host`` referees in a process of its own (its own user folders); the
window (a second process, its own folders) opens Join a game, joins by the LAN list or by
typing the address, and plays a whole round by dragging cards. Everything stays on the
loopback address: the host listens on 127.0.0.1 and discovery runs there only (the tests'
``CASSINO_DISCOVERY_INTERFACES``)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from net_processes import finish, first_json, start
from test_window import centre, drag, free_felt, one_capture, read_state, stop, window_origin
from test_window import xdotool as run_xdotool
from x_display import game_dirs, x_display

from cassino.ui.screens.join.layout import place_join
from cassino.userdata.presets import position_from_json

DISPLAY = ":191"  # this test's own display number
SIZE = (1280, 800)
TIMEOUT = 60.0


@pytest.fixture
def xserver() -> Iterator[dict[str, str]]:
    with x_display(DISPLAY, "1600x1000x24") as env:
        yield env


def window(env: dict[str, str], folder: Path) -> subprocess.Popen[bytes]:
    command = [
        sys.executable, "-m", "cassino", "--size", f"{SIZE[0]}x{SIZE[1]}", "--speed", "fast",
        "--debug-state", str(folder / "state.json"),
    ]  # fmt: skip
    return subprocess.Popen(command, env=game_dirs(env, folder), stderr=subprocess.PIPE)


def screens(folder: Path) -> list[str]:
    log = folder / "screens.log"
    return log.read_text(encoding="utf-8").split() if log.exists() else []


def wait_for_screen(folder: Path, name: str) -> None:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if screens(folder) and screens(folder)[-1] == name:
            return
        time.sleep(0.1)
    pytest.fail(f"{name} never came on top; screens: {screens(folder)}")


def click(env: dict[str, str], origin: tuple[int, int], rect: Any) -> None:
    x, y = centre([rect.left, rect.top, rect.width, rect.height], origin)
    run_xdotool(env, "mousemove", str(x), str(y))
    time.sleep(0.1)
    run_xdotool(env, "click", "1")


def open_join_screen(env: dict[str, str], folder: Path) -> tuple[int, int]:
    wait_for_screen(folder, "TitleScene")
    origin = window_origin(env)
    run_xdotool(env, "key", "Down")  # from New game to Join a game
    run_xdotool(env, "key", "Return")
    wait_for_screen(folder, "JoinScene")
    return origin


def shoot(env: dict[str, str], name: str, tmp_path: Path) -> None:
    shots = Path(os.environ.get("CASSINO_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    ids = run_xdotool(env, "search", "--classname", "cassino").split()
    subprocess.run(["import", "-window", ids[0], str(shots / name)], env=env, check=True)


def my_turn_or_end(state_file: Path) -> dict[str, Any]:
    deadline = time.monotonic() + TIMEOUT
    quiet_since = None
    while time.monotonic() < deadline:
        if state_file.exists():
            data = read_state(state_file)
            if data["awaiting"] in ("round_end", "game_over"):
                return data
            if data["awaiting"] == "human":
                # "settled" is written when the cards come to rest; the first deal of a
                # joined game may settle before the table follows it, so a quiet second
                # at the person's turn serves too.
                stamp = state_file.stat().st_mtime
                quiet_since = (
                    quiet_since
                    if quiet_since and quiet_since[0] == stamp
                    else (stamp, time.monotonic())
                )
                if data["settled"] or time.monotonic() - quiet_since[1] > 1.0:
                    return data
        time.sleep(0.1)
    pytest.fail("neither the person's turn nor the round's end came")


def play_a_turn(env: dict[str, str], data: dict[str, Any], origin: tuple[int, int]) -> None:
    """A capture the drop means alone, else a trail, else the first legal move through
    the chooser (an own build forbids trailing)."""
    cards = data["screen"]["cards"]
    capture = one_capture(data)
    if capture is not None:
        card, item = capture
        drag(env, centre(cards[card], origin), centre(item["rect"], origin))
        return
    state = position_from_json(data["position"])
    moves = sorted(state.legal_moves())
    trail = next((m for m in moves if m.action == "trail"), None)
    if trail is not None:
        drag(env, centre(cards[trail.card.code], origin), centre(free_felt(data), origin))
        return
    move = moves[0]
    target = next(
        i for i in data["screen"]["items"] if set(i["cards"]) & {c.code for c in move.table}
    )
    drag(env, centre(cards[move.card.code], origin), centre(target["rect"], origin))
    time.sleep(0.5)
    run_xdotool(env, "key", "1")


def test_a_window_joins_by_address_and_plays_a_whole_round(
    xserver: dict[str, str], tmp_path: Path
) -> None:
    host = start(tmp_path / "host", "host", "--seats", "remote,easy", "--bind", "127.0.0.1",
                 "--port", "0", "--target", "1", "--json")  # fmt: skip
    guest_folder = tmp_path / "guest"
    guest_folder.mkdir()
    process = window(xserver, guest_folder)
    try:
        address = str(first_json(host)["address"])
        origin = open_join_screen(xserver, guest_folder)
        layout = place_join(SIZE)
        click(xserver, origin, layout.name_field)
        run_xdotool(xserver, "type", "Ana")
        click(xserver, origin, layout.address_field)
        run_xdotool(xserver, "type", address)
        shoot(xserver, "e2e_join_screen.png", tmp_path)
        run_xdotool(xserver, "key", "Return")  # Enter in the address field joins
        wait_for_screen(guest_folder, "TableScene")
        state_file = guest_folder / "state.json"
        moves = 0
        while True:
            data = my_turn_or_end(state_file)
            if data["awaiting"] != "human":
                break
            if moves == 2:
                shoot(xserver, "e2e_guest_table.png", tmp_path)
            before = len(data["log"])
            play_a_turn(xserver, data, origin)
            deadline = time.monotonic() + TIMEOUT
            while len(read_state(state_file)["log"]) <= before:
                assert time.monotonic() < deadline, "the move never reached the log"
                time.sleep(0.1)
            moves += 1
            assert moves <= 24
        assert moves >= 20  # the person's cards of a whole round, by mouse
        status, end, err = finish(host, timeout=TIMEOUT)
        assert status == 0, err
        final = read_state(state_file)
        assert final["outcome"] == end["results"][0]["winner"]
        assert any(line.startswith("You ") for line in final["log"])
    finally:
        stop(process)
        if host.poll() is None:
            host.kill()


def test_a_window_joins_a_game_from_the_lan_list(xserver: dict[str, str], tmp_path: Path) -> None:
    host = start(tmp_path / "host", "host", "--seats", "remote,easy", "--bind", "127.0.0.1",
                 "--port", "0", "--target", "1", "--json")  # fmt: skip
    guest_folder = tmp_path / "guest"
    guest_folder.mkdir()
    process = window(xserver, guest_folder)
    try:
        first_json(host)
        origin = open_join_screen(xserver, guest_folder)
        time.sleep(4)  # the host's announcement heard on the loopback
        shoot(xserver, "e2e_join_lan_list.png", tmp_path)
        click(xserver, origin, place_join(SIZE).games[0])
        wait_for_screen(guest_folder, "TableScene")
    finally:
        stop(process)
        host.kill()
