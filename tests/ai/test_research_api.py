"""The strength research's way into the AI (issue 57): the scripts of ``research/`` and
their tests import the AI only through ``cassino.ai.research``, and every name that
module exports is there."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import cassino.ai.research

ROOT = Path(__file__).resolve().parents[2]
RESEARCH = ROOT / "research"
FACE = "cassino.ai.research"


def research_files() -> list[Path]:
    return sorted([*RESEARCH.glob("*.py"), *(RESEARCH / "tests").glob("*.py")])


def ai_imports_beyond_the_face(tree: ast.AST) -> list[str]:
    """Every import of ``cassino.ai`` or a module in it other than ``cassino.ai.research``,
    as ``line: module`` (``from cassino.ai import x`` counts as ``cassino.ai.x``)."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module == "cassino.ai":
                found += [(node.lineno, f"cassino.ai.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, node.module))
    return [
        f"{line}: {module}"
        for line, module in sorted(found)
        if (module == "cassino.ai" or module.startswith("cassino.ai.")) and module != FACE
    ]


def test_there_is_research_to_check() -> None:
    names = {path.name for path in research_files()}
    assert {"guess_regret.py", "decision_duel.py", "test_guess_regret.py"} <= names


def test_research_imports_the_ai_only_through_its_face() -> None:
    beyond = [
        f"{path.relative_to(ROOT).as_posix()}:{where}"
        for path in research_files()
        for where in ai_imports_beyond_the_face(ast.parse(path.read_text(encoding="utf-8")))
    ]
    assert beyond == [], f"research/ may import of cassino.ai only {FACE}"


def test_the_scan_finds_what_it_looks_for() -> None:
    source = """
import cassino.ai
import cassino.ai.hard
from cassino.ai.hard import choose_hard
from cassino.ai import levels, research
from cassino.ai.research import choose_hard
import cassino.ai.research
from cassino.engine.state import State
import cassino.aim
def inside():
    from cassino.ai.sampler import sample_world
"""
    assert ai_imports_beyond_the_face(ast.parse(source)) == [
        "2: cassino.ai",
        "3: cassino.ai.hard",
        "4: cassino.ai.hard",
        "5: cassino.ai.levels",
        "11: cassino.ai.sampler",
    ]


def test_the_face_lists_its_names_once() -> None:
    assert len(cassino.ai.research.__all__) == len(set(cassino.ai.research.__all__))


@pytest.mark.parametrize("name", cassino.ai.research.__all__)
def test_every_exported_name_exists(name: str) -> None:
    assert getattr(cassino.ai.research, name, None) is not None


def test_every_public_name_of_the_face_is_exported() -> None:
    public = {
        name
        for name, value in vars(cassino.ai.research).items()
        if not name.startswith("_") and name != "annotations" and not isinstance(value, type(ast))
    }
    assert public == set(cassino.ai.research.__all__)
