"""A whole round against the computer, played by the real mouse under Xvfb: every move of
the person is a drag (a capture where a drop means one, else a trail onto the felt). The
rules play to 1 point, so the round ends the game: then the log must tell every move of
the round, the round summary must come on screen, and the statistics file must hold the
game just played."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest
from test_window import TIMEOUT, play_a_turn, read_state, stop, window_origin, xdotool, xserver

SEED = 11
__all__ = ["xserver"]  # the X server fixture, shared with test_window


def wait_for(state_file: Path, ready: object, what: str) -> dict[str, object]:
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        if state_file.exists():
            data = read_state(state_file)
            if ready(data):  # type: ignore[operator]
                return data
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def test_a_whole_round_by_mouse_ends_in_the_summary_and_the_statistics(
    xserver: dict[str, str], tmp_path: Path
) -> None:
    rules = tmp_path / "one_point.yaml"
    rules.write_text("extends: classic\ntarget: 1\n", encoding="utf-8")
    state_file = tmp_path / "state.json"
    screens = tmp_path / "screens.log"
    env = {
        **xserver,
        "CASSINO_CONFIG_DIR": str(tmp_path / "config"),
        "CASSINO_DATA_DIR": str(tmp_path / "data"),
        "CASSINO_SCREEN_LOG": str(screens),
    }
    command = [
        sys.executable, "-m", "cassino", "--start", "--seed", str(SEED), "--rules", str(rules),
        "--seats", "You,computer:greedy", "--speed", "fast", "--size", "1280x800",
        "--debug-state", str(state_file),
    ]  # fmt: skip
    process = subprocess.Popen(command, env=env, stderr=subprocess.PIPE)
    try:
        origin = window_origin(env)
        my_moves = 0
        while True:
            data = wait_for(
                state_file,
                lambda d: (
                    d["awaiting"] in ("round_end", "game_over")
                    or (d["awaiting"] == "human" and d["settled"])
                ),
                "the person's turn or the round's end",
            )
            if data["awaiting"] != "human":
                break
            before = len(data["log"])  # type: ignore[arg-type]
            play_a_turn(env, data, origin)  # type: ignore[arg-type]
            wait_for(state_file, lambda d, n=before: len(d["log"]) > n, "the move in the log")
            my_moves += 1
            assert my_moves <= 24, "a classic round has 24 moves of each player at most"
        assert my_moves == 24  # every card of the person's six hands was played by mouse
        log = data["log"]
        mine = [line for line in log if line.startswith(("You took", "You trailed"))]
        assert len([line for line in mine if "left on the table" not in line]) == 24
        assert sum(1 for line in log if line.startswith("Computer")) >= 24
        stats_file = tmp_path / "data" / "statistics.json"
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            shown = screens.read_text(encoding="utf-8").split() if screens.exists() else []
            if "RoundSummaryScene" in shown:
                break
            xdotool(env, "key", "Return")  # past any notice to the summary
            time.sleep(0.5)
        assert "RoundSummaryScene" in shown, shown
        window = xdotool(env, "search", "--classname", "cassino").split()[0]
        shots = Path(os.environ.get("CASSINO_SCREENSHOTS", tmp_path))
        shots.mkdir(parents=True, exist_ok=True)
        shot = shots / "e2e_round_summary.png"
        subprocess.run(["import", "-window", window, str(shot)], env=env, check=True, timeout=30)
        deadline = time.monotonic() + TIMEOUT
        while not stats_file.exists() and time.monotonic() < deadline:
            xdotool(env, "key", "Return")  # Continue: on to the game's end
            time.sleep(0.5)
        records = json.loads(stats_file.read_text(encoding="utf-8"))["records"]
        assert len(records) == 1 and records[0]["games"] == 1
        assert records[0]["opponent"] == "greedy"
        won = data["outcome"] == 0
        assert records[0]["wins"] == int(won)
    finally:
        stop(process)
