"""House-rule files in YAML: parsing, ``extends:`` chains and validation.

The engine reads no files itself: a caller passes ``fetch``, which turns a preset name
into the text of its file (and a label to name it in errors). Every file but ``classic``
extends another one (``classic`` when it says nothing).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import yaml

from cassino.engine.errors import RulesError
from cassino.engine.rule_checks import check_options
from cassino.engine.rules import Rules

Fetch = Callable[[str], tuple[str, str]]
"""Preset name -> (label for messages, YAML text); raises RulesError for an unknown name."""

ROOT_PRESET = "classic"
DESCRIPTIVE_KEYS = ("name", "description")

YAML_TEMPLATES: tuple[str, ...] = (
    "cannot read the rules at line {line}: {problem}",
    "cannot read the rules at line {line}: it is not valid YAML",
    "cannot read the rules: {problem}",
    "cannot read the rules: it is not valid YAML",
    "a rules file must be a mapping of option: value",
    "'{key}' must name a preset, not {value}",
    "'{key}: {parent}' makes a cycle ({cycle})",
    "'{key}' is set twice, at lines {first} and {second}",
    "anchors and aliases (& and *) are not allowed in a rules file",
    "the rules nest deeper than 10 levels",
    "the rules hold a number too long to read",
)
"""Every template of the reasons this module gives in a ``RulesError`` (``{problem}`` is
PyYAML's own English, a technical detail)."""


class _RepeatedKey(Exception):
    """A key written twice in one mapping (PyYAML would silently keep the last)."""

    def __init__(self, key: str, first: int, second: int) -> None:
        super().__init__(key)
        self.key, self.first, self.second = key, first, second


class _Refused(Exception):
    """A rules file using what no rules file needs, which could cost unbounded time."""

    def __init__(self, template: str) -> None:
        super().__init__(template)
        self.template = template


MAX_DEPTH = 10  # a rules file is one mapping of options, with lists one level down
_DEEP = "deep"


class _RulesLoader(yaml.SafeLoader):
    """PyYAML's safe loader, refusing a key written twice in one mapping, anchors and
    aliases (a few lines of aliases can stand for billions of values) and deep nesting."""

    depth = 0

    def compose_node(self, parent: Any, index: Any) -> Any:
        event = self.peek_event()  # type: ignore[no-untyped-call]
        if isinstance(event, yaml.AliasEvent) or getattr(event, "anchor", None):
            raise _Refused("aliases")
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise _Refused(_DEEP)
        try:
            return super().compose_node(parent, index)
        finally:
            self.depth -= 1

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[object, int] = {}
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            try:
                first = seen.get(key)
            except TypeError:
                continue  # an unhashable key: PyYAML's own error follows
            line = key_node.start_mark.line + 1
            if first is not None:
                raise _RepeatedKey(str(key), first, line)
            seen[key] = line
        return super().construct_mapping(node, deep)


class YamlRefused(ValueError):
    """YAML of a shape no file of the game's needs: anchors and aliases, deep nesting, a
    key written twice (the message says which)."""


def load_bounded(text: str) -> object:
    """YAML read safely and within bounds, as any file of the game's is (the preferences
    too); YamlRefused, or PyYAML's own error, saying what is wrong."""
    try:
        return yaml.load(text, Loader=_RulesLoader)
    except _Refused as refused:
        if refused.template == _DEEP:
            raise YamlRefused(f"it nests deeper than {MAX_DEPTH} levels") from None
        raise YamlRefused("anchors and aliases (& and *) are not allowed") from None
    except RecursionError:
        raise YamlRefused(f"it nests deeper than {MAX_DEPTH} levels") from None
    except _RepeatedKey as repeated:
        raise YamlRefused(
            f"'{repeated.key}' is set twice, at lines {repeated.first} and {repeated.second}"
        ) from None


def parse_rules_text(text: str, label: str) -> dict[str, object]:
    """The mapping a rules file holds, or RulesError naming the file and the line."""
    try:
        data = yaml.load(text, Loader=_RulesLoader)  # a SafeLoader: no objects built
    except yaml.YAMLError as error:
        raise _unreadable(error, label) from None
    except _Refused as refused:
        if refused.template == _DEEP:
            raise RulesError.of("the rules nest deeper than 10 levels", source=label) from None
        raise RulesError.of(
            "anchors and aliases (& and *) are not allowed in a rules file", source=label
        ) from None
    except RecursionError:
        raise RulesError.of("the rules nest deeper than 10 levels", source=label) from None
    except ValueError as error:
        if "integer string conversion" in str(error):  # thousands of digits
            raise RulesError.of("the rules hold a number too long to read", source=label) from None
        # PyYAML's constructors (a date that is no date): its own words, cut short.
        problem = str(error)[:80]
        raise RulesError.of(
            "cannot read the rules: {problem}", source=label, problem=problem
        ) from None
    except _RepeatedKey as repeated:
        raise RulesError.of(
            "'{key}' is set twice, at lines {first} and {second}",
            source=label,
            key=repeated.key,
            first=repeated.first,
            second=repeated.second,
        ) from None
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise RulesError.of("a rules file must be a mapping of option: value", source=label)
    return {str(key): value for key, value in data.items()}


def _unreadable(error: yaml.YAMLError, label: str) -> RulesError:
    """Where the YAML went wrong and PyYAML's words for what (technical, in English)."""
    mark = getattr(error, "problem_mark", None)
    problem = getattr(error, "problem", None)
    if mark is not None and problem:
        return RulesError.of(
            "cannot read the rules at line {line}: {problem}",
            source=label,
            line=mark.line + 1,
            problem=str(problem),
        )
    if mark is not None:
        return RulesError.of(
            "cannot read the rules at line {line}: it is not valid YAML",
            source=label,
            line=mark.line + 1,
        )
    if problem:
        return RulesError.of("cannot read the rules: {problem}", source=label, problem=str(problem))
    return RulesError.of("cannot read the rules: it is not valid YAML", source=label)


def rules_from_text(text: str, label: str, name: str, fetch: Fetch) -> Rules:
    """Rules from a file's text (its own name is ``name``), resolving ``extends``."""
    return rules_from_mapping(parse_rules_text(text, label), label, fetch, chain=(name,), name=name)


def load_preset(name: str, fetch: Fetch) -> Rules:
    label, text = fetch(name)
    return rules_from_text(text, label, name, fetch)


def rules_from_mapping(
    data: Mapping[str, object],
    label: str,
    fetch: Fetch,
    chain: tuple[str, ...] = (),
    name: str | None = None,
    parent_key: str = "extends",
) -> Rules:
    """Resolve ``data`` on top of the preset it names under ``parent_key`` (classic if none).

    ``name`` is the preset these rules are known by when they come from a file; a mapping
    from a position has no name and keeps its overrides against the parent.
    """
    own = {key: value for key, value in data.items() if key not in DESCRIPTIVE_KEYS}
    parent = own.pop(parent_key, None)
    if parent is None and parent_key != "extends":
        parent = own.pop("extends", None)
    overrides = check_options(own, label)
    if name == ROOT_PRESET and parent is None:
        return Rules.from_options(overrides, label, preset=ROOT_PRESET)
    parent_name = ROOT_PRESET if parent is None else parent
    if not isinstance(parent_name, str) or not parent_name:
        raise RulesError.of(
            "'{key}' must name a preset, not {value}",
            source=label,
            key=parent_key,
            value=repr(parent_name),
        )
    if parent_name in chain:
        raise RulesError.of(
            "'{key}: {parent}' makes a cycle ({cycle})",
            source=label,
            key=parent_key,
            parent=parent_name,
            cycle=" -> ".join((*chain, parent_name)),
        )
    parent_label, parent_text = fetch(parent_name)
    base = rules_from_mapping(
        parse_rules_text(parent_text, parent_label),
        parent_label,
        fetch,
        chain=(*chain, parent_name),
        name=parent_name,
    )
    merged = {**base.options(), **overrides}
    if name is not None:
        return Rules.from_options(merged, label, preset=name)
    carried = {**dict(base.overrides), **overrides}
    return Rules.from_options(merged, label, preset=base.preset, overrides=carried)
