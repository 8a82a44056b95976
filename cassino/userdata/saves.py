"""The game in progress, saved after every move to ``<user_data_dir>/autosave.json`` (a game
played at the same time in another window: ``autosave-<seed>.json``), so a
game interrupted by a crash or a killed process comes back exactly where it was.

The file holds the game's setup (rules in NOTATION.md form, seats, seed), the current
round from its deal (the start position and the moves since, in NOTATION.md JSON), the
current position, and the log as data (``cassino.game.log``). The session shuffles each
round's deck with the generator of ``cassino.engine.seeds``, once per round:
``SavedGame.deck_rng()`` (``game.snapshot``) re-creates it after the rounds dealt so far,
so the next round is dealt as it would have been.

Loading checks everything the engine can check: the positions, that the round start is the
deal the seed gives, and that replaying the moves from it reaches the saved position. A
file that fails is set aside (``storage.quarantine``) with a notice; it is never deleted.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import Any

from cassino.ai.levels import LEVEL_NAMES, LEVELS
from cassino.engine.match import side_scores, start_round
from cassino.engine.notation import RulesSpec, move_from_json, move_to_json, position_to_json
from cassino.engine.notation import position_from_json as notation_position
from cassino.engine.options import OPTIONS
from cassino.engine.rules import Rules
from cassino.engine.seeds import deck_rng_after
from cassino.engine.state import State
from cassino.game.log import LogEntry, LogFormatError, entry_from_json, entry_to_json
from cassino.game.names import name_problem
from cassino.game.snapshot import SavedGame, SavedSeat
from cassino.i18n import N_
from cassino.userdata import door, locations
from cassino.userdata.presets import load, load_spec, position_from_json, preset_names
from cassino.userdata.storage import InvalidFile, Notice, load_or_quarantine, parse_json, save_text

FORMAT = 1
MAX_LOG = 5000  # entries: a long game writes a few hundred
MAX_SAVE_BYTES = 1_000_000  # a long game's save is under 200 kB


def game_to_json(game: SavedGame) -> dict[str, Any]:
    """The save's JSON (the module's docstring says what it holds)."""
    rules = saved_rules(game.position)
    # A rule set of the player's is written out in full; its name is kept beside it, so
    # that Resume and the rules page still call it by that name ("Quick 11", not Classic).
    name = game.rules.preset
    named = {} if isinstance(rules, str) or name in preset_names() else {"rules_name": name}
    return {
        "format": FORMAT,
        "saved_at": datetime.now().isoformat(timespec="seconds"),
        "game": {
            "rules": rules,
            **named,
            "seats": [
                {"name": seat.name, "kind": seat.kind, "level": seat.level} for seat in game.seats
            ],
            "seed": game.seed,
        },
        "round_number": game.round_number,
        "round_start": {**position_to_json(game.round_start), "rules": rules},
        "history": [move_to_json(move) for move in game.history],
        "position": {**position_to_json(game.position), "rules": rules},
        "log": [entry_to_json(entry) for entry in game.log],
    }


def saved_rules(position: State) -> RulesSpec:
    """The rules as the save writes them: a bundled preset by its name (with its changes);
    any other rule set — a file given with ``--rules``, a saved set of the player's — in
    full, every option that differs from classic, so the game resumes even when that file
    is gone, renamed or broken since."""
    rules = position.rules
    spec: RulesSpec = position_to_json(position)["rules"]
    if rules.preset in preset_names():
        return spec
    classic = load("classic")
    changed: dict[str, Any] = {}
    for option in OPTIONS:
        value = getattr(rules, option.key)
        if value != getattr(classic, option.key):
            changed[option.key] = list(value) if isinstance(value, tuple) else value
    return {"preset": "classic", **changed}


def save_game(game: SavedGame, path: Path | None = None) -> Notice | None:
    """Write the game atomically; a notice (and the previous save intact) if that fails.
    Without ``path``: to ``save_path_for(game.seed)``."""
    path = path or save_path_for(game.seed)
    return save_text(path, json.dumps(game_to_json(game), ensure_ascii=False, indent=1))


def save_path_for(seed: int) -> Path:
    """Where the game of ``seed`` is saved: ``autosave.json`` unless that holds another
    game (one played in another window at the same time), then ``autosave-<seed>.json`` —
    so two games at once never take turns in one file and both can be resumed."""
    main = locations.autosave_file()
    if not main.exists() or _saved_seed(main) == seed:
        return main  # an unreadable save is not overwritten: it is set aside when loaded
    return main.with_name(f"autosave-{seed}.json")


def saved_games() -> list[Path]:
    """Every autosave file, the most recently written first: whatever stands at their
    names (a FIFO or a link too), so that loading sets aside what is no save."""
    main = locations.autosave_file()
    found = list(main.parent.glob("autosave-*.json"))
    if main.is_symlink() or main.exists():
        found.append(main)

    def written(path: Path) -> float:
        try:
            return path.lstat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=written, reverse=True)


def load_game(
    path: Path | None = None, now: datetime | None = None
) -> tuple[SavedGame | None, Notice | None]:
    """The game in progress, or None (no notice when there is simply none). Without
    ``path``: the most recently saved game that can be read; each that cannot is set
    aside (the first one's notice is returned)."""
    if path is not None:
        return _load_one(path, now)
    first_notice: Notice | None = None
    for candidate in saved_games() or [locations.autosave_file()]:
        game, notice = _load_one(candidate, now)
        first_notice = first_notice or notice
        if game is not None:
            return game, first_notice
    return None, first_notice


def _load_one(path: Path, now: datetime | None) -> tuple[SavedGame | None, Notice | None]:
    loaded = load_or_quarantine(path, game_from_text, now, limit=MAX_SAVE_BYTES)
    if loaded.notice is None:
        return loaded.value, None
    if loaded.kept_as is None:
        return None, Notice.of(
            N_("The game in progress could not be resumed and its file could not be moved aside."),
            loaded.reason,
        )
    return None, Notice.of(
        N_("The game in progress could not be resumed; the saved file is kept as {kept}."),
        loaded.reason,
        kept=loaded.kept_as.name,
    )


def clear_game(path: Path | None = None, seed: int | None = None) -> Notice | None:
    """Forget the game in progress (it ended, or the player chose a new one); with
    ``seed``, only if the save is that game's — another window's game stays resumable.
    A notice when the file cannot be removed (a read-only folder raised PermissionError
    here)."""
    if path is None and seed is not None:
        for candidate in saved_games():
            if _saved_seed(candidate) == seed:
                notice = clear_game(candidate)
                if notice is not None:
                    return notice
        return None
    path = path or locations.autosave_file()
    if seed is not None and _saved_seed(path) not in (seed, None):
        return None
    try:
        door.remove(path)
    except (OSError, door.Refused) as error:
        return Notice.of(
            N_("Could not forget the finished game ({reason}); it may be offered again."),
            f"{path}: {error}",
            reason=getattr(error, "strerror", None) or error,
        )
    return None


def game_from_text(text: str) -> SavedGame:
    """A SavedGame from the file's text; InvalidFile or the engine's error saying why not."""
    data = parse_json(text, "the save")
    try:
        return game_from_json(data)
    except (KeyError, TypeError, IndexError) as error:
        # A shape the checks below did not foresee: still a bad file, not a crash.
        raise InvalidFile(f"the save is malformed ({error!r})") from None


def game_from_json(data: object) -> SavedGame:
    """Check and rebuild a saved game (see the module's docstring for what is checked)."""
    data = _mapping(data, "the save")
    if data.get("format") != FORMAT:
        raise InvalidFile(f"unknown save format {data.get('format')!r}")
    game = _mapping(data.get("game"), "'game'")
    rules_spec = game.get("rules")
    if not isinstance(rules_spec, str | Mapping):
        raise InvalidFile("'game.rules' must be a preset name or a mapping of options")
    seed = game.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise InvalidFile(f"'game.seed' must be a whole number, not {seed!r}")
    name = _rules_name(game.get("rules_name"))
    round_start = _position(data.get("round_start"), rules_spec, "'round_start'", name)
    position = _position(data.get("position"), rules_spec, "'position'", name)
    seats = _seats(game.get("seats"), round_start.rules.players)
    round_number = _whole(data.get("round_number"), "'round_number'")
    if not round_number == round_start.round_number == position.round_number:
        raise InvalidFile(
            f"'round_number' {round_number} does not match the positions' rounds "
            f"({round_start.round_number}, {position.round_number})"
        )
    dealt = start_round(
        round_start.rules,
        deck_rng_after(round_start.rules, seed, round_number - 1),
        round_start.dealer,
        side_scores(round_start),
        round_number,
    )
    if position_to_json(dealt) != position_to_json(round_start):
        raise InvalidFile("the round's start is not the deal this game's seed gives")
    history = tuple(move_from_json(move) for move in _list(data.get("history"), "'history'"))
    reached = round_start
    for move in history:
        reached = reached.apply(move)  # IllegalMoveError names a move that cannot be played
    if position_to_json(reached) != position_to_json(position):
        raise InvalidFile("replaying the round's moves does not reach the saved position")
    return SavedGame(seats, seed, round_start, history, position, _log(data, round_number))


def _log(data: Mapping[str, Any], round_number: int) -> tuple[LogEntry, ...]:
    entries = _list(data.get("log", []), "'log'")
    if len(entries) > MAX_LOG:
        raise InvalidFile(f"'log' has {len(entries)} entries, more than a game writes")
    try:
        return tuple(entry_from_json(entry, round_number) for entry in entries)
    except LogFormatError as error:
        raise InvalidFile(f"'log': {error}") from None


def _position(data: object, rules_spec: RulesSpec, where: str, name: str | None) -> State:
    position = _mapping(data, where)
    if position.get("rules", rules_spec) != rules_spec:
        raise InvalidFile(f"{where} is played by other rules than the game")
    if name is None:
        return position_from_json({**position, "rules": rules_spec})

    def named(spec: RulesSpec) -> Rules:
        return replace(load_spec(spec), preset=name)

    return notation_position({**position, "rules": rules_spec}, named)


def _rules_name(value: object) -> str | None:
    """The name of the player's rule set a game was played with, if the save keeps one."""
    if value is None:
        return None
    if not isinstance(value, str) or not 0 < len(value) <= 64 or not value.isprintable():
        raise InvalidFile("'game.rules_name' must be a rule set's name")
    return value


def _seats(data: object, players: int) -> tuple[SavedSeat, ...]:
    entries = _list(data, "'game.seats'")
    if len(entries) != players:
        raise InvalidFile(f"'game.seats' has {len(entries)} seats for {players} players")
    seats: list[SavedSeat] = []
    for number, entry in enumerate(entries):
        seat = _mapping(entry, f"seat {number}")
        name, kind, level = seat.get("name"), seat.get("kind"), seat.get("level", LEVEL_NAMES[0])
        if not isinstance(name, str) or not name:
            raise InvalidFile(f"seat {number} has no name")
        problem = name_problem(name)
        if problem is not None:
            raise InvalidFile(f"seat {number}'s name {problem}")
        if kind not in ("human", "computer"):
            raise InvalidFile(f"seat {number} is {kind!r}, not human or computer")
        if not isinstance(level, str) or level not in LEVELS:
            raise InvalidFile(f"seat {number} plays at {level!r}, which is no computer level")
        seats.append(SavedSeat(name, "human" if kind == "human" else "computer", level))
    return tuple(seats)


def _mapping(data: object, what: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise InvalidFile(f"{what} must be a JSON object")
    return data


def _list(data: object, what: str) -> Sequence[Any]:
    if not isinstance(data, list):
        raise InvalidFile(f"{what} must be a list")
    return data


def _whole(data: object, what: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or data < 0:
        raise InvalidFile(f"{what} must be a whole number, not {data!r}")
    return data


def _saved_seed(path: Path) -> int | None:
    """The seed of the game the save holds (None: no save, or none that can be read)."""
    try:
        data = door.read_bytes(path, MAX_SAVE_BYTES)
        seed = parse_json(data.decode("utf-8"), "the save")["game"]["seed"] if data else None
    except (ValueError, KeyError, TypeError):  # Refused and InvalidFile among them
        return None
    return seed if isinstance(seed, int) and not isinstance(seed, bool) else None
