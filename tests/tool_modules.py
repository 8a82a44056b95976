"""The scripts in ``tools/`` as modules, for the tests that check them."""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from types import ModuleType

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def tool(name: str) -> ModuleType:
    """Import ``tools/<name>.py`` (``tools`` is not a package; its folder joins the path
    only for the import)."""
    sys.path.insert(0, str(TOOLS))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(TOOLS))
