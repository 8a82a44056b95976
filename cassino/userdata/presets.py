"""House-rule presets on disk: the bundled ``config/rules`` and the user's own rule sets.

The engine resolves ``extends:`` chains and validates; this module only finds and reads
the files it asks for, writes the player's rule sets (atomically), and moves aside a rule
set the game cannot use (``set_aside_broken_rule_sets``), so it is never offered again.
"""

from __future__ import annotations

import errno
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import yaml

from cassino.engine.errors import RulesError
from cassino.engine.notation import RulesSpec
from cassino.engine.notation import position_from_json as _position_from_json
from cassino.engine.options import OPTIONS, OptionValue
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import (
    load_preset,
    parse_rules_text,
    rules_from_mapping,
    rules_from_text,
)
from cassino.engine.state import State
from cassino.game.names import MAX_NAME_CHARACTERS
from cassino.i18n import N_
from cassino.userdata import door, locations
from cassino.userdata.storage import Notice, quarantine, save_text

# A rule set's name is its file's: letters of any language, digits, spaces inside, _ and -
# ("Casa de Pérez"), never a path, a dot or a space at either end.
RULE_SET_NAME = _NAME = re.compile(r"^\w(?:[\w -]*[\w-])?$")
MAX_RULE_SET_NAME = MAX_NAME_CHARACTERS  # the bound of every name a person gives
ROOT_PRESET = "classic"
_EXTENDS_LINE = re.compile(r"^extends:[ \t]*([\"']?)([A-Za-z0-9_-]+)\1[ \t]*(?:#.*)?$", re.M)

# Broken rule sets that could not be moved aside: left out of the lists until the game
# starts again (and the player is told once).
_left_out: set[Path] = set()

PRESET_TEMPLATES: tuple[str, ...] = (
    "the file is nested too deeply",
    "'{name}' is not a preset name",
    "unknown preset '{name}'; the presets are {presets}",
    "rules must be a preset name or a mapping of options",
    "a rule set extends a preset, and '{name}' is not one",
    "there is no saved rule set called '{name}'",
    "'{name}' cannot name a rule set: use up to {count} letters, digits, spaces, _ and -",
    "'{name}' is the name of a preset; a rule set needs its own name",
    "the file is not text (UTF-8)",
    "cannot read the file ({reason})",
    "the file is not a regular file",
    "the file is longer than {count} bytes",
)
"""Every template of the reasons this module gives in a ``RulesError`` (the engine's are
``rule_checks.RULES_TEMPLATES``, ``rules_yaml.YAML_TEMPLATES`` and
``options.ALLOWED_TEMPLATES``)."""


def preset_names() -> list[str]:
    """The bundled presets, classic first, then alphabetically."""
    names = sorted(path.stem for path in locations.presets_dir().glob("*.yaml"))
    return sorted(names, key=lambda name: (name != "classic", name))


def user_rule_set_names() -> list[str]:
    """The player's rule sets (``<user_rules_dir>/*.yaml``), but for broken ones that could
    not be moved aside."""
    folder = locations.user_rules_dir()
    if not folder.is_dir():
        return []
    return sorted(path.stem for path in folder.glob("*.yaml") if path not in _left_out)


def fetch(name: str) -> tuple[str, str]:
    """The label and text of the preset or user rule set called ``name``."""
    if not _NAME.match(name) or len(name) > MAX_RULE_SET_NAME:
        raise RulesError.of("'{name}' is not a preset name", name=_shown(name))
    for folder in (locations.presets_dir(), locations.user_rules_dir()):
        path = folder / f"{name}.yaml"
        if _is_file(path) and path not in _left_out:
            return path.name, _read(path)
    known = ", ".join(preset_names() + user_rule_set_names())
    raise RulesError.of(
        "unknown preset '{name}'; the presets are {presets}", name=name, presets=known
    )


def load(name: str) -> Rules:
    """The rules of a preset or user rule set, by name."""
    return load_preset(name, fetch)


def load_file(path: Path) -> Rules:
    """The rules of a YAML file anywhere (``rules validate``, ``--rules FILE``)."""
    return rules_from_text(_read(path), _shown(path.name), path.stem, fetch)


def load_spec(spec: RulesSpec) -> Rules:
    """A position's ``rules``: a preset name or a mapping of options on a ``preset``."""
    if isinstance(spec, str):
        return load(spec)
    if isinstance(spec, Mapping):
        return rules_from_mapping(spec, "position rules", fetch, parent_key="preset")
    raise RulesError.of("rules must be a preset name or a mapping of options")


