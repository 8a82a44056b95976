"""The message catalogues (gettext .po files): English and the translations, the fallbacks,
the plural rules, and that every text the game marks for translation has its translation in
every language, the .pot holding exactly what the extraction finds."""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from cassino import i18n
from cassino.engine.options import GROUPS, OPTIONS
from cassino.i18n import tr, tr_plural
from cassino.userdata import locations
from cassino.userdata.presets import description, preset_names

PACKAGE = Path(__file__).resolve().parent.parent / "cassino"
TOOLS = PACKAGE.parent / "tools"
TRANSLATIONS = [code for code in i18n.LANGUAGES if code != i18n.DEFAULT_LANGUAGE]
MARKERS = {"tr": 1, "N_": 1, "tr_plural": 2}  # function → how many leading msgid arguments


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    i18n.set_language("en")
    i18n.reload()


def marked_messages() -> Iterator[tuple[str, int, str, set[str] | None]]:
    """(file, line, msgid, keyword names or None if unknown) of every literal passed to
    tr, tr_plural or N_ in the package."""
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            if name not in MARKERS:
                continue
            keywords: set[str] | None = {k.arg for k in node.keywords if k.arg is not None}
            if name == "N_" or any(k.arg is None for k in node.keywords):
                keywords = None  # translated later, or **params: the names are not known here
            elif name == "tr_plural":
                keywords = (keywords or set()) | {"count"}
            for argument in node.args[: MARKERS[name]]:
                if isinstance(argument, ast.Constant) and isinstance(argument.value, str):
                    where = str(path.relative_to(PACKAGE.parent))
                    yield where, node.lineno, argument.value, keywords


def test_english_formats_the_message_itself() -> None:
    assert tr("{name} took {cards} with {card}", name="Ana", cards="5♥ 4♦", card="9♣") == (
        "Ana took 5♥ 4♦ with 9♣"
    )
    assert tr("Your turn") == "Your turn"


def test_spanish_reads_the_catalogue() -> None:
    i18n.set_language("es")
    assert i18n.language() == "es"
    assert tr("Take {cards} with {card}", cards="5♥ 4♦", card="9♣") == "Tomar 5♥ 4♦ con 9♣"
    build = tr("Build {value} on {cards} with {card}", value=9, cards="7♦", card="2♥")
    assert tr("{text} — you hold {card}", text=build, card="9♠") == (
        "Construir 9 sobre 7♦ con 2♥ — tienes 9♠"
    )
    assert tr("Concede") == "Abandonar"
    assert tr("Big Cassino 10♦") == "Cassino grande 10♦"


@pytest.mark.parametrize(
    ("code", "take", "one_card", "sweeps"),
    [
        ("pt", "Capturar 5♥ 4♦ com 9♣", "1 carta", "3 varridas"),
        ("it", "Prendi 5♥ 4♦ con 9♣", "1 carta", "3 scope"),
    ],
)
def test_portuguese_and_italian_read_their_catalogues(
    code: str, take: str, one_card: str, sweeps: str
) -> None:
    i18n.set_language(code)
    assert tr("Take {cards} with {card}", cards="5♥ 4♦", card="9♣") == take
    assert tr_plural("{count} card", "{count} cards", 1) == one_card
    assert tr_plural("{count} sweep", "{count} sweeps", 3) == sweeps


def test_plural_chooses_by_count() -> None:
    i18n.set_language("es")
    assert tr_plural("{count} card", "{count} cards", 1) == "1 carta"
    assert tr_plural("{count} card", "{count} cards", 0) == "0 cartas"
    assert tr_plural("{count} card", "{count} cards", 7) == "7 cartas"
    i18n.set_language("en")
    assert tr_plural("{count} sweep", "{count} sweeps", 2) == "2 sweeps"


def test_a_missing_translation_falls_back_to_english() -> None:
    i18n.set_language("es")
    assert tr("No such text, {who}", who="Ana") == "No such text, Ana"


def test_bad_formatting_never_raises() -> None:
    assert tr("Hello {name}") == "Hello {name}"  # a parameter forgotten by the caller
    assert tr("Hello {") == "Hello {"


PO_HEADER = """msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Plural-Forms: {plural_forms}\\n"

"""


