"""The computer levels a player can choose, by name. Only levels that exist are listed:
the table's setup screen offers exactly these."""

from __future__ import annotations

from functools import partial
from random import Random

from cassino.ai.arena import Chooser
from cassino.ai.greedy import choose_greedy
from cassino.ai.hard import choose_hard
from cassino.ai.medium import choose_medium
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView

EASY_SLIP_CHANCE = 0.2


def _greedy(view: PlayerView, rng: Random) -> Move:
    return choose_greedy(view, rng)


LEVELS: dict[str, Chooser] = {
    "easy": partial(choose_greedy, slip_chance=EASY_SLIP_CHANCE),
    "medium": choose_medium,
    "hard": choose_hard,
    "greedy": _greedy,
}
LEVEL_NAMES = tuple(LEVELS)
