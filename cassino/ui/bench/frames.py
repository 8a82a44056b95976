"""``python -m cassino bench ui``: frame times of a busy animated table, and start-up time.

Four computer players play at normal animation speed at 1280×800 under SDL's dummy video
driver; each frame's update, draw and flip is timed (the wait for the next frame is not).
Start-up is the wall time from launching ``python -m cassino`` to its first drawn frame.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cassino.game.seats import Seat

if TYPE_CHECKING:
    from cassino.engine.rules import Rules

SIZE = (1280, 800)
WARM_FRAMES = 5  # the first frames load and scale the card images


@dataclass(frozen=True)
class TablePlay:
    """Computer players at the table, frame by frame."""

    frame_starts: list[float]  # ``time.perf_counter`` at the start of each frame
    frame_ms: list[float]  # each frame's update, draw and flip
    think_ms: list[float]  # each computer decision, timed in the thread that made it


def play_at_table(rules: Rules, seats: list[Seat], seed: int, seconds: float) -> TablePlay:
    """The game of ``seats`` (all computers) at the table at normal animation speed, 60
    frames a second, for ``seconds`` or until it ends."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from cassino.game.session import GameSession
    from cassino.ui.anim import tween
    from cassino.ui.app import App
    from cassino.ui.assets import CardImages, Sounds
    from cassino.ui.table_scene import TableScene

    app = App(SIZE)
    session = GameSession(rules, seats, seed)
    think_ms: list[float] = []
    session.think_times = think_ms
    tween.set_speed_setting("normal")
    table = TableScene(
        session,
        CardImages(),
        Sounds(muted=True),
        on_round_end=lambda scene: scene.next_round(),
        on_game_over=lambda scene: None,
    )
    app.stack.push(table)
    played = TablePlay([], [], think_ms)
    deadline = time.perf_counter() + seconds
    try:
        while time.perf_counter() < deadline and session.outcome is None:
            start = time.perf_counter()
            played.frame_starts.append(start)
            app.step(1 / 60)
            played.frame_ms.append((time.perf_counter() - start) * 1000)
            # Keep the computer players' pauses in step with the simulated clock.
            time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - start)))
    finally:
        session.close()
    return played


def frame_times(seconds: float, seed: int) -> list[float]:
    from cassino.userdata.presets import load

    rules = load("classic").with_options(players=4)
    seats = [Seat(f"Computer {n}", "computer", "greedy") for n in range(1, 5)]
    played = play_at_table(rules, seats, seed, seconds)
    return played.frame_ms[WARM_FRAMES:]


def startup_seconds() -> float:
    """Launch the game and wait for its first drawn frame."""
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "CASSINO_REPORT_FIRST_FRAME": "1",
    }
    start = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "cassino", "--start", "--quit-after-frames", "2"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == "first frame":
            elapsed = time.perf_counter() - start
            process.wait(timeout=30)
            return elapsed
    process.wait(timeout=30)
    raise RuntimeError("the game ended without drawing a frame")


def bench_ui(seconds: float = 4.0, seed: int = 1) -> dict[str, float]:
    times = frame_times(seconds, seed)
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, round(0.99 * (len(ordered) - 1)))]
    return {
        "frame_ms_median": round(statistics.median(times), 2),
        "frame_ms_p99": round(p99, 2),
        "frames": len(times),
        "startup_s": round(startup_seconds(), 2),
    }
