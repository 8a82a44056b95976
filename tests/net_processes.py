"""``cassino host`` and ``cassino join`` as separate processes on the loopback address,
each with user folders of its own under the test's temporary folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import IO, Any


def env_for(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["CASSINO_CONFIG_DIR"] = str(home / "config")
    env["CASSINO_DATA_DIR"] = str(home / "data")
    env["SDL_VIDEODRIVER"] = "dummy"
    env["SDL_AUDIODRIVER"] = "dummy"
    return env


def start(home: Path, *args: str) -> subprocess.Popen[str]:
    home.mkdir(parents=True, exist_ok=True)
    return subprocess.Popen(
        [sys.executable, "-m", "cassino", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env_for(home),
    )


def first_json(process: subprocess.Popen[str]) -> dict[str, Any]:
    """The JSON of the process's first line of output (its address, its seat)."""
    stdout: IO[str] | None = process.stdout
    assert stdout is not None
    line = b""
    while not line.endswith(b"\n"):  # byte by byte: ``communicate`` reads the rest from the
        byte = os.read(stdout.fileno(), 1)  # descriptor, past any buffer ``readline`` filled
        if not byte:
            break
        line += byte
    assert line, f"no output; stderr: {process.stderr.read() if process.stderr else ''}"
    data: dict[str, Any] = json.loads(line)
    return data


def finish(process: subprocess.Popen[str], timeout: float = 120) -> tuple[int, dict[str, Any], str]:
    """The exit status, the JSON of the last line, and standard error."""
    out, err = process.communicate(timeout=timeout)
    lines = [line for line in out.splitlines() if line.strip()]
    return process.returncode, json.loads(lines[-1]) if lines else {}, err


def host(home: Path, seats: str, *more: str) -> tuple[subprocess.Popen[str], str]:
    process = start(
        home / "host",
        "host",
        "--seats",
        seats,
        "--bind",
        "127.0.0.1",
        "--port",
        "0",
        "--json",
        *more,
    )
    return process, str(first_json(process)["address"])
