"""In CI nothing may skip silently: tests/conftest.py turns a skip into a failure while
``CI`` is set (.ci/run sets it), and leaves it a skip on a developer's machine; the suite
itself holds no test that skips (a POSIX-only test on Windows is deselected, openly)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from ci_skips import fail_a_skip_in_ci

HOOK_SOURCE = Path(__file__).with_name("conftest.py")


def skipped_report() -> pytest.TestReport:
    """The report pytest makes of a test that skipped for want of a tool (no test of the
    suite skips: the hook is checked on the report itself)."""
    return pytest.TestReport(
        nodeid="tests/e2e/test_window.py::test_drag",
        location=("tests/e2e/test_window.py", 10, "test_drag"),
        keywords={},
        outcome="skipped",
        longrepr=("tests/e2e/test_window.py", 11, "Skipped: xdotool is missing"),
        when="call",
    )


def test_in_ci_a_skip_fails_naming_its_reason() -> None:
    report = skipped_report()
    fail_a_skip_in_ci(report, ci=True)
    assert report.failed and not report.skipped
    assert report.longrepr == (
        "skipped in CI, which must run every test: Skipped: xdotool is missing"
    )


def test_outside_ci_a_skip_stays_a_skip_and_a_pass_is_untouched() -> None:
    report = skipped_report()
    fail_a_skip_in_ci(report, ci=False)
    assert report.skipped
    passed = skipped_report()
    passed.outcome, passed.longrepr = "passed", None
    fail_a_skip_in_ci(passed, ci=True)
    assert passed.passed


class _Outcome:
    """What pytest hands a report hook's wrapper after the test: the report."""

    def __init__(self, report: pytest.TestReport) -> None:
        self.report = report

    def get_result(self) -> pytest.TestReport:
        return self.report


def test_the_suites_own_report_hook_applies_it_while_ci_is_set(
    request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch
) -> None:
    hook = request.config.pluginmanager.hook.pytest_runtest_makereport
    (wrapper,) = [
        impl
        for impl in hook.get_hookimpls()
        if Path(str(impl.plugin_name)) == HOOK_SOURCE and impl.hookwrapper
    ]
    for ci, still_skipped in (("true", False), ("", True)):
        monkeypatch.setenv("CI", ci)
        report = skipped_report()
        running = wrapper.function(item=None, call=None)
        next(running)
        with pytest.raises(StopIteration):
            running.send(_Outcome(report))
        assert report.skipped is still_skipped


@pytest.mark.parametrize("ci", [True, False])
def test_posix_only_tests_on_windows_stop_ci_and_are_deselected_elsewhere(
    tmp_path: Path, ci: bool
) -> None:
    """The workflow's Windows job deselects them (-m "not posix_only"); one that forgot
    stops, saying what to do. On a developer's Windows machine they are deselected and
    counted: nothing skips."""
    (tmp_path / "conftest.py").write_text(
        "import importlib.util, sys\n"
        f"sys.path.insert(0, {str(HOOK_SOURCE.parent)!r})  # the conftest's own helpers\n"
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
