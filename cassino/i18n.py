"""The game's words in every language: gettext catalogues keyed by the English text.

``tr("{name} took {cards} with {card}", name=..., cards=..., card=...)`` formats the
English text (the msgid) in English, and its translation from ``config/i18n/<lang>.po``
in another language. The build compiles each ``.po`` to a ``.mo`` with Babel (setup.py,
build.spec), which the stdlib ``gettext`` reads here; where no ``.mo`` was built (a
checkout, an editable install) the ``.po`` is compiled in memory with Babel, when it is
installed. ``tr_plural`` chooses the form by the language's own ``Plural-Forms`` rule.
A missing or broken translation falls back to English; ``tr`` never raises. Text that is
translated later (when shown) is marked with ``N_("...")`` so the extraction finds it
(``tools/extract_messages.py``).
"""

from __future__ import annotations

import gettext
import io
import locale
import os
import string
import struct
from collections.abc import Mapping
from pathlib import Path

from cassino.userdata import locations

LANGUAGES: dict[str, str] = {
    "en": "English",
    "es": "Español",
    "it": "Italiano",
    "pt": "Português",
}
DEFAULT_LANGUAGE = "en"
# The words a system's locale may use for each language (Windows says "Spanish_Spain").
_LOCALE_WORDS = {"es": "spanish", "it": "italian", "pt": "portuguese"}

_current = DEFAULT_LANGUAGE
_translations: dict[str, gettext.NullTranslations] = {}
_catalogues: dict[str, dict[str, str]] = {}
_problems: dict[str, list[str]] = {}


def tr(message: str, **params: object) -> str:
    """``message`` (English) in the current language, formatted with ``params``."""
    if _current != DEFAULT_LANGUAGE:
        translated = _translation(_current).gettext(message)
        if translated != message and placeholders(translated) == placeholders(message):
            text = _format(translated, params)
            if text is not None:
                return text
    text = _format(message, params)
    return message if text is None else text


def tr_plural(one: str, many: str, count: int, **params: object) -> str:
    """The form of ``one``/``many`` the current language uses for ``count`` (its
    ``Plural-Forms`` rule: Polish has three forms, English two); ``count`` is passed to the
    text as ``{count}``."""
    params = {**params, "count": count}
    english = one if count == 1 else many
    if _current != DEFAULT_LANGUAGE:
        try:
            translated = _translation(_current).ngettext(one, many, count)
        except (ArithmeticError, ValueError, TypeError):  # a Plural-Forms rule gone wrong
            translated = english
        if translated not in (one, many) and placeholders(translated) <= placeholders(many):
            text = _format(translated, params)
            if text is not None:
                return text
    text = _format(english, params)
    return english if text is None else text


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
    """The game's language for the system's locale: ``es`` for ``es_ES.UTF-8``, ``es_MX``
    or Windows' ``Spanish_Spain``, ``pt`` for ``pt_BR``, ``it`` for ``it_IT``, else ``en``.
    The POSIX variables come first, as gettext reads them; then the locale Python was
    started with (the only source on Windows)."""
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
        for code, word in _LOCALE_WORDS.items():
            if lowered == code or lowered.startswith((f"{code}_", f"{code}-", f"{code}.", word)):
                return code
        return DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def placeholders(text: str) -> set[str]:
    """The names between braces in ``text``: ``{name} took {cards}`` → {name, cards}."""
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def catalogue(code: str) -> Mapping[str, str]:
    """The translations of ``code`` (English → that language); empty for English. A plural
    entry appears twice: its singular msgid with the first form, its plural msgid with the
    second."""
    _translation(code)
    return _catalogues.get(code, {})


def catalogue_problems(code: str) -> list[str]:
    """What is wrong with a catalogue (unreadable, placeholders that differ from the
    English), one sentence each."""
    _translation(code)
    problems = list(_problems.get(code, []))
    for message, translated in _catalogues.get(code, {}).items():
        if placeholders(message) != placeholders(translated):
            problems.append(
                f"{code}.po: the entry for {message!r} has placeholders "
                f"{sorted(placeholders(translated))}, the English {sorted(placeholders(message))}"
            )
    return problems


