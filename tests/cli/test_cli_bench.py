"""``bench engine --yardstick PATH``: both engines in one run, in paired turns, and the
ratios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cassino.cli import bench_yardstick
from cassino.cli.bench import Runner
from cassino.cli.bench_yardstick import TURNS, paired_turns
from cassino.cli.dispatch import main

# A stand-in for ../shared/yardstick/naive_engine.py with the same four functions: a
# "round" of five plies in which every position has two moves.
TINY_ENGINE = """
class State:
    def __init__(self):
        self.plies = 0

def new_state(rng):
    return State()

def legal_moves(state):
    return [0, 1]

def apply(state, move):
    state.plies += 1
    return state.plies >= 5

def random_deal(rng, counters):
    state = new_state(rng)
    while True:
        moves = legal_moves(state)
        counters[0] += 1
        if apply(state, rng.choice(moves)):
            return [0, 0]
"""


def test_the_yardstick_and_our_engine_are_measured_in_one_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "tiny_engine.py"
    path.write_text(TINY_ENGINE, encoding="utf-8")
    argv = ["bench", "engine", "--seconds", "0.05", "--yardstick", str(path), "--json"]
    assert main(argv) == 0
    figures = json.loads(capsys.readouterr().out)
    for name in ("rounds", "movegen"):
        assert figures[f"{name}_per_s"] > 0 and figures[f"yardstick_{name}_per_s"] > 0
        low, high = figures[f"{name}_ratio_range"]
        assert 0 < low <= figures[f"{name}_ratio"] <= high
    assert figures["turns"] == TURNS


def test_each_turn_pairs_the_engines_back_to_back_and_alternates_the_first() -> None:
    calls: list[str] = []
    rates = iter([10.0, 5.0, 4.0, 12.0, 9.0, 3.0, 1.0, 1.0])

    def runner(name: str) -> Runner:
        def run(seconds: float) -> float:
            calls.append(f"{name} {seconds}")
            return next(rates)

        return run

    pairs = paired_turns(runner("ours"), runner("theirs"), 0.5, 4)
    assert calls == ["ours 0.5", "theirs 0.5", "theirs 0.5", "ours 0.5"] * 2
    assert pairs == [(10.0, 5.0), (12.0, 4.0), (9.0, 3.0), (1.0, 1.0)]


def test_the_ratio_is_the_median_of_the_turns_not_of_the_rates(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Ratios 2, 3 and 1 (median 2); the medians of the rates alone would give 10 / 4.
    pairs = iter([[(10.0, 5.0), (12.0, 4.0), (1.0, 1.0)], [(1.0, 8000.0)] * 3])
    monkeypatch.setattr(bench_yardstick, "paired_turns", lambda *_: next(pairs))
    path = tmp_path / "tiny_engine.py"
    path.write_text(TINY_ENGINE, encoding="utf-8")
    figures = bench_yardstick.bench_against_yardstick(path, seconds=0.01)
    assert figures["rounds_ratio"] == 2.0 and figures["rounds_ratio_range"] == [1.0, 3.0]
    assert figures["rounds_per_s"] == 10.0 and figures["yardstick_rounds_per_s"] == 4.0
    # A far faster yardstick (a pure-Python engine against a toy one) is not shown as 0.0.
    assert figures["movegen_ratio"] == 0.000125
    assert figures["movegen_ratio_range"] == [0.000125, 0.000125]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (None, "there is no file"),
        ("x = 1\n", "it has no function random_deal()"),
        ("def broken(:\n", "cannot load it"),
    ],
)
def test_a_yardstick_that_cannot_run_is_refused_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | None, message: str
) -> None:
    path = tmp_path / "engine.py"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    assert main(["bench", "engine", "--seconds", "0.05", "--yardstick", str(path)]) == 2
    error = capsys.readouterr().err
    assert message in error and error.count("\n") == 1
