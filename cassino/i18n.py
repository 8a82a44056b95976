"""The game's words in English and Spanish: a message catalogue keyed by the English text.

``tr("{name} took {cards} with {card}", name=..., cards=..., card=...)`` formats the
English text (the msgid) in English, and its entry in ``config/i18n/es.yaml`` in Spanish.
A missing or broken translation falls back to English; ``tr`` never raises. Text that is
translated later (when shown) is marked with ``N_("...")`` so the catalogue test finds it.
"""

from __future__ import annotations

import locale
import os
import string
from collections.abc import Mapping
from typing import Any

import yaml

from cassino import locations

LANGUAGES: dict[str, str] = {"en": "English", "es": "Español"}
DEFAULT_LANGUAGE = "en"

_current = DEFAULT_LANGUAGE
_catalogues: dict[str, dict[str, str]] = {}
_problems: dict[str, list[str]] = {}


def tr(message: str, **params: object) -> str:
    """``message`` (English) in the current language, formatted with ``params``."""
    translated = _catalogue(_current).get(message) if _current != DEFAULT_LANGUAGE else None
    if translated is not None:
        text = _format(translated, params)
        if text is not None:
            return text
    text = _format(message, params)
    return message if text is None else text


def tr_plural(one: str, many: str, count: int, **params: object) -> str:
    """``one`` for a count of 1, else ``many`` (Spanish counts like English here); ``count``
    is passed to the text as ``{count}``."""
    return tr(one if count == 1 else many, count=count, **params)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue without translating it now (gettext's name)."""
    return message


def set_language(code: str) -> None:
    global _current
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; the languages are {', '.join(LANGUAGES)}")
    _current = code


def language() -> str:
    return _current


def system_language(
    environ: Mapping[str, str] | None = None, locale_name: str | None = None
) -> str:
    """``es`` when the system's locale is Spanish (``es_ES.UTF-8``, ``es_MX``, Windows'
    ``Spanish_Spain``), else ``en``. The POSIX variables come first, as gettext reads them;
    then the locale Python was started with (the only source on Windows)."""
    env = os.environ if environ is None else environ
    candidates = [env.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
    if locale_name is None:
        try:
            locale_name = locale.getlocale()[0] or ""
        except ValueError:
            locale_name = ""
    candidates.append(locale_name)
    for name in candidates:
        if not name or name in ("C", "POSIX") or name.startswith("C."):
            continue
        lowered = name.lower()
        if lowered == "es" or lowered.startswith(("es_", "es-", "es.", "spanish")):
            return "es"
        return "en"
    return DEFAULT_LANGUAGE


def placeholders(text: str) -> set[str]:
    """The names between braces in ``text``: ``{name} took {cards}`` → {name, cards}."""
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def catalogue(code: str) -> Mapping[str, str]:
    """The translations of ``code`` (English → that language); empty for English."""
    return _catalogue(code)


def catalogue_problems(code: str) -> list[str]:
    """What is wrong with a catalogue file (unreadable, not text-to-text, duplicated
    entries, placeholders that differ from the English), one sentence each."""
    _catalogue(code)
    problems = list(_problems.get(code, []))
    for message, translated in _catalogues.get(code, {}).items():
        if placeholders(message) != placeholders(translated):
            problems.append(
                f"{code}.yaml: the entry for {message!r} has placeholders "
                f"{sorted(placeholders(translated))}, the English {sorted(placeholders(message))}"
            )
    return problems


def reload() -> None:
    """Forget the loaded catalogues (they are read again when next needed)."""
    _catalogues.clear()
    _problems.clear()


def _format(text: str, params: Mapping[str, object]) -> str | None:
    try:
        return text.format_map(params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return None


def _catalogue(code: str) -> dict[str, str]:
    if code == DEFAULT_LANGUAGE:
        return {}
    if code not in _catalogues:
        _catalogues[code], _problems[code] = _load(code)
    return _catalogues[code]


def _load(code: str) -> tuple[dict[str, str], list[str]]:
    """Read ``<code>.yaml`` and its parts ``<code>-*.yaml`` (one per area of the game, so
    translators of different screens never edit one file); whatever is wrong is reported,
    never raised (English is used)."""
    folder = locations.i18n_dir()
    entries: dict[str, str] = {}
    problems: list[str] = []
    for path in [folder / f"{code}.yaml", *sorted(folder.glob(f"{code}-*.yaml"))]:
        try:
            data = yaml.load(path.read_text(encoding="utf-8"), Loader=_UniqueKeyLoader)
        except (OSError, ValueError, yaml.YAMLError) as error:
            problems.append(f"{path.name} cannot be read: {error}")
            continue
        if not isinstance(data, dict):
            problems.append(f"{path.name} must be a mapping of English text to translation")
            continue
        for message, translated in data.items():
            if not (isinstance(message, str) and isinstance(translated, str)):
                problems.append(f"{path.name}: {message!r}: {translated!r} is not text to text")
            elif message in entries:
                problems.append(f"{path.name}: {message!r} is translated in two files")
            else:
                entries[message] = translated
    return entries, problems


class _UniqueKeyLoader(yaml.SafeLoader):
    """The safe loader, refusing a mapping that gives the same key twice (YAML would keep
    the last silently, and a translator's fix would vanish)."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: set[object] = set()
        for key_node, _ in node.value:
            key = self.construct_object(key_node, deep=deep)
            if key in seen:
                raise yaml.constructor.ConstructorError(
                    None, None, f"the entry {key!r} is given twice", key_node.start_mark
                )
            seen.add(key)
        return super().construct_mapping(node, deep=deep)
