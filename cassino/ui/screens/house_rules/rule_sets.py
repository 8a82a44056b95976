"""The house rules being edited in the settings menu, without pygame: the rule set they
start from (a preset or one of the player's saved sets), the preset beneath it, each
change checked by the engine, and saving or deleting the player's sets; and what the
player is told when a saved set that cannot be used is moved aside.
"""

from __future__ import annotations

from collections.abc import Collection

from cassino.engine.errors import RulesError
from cassino.engine.options import OPTIONS, OptionValue
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import parse_rules_text
from cassino.i18n import N_, tr
from cassino.ui.reasons import say_error
from cassino.ui.screens.common.words import rule_set_title
from cassino.userdata import presets
from cassino.userdata.storage import Notice

ROOT_PRESET = "classic"
NAME_CHARACTERS = presets.RULE_SET_NAME

RULE_SET_TEMPLATES: tuple[str, ...] = (
    "the rule set '{name}' extends itself",
    "'{name}' is a preset; only your own rule sets can be deleted",
    "no rules are chosen",
)
"""Every template of the reasons the menus give in a ``RulesError`` (the rest are the
engine's and ``presets.PRESET_TEMPLATES``)."""


def base_preset(name: str) -> str:
    """The preset a rule set is built on: itself for a preset, else the end of its
    ``extends:`` chain (classic when a file names none)."""
    known = set(presets.preset_names())
    seen: set[str] = set()
    while name not in known:
        if name in seen:
            raise RulesError.of("the rule set '{name}' extends itself", name=name)
        seen.add(name)
        label, text = presets.fetch(name)
        parent = parse_rules_text(text, label).get("extends", ROOT_PRESET)
        name = parent if isinstance(parent, str) else ROOT_PRESET
    return name


class RuleSetEditor:
    """The rules on the settings screen. ``name`` is the rule set they started from,
    ``preset`` the preset under it; ``rules`` holds every change made since."""

    def __init__(self, name: str) -> None:
        self.name = ROOT_PRESET
        self.preset = ROOT_PRESET
        self.loaded: Rules = presets.load(ROOT_PRESET)
        self.preset_rules: Rules = self.loaded
        self.rules: Rules = self.loaded
        if name != ROOT_PRESET:
            self.choose(name)

    # What there is ----------------------------------------------------------------------

    @staticmethod
    def names() -> list[str]:
        """The presets, then the player's saved rule sets."""
        return presets.preset_names() + saved_names()

    def is_saved_set(self, name: str | None = None) -> bool:
        return (name or self.name) in saved_names()

    @property
    def changed(self) -> bool:
        """Whether the rules differ from the rule set as it was loaded (unsaved changes)."""
        return self.rules.options() != self.loaded.options()

    def overrides(self) -> dict[str, OptionValue]:
        """The options whose value differs from the preset's, in declaration order."""
        base = self.preset_rules.options()
        return {key: value for key, value in self.rules.options().items() if base[key] != value}

    def differs(self, key: str) -> bool:
        """Whether option ``key`` differs from the preset's value."""
        return bool(getattr(self.rules, key) != getattr(self.preset_rules, key))

    def groups_changed(self) -> set[str]:
        """The option groups holding an option that differs from the preset."""
        return {spec.group for spec in OPTIONS if self.differs(spec.key)}

    # Changes ----------------------------------------------------------------------------

    def choose(self, name: str) -> None:
        """Start again from rule set ``name`` (RulesError, nothing changed, if it cannot
        be loaded)."""
        loaded = presets.load(name)
        preset = base_preset(name)
        preset_rules = presets.load(preset)
        self.name, self.preset = name, preset
        self.loaded, self.preset_rules, self.rules = loaded, preset_rules, loaded

    def change(self, key: str, value: OptionValue) -> None:
        """Set one option; RulesError (the rules unchanged) if the engine refuses it."""
        self.rules = self.rules.with_options(self.name, **{key: value})

    def reset(self) -> None:
        """Every option back to the preset's value."""
        self.rules = self.preset_rules

    def save(self, name: str) -> Notice | None:
        """Save the rules as the player's set ``name`` and carry on editing it. RulesError
        for a name that cannot be used; a notice (nothing changed) if writing failed."""
        notice = presets.save_rule_set(name, self.preset, self.overrides())
        if notice is None:
            self.choose(name)
        return notice

    def delete(self) -> Notice | None:
        """Delete the saved set being edited and go back to its preset."""
        if not self.is_saved_set():
            raise RulesError.of(
                "'{name}' is a preset; only your own rule sets can be deleted", name=self.name
            )
        notice = presets.delete_rule_set(self.name)
        if notice is None:
            self.choose(self.preset)
        return notice


def saved_names() -> list[str]:
    """The player's rule sets (a file named like a preset is the preset's shadow: left out)."""
    known = set(presets.preset_names())
    return [name for name in presets.user_rule_set_names() if name not in known]


def name_problem(name: str) -> str | None:
    """Why ``name`` cannot name a saved rule set, in the player's words, or None."""
    if not name:
        return tr("Type a name for the rule set.")
    limit = presets.MAX_RULE_SET_NAME
    if not NAME_CHARACTERS.match(name) or len(name) > limit:
        return tr(
            "A name may use only letters, digits, spaces, _ and - (up to {count} of them).",
            count=limit,
        )
    if name.casefold() in {preset.casefold() for preset in presets.preset_names()}:
        return tr("{name} is the name of a preset: choose another.", name=name)
    return None


def set_aside_broken(chosen: Collection[str] = ()) -> tuple[dict[str, str], list[Notice]]:
    """Move aside every saved rule set that cannot be used (``presets.
    set_aside_broken_rule_sets``): the preset to play instead of each one moved, by name,
    and a notice for each — saying what is played instead when it is one of ``chosen``."""
    fallbacks: dict[str, str] = {}
    notices: list[Notice] = []
    for item in presets.set_aside_broken_rule_sets():
        fallbacks[item.name] = item.fallback
        notices.append(set_aside_notice(item, chosen=item.name in chosen))
    return fallbacks, notices


# (moved aside?, was it the chosen one?) → what the player is told.
_SET_ASIDE = {
    (True, False): N_("The rule set “{name}” could not be read and was kept as {kept}."),
    (True, True): N_(
        "The rule set “{name}” could not be read and was kept as {kept}; "
        "the preset {preset} is used instead."
    ),
    (False, False): N_(
        "The rule set “{name}” could not be read, nor its file moved aside; it is left out."
    ),
    (False, True): N_(
        "The rule set “{name}” could not be read, nor its file moved aside; "
        "the preset {preset} is used instead."
    ),
}


def set_aside_notice(item: presets.SetAside, chosen: bool) -> Notice:
    """The one line saying that ``item`` could not be used, where its file went and, when
    it was ``chosen``, which preset is used instead."""
    kept = item.kept_as
    notice = Notice.of(
        _SET_ASIDE[kept is not None, chosen],
        item.reason,
        name=item.name,
        kept=kept.name if kept else "",
        preset=rule_set_title(item.fallback),
    )
    if item.why is None:
        return notice
    # Why, in the words ``rules validate`` uses, in the player's language.
    why = say_error(item.why, source=False)
    return Notice.of(N_("{notice} What is wrong: {why}."), item.reason, notice=notice, why=why)