def load_name_or_file(text: str) -> Rules:
    path = Path(text)
    if text.endswith((".yaml", ".yml")) or _is_file(path) or _is_special(path):
        return load_file(path)
    return load(text)


def load_for_players(name_or_file: str, players: int | None = None) -> Rules:
    """The rules a command line names: a preset or a rules file, with that many players
    when ``--players`` is given (the rules' own default when None)."""
    rules = load_name_or_file(name_or_file)
    if players is None:
        return rules
    return rules.with_options(source="--players", players=players)


def description(name_or_file: str) -> str | None:
    """The one-line description a preset file gives of itself, if any."""
    path = Path(name_or_file)
    try:
        label, text = (path.name, _read(path)) if _is_file(path) else fetch(name_or_file)
        found = parse_rules_text(text, label).get("description")
    except RulesError:
        return None
    return found if isinstance(found, str) else None


def changes_from_classic(rules: Rules) -> list[tuple[str, object]]:
    """The options whose value differs from the classic preset's, in declaration order."""
    classic = load("classic").options()
    return [(key, value) for key, value in rules.options().items() if classic[key] != value]


def save_rule_set(name: str, base: str, overrides: Mapping[str, OptionValue]) -> Notice | None:
    """Write the player's rule set ``name`` (``<user_rules_dir>/<name>.yaml``): ``extends:
    base`` and the options it changes, atomically. RulesError, and nothing written, when
    the name is not letters, digits, spaces, ``_`` and ``-``, is a preset's, or the options are not
    valid on ``base`` (a preset); a notice, the old file intact, if it cannot be written."""
    _check_rule_set_name(name)
    if base not in preset_names():
        raise RulesError.of("a rule set extends a preset, and '{name}' is not one", name=base)
    load(base).with_options(f"{name}.yaml", **overrides)  # the file must load
    order = [spec.key for spec in OPTIONS if spec.key in overrides]
    data: dict[str, object] = {"extends": base}
    for key in order:
        value = overrides[key]
        data[key] = list(value) if isinstance(value, tuple) else value
    text = f"# The rule set '{name}', saved by Cassino: {base} with these changes.\n"
    text += yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
    path = locations.user_rules_dir() / f"{name}.yaml"
    notice = save_text(path, text)
    if notice is None:
        _left_out.discard(path)  # a broken file that could not be moved is replaced
    return notice


def delete_rule_set(name: str) -> Notice | None:
    """Delete the player's rule set ``name``. RulesError for a preset's name or a set that
    does not exist; a notice if the file cannot be removed."""
    _check_rule_set_name(name)
    path = locations.user_rules_dir() / f"{name}.yaml"
    if not path.is_file():
        raise RulesError.of("there is no saved rule set called '{name}'", name=name)
    try:
        door.remove(path)
    except (OSError, door.Refused) as error:
        return Notice.of(
            N_("Could not delete {file}: {reason}"),
            f"{path}: {error}",
            file=path.name,
            reason=getattr(error, "strerror", None) or error,
        )
    return None


@dataclass(frozen=True)
class SetAside:
    """A saved rule set the game could not use, moved out of the way. ``kept_as`` is where
    the file went (``<name>.yaml.broken-<time>``; None when it could not be moved: it is then
    left out until the game starts again), ``fallback`` the preset to play instead (the one
    the file extends, else classic), ``reason`` what was wrong (English, for a log)."""

    name: str
    fallback: str
    kept_as: Path | None
    reason: str
    why: RulesError | None = None  # the same refusal ``rules validate`` gives, to translate


def set_aside_broken_rule_sets(now: datetime | None = None) -> list[SetAside]:
    """Load every saved rule set as a game would; move aside each that fails (unreadable,
    not YAML, not a mapping, an unknown or mistyped option, an impossible combination, an
    ``extends`` that names nothing...). What was set aside, by name."""
    _, broken = _user_rule_set_errors()
    # Every preset beneath is found first: a set on a broken set still names the preset.
    beneath = [(name, error, preset_beneath(name)) for name, error in broken]
    return [_set_aside(name, error, fallback, now) for name, error, fallback in beneath]


def check_user_rule_sets() -> tuple[list[str], list[tuple[str, str]]]:
    """Every saved rule set loaded as a game would: the names that load, and those that
    do not with the reason (English). A file named like a preset is in neither: it is
    never loaded."""
    usable, broken = _user_rule_set_errors()
    return usable, [(name, str(error)) for name, error in broken]


