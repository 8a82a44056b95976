"""The player's preferences: ``<user_config_dir>/preferences.yaml``, loaded at start and
saved (atomically) on every change.

Loading is forgiving but never silent: a missing file gives the defaults; a file that is
not YAML or not a mapping is set aside and the defaults are used; a file with some wrong
or unknown entries keeps its good ones, is set aside as it was, and is written again
without the bad ones — each time with a one-line notice for the player.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal

import yaml

from cassino.ai.levels import LEVEL_NAMES
from cassino.engine.rules_yaml import load_bounded
from cassino.game.names import name_problem
from cassino.i18n import LANGUAGES, N_, system_language
from cassino.userdata import locations
from cassino.userdata.locks import locked
from cassino.userdata.storage import InvalidFile, Notice, load_or_quarantine, quarantine, save_text

Speed = Literal["slow", "normal", "fast", "instant"]
CardBack = Literal["blue", "red", "green", "letele_black", "letele_red"]
DeckFace = Literal["drawn", "classic", "large"]
TableTheme = Literal["green", "blue", "burgundy", "dark"]
CardSize = Literal["normal", "large", "larger"]
# An aid at the table: always, never, or (the default) in every game but one against the
# Expert, where it would do the player's counting against the strongest opponent.
Aid = Literal["on", "off", "not_against_expert"]
AidName = Literal["counting_aid", "sweep_warning", "why_not"]

SPEEDS: tuple[Speed, ...] = ("slow", "normal", "fast", "instant")
CARD_BACKS: tuple[CardBack, ...] = ("blue", "red", "green", "letele_black", "letele_red")
DECK_FACES: tuple[DeckFace, ...] = ("drawn", "classic", "large")
TABLE_THEMES: tuple[TableTheme, ...] = ("green", "blue", "burgundy", "dark")
CARD_SIZES: tuple[CardSize, ...] = ("normal", "large", "larger")
AIDS: tuple[Aid, ...] = ("not_against_expert", "on", "off")
AID_NAMES: tuple[AidName, ...] = ("counting_aid", "sweep_warning", "why_not")
HUMAN = "human"
REMOTE = "remote"  # a seat for a person on another computer: the game is hosted here
MAX_SEATS = 6
MAX_RELAY_LENGTH = 200
MAX_LESSONS = 100  # ids kept of the lessons done; the course has a dozen
_LESSON_ID = re.compile(r"^[a-z0-9_]{1,40}$")
MAX_PREFERENCES_BYTES = 64_000  # a real preferences file is well under 2 kB
SMALLEST_WINDOW = 320
LARGEST_WINDOW = 7680  # an 8K screen: a window as large as 16384 needed 2.5 GB of surfaces
DEFAULT_LEVEL = LEVEL_NAMES[0]
EXPERT = "expert"  # the level the aids stay off against, unless asked for


@dataclass(frozen=True)
class Preferences:
    """Everything the player chose that outlives a game. ``seats[n]`` is ``"human"`` or the
    name of a computer level; ``language`` None means "follow the system" (first start)."""

    player_names: tuple[str, ...] = ()
    seats: tuple[str, ...] = (HUMAN, *(DEFAULT_LEVEL,) * (MAX_SEATS - 1))
    computer_level: str = DEFAULT_LEVEL  # for a seat newly given to the computer
    animation_speed: Speed = "normal"
    volume: float = 0.8
    muted: bool = False
    card_back: CardBack = "blue"
    deck_face: DeckFace = "drawn"  # court figures drawn in full; or plainer, or large
    four_colour: bool = False
    table_theme: TableTheme = "green"
    card_size: CardSize = "normal"  # the table's cards: larger ones for low vision
    colour_blind: bool = False  # highlights in colours told apart without red and green
    language: str | None = None
    window_size: tuple[int, int] = (1280, 800)
    fullscreen: bool = False
    hints_allowed: bool = True
    undo_allowed: bool = True
    counting_aid: Aid = "not_against_expert"  # what is not seen yet, and the races
    sweep_warning: Aid = "not_against_expert"  # a play that leaves the table to be swept
    why_not: Aid = "not_against_expert"  # a table card that cannot be used says why
    rules: str = "classic"  # the last preset or rule set played
    lessons_done: tuple[str, ...] = ()  # "Learn to play": the lessons finished, by id
    relay: str = ""  # the room relay's address (host:port or ws:// URL); none by default

    def resolved_language(self) -> str:
        """The language to show: the chosen one, or the system's when none was chosen."""
        return self.language or system_language()

    def aid_on(self, aid: AidName, levels: Sequence[str]) -> bool:
        """Whether ``aid`` is offered in a game whose computer players have ``levels``."""
        setting: Aid = getattr(self, aid)
        if setting == "not_against_expert":
            return EXPERT not in levels
        return setting == "on"

    def to_data(self) -> dict[str, Any]:
        """Plain YAML-ready values (lists for tuples)."""
        data = dataclasses.asdict(self)
        return {
            key: list(value) if isinstance(value, tuple) else value for key, value in data.items()
        }


