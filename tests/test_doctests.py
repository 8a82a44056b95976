"""Every example in the package's docstrings runs and says what it shows (issue 57: the
engine's doctests were never collected).

The examples are read from the source with ``ast`` rather than found on the imported
module: the compiled engine's functions are not Python functions, and ``doctest`` would
not find their docstrings there. Each example runs in its module's namespace, so it sees
what the module defines, compiled or not."""

from __future__ import annotations

import ast
import doctest
import importlib
from pathlib import Path

import pytest

import cassino

PACKAGE = Path(cassino.__file__).parent


def docstrings(path: Path) -> list[tuple[str, int, str]]:
    """(name, line, docstring) of the module and of every class and function in it."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found: list[tuple[str, int, str]] = []
    for node in [tree, *ast.walk(tree)]:
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef):
            continue
        text = ast.get_docstring(node, clean=False)
        if text and ">>>" in text:
            name = getattr(node, "name", "<module>")
            found.append((name, getattr(node, "lineno", 1), text))
    return found


def modules_with_examples() -> list[Path]:
    return sorted(
        path for path in PACKAGE.rglob("*.py") if ">>>" in path.read_text(encoding="utf-8")
    )


@pytest.mark.parametrize(
    "path", modules_with_examples(), ids=lambda path: str(path.relative_to(PACKAGE))
)
def test_the_examples_run(path: Path) -> None:
    module_name = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    module = importlib.import_module(module_name)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    examples = 0
    for name, line, text in docstrings(path):
        test = parser.get_doctest(
            text, dict(vars(module)), f"{module_name}.{name}", str(path), line
        )
        examples += len(test.examples)
        runner.run(test)
    results = runner.summarize(verbose=False)
    assert examples > 0
    assert results.failed == 0, f"{results.failed} of {examples} examples in {path.name} failed"


def test_the_engine_has_examples() -> None:
    engine = [path for path in modules_with_examples() if path.parent.name == "engine"]
    assert len(engine) >= 5
