"""A lesson: a scripted deal, the steps the player takes on it, and what each one says.

Everything a player reads is an English template marked with ``N_``: the screen translates
it when it shows it. Positions are JSON in the notation of ``docs/notation.md`` and the
computer's scripted replies are moves in words (``"Jh trails"``), so a lesson reads like
the rule tables.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from cassino.engine.moves import Move
from cassino.engine.notation import parse_move
from cassino.engine.state import State
from cassino.lessons.goals import Goal
from cassino.userdata.presets import position_from_json

YOU, COMPUTER = 0, 1  # the seats of every lesson


@dataclass(frozen=True)
class Step:
    """One move of the player: what to do, what counts as done, what a legal move that is
    not it is told (``hint``), and the computer's replies played after it is done."""

    instruction: str
    goal: Goal
    hint: str
    replies: tuple[str, ...] = ()

    def reply_moves(self) -> tuple[Move, ...]:
        return tuple(parse_move(text) for text in self.replies)


@dataclass(frozen=True)
class Lesson:
    """``position``: the deal (you are seat 0, the computer seat 1); ``done``: said when the
    last step is made; ``scoring``: the round ends and its summary is shown."""

    id: str
    title: str
    position: Mapping[str, object]
    steps: tuple[Step, ...]
    done: str
    scoring: bool = False

    def start(self) -> State:
        return position_from_json(dict(self.position))
