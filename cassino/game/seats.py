"""Who sits where: a person, or the computer at one of the levels of ``cassino.ai.levels``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.ai.levels import LEVEL_NAMES

SeatKind = Literal["human", "computer"]


@dataclass(frozen=True)
class Seat:
    name: str
    kind: SeatKind = "human"
    level: str = LEVEL_NAMES[0]
