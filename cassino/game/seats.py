"""Who sits where: a person at this window, the computer at one of the levels of
``cassino.ai.levels``, or (in a networked game) a player at another computer."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.ai.levels import LEVEL_NAMES

SeatKind = Literal["human", "computer", "remote"]


@dataclass(frozen=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    level: str = LEVEL_NAMES[0]
