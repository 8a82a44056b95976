"""A real window's flow on the dummy driver with a short game started: Ana against a
greedy computer, classic to 5, seed 4, cards at instant speed."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.ui.anim import tween
from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.userdata.presets import load


def frames(flow: GameFlow, count: int) -> None:
    for _ in range(count):
        flow.app.step(1 / 60)


@contextmanager
def short_game(size: tuple[int, int], settle: int = 60) -> Iterator[GameFlow]:
    """The flow at its table, let settle ``settle`` frames; the game closed after."""
    flow = GameFlow(WindowOptions(size=size, speed="instant"))
    seats = (Seat("Ana"), Seat("Robot", "computer", "greedy"))
    flow.start(GameConfig(load("classic").with_options(target=5), seats, 4))
    tween.set_speed_setting("instant")
    frames(flow, settle)
    try:
        yield flow
    finally:
        if flow.table is not None:
            flow.table.session.close()
