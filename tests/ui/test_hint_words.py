"""Every reason a hint can give is said in Spanish too."""

from __future__ import annotations

import ast
from pathlib import Path

import cassino.ai.hints
from cassino.i18n import catalogue, placeholders


def test_every_hint_reason_has_spanish_with_the_same_fields() -> None:
    tree = ast.parse(Path(cassino.ai.hints.__file__).read_text(encoding="utf-8"))
    templates = {
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "of"
        and node.args
        and isinstance(node.args[0], ast.Constant)
    }
    assert len(templates) >= 15
    spanish = catalogue("es")
    for template in templates:
        assert template in spanish, template
        assert placeholders(spanish[template]) == placeholders(template), template
