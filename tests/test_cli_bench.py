"""``bench engine --yardstick PATH``: both engines in one run, and the ratios."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cassino.cli import main

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
    for key in ("rounds_per_s", "movegen_per_s", "yardstick_rounds_per_s"):
        assert figures[key] > 0
    expected = figures["rounds_per_s"] / figures["yardstick_rounds_per_s"]
    assert figures["rounds_ratio"] == pytest.approx(expected, rel=0.01, abs=0.01)
    expected = figures["movegen_per_s"] / figures["yardstick_movegen_per_s"]
    assert figures["movegen_ratio"] == pytest.approx(expected, rel=0.01, abs=0.01)


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
