"""Session checks shared by every test."""

from __future__ import annotations

import pytest

from cassino.native import stale_modules


def pytest_sessionstart(session: pytest.Session) -> None:
    # A compiled engine module older than its source would test the old code.
    stale = stale_modules()
    if stale:
        raise pytest.UsageError(
            f"the compiled engine is older than its source ({', '.join(stale)}): rebuild it "
            "with `pip install -e .` (or `python setup.py build_ext --inplace`), or delete "
            "cassino/engine/*.so to test the Python modules"
        )
