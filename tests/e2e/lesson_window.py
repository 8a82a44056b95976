"""What the end-to-end tests of the lessons share: reading the real window's progress and
screens, waiting on them, its screenshots, and a bare spot of a lesson's felt."""

from __future__ import annotations

import os
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

import pytest
import yaml

from cassino.ui.layout.model import TableLayout
from cassino.ui.table.placement import aimed_item

Point = tuple[int, int]


def done_lessons(env: dict[str, str]) -> list[str]:
    """The lessons the window's preferences file says are done."""
    path = Path(env["CASSINO_CONFIG_DIR"]) / "preferences.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8")) if path.exists() else None
    return list((data or {}).get("lessons_done", []))


def screens(env: dict[str, str]) -> list[str]:
    """The screens the window has shown, in order (``CASSINO_SCREEN_LOG``)."""
    path = Path(env["CASSINO_SCREEN_LOG"])
    return path.read_text(encoding="utf-8").split() if path.exists() else []


def until(check: Callable[[], object], what: str, seconds: float = 40.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if check():
            return
        time.sleep(0.1)
    pytest.fail(f"timed out waiting for {what}")


def shot(env: dict[str, str], name: str) -> None:
    """A screenshot of the whole screen into ``CASSINO_SHOTS``, when it is set."""
    folder = os.environ.get("CASSINO_SHOTS")
    if folder:
        subprocess.run(["import", "-window", "root", str(Path(folder) / name)], env=env)


def bare_felt(layout: TableLayout, size: Point) -> Point:
    """A point of the felt no table card covers: a card let go there trails."""
    for y in range(size[1] // 5, size[1], 10):
        for x in range(size[0] // 5, size[0], 10):
            if layout.on_table((x, y)) and aimed_item(layout, (x, y)) is None:
                return (x, y)
    pytest.fail("no bare felt on the lesson's table")
