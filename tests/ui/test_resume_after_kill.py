"""A game killed mid-round comes back exactly where it was (dummy video driver)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

from cassino.engine.notation import position_to_json
from cassino.userdata.saves import load_game

TIMEOUT = 60.0


def launch(env: dict[str, str], *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "cassino", "--speed", "instant", *args],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def test_a_killed_game_resumes_at_the_same_position(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "CASSINO_CONFIG_DIR": str(tmp_path / "config"),
        "CASSINO_DATA_DIR": str(tmp_path / "data"),
    }
    state = tmp_path / "state.json"
    game = launch(
        env, "--start", "--seed", "5", "--seats", "computer:greedy,computer:greedy",
        "--debug-state", str(state),
    )  # fmt: skip
    deadline = time.monotonic() + TIMEOUT
    try:
        while time.monotonic() < deadline:
            if state.exists() and len(json.loads(state.read_text())["log"]) >= 7:
                break
            time.sleep(0.05)
        else:
            raise AssertionError("the game did not get going")
    finally:
        game.send_signal(signal.SIGKILL)  # no chance to tidy up, like a crash
        game.wait(timeout=10)

    saved, notice = load_game(tmp_path / "data" / "autosave.json")
    assert notice is None and saved is not None
    assert len(saved.log) >= 7

    resumed_state = tmp_path / "resumed.json"
    again = launch(env, "--resume", "--debug-state", str(resumed_state), "--quit-after-frames", "1")
    _, errors = again.communicate(timeout=TIMEOUT)
    assert again.returncode == 0, errors.decode()
    resumed = json.loads(resumed_state.read_text())
    assert resumed["position"] == position_to_json(saved.position)
    assert resumed["log"] == [str(entry.words) for entry in saved.log]
    assert resumed["moves_this_round"] == len(saved.history)
