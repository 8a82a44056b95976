"""The table's motion and looks in the real window under Xvfb, seen as a player sees them:
the deal flies in (frames during it differ from the table at rest), a sweep made with
the real mouse is celebrated (confetti over the table), and the game menu switches the
table's theme (the felt turns blue).

Seed 261 with the computer in the first seat deals the player, who moves first, the 10♠
against A♦ 2♠ 2♥ 5♦: one drop sweeps the table.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from test_window import centre, drag, read_state, stop, window_origin, xdotool
from x_display import x_display

from cassino.ui.celebration import CORAL, SKY_BLUE
from cassino.ui.screens.game_menu.layout import place_game_menu
from cassino.ui.themes import THEMES

DISPLAY = ":176"
SCREEN = "1280x800x24"
SEED = 261
SWEEPER = "Ts"
TIMEOUT = 40.0
Colour = tuple[int, int, int]


@pytest.fixture
def slow_game(tmp_path: Path) -> Iterator[tuple[dict[str, str], Path, Path]]:
    with x_display(DISPLAY, SCREEN) as env:
        env = {
            **env,
            "CASSINO_CONFIG_DIR": str(tmp_path / "config"),
            "CASSINO_DATA_DIR": str(tmp_path / "data"),
        }
        state_file = tmp_path / "state.json"
        command = [
            sys.executable, "-m", "cassino", "--start", "--seed", str(SEED),
            "--seats", "computer:greedy,You", "--speed", "slow", "--size", "1280x800",
            "--debug-state", str(state_file),
        ]  # fmt: skip
        process = subprocess.Popen(
            command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
        )
        shots = Path(os.environ.get("CASSINO_SCREENSHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        try:
            yield env, state_file, shots
        finally:
            stop(process)


def shoot(env: dict[str, str], path: Path) -> pygame.Surface:
    subprocess.run(["import", "-window", "root", str(path)], env=env, check=True, timeout=30)
    return pygame.image.load(str(path))


def near(colour: tuple[int, ...], wanted: Colour, reach: int = 40) -> bool:
    return sum(abs(a - b) for a, b in zip(colour[:3], wanted, strict=True)) < reach


def count(shot: pygame.Surface, area: pygame.Rect, wanted: tuple[Colour, ...]) -> int:
    return sum(
        any(near(shot.get_at((x, y)), colour) for colour in wanted)
        for x in range(area.left, area.right, 2)
        for y in range(area.top, area.bottom, 2)
    )


def settled(state_file: Path) -> dict[str, object]:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if state_file.exists():
            data = read_state(state_file)
            if data["settled"] and data["awaiting"] == "human":
                return data
        time.sleep(0.1)
    pytest.fail("the table never came to rest on the player's turn")


def test_the_deal_flies_a_sweep_is_celebrated_and_the_theme_switches(
    slow_game: tuple[dict[str, str], Path, Path],
) -> None:
    env, state_file, shots = slow_game
    origin = window_origin(env)
    # The deal: frames while it flies, until the table rests.
    during: list[pygame.Surface] = []
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline and len(during) < 12:
        if state_file.exists() and read_state(state_file)["settled"]:
            break
        during.append(shoot(env, shots / f"looks_deal_{len(during)}.png"))
    data = settled(state_file)
    screen = data["screen"]
    assert isinstance(screen, dict)
    rest = shoot(env, shots / "looks_dealt.png")
    box = screen["cards"][SWEEPER]
    card = pygame.Rect(origin[0] + box[0], origin[1] + box[1], box[2], box[3])
    landed = [tuple(rest.get_at(point)) for point in _grid(card)]
    moving = [
        frame
        for frame in during
        if sum(tuple(frame.get_at(p)) != c for p, c in zip(_grid(card), landed, strict=True))
        > len(landed) // 3
    ]
    assert during and moving, "no frame of the deal showed the card on its way"

    # The sweep: the 10♠ dropped on the table's first item takes all four.
    table = pygame.Rect(*screen["table"]).move(origin)
    before = count(rest, table, (CORAL, SKY_BLUE))
    item = screen["items"][0]["rect"]
    drag(env, centre(box, origin), centre(item, origin))
    festive = 0
    for frame in range(8):
        shot = shoot(env, shots / f"looks_sweep_{frame}.png")
        festive = max(festive, count(shot, table, (CORAL, SKY_BLUE)))
    assert festive > before + 20, f"no confetti over the table ({before} → {festive})"
    log = read_state(state_file)["log"]
    assert any(line.endswith("— sweep!") for line in log), log

    # The theme: Esc, the menu's Table button (the third setting), Esc: a blue felt.
    settled(state_file)
    xdotool(env, "key", "Escape")
    time.sleep(1.0)
    menu = place_game_menu((1280, 800), 6, 8)
    button = menu.right[2]
    xdotool(env, "mousemove", str(origin[0] + button.centerx), str(origin[1] + button.centery))
    time.sleep(0.2)
    xdotool(env, "click", "1")
    time.sleep(0.5)
    xdotool(env, "key", "Escape")
    time.sleep(1.0)
    switched = shoot(env, shots / "looks_blue_table.png")
    edge = switched.get_at((origin[0] + 3, origin[1] + 400))
    assert edge[2] > edge[1], f"the felt is not blue: {edge}"
    saved = (Path(env["CASSINO_CONFIG_DIR"]) / "preferences.yaml").read_text(encoding="utf-8")
    assert "table_theme: blue" in saved
    assert THEMES["blue"].felt_centre != THEMES["green"].felt_centre


def _grid(rect: pygame.Rect) -> list[tuple[int, int]]:
    return [
        (x, y)
        for x in range(rect.left + 4, rect.right - 4, max(1, rect.width // 8))
        for y in range(rect.top + 4, rect.bottom - 4, max(1, rect.height // 8))
    ]
