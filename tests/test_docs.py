"""docs/rules.md and docs/notation.md are the contract: they must name everything the
engine declares (issue 15), and README must point at them rather than outside the project."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from cassino.cli.parser import build_parser
from cassino.engine.notation import ACTIONS, MOVE_KEYS, POSITION_KEYS
from cassino.engine.options import OPTIONS
from cassino.userdata.presets import preset_names

ROOT = Path(__file__).resolve().parents[1]
RULES = (ROOT / "docs" / "rules.md").read_text(encoding="utf-8")
NOTATION = (ROOT / "docs" / "notation.md").read_text(encoding="utf-8")


def quoted(text: str) -> set[str]:
    """Every word written as code (`word`, or the key of `key: value`) in a document,
    outside its fenced examples."""
    prose = re.sub(r"```.*?```", "", text, flags=re.S)
    return {match.split(":")[0].strip() for match in re.findall(r"`([^`]+)`", prose)}


@pytest.mark.parametrize("key", [spec.key for spec in OPTIONS])
def test_every_option_is_in_the_rules(key: str) -> None:
    assert key in quoted(RULES), f"docs/rules.md does not mention the option `{key}`"


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_is_in_the_rules(name: str) -> None:
    assert f"| `{name}` |" in RULES, f"docs/rules.md has no row for the preset `{name}`"


@pytest.mark.parametrize("key", [*POSITION_KEYS, *MOVE_KEYS])
def test_every_notation_key_has_its_row(key: str) -> None:
    assert f"| `{key}` |" in NOTATION, f"docs/notation.md has no row for the key `{key}`"


@pytest.mark.parametrize("action", ACTIONS)
def test_every_action_is_in_the_notation(action: str) -> None:
    assert action in quoted(NOTATION), f"docs/notation.md does not mention `{action}`"


def test_every_command_is_in_the_notation() -> None:
    parser = build_parser()
    commands = next(action for action in parser._actions if action.dest == "command").choices  # type: ignore[union-attr]
    assert commands
    for name in commands:
        assert f"python -m cassino {name}" in NOTATION, f"docs/notation.md lacks `{name}`"


def test_every_exit_status_is_in_the_notation() -> None:
    for status in ("0", "1", "2"):
        assert f"| {status} |" in NOTATION


def test_readme_links_the_documents_of_the_project() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "(docs/rules.md)" in readme and "(docs/notation.md)" in readme
    assert "NOTATION.md" not in readme and "notation-extensions" not in readme
    for link in re.findall(r"\]\(([^)#]+)\)", readme):
        if not link.startswith("http"):
            assert (ROOT / link).exists(), f"README links {link}, which does not exist"
