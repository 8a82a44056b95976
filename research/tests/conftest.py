"""The research tests run with the package's tests' helpers: ``tests/`` and ``tests/ai/``
join the path (``tool_modules.research_tool`` imports a script of ``research/``;
``ai_helpers.full_position`` makes a position)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for folder in (ROOT / "tests", ROOT / "tests" / "ai"):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))
