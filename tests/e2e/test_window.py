"""The real game window under Xvfb, played with the real mouse through xdotool.

A fixed seed gives a fixed game. The test reads where the cards are from the game's
``--debug-state`` file, drags a card onto a table card for a capture and another onto
the empty felt for a trail, checks the game state after each, and saves a screenshot.
It fails — never skips — when Xvfb or xdotool is missing: .ci/run installs them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from x_display import x_display

from cassino.engine.cards import Card
from cassino.engine.table import item_cards
from cassino.game.turn_options import TurnOptions
from cassino.ui.table.drop import moves_for_drop
from cassino.userdata.presets import position_from_json

DISPLAY = ":173"
SCREEN = "1600x1000x24"
SEED = 7
TIMEOUT = 40.0


@pytest.fixture
def xserver() -> Iterator[dict[str, str]]:
    with x_display(DISPLAY, SCREEN) as env:
        yield env


@pytest.fixture
def game(xserver: dict[str, str], tmp_path: Path) -> Iterator[tuple[dict[str, str], Path]]:
    state_file = tmp_path / "state.json"
    # The game's preferences and autosave go to the test's folder, never the real one.
    xserver = {
        **xserver,
        "CASSINO_CONFIG_DIR": str(tmp_path / "config"),
        "CASSINO_DATA_DIR": str(tmp_path / "data"),
    }
    command = [
        sys.executable, "-m", "cassino", "--start", "--seed", str(SEED),
        "--seats", "You,computer:greedy", "--speed", "fast", "--size", "1280x800",
        "--debug-state", str(state_file),
    ]  # fmt: skip
    process = subprocess.Popen(command, env=xserver, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        yield xserver, state_file
    finally:
        stop(process)


def stop(process: subprocess.Popen[bytes]) -> None:
    """End the game's process: asked first, killed if it does not go within 10 s."""
    process.terminate()
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()


def xdotool(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True, timeout=20)
    return done.stdout


def window_origin(env: dict[str, str]) -> tuple[int, int]:
    """Find the window by its class name; its top-left corner on the screen."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        ids = xdotool(env, "search", "--classname", "cassino").split()
        if ids:
            shell = xdotool(env, "getwindowgeometry", "--shell", ids[0])
            geometry = dict(line.split("=", 1) for line in shell.split() if "=" in line)
            if "X" in geometry and "Y" in geometry:  # a window still being mapped has none
                return int(geometry["X"]), int(geometry["Y"])
        time.sleep(0.2)
    pytest.fail("the game window never appeared")


def read_state(path: Path) -> dict[str, Any]:
    return json.loads(path.read_text(encoding="utf-8"))


def wait_for_my_turn(path: Path) -> dict[str, Any]:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if path.exists():
            data = read_state(path)
            position = data["position"]
            if (
                data["awaiting"] == "human"
                and data["settled"]
                and position["to_move"] == data["screen"].get("viewer")
            ):
                return data
        time.sleep(0.1)
    pytest.fail("it never became the player's turn")


def centre(box: list[int], origin: tuple[int, int]) -> tuple[int, int]:
    return origin[0] + box[0] + box[2] // 2, origin[1] + box[1] + box[3] // 2


def drag(env: dict[str, str], start: tuple[int, int], end: tuple[int, int]) -> None:
    """Press, move in steps the way a hand does, release."""
    xdotool(env, "mousemove", str(start[0]), str(start[1]))
    time.sleep(0.1)
    xdotool(env, "mousedown", "1")
    for step in range(1, 11):
        x = start[0] + (end[0] - start[0]) * step // 10
        y = start[1] + (end[1] - start[1]) * step // 10
        xdotool(env, "mousemove", str(x), str(y))
        time.sleep(0.03)
    xdotool(env, "mouseup", "1")


def free_felt(data: dict[str, Any]) -> list[int]:
    """A spot on the table's felt that no item covers: where a trail is dropped."""
    left, top, width, height = data["screen"]["table"]
    items = [item["rect"] for item in data["screen"]["items"]]
    # The roomiest spots first, then a finer grid: late in a round of trails the felt
    # between the cards is all there is.
    spots = [(fx, fy) for fy in (0.1, 0.5, 0.9) for fx in (0.05, 0.95, 0.5, 0.25, 0.75)]
    spots += [(fx / 16, fy / 12) for fy in range(1, 12) for fx in range(1, 16)]
    for margin in (20, 10):
        for fx, fy in spots:
            x, y = left + int(width * fx), top + int(height * fy)
            clear = all(
                not (
                    r[0] - margin <= x <= r[0] + r[2] + margin
                    and r[1] - margin <= y <= r[1] + r[3] + margin
                )
                for r in items
            )
            if clear:
                return [x - 1, y - 1, 2, 2]
    pytest.fail("no free felt on the table to trail onto")


def play_a_turn(env: dict[str, str], data: dict[str, Any], origin: tuple[int, int]) -> None:
    """The person's turn by mouse: a capture where a drop means exactly one, else the
    first trail, onto free felt."""
    cards = data["screen"]["cards"]
    capture = one_capture(data)
    if capture is not None:
        card, item = capture
        drag(env, centre(cards[card], origin), centre(item["rect"], origin))
        return
    state = position_from_json(data["position"])
    trail = next(m for m in sorted(state.legal_moves()) if m.action == "trail")
    drag(env, centre(cards[trail.card.code], origin), centre(free_felt(data), origin))


