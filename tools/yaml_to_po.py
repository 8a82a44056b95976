"""Turn a language's YAML catalogues (``<lang>.yaml`` and ``<lang>-*.yaml``: English text
→ translation, the format the game read before gettext) into ``config/i18n/<lang>.po``.

    python tools/yaml_to_po.py es [--source DIR]

Re-runnable: the ``.po`` is written afresh from the YAML each time. Each message the code
marks (tools/extract_messages.py) gets its translation, a plural entry both forms (the
YAML held ``{count} card`` and ``{count} cards`` as two entries); the YAML's comments go
with the entry that follows them as translator comments; an entry the code no longer uses
is kept as obsolete (``#~``), so nothing a translator wrote is lost. The YAML files can be
deleted afterwards: the .po is then the source.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import yaml
from babel.messages.catalog import Catalog, Message

sys.path.insert(0, str(Path(__file__).resolve().parent))
from extract_messages import I18N, extracted, write

# The gettext rule of each language; CLDR's extra "many" form (for millions, which Babel
# would add for es/it/pt) is left out: no count in the game comes near.
PLURAL_FORMS = {
    "es": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "pt": "nplurals=2; plural=(n != 1);",  # Portugal's (Brazil says n > 1)
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<12 || n%100>=20) ? 1 : 2);",
}
NAMES = {"es": "Spanish", "it": "Italian", "pt": "Portuguese"}


def read_yaml(path: Path) -> list[tuple[str, str, list[str]]]:
    """(English, translation, the comment lines before it) of each entry, in file order."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    node = yaml.compose(text)
    entries: list[tuple[str, str, list[str]]] = []
    previous_end = 0
    if not isinstance(node, yaml.MappingNode):
        raise SystemExit(f"{path} is not a mapping of English text to translation")
    for key, value in node.value:
        start = key.start_mark.line
        comments = [
            line.lstrip("#").strip() for line in lines[previous_end:start] if line.startswith("#")
        ]
        previous_end = value.end_mark.line + (0 if value.end_mark.column == 0 else 1)
        entries.append((str(key.value), str(value.value), comments))
    return entries


def convert(code: str, source: Path) -> Catalog:
    files = [source / f"{code}.yaml", *sorted(source.glob(f"{code}-*.yaml"))]
    translations: dict[str, str] = {}
    comments: dict[str, list[str]] = {}
    order: list[str] = []
    for path in files:
        for english, translated, notes in read_yaml(path):
            if english in translations:
                raise SystemExit(f"{path.name}: {english!r} is translated twice")
            translations[english], comments[english] = translated, notes
            order.append(english)
    template = extracted()
    catalog = Catalog(
        locale=code,
        domain="cassino",
        project="Cassino",
        language_team=f"{NAMES.get(code, code)} <https://github.com/cassino-game/cassino>",
        header_comment=f"# {NAMES.get(code, code)} for Cassino: the English text → its "
        "translation.\n"
        "# Keep every {placeholder} of the English (tests/test_i18n.py checks it);\n"
        "# the rules' words are in docs/glossary.md.",
    )
    catalog._num_plurals, catalog._plural_expr = _plural_header(code)
    catalog.fuzzy = False  # the header is written by hand, not guessed
    used: set[str] = set()
    messages: list[tuple[int, Message]] = []
    for message in template:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        string: str | tuple[str, ...] = (
            tuple(translations.get(i, "") for i in ids)
            if len(ids) > 1
            else translations.get(ids[0], "")
        )
        used.update(ids)
        first = min((order.index(i) for i in ids if i in translations), default=len(order))
        notes = [line for i in ids for line in comments.get(i, [])]
        messages.append(
            (
                first,
                Message(
                    message.id,
                    string,
                    locations=message.locations,
                    auto_comments=message.auto_comments,
                    user_comments=notes,
                ),
            )
        )
    for _, message in sorted(messages, key=lambda pair: pair[0]):
        catalog[message.id] = message
    for english in order:
        if english not in used:
            catalog.obsolete[english] = Message(
                english, translations[english], user_comments=comments[english]
            )
    return catalog


def _plural_header(code: str) -> tuple[int, str]:
    forms = PLURAL_FORMS[code]
    count = int(forms.split(";")[0].split("=")[1])
    return count, forms.split("plural=", 1)[1].rstrip(";")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("language", choices=sorted(PLURAL_FORMS))
    parser.add_argument("--source", type=Path, default=I18N, help="where the YAML files are")
    args = parser.parse_args(argv)
    catalog = convert(args.language, args.source)
    target = I18N / f"{args.language}.po"
    write(catalog, target)
    print(f"{target.name}: {len(catalog)} messages, {len(catalog.obsolete)} obsolete")
    return 0


if __name__ == "__main__":
    sys.exit(main())
