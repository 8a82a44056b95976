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
from test_window import centre, drag, one_capture, read_state, stop, window_origin
from test_window import play_a_turn as play_a_local_turn
from test_window import xdotool as run_xdotool
from x_display import game_dirs, x_display

from cassino.ui.screens.join.layout import place_join
from cassino.ui.screens.lobby.layout import place_lobby
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


def press_start(env: dict[str, str], origin: tuple[int, int], folder: Path) -> None:
    """The lobby's Start, pressed until the game opens (it waits for every seat)."""
    deadline = time.monotonic() + TIMEOUT
    while screens(folder)[-1] == "LobbyScene":
        assert time.monotonic() < deadline, "the lobby's Start never opened the game"
        click(env, origin, place_lobby(SMALL, 2).start)
        time.sleep(1.0)


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
    """As the local window's test plays a turn (a capture the drop means alone, else a
    trail); when no trail is allowed (an own build), the first legal move through the
    chooser."""
    state = position_from_json(data["position"])
    moves = sorted(state.legal_moves())
    if one_capture(data) is not None or any(m.action == "trail" for m in moves):
        play_a_local_turn(env, data, origin)
        return
    move = moves[0]
    taken = {card.code for card in move.table}
    target = next(item for item in data["screen"]["items"] if set(item["cards"]) & taken)
    cards = data["screen"]["cards"]
    drag(env, centre(cards[move.card.code], origin), centre(target["rect"], origin))
    time.sleep(0.5)
    run_xdotool(env, "key", "1")


def host_and_window(
    xserver: dict[str, str], tmp_path: Path
) -> tuple[subprocess.Popen[str], subprocess.Popen[bytes], Path]:
    """``cassino host`` of a person's seat and a computer's, to one point, and a window
    with folders of its own."""
    host = start(tmp_path / "host", "host", "--seats", "remote,easy", "--bind", "127.0.0.1",
                 "--port", "0", "--target", "1", "--json")  # fmt: skip
    guest_folder = tmp_path / "guest"
    guest_folder.mkdir()
    return host, window(xserver, guest_folder), guest_folder


def test_a_window_joins_by_address_and_plays_a_whole_round(
    xserver: dict[str, str], tmp_path: Path
) -> None:
    host, process, guest_folder = host_and_window(xserver, tmp_path)
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
        standing, moves = play_turns(xserver, guest_folder, origin, 2)
        if standing != "game_over":
            shoot(xserver, "e2e_guest_table.png", tmp_path)
            standing, more = play_turns(xserver, guest_folder, origin, 0)
            moves += more
        assert standing == "game_over"
        assert moves >= 20  # the person's cards of a whole round at least, by mouse
        status, end, err = finish(host, timeout=TIMEOUT)
        assert status == 0, err
        final = read_state(state_file)
        assert final["outcome"] == end["results"][0]["winner"]
        assert any(line.startswith("You ") for line in final["log"])
        kept = guest_folder / "data" / "last_networked_game.json"  # for verify-deal
        deadline = time.monotonic() + TIMEOUT
        while not kept.exists():
            assert time.monotonic() < deadline, "the window kept no record of the deals"
            time.sleep(0.1)
        verified = subprocess.run(
            [sys.executable, "-m", "cassino", "verify-deal", str(kept)],
            capture_output=True, text=True, timeout=TIMEOUT, check=False,
        )  # fmt: skip
        assert verified.returncode == 0 and "deal verified" in verified.stdout, verified
    finally:
        stop(process)
        if host.poll() is None:
            host.kill()


def test_a_window_joins_a_game_from_the_lan_list(xserver: dict[str, str], tmp_path: Path) -> None:
    host, process, guest_folder = host_and_window(xserver, tmp_path)
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