FIELDS = tuple(field.name for field in dataclasses.fields(Preferences))


def load_preferences(
    path: Path | None = None, now: datetime | None = None
) -> tuple[Preferences, Notice | None]:
    """The saved preferences, or the defaults, and a notice if the file had problems."""
    path = path or locations.preferences_file()
    loaded = load_or_quarantine(path, _parse, now, limit=MAX_PREFERENCES_BYTES)
    if loaded.value is None:
        return Preferences(), loaded.notice
    values, invalid, unknown = _validate(loaded.value)
    preferences = Preferences(**values)
    if not invalid and not unknown:
        return preferences, None
    kept = quarantine(path, now)
    if kept is not None:
        # Keep the good values for the next start; the original is safe under ``kept``.
        save_preferences(preferences, path)
    keys = ", ".join(invalid + unknown)
    return preferences, Notice.of(
        _NOTICES[bool(invalid), kept is not None],
        f"{path.name}: invalid {invalid}, unknown {unknown}",
        keys=keys,
        kept=kept.name if kept else "",
    )


# (some values invalid?, old file kept aside?) → what the player is told.
_NOTICES = {
    (True, True): N_(
        "Some preferences were not valid ({keys}) and were reset; the old file is kept as {kept}."
    ),
    (True, False): N_("Some preferences were not valid ({keys}) and were reset."),
    (False, True): N_(
        "Preferences this version does not know were ignored ({keys}); "
        "the old file is kept as {kept}."
    ),
    (False, False): N_("Preferences this version does not know were ignored ({keys})."),
}


def save_changes(old: Preferences, new: Preferences, path: Path | None = None) -> Notice | None:
    """Save what changed from ``old`` to ``new`` onto the preferences on disk, keeping what
    another window of the game changed there meanwhile (a whole-file save undid it)."""
    path = path or locations.preferences_file()
    changed = {
        name: getattr(new, name) for name in FIELDS if getattr(new, name) != getattr(old, name)
    }
    with locked(path):
        on_disk, _ = load_preferences(path)  # a broken file is set aside, then defaults
        return save_preferences(dataclasses.replace(on_disk, **changed), path)


def save_preferences(preferences: Preferences, path: Path | None = None) -> Notice | None:
    """Write the preferences atomically; a notice (and the old file intact) if that fails."""
    path = path or locations.preferences_file()
    text = "# Cassino preferences (written by the game).\n" + yaml.safe_dump(
        preferences.to_data(), sort_keys=False, allow_unicode=True
    )
    return save_text(path, text, through_link=True)  # dotfile managers link it


def _parse(text: str) -> dict[str, object]:
    try:
        # Bounded: a file nested thousands deep or built of aliases is set aside like any
        # broken one (it crashed the game at every start).
        data = load_bounded(text)
    except (yaml.YAMLError, ValueError) as error:
        raise InvalidFile(f"not valid YAML: {str(error)[:200]}") from None
    if not isinstance(data, dict):
        raise InvalidFile("the preferences must be a mapping of name: value")
    return {str(key): value for key, value in data.items()}


