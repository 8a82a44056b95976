"""The self-test's check of the Expert level's worker processes (the whole self-test runs
on the frozen build in CI)."""

from __future__ import annotations

import pytest

from cassino.ai import expert
from cassino.cli import selftest


def test_the_expert_workers_start_and_agree_with_a_search_here() -> None:
    detail = selftest._expert_workers()
    assert detail.startswith("2 started, both chose ")
    assert not expert.workers_unavailable()


def test_workers_that_cannot_start_fail_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(expert, "_pool", lambda workers: None)
    monkeypatch.setattr(expert, "_POOL_DISABLED", True)
    with pytest.raises(selftest.SelfTestError, match="did not start"):
        selftest._expert_workers()