def reload() -> None:
    """Forget the loaded catalogues (they are read again when next needed)."""
    _translations.clear()
    _catalogues.clear()
    _problems.clear()


def _format(text: str, params: Mapping[str, object]) -> str | None:
    try:
        return text.format_map(params)
    except (KeyError, IndexError, ValueError, AttributeError, TypeError):
        return None


def _translation(code: str) -> gettext.NullTranslations:
    if code == DEFAULT_LANGUAGE:
        return gettext.NullTranslations()
    if code not in _translations:
        problems: list[str] = []
        translation: gettext.NullTranslations = gettext.NullTranslations()
        entries: dict[str, str] = {}
        data = _compiled_catalogue(code, problems)
        if data is not None:
            try:
                translation = gettext.GNUTranslations(io.BytesIO(data))
                entries = _entries(translation, data)
            except (
                OSError,
                ValueError,
                LookupError,
                SyntaxError,
                UnicodeError,
                struct.error,
            ) as error:
                problems.append(f"the {code} catalogue cannot be read: {error}")
                translation, entries = gettext.NullTranslations(), {}
        _translations[code], _catalogues[code], _problems[code] = translation, entries, problems
    return _translations[code]


def _compiled_catalogue(code: str, problems: list[str]) -> bytes | None:
    """The bytes of ``<code>.mo``: the one the build compiled, unless its ``.po`` is newer
    and Babel (a development dependency) can compile that now, as it must where no
    ``.mo`` was built (a checkout, an editable install). None, with the problem noted,
    when there is neither."""
    folder = locations.i18n_dir()
    source, compiled = folder / f"{code}.po", folder / f"{code}.mo"
    try:
        built = compiled.read_bytes() if compiled.is_file() else None
        if source.is_file() and (
            built is None or source.stat().st_mtime > compiled.stat().st_mtime
        ):
            try:
                return _compile(source)
            except ImportError:
                if built is None:
                    problems.append(
                        f"{compiled.name} was not built, and reading {source.name} needs Babel"
                    )
        elif built is None:
            problems.append(f"there is no {source.name} in {folder}")
        return built
    except (OSError, ValueError, LookupError, SyntaxError, UnicodeError) as error:
        problems.append(f"{source.name} cannot be read: {error}")
        return None


def _compile(source: Path) -> bytes:
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import PoFileError, read_po

    with source.open("rb") as file:
        try:
            catalog = read_po(file, abort_invalid=True)
        except PoFileError as error:  # Babel's own, not a ValueError
            raise ValueError(str(error)) from error
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def _entries(translation: gettext.GNUTranslations, data: bytes) -> dict[str, str]:
    """English → translation of every entry. A plural entry gives its first form to its
    singular msgid and its second to its plural msgid, which only the .mo's own table of
    original strings keeps (``msgid NUL msgid_plural``): the stdlib's ``_catalog`` keys a
    plural's forms by ``(msgid, index)``."""
    raw: Mapping[object, object] = getattr(translation, "_catalog", {})
    entries: dict[str, str] = {}
    for original in _originals(data):
        singular, _, plural = original.partition("\0")
        if not singular:
            continue  # the header
        keys = (
            [(singular, (singular, 0)), (plural, (singular, 1))]
            if plural
            else [(singular, singular)]
        )
        for message, key in keys:
            text = raw.get(key)
            if isinstance(text, str) and text:
                entries[message] = text
    return entries


def _originals(data: bytes) -> list[str]:
    """The msgids of a .mo: GNU gettext's format, a table of (length, offset) pairs."""
    order = "<" if data[:4] == b"\xde\x12\x04\x95" else ">"
    count, start = struct.unpack(f"{order}II", data[8:16])
    originals = []
    for index in range(count):
        where = start + 8 * index
        length, offset = struct.unpack(f"{order}II", data[where : where + 8])
        originals.append(data[offset : offset + length].decode("utf-8"))
    return originals