def write_catalogue(
    root: Path,
    entries: str,
    monkeypatch: pytest.MonkeyPatch,
    code: str = "es",
    plural_forms: str = "nplurals=2; plural=(n != 1);",
) -> Path:
    folder = root / "config" / "i18n"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{code}.po"
    path.write_text(PO_HEADER.format(plural_forms=plural_forms) + entries, encoding="utf-8")
    monkeypatch.setenv("CASSINO_DATA", str(root))
    i18n.reload()
    return path


def test_a_translation_with_other_placeholders_is_reported_and_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_catalogue(
        tmp_path, 'msgid "Pass to {name}"\nmsgstr "Pasa el turno a {nombre}"\n', monkeypatch
    )
    assert locations.i18n_dir() == tmp_path / "config" / "i18n"
    i18n.set_language("es")
    assert tr("Pass to {name}", name="Ana") == "Pass to Ana"
    [problem] = i18n.catalogue_problems("es")
    assert "Pass to {name}" in problem and "nombre" in problem


def test_the_compiled_catalogue_is_read_when_it_is_current(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    sys.path.insert(0, str(TOOLS))
    from compile_catalogues import compile_catalogues

    source = write_catalogue(tmp_path, 'msgid "Play"\nmsgstr "Jugar"\n', monkeypatch)
    [compiled] = compile_catalogues(source.parent)
    source.write_text("not a catalogue at all", encoding="utf-8")
    source.touch()
    import os

    os.utime(source, (1, 1))  # the .po older than its .mo: the .mo is what is read
    i18n.reload()
    i18n.set_language("es")
    assert tr("Play") == "Jugar" and compiled.suffix == ".mo"


def test_a_broken_compiled_catalogue_means_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "config" / "i18n"
    folder.mkdir(parents=True)
    (folder / "es.mo").write_bytes(b"\xde\x12\x04\x95 not really a catalogue")
    monkeypatch.setenv("CASSINO_DATA", str(tmp_path))
    i18n.reload()
    i18n.set_language("es")
    assert tr("Play") == "Play"
    assert i18n.catalogue_problems("es")


def test_a_broken_catalogue_means_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, 'msgid "Play"\nmsgstr "Jugar\n  - [unclosed\n', monkeypatch)
    i18n.set_language("es")
    assert tr("Play") == "Play"
    assert i18n.catalogue_problems("es")


def test_a_missing_catalogue_means_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "config" / "i18n").mkdir(parents=True)
    monkeypatch.setenv("CASSINO_DATA", str(tmp_path))
    i18n.reload()
    i18n.set_language("es")
    assert tr("Play") == "Play"
    assert "es.po" in i18n.catalogue_problems("es")[0]


POLISH_CARDS = """msgid "{count} card"
msgid_plural "{count} cards"
msgstr[0] "{count} karta"
msgstr[1] "{count} karty"
msgstr[2] "{count} kart"
"""
POLISH_RULE = (
    "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>=20) ? 1 : 2);"
)


@pytest.mark.parametrize(
    ("count", "expected"),
    [
        (1, "1 karta"),
        (2, "2 karty"),
        (5, "5 kart"),
        (22, "22 karty"),
        (12, "12 kart"),
        (0, "0 kart"),
    ],
)
def test_plural_forms_follow_the_language_rule_with_three_forms(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, count: int, expected: str
) -> None:
    # None of the game's languages has three forms: Polish, in a catalogue made here,
    # stands in for them (monkeypatched in as if it were Spanish's file).
    write_catalogue(tmp_path, POLISH_CARDS, monkeypatch, plural_forms=POLISH_RULE)
    i18n.set_language("es")
    assert tr_plural("{count} card", "{count} cards", count) == expected
    assert i18n.catalogue_problems("es") == []


