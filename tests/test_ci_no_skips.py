"""In CI nothing may skip silently: tests/conftest.py turns a skip into a failure while
``CI`` is set (.ci/run sets it), and leaves it a skip on a developer's machine; the suite
itself holds no test that skips (a POSIX-only test on Windows is deselected, openly)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HOOK_SOURCE = Path(__file__).with_name("conftest.py")
# A test that skips for want of a tool, run in a folder of its own: the fixture, kept as
# data so that the suite itself holds no test that can skip.
SKIPPING = Path(__file__).with_name("data") / "skips_for_a_missing_tool.py.txt"


def run(tmp_path: Path, ci: bool) -> subprocess.CompletedProcess[str]:
    (tmp_path / "conftest.py").write_text(
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('project_conftest', {str(HOOK_SOURCE)!r})\n"
        "hooks = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(hooks)\n"
        "pytest_runtest_makereport = hooks.pytest_runtest_makereport\n",
        encoding="utf-8",
    )
    (tmp_path / "test_tool.py").write_text(SKIPPING.read_text(encoding="utf-8"), encoding="utf-8")
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci:
        env["CI"] = "true"
    return subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


@pytest.mark.parametrize("ci", [True, False])
def test_a_skip_fails_in_ci_and_stays_a_skip_elsewhere(tmp_path: Path, ci: bool) -> None:
    done = run(tmp_path, ci)
    if ci:
        assert done.returncode == 1, done.stdout
        assert "skipped in CI, which must run every test" in done.stdout
        assert "xdotool is missing" in done.stdout
    else:
        assert done.returncode == 0, done.stdout
        assert "1 skipped" in done.stdout


@pytest.mark.parametrize("ci", [True, False])
def test_posix_only_tests_on_windows_stop_ci_and_are_deselected_elsewhere(
    tmp_path: Path, ci: bool
) -> None:
    """The workflow's Windows job deselects them (-m "not posix_only"); one that forgot
    stops, saying what to do. On a developer's Windows machine they are deselected and
    counted: nothing skips."""
    (tmp_path / "conftest.py").write_text(
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('project_conftest', {str(HOOK_SOURCE)!r})\n"
        "hooks = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(hooks)\n"
        "pytest_configure = hooks.pytest_configure\n"
        "def pytest_collection_modifyitems(config, items):\n"
        "    real, sys.platform = sys.platform, 'win32'  # as on a Windows runner\n"
        "    try:\n"
        "        hooks.pytest_collection_modifyitems(config, items)\n"
        "    finally:\n"
        "        sys.platform = real\n",
        encoding="utf-8",
    )
    (tmp_path / "test_fifo.py").write_text(
        "import pytest\n\n\n@pytest.mark.posix_only\ndef test_fifo() -> None:\n    pass\n"
        "\n\ndef test_anywhere() -> None:\n    pass\n",
        encoding="utf-8",
    )
    env = {key: value for key, value in os.environ.items() if key != "CI"}
    if ci:
        env["CI"] = "true"
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rs", "-p", "no:cacheprovider", str(tmp_path)],
        cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    if ci:
        assert done.returncode != 0
        assert 'deselect them openly with -m "not posix_only"' in done.stdout + done.stderr
    else:
        assert done.returncode == 0, done.stdout
        assert "1 passed, 1 deselected" in done.stdout and "skipped" not in done.stdout