def _user_rule_set_errors() -> tuple[list[str], list[tuple[str, RulesError]]]:
    known = set(preset_names())
    usable: list[str] = []
    broken: list[tuple[str, RulesError]] = []
    for name in user_rule_set_names():
        if name in known:
            continue
        try:
            load(name)
        except RulesError as error:
            broken.append((name, error))
        except RecursionError:  # YAML nested too deep for the reader
            nested = RulesError.of("the file is nested too deeply", source=f"{name}.yaml")
            broken.append((name, nested))
        else:
            usable.append(name)
    return usable, broken


def _set_aside(name: str, error: RulesError, fallback: str, now: datetime | None) -> SetAside:
    """Move the saved rule set ``name`` aside (never over another file)."""
    path = locations.user_rules_dir() / f"{name}.yaml"
    kept = quarantine(path, now)
    if kept is None:
        _left_out.add(path)
    return SetAside(name, fallback, kept, str(error), error)


def preset_beneath(name: str) -> str:
    """The preset at the end of rule set ``name``'s ``extends:`` chain, read as far as the
    files allow (a file that is not YAML any more may still say ``extends: royal`` on a
    line of its own): classic when a file names none or cannot be read."""
    known = set(preset_names())
    seen: set[str] = set()
    while name not in known:
        if name in seen:
            return ROOT_PRESET
        seen.add(name)
        try:
            label, text = fetch(name)
        except RulesError:
            return ROOT_PRESET
        try:
            parent = parse_rules_text(text, label).get("extends", ROOT_PRESET)
        except (RulesError, RecursionError):
            found = _EXTENDS_LINE.search(text)
            parent = found.group(2) if found else ROOT_PRESET
        if not isinstance(parent, str):
            return ROOT_PRESET
        name = parent
    return name


def _check_rule_set_name(name: str) -> None:
    if not _NAME.match(name) or len(name) > MAX_RULE_SET_NAME:
        raise RulesError.of(
            "'{name}' cannot name a rule set: use up to {count} letters, digits, spaces, _ and -",
            name=name,
            count=MAX_RULE_SET_NAME,
        )
    if name.casefold() in {preset.casefold() for preset in preset_names()}:
        raise RulesError.of(
            "'{name}' is the name of a preset; a rule set needs its own name", name=name
        )


def position_from_json(data: object) -> State:
    """A NOTATION.md position, its rules resolved from the preset files."""
    return _position_from_json(data, load_spec)


MAX_RULES_BYTES = 64_000  # a complete rules file is about 1,500 bytes


def _read(path: Path) -> str:
    """A rules file's text, through the door (``door.read_bytes``: a regular file or a link
    to one, opened without blocking, so a FIFO cannot hang us) of at most
    ``MAX_RULES_BYTES``, in UTF-8."""
    source = _shown(path.name)
    try:
        data = door.read_bytes(path, MAX_RULES_BYTES)
    except door.TooLong:
        raise RulesError.of(
            "the file is longer than {count} bytes", source=source, count=MAX_RULES_BYTES
        ) from None
    except door.NotAFile:
        raise RulesError.of("the file is not a regular file", source=source) from None
    except door.Refused as refused:
        reason = refused.detail or str(refused)
        raise RulesError.of(
            "cannot read the file ({reason})", source=source, reason=reason
        ) from None
    if data is None:
        reason = os.strerror(errno.ENOENT)
        raise RulesError.of("cannot read the file ({reason})", source=source, reason=reason)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise RulesError.of("the file is not text (UTF-8)", source=source) from None


def _is_file(path: Path) -> bool:
    """``path.is_file()``, false too for a name the system cannot even look up (too
    long, a NUL byte), where pathlib raises."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False


def _is_special(path: Path) -> bool:
    """A device, FIFO or socket named as rules: read (and refused) as a file, never taken
    for a preset name."""
    try:
        return path.exists() and not path.is_dir() and not path.is_file()
    except (OSError, ValueError):
        return False


def _shown(name: str) -> str:
    """A name as a message repeats it, cut short when it is long."""
    cut = name if len(name) <= MAX_RULE_SET_NAME else name[:MAX_RULE_SET_NAME] + "…"
    return cut.encode("utf-8", "backslashreplace").decode("utf-8")  # a name not in UTF-8
