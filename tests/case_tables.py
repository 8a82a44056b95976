"""The tables of test cases kept as YAML beside their tests (rule positions, hint
reasons): a list of mappings, refused whole when it is not one."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml


def load_cases(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as stream:
        cases = yaml.safe_load(stream)
    if not isinstance(cases, list):
        raise TypeError(f"{path.name} must hold a list of cases")
    return cases
