"""Session checks shared by every test."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest

from cassino import i18n
from cassino.native import stale_modules

_TEST_LOGS = tempfile.TemporaryDirectory(prefix="cassino-test-logs-")


def pytest_sessionstart(session: pytest.Session) -> None:
    # The game's log (cassino/logs.py) of every process a test starts goes to a temporary
    # folder, never the player's own; the folder goes when the session ends.
    if "CASSINO_LOG_DIR" not in os.environ:
        os.environ["CASSINO_LOG_DIR"] = _TEST_LOGS.name
    # A compiled module built from an older source would test the old code.
    stale = stale_modules()
    if stale:
        raise pytest.UsageError(
            f"compiled modules were built from older sources ({', '.join(stale)}): rebuild "
            "them with `pip install -e .` (or `python setup.py build_ext --inplace`), or "
            "delete cassino/engine/*.so and cassino/ai/*.so to test the Python modules"
        )


@pytest.fixture
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """The player's config and data folders in a temporary place, never the real ones
    (``<tmp>/config``, ``<tmp>/data``); English again after the test. Test modules that
    touch user files use it with ``pytestmark = pytest.mark.usefixtures("user_dirs")``."""
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CASSINO_DATA_DIR", str(tmp_path / "data"))
    yield tmp_path
    i18n.set_language("en")
