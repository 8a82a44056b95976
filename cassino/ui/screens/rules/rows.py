"""The rules sheet as rows of one height, for a width and a text size: the prose page's
headings and wrapped paragraphs, its drawn examples (each its caption, then a few rows
of cards, then a space, so no caption sits between two examples), then every option in
force with its value and explanation. Pure layout — the sheet scrolls by rows and draws
what this says — testable without a window."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.ui.screens.rules.example_moves import Example
from cassino.ui.screens.rules.prose import Section
from cassino.ui.widgets import wrap_text

RowKind = Literal["heading", "text", "caption", "example", "option", "explanation", "space"]
EXAMPLE_ROWS = 5  # an example: its labels, its cards, a build's tag (its caption above)
CARD_ROWS = 3.0  # an example card's height, in rows


@dataclass(frozen=True)
class SheetRow:
    kind: RowKind
    text: str = ""
    example: Example | None = None  # on the first of an example's rows


@dataclass(frozen=True)
class OptionLine:
    """An option of the rule set in words (see ``rules_sheet.rule_lines``)."""

    title: str
    value: str
    explanation: str


def sheet_rows(
    sections: tuple[Section, ...],
    options: list[OptionLine],
    options_heading: str,
    text_size: int,
    width: int,
) -> list[SheetRow]:
    """Every row of the sheet, top to bottom, for text of ``text_size`` in ``width``."""
    indent = text_size
    rows: list[SheetRow] = []
    for section in sections:
        rows.append(SheetRow("heading", section.title))
        for paragraph in section.paragraphs:
            rows += [SheetRow("text", line) for line in wrap_text(paragraph, text_size, width)]
        for example in section.examples:
            rows.append(SheetRow("space"))
            caption = wrap_text(example.caption, text_size, width - indent)
            rows += [SheetRow("caption", line) for line in caption]
            rows.append(SheetRow("example", example=example))
            rows += [SheetRow("space")] * (EXAMPLE_ROWS - 1)
        rows.append(SheetRow("space"))
    rows.append(SheetRow("heading", options_heading))
    for line in options:
        rows.append(SheetRow("option", f"{line.title}: {line.value}"))
        wrapped = wrap_text(line.explanation, text_size, width - indent)
        rows += [SheetRow("explanation", part) for part in wrapped]
    return rows
