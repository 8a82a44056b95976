"""What a table allows and who judges its plays, fixed when the table is made: hints and
undo (the game's or the lesson's settings), and a lesson's judge of the player's moves.
Given to ``TableScene`` whole, so no screen reaches into the table's parts to change
them afterwards (the in-game menu changes hints and undo through ``allow_help``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cassino.engine.moves import Move
from cassino.engine.reasons import Reason

Judge = Callable[[Move], Reason | None]  # a reason against a legal move, or None to play it


@dataclass(frozen=True)
class TablePolicy:
    hints_allowed: bool = True
    undo_allowed: bool = True
    set_by_host: bool = False  # a networked game: hints and undo are the host's to allow
    # A lesson's judge (``cassino.lessons``): a legal move of the player it does not want
    # comes back with its reason and is not played; refusals are told to it too.
    vet: Judge | None = None
    on_refused: Callable[[Reason], None] | None = None


FREE_PLAY = TablePolicy()  # a game as the player set it up: hints and undo, no judge