def origin_of(env: dict[str, str], process: subprocess.Popen[bytes]) -> tuple[int, int]:
    """The top-left corner of the window of ``process`` (two windows share the screen)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        for window_id in run_xdotool(env, "search", "--pid", str(process.pid)).split():
            shell = run_xdotool(env, "getwindowgeometry", "--shell", window_id)
            geometry = dict(line.split("=", 1) for line in shell.split() if "=" in line)
            if int(geometry.get("WIDTH", "0")) >= SMALL[0] // 2:
                return int(geometry["X"]), int(geometry["Y"])
        time.sleep(0.2)
    pytest.fail("a game window never appeared")


SMALL = (1280, 800)  # side by side; a crowded table still has felt to trail onto


def test_two_windows_one_hosts_the_other_joins_and_they_play_a_round(tmp_path: Path) -> None:
    """Two windows in two processes with their own folders: one hosts from the command
    line's seats (its lobby), the other joins from its LAN list; both play by mouse."""
    rules = tmp_path / "one_point.yaml"
    rules.write_text("extends: classic\ntarget: 1\n", encoding="utf-8")
    with x_display(":192", "2600x820x24") as env:
        host_folder, guest_folder = tmp_path / "host", tmp_path / "guest"
        host_folder.mkdir()
        guest_folder.mkdir()
        host = subprocess.Popen(
            [sys.executable, "-m", "cassino", "--start", "--seats", "Hana,remote", "--rules",
             str(rules), "--size", f"{SMALL[0]}x{SMALL[1]}", "--speed", "fast",
             "--debug-state", str(host_folder / "state.json")],
            env={**game_dirs(env, host_folder), "SDL_VIDEO_WINDOW_POS": "0,0"},
            stderr=subprocess.PIPE,
        )  # fmt: skip
        guest = subprocess.Popen(
            [sys.executable, "-m", "cassino", "--size", f"{SMALL[0]}x{SMALL[1]}", "--speed",
             "fast", "--debug-state", str(guest_folder / "state.json")],
            env={**game_dirs(env, guest_folder), "SDL_VIDEO_WINDOW_POS": "1300,0"},
            stderr=subprocess.PIPE,
        )  # fmt: skip
        try:
            wait_for_screen(host_folder, "LobbyScene")
            shoot_window(env, host, tmp_path / "lobby.png", "e2e_host_lobby.png")
            wait_for_screen(guest_folder, "TitleScene")
            guest_origin = origin_of(env, guest)
            open_join_screen_in(env, guest, guest_origin, guest_folder)
            time.sleep(4)  # the hosted game heard on the loopback
            click(env, guest_origin, place_join(SMALL).games[0])
            host_origin = origin_of(env, host)
            press_start(env, host_origin, host_folder)
            wait_for_screen(guest_folder, "TableScene")
            wait_for_screen(host_folder, "TableScene")
            played = {"host": 0, "guest": 0}
            players = {
                "host": (host_folder / "state.json", host_origin),
                "guest": (guest_folder / "state.json", guest_origin),
            }
            deadline = time.monotonic() + 8 * TIMEOUT
            ended = False
            while not ended and time.monotonic() < deadline:
                for who, (state_file, origin) in players.items():
                    if not state_file.exists():
                        continue
                    data = read_state(state_file)
                    if data["awaiting"] == "game_over":
                        ended = True
                        break
                    if data["awaiting"] == "round_end":  # a tie at the target: go on
                        # The keyboard goes to the focused window, not the one under the
                        # pointer (no window manager): focus this player's window first.
                        focus_window_at(env, origin)
                        run_xdotool(env, "key", "Return")
                        time.sleep(0.5)
                        continue
                    to_move = data["position"]["to_move"]
                    if data["awaiting"] == "human" and to_move == data["screen"].get("viewer"):
                        time.sleep(1.0)  # the cards come to rest
                        data = read_state(state_file)
                        if data["awaiting"] != "human":
                            continue
                        before = len(data["log"])
                        play_a_turn(env, data, origin)
                        turn_deadline = time.monotonic() + TIMEOUT
                        while len(read_state(state_file)["log"]) <= before:
                            assert time.monotonic() < turn_deadline, f"{who}'s move was lost"
                            time.sleep(0.1)
                        played[who] += 1
                        if played["guest"] == 3 and who == "guest":
                            shoot_window(
                                env, guest, tmp_path / "g.png", "e2e_two_windows_guest.png"
                            )
                time.sleep(0.2)
            assert ended, f"the round did not end: {played}"
            assert played["host"] >= 20 and played["guest"] >= 20, played
            host_state = read_state(host_folder / "state.json")
            guest_state = read_state(guest_folder / "state.json")
            assert (
                host_state["log"][-5:]
                == [line.replace("Hana", "You") for line in guest_state["log"][-5:]]
                or host_state["position"]["scores"] == guest_state["position"]["scores"]
            )
        finally:
            stop(guest)
            stop(host)


def focus_window_at(env: dict[str, str], origin: tuple[int, int]) -> None:
    """Give the keyboard to the game window whose top-left corner is at ``origin``."""
    for window in run_xdotool(env, "search", "--classname", "cassino").split():
        shell = run_xdotool(env, "getwindowgeometry", "--shell", window)
        geometry = dict(line.split("=", 1) for line in shell.split() if "=" in line)
        if (int(geometry.get("X", -1)), int(geometry.get("Y", -1))) == origin:
            run_xdotool(env, "windowfocus", "--sync", window)
            return
    pytest.fail(f"no game window at {origin}")


def shoot_window(
    env: dict[str, str], process: subprocess.Popen[bytes], scratch: Path, name: str
) -> None:
    shots = Path(os.environ.get("CASSINO_SCREENSHOTS", scratch.parent))
    shots.mkdir(parents=True, exist_ok=True)
    for window_id in run_xdotool(env, "search", "--pid", str(process.pid)).split():
        done = subprocess.run(["import", "-window", window_id, str(shots / name)], env=env)
        if done.returncode == 0:
            return


