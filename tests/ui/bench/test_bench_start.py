"""``bench start``: the title reached with every user file broken at once, nothing written
outside the bench's folders, and the figures a note quotes (issue 56)."""

from __future__ import annotations

import json

import pytest

from cassino.cli.dispatch import main

pytestmark = pytest.mark.posix_only  # the broken folders hold FIFOs and links


def test_bench_start_reports_both_kinds_of_start(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "start", "--runs", "1", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["starts"] == 1
    for key in ("clean_median_s", "clean_p95_s", "broken_median_s", "broken_p95_s"):
        assert 0 < figures[key] < 60
    assert 0 < figures["worst_command_line_peak_mb"] < 500  # once gigabytes


def test_bench_start_refuses_a_silly_count(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "start", "--runs", "0"]) == 2
    assert "--runs must be from 1 to 200" in capsys.readouterr().err