def one_capture(data: dict[str, Any]) -> tuple[str, dict[str, Any]] | None:
    """A hand card and a table item such that the drop means exactly one move, a capture."""
    state = position_from_json(data["position"])
    seat = state.to_move
    on_screen = {tuple(item["cards"]): item for item in data["screen"]["items"]}
    for card in sorted(state.hands[seat]):
        for item in state.table:
            result = moves_for_drop(TurnOptions.of(state), Card(card), item)
            if len(result.moves) == 1 and result.moves[0].action == "capture":
                # The screen lists the items in the order shown, not the engine's.
                return card.code, on_screen[tuple(c.code for c in item_cards(item))]
    return None


def test_drag_a_capture_and_a_trail_with_the_real_mouse(
    game: tuple[dict[str, str], Path], tmp_path: Path
) -> None:
    env, state_file = game
    origin = window_origin(env)
    captured = trailed = None
    for _ in range(12):
        data = wait_for_my_turn(state_file)
        cards = data["screen"]["cards"]
        capture = one_capture(data) if captured is None else None
        if capture is not None:
            card, item = capture
            drag(env, centre(cards[card], origin), centre(item["rect"], origin))
            captured = (card, item["cards"])
        else:
            state = position_from_json(data["position"])
            trail = next(m for m in sorted(state.legal_moves()) if m.action == "trail")
            drag(env, centre(cards[trail.card.code], origin), centre(free_felt(data), origin))
            trailed = trail.card.code
        before = len(data["log"])
        deadline = time.monotonic() + TIMEOUT
        while len(read_state(state_file)["log"]) <= before and time.monotonic() < deadline:
            time.sleep(0.1)
        after = read_state(state_file)
        mine = after["log"][before]
        if capture is not None and captured is not None:
            card, taken = captured
            assert mine.startswith("You took "), mine
            assert set([card, *taken]) <= set(after["position"]["captured"][0])
        else:
            assert mine.startswith("You trailed "), mine
            assert trailed not in after["position"]["hands"][0]
        if captured is not None and trailed is not None:
            break
    assert captured is not None and trailed is not None
    deadline = time.monotonic() + TIMEOUT
    while not read_state(state_file)["settled"] and time.monotonic() < deadline:
        time.sleep(0.1)  # photograph the table at rest, not mid-flight
    shots = Path(os.environ.get("CASSINO_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    shot = shots / "e2e_table.png"
    window = xdotool(env, "search", "--classname", "cassino").split()[0]
    subprocess.run(["import", "-window", window, str(shot)], env=env, check=True, timeout=30)
    assert shot.stat().st_size > 10_000


def test_escape_opens_the_menu_quit_to_title_then_resume(
    game: tuple[dict[str, str], Path], tmp_path: Path
) -> None:
    """Esc at the table → the in-game menu → Quit to title → Resume: the same position."""
    from cassino.ui.screens.game_menu.layout import place_game_menu

    env, state_file = game
    origin = window_origin(env)
    data = wait_for_my_turn(state_file)
    state = position_from_json(data["position"])
    trail = next(m for m in sorted(state.legal_moves()) if m.action == "trail")
    before = len(data["log"])
    drag(
        env,
        centre(data["screen"]["cards"][trail.card.code], origin),
        centre(free_felt(data), origin),
    )
    deadline = time.monotonic() + TIMEOUT
    while len(read_state(state_file)["log"]) < before + 2 and time.monotonic() < deadline:
        time.sleep(0.1)  # the trail, and the computer's answer
    data = wait_for_my_turn(state_file)  # a position to come back to
    position = data["position"]
    xdotool(env, "key", "Escape")
    time.sleep(1.0)
    size = tuple(data["screen"]["window"])
    # The menu's buttons: Back, Rules, New game, Restart, Quit to title, Concede | 5 settings
    # and the 3 aids.
    menu = place_game_menu((size[0], size[1]), 6, 8)
    shots = Path(os.environ.get("CASSINO_SCREENSHOTS", tmp_path))
    shots.mkdir(parents=True, exist_ok=True)
    window = xdotool(env, "search", "--classname", "cassino").split()[0]
    subprocess.run(["import", "-window", window, str(shots / "e2e_menu.png")], env=env, check=True)
    quit_button = menu.left[4]
    x, y = origin[0] + quit_button.centerx, origin[1] + quit_button.centery
    xdotool(env, "mousemove", str(x), str(y))
    time.sleep(0.2)
    xdotool(env, "click", "1")
    time.sleep(1.0)
    state_file.unlink()
    xdotool(env, "key", "Return")  # the title's main button: resume the game in progress
    deadline = time.monotonic() + TIMEOUT
    while not state_file.exists() and time.monotonic() < deadline:
        time.sleep(0.1)
    assert state_file.exists(), "the game was not resumed from the title"
    resumed = read_state(state_file)
    assert resumed["position"] == position
