"""What the rest of the game may use of the engine (issue 57): the modules below, its
public face. Move generation's machinery (``movegen``, ``templates``, ``combos``,
``typed_rules``, ``extra_moves``), the playing of a move (``play``: ``State.apply`` and
``apply_legal`` are the way in) and the rules' checks and words stay behind it, free to
change. Tests and tools may look further in; the package may not."""

from __future__ import annotations

import ast
from pathlib import Path

import cassino
import cassino.engine

PACKAGE = Path(cassino.__file__).parent
PUBLIC = {
    "bounded_json",
    "cards",
    "effects",
    "errors",
    "explain",
    "match",
    "moves",
    "notation",
    "options",
    "reasons",
    "rules",
    "rules_yaml",
    "scoring",
    "seeds",
    "state",
    "table",
    "take_all",
    "view",
    "view_notation",
}
# Modules outside the engine that look further in, and why.
ALLOWED = {
    ("native.py", "movegen"): "tells whether the engine running is the compiled one",
}


def engine_modules_used(tree: ast.AST) -> set[str]:
    used: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith("cassino.engine."):
                used.add(node.module.split(".")[2])
            elif node.module == "cassino.engine":
                used.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("cassino.engine."):
                    used.add(alias.name.split(".")[2])
    return used


def test_the_package_uses_only_the_engines_public_modules() -> None:
    engine = PACKAGE / "engine"
    beyond = sorted(
        f"{path.relative_to(PACKAGE)} uses engine.{name}"
        for path in PACKAGE.rglob("*.py")
        if engine not in path.parents
        for name in engine_modules_used(ast.parse(path.read_text(encoding="utf-8")))
        if name not in PUBLIC
        and name not in cassino.engine.__all__  # the package's own face: Card, State, ...
        and (path.relative_to(PACKAGE).as_posix(), name) not in ALLOWED
    )
    assert beyond == []


def test_every_public_module_exists() -> None:
    assert all((PACKAGE / "engine" / f"{name}.py").is_file() for name in PUBLIC)
