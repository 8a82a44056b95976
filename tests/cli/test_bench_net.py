"""``bench net`` (issue 58), run small: a move's latency directly and through a relay on
loopback, and a relay under a load of rooms. Only the shape and sense of the figures is
checked here; the figures themselves are the benchmark's, never a test's."""

from __future__ import annotations

import json

import pytest

from cassino.cli.bench_net import report_lines
from cassino.cli.dispatch import main


def test_the_figures_name_latencies_the_relays_cost_and_its_capacity(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["bench", "net", "--rooms", "20", "--seconds", "0.2", "--moves", "10", "--json"]
    assert main(argv) == 0
    figures = json.loads(capsys.readouterr().out)
    for kind in ("direct", "relayed"):
        part = figures[kind]
        assert part["moves"] >= 10 and part["games"] >= 1
        assert 0 < part["median_ms"] <= part["p99_ms"] < 60_000
    load = figures["load"]
    assert (load["rooms"], load["clients"]) == (20, 100)
    assert load["moves"] >= 20  # every room moves at least once
    assert load["moves_per_second"] > 0 and load["lost"] == 0
    assert 0 < load["median_ms"] <= load["p99_ms"] < 60_000
    assert 0 <= load["relay_cpu_percent"] < 1_000 and 0 <= load["load_cpu_percent"] < 1_000
    assert 0 < load["relay_kb_per_room"] < 100_000  # the relay's memory grew with its rooms
    assert load["dropped_connections"] == 0
    capacity = figures["capacity"]
    assert isinstance(capacity["reached"], bool)
    assert capacity["moves_per_second"] >= load["moves_per_second"]
    steps = capacity["steps"]
    assert len(steps) >= 2 and steps[0]["moves_per_second"] == load["moves_per_second"]
    assert all(step["p99_ms"] > 0 for step in steps)
    lines = report_lines(figures)
    assert [line.split(":")[0] for line in lines] == [
        "direct",
        "relayed",
        "load",
        "relay",
        "capacity",
    ]


@pytest.mark.parametrize("flag", ["--rooms", "--moves"])
def test_a_count_out_of_bounds_is_one_sentence(
    flag: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["bench", "net", flag, "0"]) == 2
    error = capsys.readouterr().err
    assert error.startswith(f"error: {flag} must be from 1 to") and error.count("\n") == 1
