"""Moves in the player's language: the chooser's labels ("Take 5♥ 4♦ with 9♣") and the
log's lines, said from the game's data (``cassino.game.narration``) when they are shown."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.game import narration
from cassino.game.log import LogEntry
from cassino.i18n import language
from cassino.ui.reasons import say


def choice_label(state: State, move: Move) -> str:
    """What a legal move does, said to the player who is about to make it."""
    return say(narration.offer(state, move))


def log_lines(entries: Iterable[LogEntry]) -> list[str]:
    """The log's entries as lines of text in the current language."""
    current = language()
    return [_said(entry, current) for entry in entries]


@lru_cache(maxsize=2048)
def _said(entry: LogEntry, current: str) -> str:
    # The table shows the log every frame: each entry is said once per language.
    return say(entry.words)
