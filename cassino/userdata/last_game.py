"""The last finished game, kept whole for the title's "Replay the last game":
``<user_data_dir>/last_game.json`` holds the seats' names and every round's deal and
moves (NOTATION.md JSON). It is written when a game ends; reading it replays every move
through the engine, so a file that does not hold a game that can be played is set aside
with a notice, never used, never overwritten.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cassino.engine.notation import move_from_json, move_to_json, position_to_json
from cassino.game.names import name_problem
from cassino.game.session import PlayedRound
from cassino.userdata import locations
from cassino.userdata.presets import position_from_json
from cassino.userdata.saves import saved_rules
from cassino.userdata.storage import InvalidFile, Notice, load_or_quarantine, parse_json, save_text

FORMAT = 1
MAX_ROUNDS = 200  # far more than any game plays
MAX_MOVES = 200  # in one round: 52 cards and the plucks
MAX_LAST_GAME_BYTES = 2_000_000  # a long game of 40 rounds writes about 250 kB


@dataclass(frozen=True)
class FinishedGame:
    names: tuple[str, ...]
    humans: tuple[int, ...]
    rounds: tuple[PlayedRound, ...]


def save_finished(game: FinishedGame, path: Path | None = None) -> Notice | None:
    data: dict[str, Any] = {
        "format": FORMAT,
        "names": list(game.names),
        "humans": list(game.humans),
        "rounds": [
            {"start": _start(played), "moves": [move_to_json(move) for move in played.moves]}
            for played in game.rounds
        ],
    }
    return save_text(path or locations.last_game_file(), json.dumps(data, ensure_ascii=False))


def _start(played: PlayedRound) -> dict[str, Any]:
    """A round's deal, its rules kept whole when not bundled (as the autosave keeps them)."""
    return {**position_to_json(played.start), "rules": saved_rules(played.start)}


def load_finished(path: Path | None = None) -> tuple[FinishedGame | None, Notice | None]:
    loaded = load_or_quarantine(
        path or locations.last_game_file(), finished_from_text, limit=MAX_LAST_GAME_BYTES
    )
    return loaded.value, loaded.notice


def finished_from_text(text: str) -> FinishedGame:
    data = parse_json(text, "the last game")
    try:
        return _finished(data)
    except (KeyError, TypeError, IndexError) as error:
        raise InvalidFile(f"the last game is malformed ({error!r})") from None


def _finished(data: Any) -> FinishedGame:
    if not isinstance(data, Mapping) or data.get("format") != FORMAT:
        raise InvalidFile("the last game's file is not in a format this game writes")
    names = _strings(data.get("names"), "names")
    humans = data.get("humans", [])
    if not isinstance(humans, list) or not all(
        isinstance(seat, int) and 0 <= seat < len(names) for seat in humans
    ):
        raise InvalidFile("'humans' must list seat numbers")
    rounds = data.get("rounds")
    if not isinstance(rounds, list) or not 0 < len(rounds) <= MAX_ROUNDS:
        raise InvalidFile("'rounds' must list the game's rounds")
    played: list[PlayedRound] = []
    for entry in rounds:
        start = position_from_json(entry["start"])
        if start.players != len(names):
            raise InvalidFile(f"a round has {start.players} players for {len(names)} names")
        moves_data = entry["moves"]
        if not isinstance(moves_data, list) or len(moves_data) > MAX_MOVES:
            raise InvalidFile("a round's moves must be a list")
        moves = tuple(move_from_json(move) for move in moves_data)
        state = start
        for move in moves:
            state = state.apply(move)  # IllegalMoveError names a move that cannot be played
        played.append(PlayedRound(start, moves))
    return FinishedGame(tuple(names), tuple(humans), tuple(played))


def _strings(data: object, what: str) -> Sequence[str]:
    if not isinstance(data, list) or not data or not all(isinstance(n, str) for n in data):
        raise InvalidFile(f"'{what}' must be a list of names")
    for name in data:
        problem = name_problem(name)
        if problem is not None:
            raise InvalidFile(f"a name in '{what}' {problem}")
    return data
