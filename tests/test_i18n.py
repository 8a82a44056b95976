"""The message catalogue: English and Spanish, the fallbacks, and that every text the game
marks for translation has its Spanish."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from cassino import i18n, locations
from cassino.engine.options import GROUPS, OPTIONS
from cassino.i18n import tr, tr_plural
from cassino.presets import description, preset_names

PACKAGE = Path(__file__).resolve().parent.parent / "cassino"
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
    assert tr("Your turn") == "Tu turno"
    assert tr("Big Cassino 10♦") == "Cassino grande 10♦"


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


def write_catalogue(root: Path, text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    (root / "config" / "i18n").mkdir(parents=True)
    (root / "config" / "i18n" / "es.yaml").write_text(text, encoding="utf-8")
    monkeypatch.setenv("CASSINO_DATA", str(root))
    i18n.reload()


def test_a_translation_with_other_placeholders_is_reported_and_not_used(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_catalogue(tmp_path, '"Pass to {name}": "Pasa el turno a {nombre}"\n', monkeypatch)
    assert locations.i18n_dir() == tmp_path / "config" / "i18n"
    i18n.set_language("es")
    assert tr("Pass to {name}", name="Ana") == "Pass to Ana"
    [problem] = i18n.catalogue_problems("es")
    assert "Pass to {name}" in problem and "nombre" in problem


def test_a_duplicated_entry_is_a_problem(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, '"Play": "Jugar"\n"Play": "Juega"\n', monkeypatch)
    [problem] = i18n.catalogue_problems("es")
    assert "given twice" in problem


def test_a_broken_catalogue_means_english(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    write_catalogue(tmp_path, '"Play": "Jugar\n  - [unclosed\n', monkeypatch)
    i18n.set_language("es")
    assert tr("Play") == "Play"
    assert i18n.catalogue_problems("es")


def test_only_known_languages() -> None:
    assert i18n.LANGUAGES == {"en": "English", "es": "Español"}
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
        ({}, "", "en"),
        ({"LANG": "estonian"}, "", "en"),
    ],
)
def test_system_language(environ: dict[str, str], locale_name: str, expected: str) -> None:
    assert i18n.system_language(environ, locale_name) == expected


def test_the_spanish_catalogue_is_sound() -> None:
    assert i18n.catalogue_problems("es") == []
    assert len(i18n.catalogue("es")) > 150


def test_every_marked_text_has_spanish() -> None:
    spanish = i18n.catalogue("es")
    missing = [
        f"{where}:{line}: {message!r}"
        for where, line, message, _ in marked_messages()
        if message not in spanish
    ]
    assert not missing, "no Spanish for:\n" + "\n".join(missing)


def test_every_marked_text_gets_its_parameters() -> None:
    wrong = [
        f"{where}:{line}: {message!r} given {sorted(keywords)}"
        for where, line, message, keywords in marked_messages()
        if keywords is not None
        and message.count("{") == message.count("}")
        and not i18n.placeholders(message) <= keywords
    ]
    assert not wrong, "\n".join(wrong)


def test_the_settings_menu_texts_have_spanish() -> None:
    spanish = i18n.catalogue("es")
    texts = [*GROUPS, *(spec.explanation for spec in OPTIONS)]
    texts += [text for name in preset_names() if (text := description(name))]
    assert len(texts) == len(GROUPS) + len(OPTIONS) + len(preset_names())
    assert [text for text in texts if text not in spanish] == []


def test_the_scanner_sees_marked_texts() -> None:
    # The storage notices are marked with N_; if the scan missed them it would prove nothing.
    messages = {message for _, _, message, _ in marked_messages()}
    assert "Could not save {file}: {reason}" in messages
