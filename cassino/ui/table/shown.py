"""What the table's view and stage read of a game: the live session, or a replay."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from cassino.engine.match import Outcome
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.game.log import LogEntry


class ShownGame(Protocol):
    @property
    def state(self) -> State: ...

    @property
    def rules(self) -> Rules: ...

    @property
    def log(self) -> Sequence[LogEntry]: ...

    @property
    def awaiting(self) -> str: ...

    @property
    def outcome(self) -> Outcome | None: ...

    def name(self, seat: int) -> str: ...

    def humans(self) -> list[int]: ...

    def network_status(self) -> str | None: ...