def open_join_screen_in(
    env: dict[str, str], process: subprocess.Popen[bytes], origin: tuple[int, int], folder: Path
) -> None:
    """Down and Enter on the title of the window of ``process``: its keyboard focus is
    set first (two windows share the screen, and Xvfb has no window manager), and the
    keys are sent again if the first ones went elsewhere."""
    for _ in range(3):
        if screens(folder) and screens(folder)[-1] != "TitleScene":
            break  # the keys reached another screen: say so rather than press on
        for window_id in run_xdotool(env, "search", "--pid", str(process.pid)).split():
            run_xdotool(env, "windowfocus", "--sync", window_id)
        run_xdotool(env, "mousemove", str(origin[0] + 500), str(origin[1] + 20))
        time.sleep(0.3)
        run_xdotool(env, "key", "Down")
        run_xdotool(env, "key", "Return")
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            if screens(folder) and screens(folder)[-1] == "JoinScene":
                return
            time.sleep(0.1)
    pytest.fail(f"Join a game never came on top; screens: {screens(folder)}")


def play_turns(
    env: dict[str, str], folder: Path, origin: tuple[int, int], turns: int
) -> tuple[str, int]:
    """Play the window's person's turns by mouse: ``turns`` of them, or to the game's end
    (0); how the game stands after them, and how many turns were played."""
    state_file = folder / "state.json"
    played = 0
    while turns == 0 or played < turns:
        data = my_turn_or_end(state_file)
        if data["awaiting"] == "game_over":
            return "game_over", played
        if data["awaiting"] == "round_end":  # a tie at the target: another round
            run_xdotool(env, "key", "Return")  # past the summary: Continue
            time.sleep(1.0)
            continue
        before = len(data["log"])
        play_a_turn(env, data, origin)
        deadline = time.monotonic() + TIMEOUT
        while len(read_state(state_file)["log"]) <= before:
            assert time.monotonic() < deadline, "the move never reached the log"
            time.sleep(0.1)
        played += 1
        assert played <= 24 * 8
    return str(read_state(state_file)["awaiting"]), played


def test_a_window_that_hosts_is_killed_and_hosts_its_game_again(
    xserver: dict[str, str], tmp_path: Path
) -> None:
    """kill -9 of the window hosting a game: started again, its title resumes the game
    where it was, its friend (still trying) comes back with its token, and they finish."""
    rules = tmp_path / "five.yaml"
    rules.write_text("extends: classic\ntarget: 5\n", encoding="utf-8")
    folder = tmp_path / "host"
    folder.mkdir()
    command = [
        sys.executable, "-m", "cassino", "--start", "--seats", "Hana,remote", "--rules",
        str(rules), "--size", f"{SIZE[0]}x{SIZE[1]}", "--speed", "fast",
        "--debug-state", str(folder / "state.json"),
    ]  # fmt: skip
    first = subprocess.Popen(command, env=game_dirs(xserver, folder), stderr=subprocess.PIPE)
    second: subprocess.Popen[bytes] | None = None
    friend = None
    try:
        wait_for_screen(folder, "LobbyScene")  # the window hosts at the usual port
        friend = start(tmp_path / "friend", "join", "127.0.0.1:47652", "--bot", "easy",
                       "--come-back", "180", "--json")  # fmt: skip
        assert first_json(friend)["seat"] == 1
        origin = window_origin(xserver)
        press_start(xserver, origin, folder)
        wait_for_screen(folder, "TableScene")
        assert play_turns(xserver, folder, origin, 3) == ("human", 3)
        kept = folder / "data" / "window_hosted_game.json"
        assert kept.exists()
        first.kill()  # kill -9: no goodbye to anyone
        first.wait(10)
        (folder / "state.json").unlink()
        (folder / "screens.log").unlink()
        second = subprocess.Popen(
            command[:3] + command[8:], env=game_dirs(xserver, folder), stderr=subprocess.PIPE
        )  # the same window without --start: its title
        wait_for_screen(folder, "TitleScene")
        run_xdotool(xserver, "key", "Return")  # the title's first button: Resume
        wait_for_screen(folder, "TableScene")
        assert play_turns(xserver, folder, window_origin(xserver), 0)[0] == "game_over"
        status, end, err = finish(friend, timeout=TIMEOUT)
        assert status == 0 and end["deal_verified"] is True, err
        deadline = time.monotonic() + TIMEOUT
        while kept.exists():
            assert time.monotonic() < deadline, "the finished game was still kept"
            time.sleep(0.1)
    finally:
        for process in (second, first):
            if process is not None and process.poll() is None:
                stop(process)
        if friend is not None and friend.poll() is None:
            friend.kill()
