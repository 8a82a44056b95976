"""``python -m cassino bench start``: how long the window takes to show its title, with
clean user folders and with every user file broken at once (issue 56: a FIFO, a link to
an endless device, a huge file, a folder and links where the game's files should be), and
the peak memory of the worst command lines (a 100,000-letter seat name, a move nested
15,000 deep, a position of a million bytes).

Each start is a new process on the dummy video driver, in folders of its own under a
temporary folder; nothing outside that folder is read or written but the game's data."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

FIRST_FRAME = "first frame"
OUTSIDE_TEXT = "a file of the bench's own, outside the game's folders\n"


def bench_start(runs: int = 20) -> dict[str, float]:
    """Median and p95 seconds to the title's first frame over ``runs`` starts each, clean
    and broken; the worst command line's peak memory in MB (POSIX)."""
    with tempfile.TemporaryDirectory(prefix="cassino-bench-start-") as folder:
        root = Path(folder)
        peak = _worst_command_line_peak_mb(root / "cli")
        clean = [_start_seconds(root / "clean") for _ in range(runs)]
        broken: list[float] = []
        for number in range(runs):
            home = root / f"broken-{number}"
            outside = _break_every_file(home)
            broken.append(_start_seconds(home))
            if outside is not None and outside.read_text(encoding="utf-8") != OUTSIDE_TEXT:
                raise RuntimeError(f"a start wrote outside its folders, into {outside}")
        figures = {
            "clean_median_s": round(statistics.median(clean), 3),
            "clean_p95_s": round(_p95(clean), 3),
            "broken_median_s": round(statistics.median(broken), 3),
            "broken_p95_s": round(_p95(broken), 3),
            "starts": runs,
        }
        if peak is not None:
            figures["worst_command_line_peak_mb"] = peak
        return figures


def _environment(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "CASSINO_CONFIG_DIR": str(home / "config"),
        "CASSINO_DATA_DIR": str(home / "data"),
        "CASSINO_LOG_DIR": str(home / "log"),
        "CASSINO_REPORT_FIRST_FRAME": "1",
    }


def _start_seconds(home: Path) -> float:
    """Start the window on its title and wait for the first frame drawn."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "cassino", "--quit-after-frames", "2"],
        env=_environment(home),
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    assert process.stdout is not None
    for line in process.stdout:
        if line.strip() == FIRST_FRAME:
            elapsed = time.perf_counter() - started
            process.wait(timeout=60)
            return elapsed
    process.wait(timeout=60)
    raise RuntimeError("the game ended without drawing its title")


def _break_every_file(home: Path) -> Path | None:
    """Every user file of ``home`` made hostile at once; the file outside the folders that
    the links point at (None where the system has no FIFOs and links)."""
    config, data, log = home / "config", home / "data", home / "log"
    for folder in (config / "rules", data, log):
        folder.mkdir(parents=True, exist_ok=True)
    with (data / "statistics.json").open("wb") as stream:
        stream.truncate(56_000_000)  # sparse: costs nothing to make
    (data / "last_game.json").mkdir()
    if not hasattr(os, "mkfifo"):
        return None
    outside = home / "outside.txt"
    outside.write_text(OUTSIDE_TEXT, encoding="utf-8")
    os.mkfifo(config / "preferences.yaml")
    (data / "autosave.json").symlink_to("/dev/zero")
    (config / "rules" / "house.yaml").symlink_to(home / "nowhere.yaml")
    (log / "cassino.log").symlink_to(outside)
    (data / "statistics.json.lock").symlink_to(outside)
    return outside


def _worst_command_line_peak_mb(home: Path) -> float | None:
    """The largest peak memory (MB) of the command lines that once cost gigabytes or a
    traceback, each refused in one sentence now; None where the system cannot tell one
    child's peak (``os.wait4``: POSIX)."""
    if not hasattr(os, "wait4"):
        return None
    home.mkdir(parents=True)
    position = home / "position.json"
    position.write_text('{"to_move": 0, "hands": [["2h"], ["3c"]], "table": [' + " " * 999_000
                        + "]}", encoding="utf-8")  # fmt: skip
    commands = [
        ["--start", "--seats", "x" * 100_000 + ",computer:easy"],
        ["apply", str(position), '{"x":' * 15_000 + "1" + "}" * 15_000],  # near argv's limit
        ["moves", str(position)],
    ]
    return max(_peak_mb([sys.executable, "-m", "cassino", *args], home) for args in commands)


def _peak_mb(command: list[str], home: Path) -> float:
    """The peak memory of ``command``, that one child's alone (``wait4``'s own usage)."""
    process = subprocess.Popen(
        command, env=_environment(home), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    stop = threading.Timer(120, process.kill)  # a hang is ended, never waited for
    stop.start()
    try:
        _, status, usage = os.wait4(process.pid, 0)
    finally:
        stop.cancel()
    process.returncode = os.waitstatus_to_exitcode(status)  # reaped here, not by Popen
    # ru_maxrss: bytes on macOS, KB elsewhere.
    return round(usage.ru_maxrss / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
