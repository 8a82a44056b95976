"""A virtual screen for the end-to-end tests: Xvfb on a display number of each test's own,
with the tools the tests drive it by. A missing tool fails the test, never skips it
(.ci/run installs them from Debian)."""

from __future__ import annotations

import os
import shutil
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

TOOLS = ("Xvfb", "xdotool", "import")


def require(tool: str) -> str:
    found = shutil.which(tool)
    if found is None:
        pytest.fail(
            f"{tool} is missing: the end-to-end test needs Xvfb, xdotool and ImageMagick "
            "(Debian: apt-get install xvfb xdotool imagemagick; .ci/run installs them)"
        )
    return found


@contextmanager
def x_display(display: str, screen: str = "1600x1000x24") -> Iterator[dict[str, str]]:
    """Xvfb on ``display`` until the block ends; the environment a game window there
    needs (the real X11 driver, no sound)."""
    for tool in TOOLS:
        require(tool)
    server = subprocess.Popen(
        [require("Xvfb"), display, "-screen", "0", screen, "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy"}
    env.pop("SDL_VIDEODRIVER", None)  # the real X11 driver, not the tests' dummy one
    socket = Path(f"/tmp/.X11-unix/X{display[1:]}")
    deadline = time.monotonic() + 10
    while not socket.exists() and time.monotonic() < deadline:
        time.sleep(0.05)
    try:
        yield env
    finally:
        server.terminate()
        server.wait(timeout=10)


def game_dirs(env: dict[str, str], folder: Path) -> dict[str, str]:
    """``env`` with the game's preferences, saves and screen log in ``folder``, never in
    the real user folders."""
    return {
        **env,
        "CASSINO_CONFIG_DIR": str(folder / "config"),
        "CASSINO_DATA_DIR": str(folder / "data"),
        "CASSINO_SCREEN_LOG": str(folder / "screens.log"),
    }
