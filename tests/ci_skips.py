"""What a skip becomes in CI: a failure naming why the test would have skipped (the
suite's conftest applies it to every test's report)."""

from __future__ import annotations

import pytest


def fail_a_skip_in_ci(report: pytest.TestReport, ci: bool) -> None:
    """Turn a skipped ``report`` into a failure naming the skip's reason, when ``ci``."""
    if report.skipped and ci and not hasattr(report, "wasxfail"):
        reason = report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr
        report.outcome = "failed"
        report.longrepr = f"skipped in CI, which must run every test: {reason}"
