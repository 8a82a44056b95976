"""The engine's modules import plainly (issue 57): each at its top, before any definition
(state.py once imported its own behaviour at the bottom), and each from the module that
defines a name, never through the engine's package (whose ``__init__`` imports match,
scoring and state, making a circle of any such import)."""

from __future__ import annotations

import ast
from pathlib import Path

import cassino.engine

ENGINE = Path(cassino.engine.__file__).parent


def engine_modules() -> list[Path]:
    return sorted(path for path in ENGINE.glob("*.py") if path.name != "__init__.py")


def test_imports_come_before_any_definition() -> None:
    late: list[str] = []
    for path in engine_modules():
        defined = False
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef | ast.ClassDef):
                defined = True
            elif defined and isinstance(node, ast.Import | ast.ImportFrom):
                late.append(f"{path.name}:{node.lineno}")
    assert late == []


def test_no_engine_module_imports_through_the_engine_package() -> None:
    through = [
        f"{path.name}:{node.lineno}"
        for path in engine_modules()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and node.module == "cassino.engine"
    ]
    assert through == []
