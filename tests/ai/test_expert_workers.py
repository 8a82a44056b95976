"""Expert's worker processes never outlive the program that started them, even when it is
killed while they search (``kill -9`` of the window: no ``atexit`` runs)."""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

# A stand-in for the window: starts Expert's workers, names them and the resource tracker,
# then plays Expert against Greedy for ever, so that the workers are searching when killed.
CHILD = """
import json, multiprocessing
from multiprocessing import resource_tracker
from random import Random
from cassino.ai import expert
from cassino.ai.greedy import choose_greedy
from cassino.engine.match import start_round
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

expert.warm_up()
rules = load("classic")
rng = Random(1)
state = start_round(rules, rng, 0)
announced = False
while True:
    if state.round_over:
        state = start_round(rules, rng, 0)
    view = PlayerView.of(state, state.to_move)
    if state.to_move == 0:
        state = state.apply(expert.choose_expert(view, rng))
        if not announced:
            workers = [child.pid for child in multiprocessing.active_children()]
            tracker = getattr(resource_tracker._resource_tracker, "_pid", None)
            print(json.dumps({"workers": workers, "tracker": tracker}), flush=True)
            announced = True
    else:
        state = state.apply(choose_greedy(view, rng))
"""

GONE_WITHIN = 2.0  # seconds: what the game promises
GIVE_UP_AFTER = 5.0  # seconds: when the test stops waiting (generous, not to flake)


def _gone(pid: int) -> bool:
    """True once ``pid`` has exited. An orphan's zombie counts as gone: where the adopting
    init does not reap (some containers), it stays in the process table, using nothing."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return False  # no /proc (macOS, where launchd reaps orphans), or it just went
    return fields[0] in ("Z", "X")


@pytest.mark.posix_only  # on Windows os.kill(pid, 0) terminates the process it asks about
def test_workers_and_tracker_exit_soon_after_the_game_is_killed(tmp_path: Path) -> None:
    errors = tmp_path / "stderr.txt"
    with errors.open("w") as stderr:
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD], stdout=subprocess.PIPE, stderr=stderr, text=True
        )
    pids: list[int] = []
    try:
        assert child.stdout is not None
        ready, _, _ = select.select([child.stdout], [], [], 120)
        line = child.stdout.readline() if ready else ""
        assert line, f"the child named no workers: {errors.read_text()}"
        named = json.loads(line)
        assert len(named["workers"]) == 2, named
        pids = [*named["workers"], *([named["tracker"]] if named["tracker"] else [])]
        time.sleep(0.5)  # the next search is under way: the workers are busy, not waiting
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
        killed = time.monotonic()
        while not all(_gone(pid) for pid in pids) and time.monotonic() - killed < GIVE_UP_AFTER:
            time.sleep(0.02)
        took = time.monotonic() - killed
        alive = [pid for pid in pids if not _gone(pid)]
        assert not alive, f"still running {took:.1f} s after the kill: {alive} of {named}"
        print(f"workers and tracker gone {took:.2f} s after the kill")
        assert took <= GONE_WITHIN, f"gone only {took:.2f} s after the kill"
    finally:
        child.kill()
        child.wait(timeout=10)
        for pid in pids:
            if not _gone(pid):
                os.kill(pid, signal.SIGKILL)  # what the test found alive: do not leave it
