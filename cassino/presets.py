"""House-rule presets on disk: the bundled ``config/rules`` and the user's own rule sets.

The engine resolves ``extends:`` chains and validates; this module only finds and reads
the files it asks for.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from cassino import locations
from cassino.engine.errors import RulesError
from cassino.engine.notation import RulesSpec
from cassino.engine.notation import position_from_json as _position_from_json
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import load_preset, rules_from_mapping, rules_from_text
from cassino.engine.state import State

_NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_-]*$")


def preset_names() -> list[str]:
    """The bundled presets, classic first, then alphabetically."""
    names = sorted(path.stem for path in locations.presets_dir().glob("*.yaml"))
    return sorted(names, key=lambda name: (name != "classic", name))


def user_rule_set_names() -> list[str]:
    folder = locations.user_rules_dir()
    if not folder.is_dir():
        return []
    return sorted(path.stem for path in folder.glob("*.yaml"))


def fetch(name: str) -> tuple[str, str]:
    """The label and text of the preset or user rule set called ``name``."""
    if not _NAME.match(name):
        raise RulesError(f"'{name}' is not a preset name")
    for folder in (locations.presets_dir(), locations.user_rules_dir()):
        path = folder / f"{name}.yaml"
        if path.is_file():
            return path.name, _read(path)
    known = ", ".join(preset_names() + user_rule_set_names())
    raise RulesError(f"unknown preset '{name}'; the presets are {known}")


def load(name: str) -> Rules:
    """The rules of a preset or user rule set, by name."""
    return load_preset(name, fetch)


def load_file(path: Path) -> Rules:
    """The rules of a YAML file anywhere (``rules validate``, ``--rules FILE``)."""
    return rules_from_text(_read(path), path.name, path.stem, fetch)


def load_spec(spec: RulesSpec) -> Rules:
    """A position's ``rules``: a preset name or a mapping of options on a ``preset``."""
    if isinstance(spec, str):
        return load(spec)
    if isinstance(spec, Mapping):
        return rules_from_mapping(spec, "position rules", fetch, parent_key="preset")
    raise RulesError("rules must be a preset name or a mapping of options")


def load_name_or_file(text: str) -> Rules:
    path = Path(text)
    if text.endswith((".yaml", ".yml")) or path.is_file():
        return load_file(path)
    return load(text)


def description(name_or_file: str) -> str | None:
    """The one-line description a preset file gives of itself, if any."""
    from cassino.engine.rules_yaml import parse_rules_text

    path = Path(name_or_file)
    try:
        label, text = (path.name, _read(path)) if path.is_file() else fetch(name_or_file)
        found = parse_rules_text(text, label).get("description")
    except RulesError:
        return None
    return found if isinstance(found, str) else None


def changes_from_classic(rules: Rules) -> list[tuple[str, object]]:
    """The options whose value differs from the classic preset's, in declaration order."""
    classic = load("classic").options()
    return [(key, value) for key, value in rules.options().items() if classic[key] != value]


def position_from_json(data: object) -> State:
    """A NOTATION.md position, its rules resolved from the preset files."""
    return _position_from_json(data, load_spec)


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise RulesError(f"{path.name}: the file is not text (UTF-8)") from None
    except OSError as error:
        raise RulesError(f"{path.name}: cannot read the file ({error.strerror})") from None
