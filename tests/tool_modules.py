"""The scripts in ``tools/`` and ``research/`` as modules, for the tests that check them."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
TOOLS = ROOT / "tools"
RESEARCH = ROOT / "research"


def tool(name: str, folder: Path = TOOLS) -> ModuleType:
    """Import ``tools/<name>.py`` (or of ``folder``; neither is a package: the folder joins
    the path only for the import)."""
    sys.path.insert(0, str(folder))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(folder))


def research_tool(name: str) -> ModuleType:
    """Import ``research/<name>.py``."""
    return tool(name, RESEARCH)
