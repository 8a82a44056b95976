"""Find every message the game translates, write ``config/i18n/cassino.pot``, and merge
new messages into each language's ``.po``.

    python tools/extract_messages.py            # the .pot, and every <lang>.po updated
    python tools/extract_messages.py --check    # exit 1 if the .pot is out of date

Babel extracts what the code marks: ``tr("…")``, ``tr_plural("…", "…", n)``, ``N_("…")``
and the hints' ``Reason.of("…")``. The engine's templates are data, some made by code
(``counted out to {points} on spades``), so they are read from the modules that declare
them: the ``*_TEMPLATES`` tuples, the option groups and explanations, the presets'
descriptions. A merged ``.po`` keeps its translations; a new message is added
untranslated (tests/test_i18n.py then names it), one no longer found is kept as obsolete.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "cassino"
I18N = ROOT / "config" / "i18n"
TEMPLATE = I18N / "cassino.pot"
# Babel's keyword specs: the function's name → the positions of its msgid arguments.
KEYWORDS: dict[str, tuple[int, ...] | None] = {"tr": None, "N_": None, "tr_plural": (1, 2)}
HINTS = PACKAGE / "ai" / "hints.py"  # a hint's reason is Reason.of("template", ...)
WIDTH = 100


def engine_templates() -> Iterator[tuple[str, str]]:
    """(where, text) of each template the engine and the menus declare as data."""
    sys.path.insert(0, str(ROOT))
    from cassino.engine.match import OUTCOME_TEMPLATES
    from cassino.engine.options import ALLOWED_TEMPLATES, GROUPS, OPTIONS
    from cassino.engine.refusal_words import TEMPLATES
    from cassino.engine.rule_checks import RULES_TEMPLATES
    from cassino.engine.rules_yaml import YAML_TEMPLATES
    from cassino.ui.screens.house_rules.rule_sets import RULE_SET_TEMPLATES
    from cassino.userdata.presets import PRESET_TEMPLATES, description, preset_names

    declared = {
        "cassino/engine/refusal_words.py TEMPLATES": TEMPLATES,
        "cassino/engine/match.py OUTCOME_TEMPLATES": OUTCOME_TEMPLATES,
        "cassino/engine/rule_checks.py RULES_TEMPLATES": RULES_TEMPLATES,
        "cassino/engine/rules_yaml.py YAML_TEMPLATES": YAML_TEMPLATES,
        "cassino/engine/options.py ALLOWED_TEMPLATES": ALLOWED_TEMPLATES,
        "cassino/userdata/presets.py PRESET_TEMPLATES": PRESET_TEMPLATES,
        "cassino/ui/screens/house_rules/rule_sets.py RULE_SET_TEMPLATES": RULE_SET_TEMPLATES,
        "cassino/engine/options.py GROUPS": GROUPS,
        "cassino/engine/options.py OPTIONS explanation": tuple(s.explanation for s in OPTIONS),
        "config/rules description": tuple(
            text for name in preset_names() if (text := description(name))
        ),
    }
    for where, texts in declared.items():
        for text in texts:
            yield where, text


def extracted() -> Catalog:
    """Every message found, in the order found, each with where it was found."""
    catalog = Catalog(project="Cassino", domain="cassino")
    found = extract_from_dir(
        PACKAGE, method_map=[("**.py", "python")], keywords=KEYWORDS, comment_tags=("Translators:",)
    )
    for filename, line, message, comments, _ in found:
        catalog.add(message, locations=[(f"cassino/{filename}", line)], auto_comments=comments)
    for line, message, comments, _ in extract_from_file("python", HINTS, keywords={"of": None}):
        catalog.add(message, locations=[("cassino/ai/hints.py", line)], auto_comments=comments)
    for where, text in engine_templates():
        if text in catalog:
            catalog[text].auto_comments.append(where)
        else:
            catalog.add(text, auto_comments=[where])
    return catalog


def message_ids(catalog: Catalog) -> set[str | tuple[str, ...]]:
    return {message.id for message in catalog if message.id}


def write(catalog: Catalog, path: Path) -> None:
    with path.open("wb") as file:
        write_po(file, catalog, width=WIDTH, sort_by_file=False)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only say if the .pot is stale")
    args = parser.parse_args(argv)
    template = extracted()
    if TEMPLATE.is_file():
        with TEMPLATE.open("rb") as file:
            current = read_po(file)
        stale = message_ids(current) != message_ids(template)
        if not stale:  # the same messages: keep the date, so a re-run changes no file
            template.creation_date = current.creation_date
    else:
        stale = True
    if args.check:
        print("cassino.pot is out of date" if stale else "cassino.pot is up to date")
        return 1 if stale else 0
    write(template, TEMPLATE)
    for path in sorted(I18N.glob("*.po")):
        with path.open("rb") as file:
            catalog = read_po(file)
        catalog.update(template, no_fuzzy_matching=True, update_header_comment=False)
        write(catalog, path)
        untranslated = sum(1 for message in catalog if message.id and not _translated(message))
        print(f"{path.name}: {len(catalog)} messages, {untranslated} untranslated")
    print(f"{TEMPLATE.name}: {len(template)} messages")
    return 0


def _translated(message: object) -> bool:
    string = getattr(message, "string", "")
    return all(string) if isinstance(string, tuple) else bool(string)


if __name__ == "__main__":
    sys.exit(main())
