"""Reading the package's source files for the templates they write: tests that check
every template is listed and translated read the sources, as the modules may be compiled."""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator
from pathlib import Path


def parse(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


def calls(tree: ast.AST) -> Iterator[tuple[str, ast.Call]]:
    """Every call with arguments of a plain name (``fail(...)``) or a name's attribute
    (``RulesError.of(...)``), with that name as written."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        func = node.func
        if isinstance(func, ast.Name):
            yield func.id, node
        elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            yield f"{func.value.id}.{func.attr}", node


def literal_first_arguments(tree: ast.AST, names: Iterable[str]) -> set[str]:
    """The string literals given as the first argument of a call to one of ``names``."""
    wanted = set(names)
    found: set[str] = set()
    for name, node in calls(tree):
        first = node.args[0]
        if name in wanted and isinstance(first, ast.Constant) and isinstance(first.value, str):
            found.add(first.value)
    return found
