"""The computer levels by name, weakest first.

- easy: the greedy player with occasional slips (``greedy``);
- medium: a card counter weighing each move against the reply, the last deal played
  exactly (``medium``);
- hard: determinized search to the end of the deal, the last deal solved (``hard``);
- expert: Hard's search with more guesses on both cores (fewer when the choice is
  clear early) and a fitted value for the end of a deal, within a time budget
  (``expert``);
- greedy: Easy without slips, kept for measurements (``tournament``).

``LEVELS`` has them all, for the tournament and the command line; ``UNTIMED_LEVELS`` the
same with no time limit (only the Expert has one), for measurements. The table offers
``LEVEL_NAMES``. How strong each is, as measured: docs/strength.md.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from random import Random

from cassino.ai.arena import Chooser
from cassino.ai.expert import DEFAULT_EXPERT, choose_expert
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
    "expert": choose_expert,
    "greedy": _greedy,
}
LEVEL_NAMES = ("easy", "medium", "hard", "expert")
# The Expert's time limit is a safety net for slow machines; in a tournament's parallel
# jobs each process has one core where the table's Expert has two: with four players it
# would reach the limit in a fifth of its decisions (21% of 124, random play), cutting
# short the very searches that matter most. Without it the moves depend only on the
# deck: the same figures on any machine, however busy.
UNTIMED_LEVELS: dict[str, Chooser] = {
    **LEVELS,
    "expert": partial(choose_expert, config=replace(DEFAULT_EXPERT, time_limit=None)),
}
