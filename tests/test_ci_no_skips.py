"""In CI nothing may skip silently: tests/conftest.py turns a skip into a failure while
``CI`` is set (.ci/run sets it), and leaves it a skip on a developer's machine."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

HOOK_SOURCE = Path(__file__).with_name("conftest.py")
SKIPPING = (
    "import pytest\n\n\ndef test_needs_a_tool() -> None:\n    pytest.skip('xdotool is missing')\n"
)


def run(tmp_path: Path, ci: bool) -> subprocess.CompletedProcess[str]:
    (tmp_path / "conftest.py").write_text(
        "import importlib.util\n"
        f"spec = importlib.util.spec_from_file_location('project_conftest', {str(HOOK_SOURCE)!r})\n"
        "hooks = importlib.util.module_from_spec(spec)\n"
        "spec.loader.exec_module(hooks)\n"
        "pytest_runtest_makereport = hooks.pytest_runtest_makereport\n",
        encoding="utf-8",
    )
    (tmp_path / "test_tool.py").write_text(SKIPPING, encoding="utf-8")
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
