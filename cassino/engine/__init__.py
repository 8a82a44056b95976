"""The rules engine: pure, deterministic, no pygame and no files (see RULES.md)."""

from cassino.engine.cards import Card, parse_card
from cassino.engine.errors import (
    CardError,
    CassinoError,
    IllegalMoveError,
    MoveError,
    PositionError,
    RulesError,
)
from cassino.engine.match import (
    Outcome,
    RoundResult,
    call_out,
    finish_round,
    next_round,
    start_round,
)
from cassino.engine.moves import Move, format_move
from cassino.engine.rules import Rules
from cassino.engine.scoring import RoundScore, score_round
from cassino.engine.state import State
from cassino.engine.table import Build

__all__ = [
    "Build",
    "Card",
    "CardError",
    "CassinoError",
    "IllegalMoveError",
    "Move",
    "MoveError",
    "Outcome",
    "PositionError",
    "RoundResult",
    "RoundScore",
    "Rules",
    "RulesError",
    "State",
    "call_out",
    "finish_round",
    "format_move",
    "next_round",
    "parse_card",
    "score_round",
    "start_round",
]