def _validate(data: Mapping[str, object]) -> tuple[dict[str, Any], list[str], list[str]]:
    """The valid values by field, the keys whose value is invalid, the unknown keys."""
    values: dict[str, Any] = {}
    invalid: list[str] = []
    unknown: list[str] = []
    for key, value in data.items():
        check = _CHECKS.get(key)
        if check is None:
            unknown.append(key)
            continue
        good = check(value)
        if good is _BAD:
            invalid.append(key)
        else:
            values[key] = good
    return values, invalid, unknown


_BAD = object()  # what a check returns for a value it refuses (None may be valid)


def _bool(value: object) -> object:
    return value if isinstance(value, bool) else _BAD


def _one_of(choices: tuple[str, ...]) -> Callable[[object], object]:
    return lambda value: value if isinstance(value, str) and value in choices else _BAD


def _name(value: object) -> bool:
    # "" is a seat left to its default name (You, Player 2…)
    return isinstance(value, str) and (value == "" or name_problem(value) is None)


def _names(value: object) -> object:
    if not isinstance(value, list) or len(value) > MAX_SEATS or not all(map(_name, value)):
        return _BAD
    return tuple(value)


def _seats(value: object) -> object:
    if not isinstance(value, list) or not 1 <= len(value) <= MAX_SEATS:
        return _BAD
    allowed = (HUMAN, REMOTE, *LEVEL_NAMES)
    if not all(isinstance(item, str) and item in allowed for item in value):
        return _BAD
    return tuple(value)


def _volume(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value <= 1:
        return _BAD
    return float(value)


def _language(value: object) -> object:
    # null means "follow the system", as on the first start.
    return value if value is None or (isinstance(value, str) and value in LANGUAGES) else _BAD


def _relay(value: object) -> object:
    # An address as typed: printable, short; whether it answers is found out on joining.
    if not isinstance(value, str) or len(value) > MAX_RELAY_LENGTH or not value.isprintable():
        return _BAD
    return value.strip()


def _window_size(value: object) -> object:
    if not isinstance(value, list) or len(value) != 2:
        return _BAD
    for side in value:
        if isinstance(side, bool) or not isinstance(side, int):
            return _BAD
        if not SMALLEST_WINDOW <= side <= LARGEST_WINDOW:
            return _BAD
    return (value[0], value[1])


def _rules(value: object) -> object:
    return value if isinstance(value, str) and 0 < len(value) <= 100 else _BAD


def _lessons(value: object) -> object:
    # Ids only, each once: a lesson this version does not know is kept (another version
    # may), and the lessons ignore it (``lessons.progress.known``).
    if not isinstance(value, list):
        return _BAD
    ids = [item for item in value if isinstance(item, str) and _LESSON_ID.match(item)]
    return tuple(dict.fromkeys(ids))[:MAX_LESSONS]


_CHECKS: dict[str, Callable[[object], object]] = {
    "player_names": _names,
    "seats": _seats,
    "computer_level": _one_of(LEVEL_NAMES),
    "animation_speed": _one_of(SPEEDS),
    "volume": _volume,
    "muted": _bool,
    "card_back": _one_of(CARD_BACKS),
    "deck_face": _one_of(DECK_FACES),
    "four_colour": _bool,
    "table_theme": _one_of(TABLE_THEMES),
    "card_size": _one_of(CARD_SIZES),
    "colour_blind": _bool,
    "language": _language,
    "window_size": _window_size,
    "fullscreen": _bool,
    "hints_allowed": _bool,
    "undo_allowed": _bool,
    "counting_aid": _one_of(AIDS),
    "sweep_warning": _one_of(AIDS),
    "why_not": _one_of(AIDS),
    "rules": _rules,
    "lessons_done": _lessons,
    "relay": _relay,
}
