"""A monkey on the real window: random clicks, drags, keys and resizes across every
screen, under Xvfb with xdotool. It fails when the game crashes (exits with an error
status) or stops answering for 10 s (its loop touches ``CASSINO_SCREEN_LOG`` every
second); a monkey that finds Quit starts the game again and carries on. The screens it
reached come from the game's ``CASSINO_SCREEN_LOG``.

CI runs a short monkey (``CASSINO_MONKEY_EVENTS``, 400 by default); the long, opt-in run
is ``CASSINO_MONKEY_EVENTS=20000 python -m pytest tests/e2e/test_monkey.py -s``.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from x_display import game_dirs, x_display

Launch = Callable[[], "subprocess.Popen[bytes]"]
DISPLAY = os.environ.get("CASSINO_MONKEY_DISPLAY", ":174")  # beside the other e2e test's
ANSWER_TIME = 10.0  # seconds without a sign of life: the window has stopped answering
SCREEN = (1600, 1000)
KEYS = ["Escape", "Return", "Tab", "Left", "Right", "Up", "Down", "space", "u", "h", "m",
        "F10", "1", "2", "r", "c", "BackSpace", "a", "Home", "End", "Next", "Prior"]  # fmt: skip


@pytest.fixture
def window(tmp_path: Path) -> Iterator[tuple[dict[str, str], Launch, Path]]:
    with x_display(DISPLAY, f"{SCREEN[0]}x{SCREEN[1]}x24") as display:
        env = {**game_dirs(display, tmp_path), "CASSINO_LOG_DIR": str(tmp_path / "log")}
        yield from _games(env, Path(env["CASSINO_SCREEN_LOG"]))


def _games(env: dict[str, str], screens: Path) -> Iterator[tuple[dict[str, str], Launch, Path]]:
    """Windows started on demand; every one still running is closed at the end."""
    games: list[subprocess.Popen[bytes]] = []

    def launch() -> subprocess.Popen[bytes]:
        games.append(
            subprocess.Popen(
                [sys.executable, "-m", "cassino", "--speed", "fast", "--size", "1280x800"],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
        )
        return games[-1]

    try:
        yield env, launch, screens
    finally:
        for game in games:
            if game.poll() is None:
                game.terminate()
                game.wait(timeout=10)


def xdotool(env: dict[str, str], *args: str) -> None:
    subprocess.run(["xdotool", *args], env=env, capture_output=True, timeout=20, check=False)


def test_a_monkey_cannot_crash_the_window(window: tuple[dict[str, str], Launch, Path]) -> None:
    env, launch, screens = window
    events = int(os.environ.get("CASSINO_MONKEY_EVENTS", "400"))
    rng = random.Random(int(os.environ.get("CASSINO_MONKEY_SEED", "1")))
    game, starts = launch(), 1
    target = find_window(env, screens, game)
    for number in range(events):
        if number % 25 == 0:
            # The window touches its screen log at least once a second while it runs.
            quiet = time.time() - screens.stat().st_mtime
            assert quiet < ANSWER_TIME, f"the window stopped answering ({quiet:.0f} s)"
            code = game.poll()
            if code not in (None, 0):
                errors = game.stderr.read().decode()[-2000:] if game.stderr else ""
                pytest.fail(f"the game exited with {code} after {number} events: {errors}")
            if code == 0:  # the monkey found Quit: start again
                game, starts = launch(), starts + 1
                target = find_window(env, screens, game)
        x, y = rng.randrange(1280), rng.randrange(800)
        kind = rng.random()
        if kind < 0.45:
            xdotool(env, "mousemove", str(x), str(y), "click", "1")
        elif kind < 0.7:
            xdotool(env, "mousemove", str(x), str(y), "mousedown", "1")
            xdotool(env, "mousemove", str(rng.randrange(1280)), str(rng.randrange(800)))
            xdotool(env, "mouseup", "1")
        elif kind < 0.98:
            xdotool(env, "key", rng.choice(KEYS))
        else:
            width, height = rng.randrange(300, 1600), rng.randrange(300, 1000)
            xdotool(env, "windowsize", target, str(width), str(height))
    time.sleep(1.0)
    code = game.poll()
    assert code in (None, 0), f"the game exited with {code} at the end"
    reached = sorted(set(screens.read_text(encoding="utf-8").split()))
    print(f"monkey: {events} events, {starts} start(s), crashes 0, screens: {', '.join(reached)}")


def find_window(
    env: dict[str, str], screens: Path, game: subprocess.Popen[bytes] | None = None
) -> str:
    # A busy machine starts a window slowly: CI compiles the engine for three Pythons and
    # builds the standalone beside the tests.
    deadline = time.monotonic() + 150
    ids: list[str] = []
    while time.monotonic() < deadline:
        if game is not None and game.poll() is not None:
            errors = game.stderr.read().decode()[-2000:] if game.stderr else ""
            pytest.fail(f"the game exited with {game.returncode} at its start: {errors}")
        ids = subprocess.run(
            ["xdotool", "search", "--classname", "cassino"], env=env, capture_output=True, text=True
        ).stdout.split()
        if ids and screens.exists():
            return ids[-1]
        time.sleep(0.1)
    seen = "a window but no screen drawn" if ids else "no window"
    pytest.fail(f"the game window never appeared ({seen}; the game still running)")
