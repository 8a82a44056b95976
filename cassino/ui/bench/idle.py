"""``python -m cassino bench idle``: how much of a core the window uses when nothing moves.

Under SDL's dummy video driver, with the player's folders in a temporary place, the
real window's flow is opened and left alone: first on the title screen, then at a table
against the computer once the deal has landed and it is the person's turn. For each the
process's CPU time (every thread) is divided by the wall time. A window that rests
draws nothing and waits for events, so both figures should be near zero.
"""

from __future__ import annotations

import os
import tempfile
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cassino.ui.main import GameFlow

SIZE = (1280, 800)
SETTLE_LIMIT = 20.0  # seconds for the deal and the computer's first move to land


def bench_idle(seconds: float = 3.0, seed: int = 1) -> dict[str, float]:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory(prefix="cassino-bench-") as folder:
        os.environ["CASSINO_CONFIG_DIR"] = os.path.join(folder, "config")
        os.environ["CASSINO_DATA_DIR"] = os.path.join(folder, "data")
        return _measure(seconds, seed)


def _measure(seconds: float, seed: int) -> dict[str, float]:
    from cassino.game.seats import Seat
    from cassino.game.session import GameConfig
    from cassino.ui.main import GameFlow, WindowOptions
    from cassino.userdata.presets import load

    flow = GameFlow(WindowOptions(size=SIZE, speed="normal"))
    flow.title()
    flow.app.run(max_seconds=0.5)  # the first frames draw and cache the title
    title = _cpu_share(flow, seconds)
    flow.start(
        GameConfig(load("classic"), (Seat("You"), Seat("Computer", "computer", "easy")), seed)
    )
    table = flow.table
    deadline = time.monotonic() + SETTLE_LIMIT
    while table is not None and time.monotonic() < deadline:
        flow.app.run(max_seconds=0.2)
        if table.session.awaiting == "human" and not table.animator.busy:
            break
    else:
        raise RuntimeError("the table did not come to the person's turn")
    flow.app.run(max_seconds=0.5)  # the banner's words and the last frames
    waiting = _cpu_share(flow, seconds)
    return {
        "title_cpu_percent": round(title * 100, 2),
        "table_cpu_percent": round(waiting * 100, 2),
        "seconds": seconds,
    }


def _cpu_share(flow: GameFlow, seconds: float) -> float:
    cpu, wall = time.process_time(), time.monotonic()
    flow.app.run(max_seconds=seconds)
    return (time.process_time() - cpu) / (time.monotonic() - wall)