def test_a_broken_plural_rule_means_english(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_catalogue(tmp_path, POLISH_CARDS, monkeypatch, plural_forms="nplurals=3; plural=(n/0);")
    i18n.set_language("es")
    assert tr_plural("{count} card", "{count} cards", 2) in ("2 cards", "2 karty", "2 kart")


def test_only_known_languages() -> None:
    assert i18n.LANGUAGES == {
        "en": "English",
        "es": "Español",
        "it": "Italiano",
        "pt": "Português",
    }
    with pytest.raises(ValueError, match="'fr'"):
        i18n.set_language("fr")
    assert i18n.language() == "en"


@pytest.mark.parametrize(
    ("environ", "locale_name", "expected"),
    [
        ({"LANG": "es_ES.UTF-8"}, "", "es"),
        ({"LANG": "es_MX.UTF-8"}, "", "es"),
        ({"LANG": "en_GB.UTF-8"}, "es_ES", "en"),  # LANG speaks before the process locale
        ({"LC_ALL": "es_AR.UTF-8", "LANG": "en_US.UTF-8"}, "", "es"),
        ({"LC_ALL": "C", "LANG": "es_CL.UTF-8"}, "", "es"),  # C says nothing about language
        ({}, "Spanish_Spain", "es"),  # Windows
        ({}, "es_CO", "es"),
        ({}, "de_DE", "en"),
        ({"LANG": "pt_PT.UTF-8"}, "", "pt"),
        ({"LANG": "pt_BR.UTF-8"}, "", "pt"),
        ({}, "Portuguese_Brazil", "pt"),
        ({"LC_MESSAGES": "it_IT.UTF-8", "LANG": "en_US.UTF-8"}, "", "it"),
        ({}, "Italian_Italy", "it"),
        ({"LANG": "it_CH"}, "", "it"),
        ({}, "", "en"),
        ({"LANG": "estonian"}, "", "en"),
    ],
)
def test_system_language(environ: dict[str, str], locale_name: str, expected: str) -> None:
    assert i18n.system_language(environ, locale_name) == expected


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_catalogue_is_sound(code: str) -> None:
    assert i18n.catalogue_problems(code) == []
    assert len(i18n.catalogue(code)) > 500


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_marked_text_is_translated(code: str) -> None:
    translated = i18n.catalogue(code)
    missing = [
        f"{where}:{line}: {message!r}"
        for where, line, message, _ in marked_messages()
        if message not in translated
    ]
    assert not missing, f"no {code} for:\n" + "\n".join(missing)


def test_every_marked_text_gets_its_parameters() -> None:
    wrong = [
        f"{where}:{line}: {message!r} given {sorted(keywords)}"
        for where, line, message, keywords in marked_messages()
        if keywords is not None
        and message.count("{") == message.count("}")
        and not i18n.placeholders(message) <= keywords
    ]
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_the_settings_menu_texts_are_translated(code: str) -> None:
    translated = i18n.catalogue(code)
    texts = [*GROUPS, *(spec.explanation for spec in OPTIONS)]
    texts += [text for name in preset_names() if (text := description(name))]
    assert len(texts) == len(GROUPS) + len(OPTIONS) + len(preset_names())
    assert [text for text in texts if text not in translated] == []


def test_the_template_holds_what_the_extraction_finds() -> None:
    """config/i18n/cassino.pot is what Babel finds in the code now (re-run
    tools/extract_messages.py when this fails), and holds every text this test's own scan
    finds, so the two ways of looking agree."""
    sys.path.insert(0, str(TOOLS))
    from babel.messages.pofile import read_po
    from extract_messages import TEMPLATE, extracted, message_ids

    with TEMPLATE.open("rb") as file:
        written = read_po(file)
    found = extracted()
    assert message_ids(written) == message_ids(found)
    singulars = {i for m in found if m.id for i in (m.id if isinstance(m.id, tuple) else (m.id,))}
    assert {message for _, _, message, _ in marked_messages()} <= singulars


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_catalogue_has_every_message_of_the_template(code: str) -> None:
    sys.path.insert(0, str(TOOLS))
    from babel.messages.pofile import read_po
    from extract_messages import I18N, TEMPLATE, message_ids

    with TEMPLATE.open("rb") as file:
        template = read_po(file)
    with (I18N / f"{code}.po").open("rb") as file:
        catalog = read_po(file)
    assert message_ids(template) <= message_ids(catalog)
    assert catalog.plural_forms.startswith("nplurals=2;")  # es, it, pt: one and other


def test_the_scanner_sees_marked_texts() -> None:
    # The storage notices are marked with N_; if the scan missed them it would prove nothing.
    messages = {message for _, _, message, _ in marked_messages()}
    assert "Could not save {file}: {reason}" in messages


@pytest.mark.parametrize("code", ["es", "pt", "it"])
def test_no_translation_is_written_twice_over(code: str) -> None:
    """A translation that is its own text twice ("… 2 jugadoresla opción … 2 jugadores") is
    a catalogue mangled by a merge, not a translator's choice."""
    doubled = [
        text
        for text in i18n.catalogue(code).values()
        if len(text) > 8 and len(text) % 2 == 0 and text[: len(text) // 2] == text[len(text) // 2 :]
    ]
    assert not doubled
