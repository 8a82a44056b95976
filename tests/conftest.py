"""Session checks shared by every test."""

from __future__ import annotations

import pytest

from cassino.native import stale_modules


def pytest_sessionstart(session: pytest.Session) -> None:
    # A compiled module built from an older source would test the old code.
    stale = stale_modules()
    if stale:
        raise pytest.UsageError(
            f"compiled modules were built from older sources ({', '.join(stale)}): rebuild "
            "them with `pip install -e .` (or `python setup.py build_ext --inplace`), or "
            "delete cassino/engine/*.so and cassino/ai/*.so to test the Python modules"
        )
