"""Session checks shared by every test."""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from ci_skips import fail_a_skip_in_ci

from cassino import i18n
from cassino.native import stale_modules

_TEST_LOGS = tempfile.TemporaryDirectory(prefix="cassino-test-logs-")


def pytest_sessionstart(session: pytest.Session) -> None:
    # The game's log (cassino/userdata/logs.py) of every process a test starts goes to a temporary
    # folder, never the player's own; the folder goes when the session ends.
    if "CASSINO_LOG_DIR" not in os.environ:
        os.environ["CASSINO_LOG_DIR"] = _TEST_LOGS.name
    # Network tests stay on this machine: a window (and every process a test starts) that
    # looks for games on the network, or announces one, does so on the loopback only.
    os.environ["CASSINO_DISCOVERY_INTERFACES"] = "127.0.0.1"
    os.environ["CASSINO_BIND_ADDRESS"] = "127.0.0.1"  # a game hosted from a window
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


@pytest.fixture
def outside(tmp_path: Path) -> Path:
    """A file of the test's own outside the game's folders, which nothing the game does
    may change (``tmp_path/outside/victim.txt``, "untouched")."""
    path = tmp_path / "outside" / "victim.txt"
    path.parent.mkdir()
    path.write_text("untouched\n", encoding="utf-8")
    return path


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "posix_only: needs POSIX (FIFOs, os.kill(pid, 0)); deselect it elsewhere"
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # On Windows a POSIX-only test cannot run. In CI that stops the run before any test,
    # naming the fix: a CI for Windows deselects them openly (-m "not posix_only"). On a
    # developer's machine they are deselected the same way, and the summary counts them:
    # nothing is ever skipped.
    if sys.platform != "win32":
        return
    posix_only = [item for item in items if item.get_closest_marker("posix_only")]
    if posix_only and os.environ.get("CI"):
        raise pytest.UsageError(
            f"{len(posix_only)} selected tests need POSIX and cannot run on Windows; in CI "
            'deselect them openly with -m "not posix_only" rather than let them skip'
        )
    if posix_only:
        config.hook.pytest_deselected(items=posix_only)
        items[:] = [item for item in items if not item.get_closest_marker("posix_only")]


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """In CI (``CI`` set, as .ci/run and every CI service set it) nothing may skip
    silently: a skipped test fails, naming why it would have skipped, so a missing tool
    or an unmet condition shows instead of passing unseen."""
    outcome = yield
    report: pytest.TestReport = outcome.get_result()  # type: ignore[attr-defined]
    fail_a_skip_in_ci(report, ci=bool(os.environ.get("CI")))
