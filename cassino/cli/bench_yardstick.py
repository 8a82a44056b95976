"""``python -m cassino bench engine --yardstick PATH``: our engine against a simplified
pure-Python one (the project's is ``../shared/yardstick/naive_engine.py``), in one run.

The machine is shared, and its speed drifts by half within seconds, so two figures
measured one after the other can differ by more than the engines do. The two engines
therefore take short turns, back to back, alternating which goes first; each turn gives
one ratio of ours over theirs, and the ratio reported is the median of the turns, with
their range. The rates shown are the medians of each engine's turns.
"""

from __future__ import annotations

import gc
import importlib.util
import statistics
from collections.abc import Callable
from functools import partial
from pathlib import Path
from random import Random
from types import ModuleType
from typing import Any

from cassino.cli.bench import Runner, cycling, movegen_runner, rounds_runner, timed_rate
from cassino.engine.errors import CassinoError

TURNS = 6  # turns of each engine, per figure


class BenchError(CassinoError):
    """A yardstick that cannot be measured: one sentence naming it."""


def load_yardstick(path: Path) -> ModuleType:
    """The yardstick engine from its file, as a module of its own (never on sys.path)."""
    spec = importlib.util.spec_from_file_location("cassino_yardstick", path)
    if spec is None or spec.loader is None:
        raise BenchError(f"--yardstick {path}: not a Python file")
    module = importlib.util.module_from_spec(spec)
    try:
        spec.loader.exec_module(module)
    except (OSError, SyntaxError, UnicodeDecodeError) as error:
        raise BenchError(f"--yardstick {path}: cannot load it ({error})") from None
    for name in ("random_deal", "new_state", "legal_moves", "apply"):
        if not callable(getattr(module, name, None)):
            raise BenchError(f"--yardstick {path}: it has no function {name}()")
    return module


def yardstick_rounds_runner(yardstick: Any, seed: int) -> Runner:
    """Its random full deals, timed in turns that carry on with one generator."""
    rng = Random(seed)
    counters = [0, 0]
    return partial(timed_rate, lambda: yardstick.random_deal(rng, counters), chunk=20)


def yardstick_movegen_runner(yardstick: Any, seed: int) -> Runner:
    """Its own sampling of mid-round positions (as its ``__main__`` does), timed alike."""
    rng = Random(seed)
    states = []
    for _ in range(2000):
        state = yardstick.new_state(rng)
        for _ in range(rng.randrange(0, 40)):
            if yardstick.apply(state, rng.choice(yardstick.legal_moves(state))):
                state = yardstick.new_state(rng)
                break
        states.append(state)
    return partial(timed_rate, cycling(states, yardstick.legal_moves), chunk=1000)


def _shown(ratio: float) -> float:
    """Three significant digits: 2.17, and a tiny ratio is not shown as 0.0."""
    return float(f"{ratio:.3g}")


def paired_turns(
    ours: Runner, theirs: Runner, seconds: float, turns: int
) -> list[tuple[float, float]]:
    """``turns`` pairs of rates (ours, theirs), each pair measured back to back for
    ``seconds`` each, the first engine of a pair alternating."""
    pairs: list[tuple[float, float]] = []
    for turn in range(turns):
        if turn % 2:
            their_rate = theirs(seconds)
            our_rate = ours(seconds)
        else:
            our_rate = ours(seconds)
            their_rate = theirs(seconds)
        pairs.append((our_rate, their_rate))
    return pairs


def bench_against_yardstick(
    path: Path, seconds: float = 3.0, seed: int = 1
) -> dict[str, int | float | str | list[float]]:
    """Each figure of both engines over ``TURNS`` alternating turns (``2 * seconds`` of
    each engine in all), and the median ratio ours / theirs with its range."""
    from cassino.native import engine_build
    from cassino.userdata.presets import load

    yardstick = load_yardstick(path)
    rules = load("classic")
    figures: dict[str, int | float | str | list[float]] = {}
    # Each figure's runners are made just before it is measured and dropped after: the
    # 40,000 positions sampled for move generation stay out of the rounds' turns, where
    # every full collection of the garbage collector would walk them (about 5% of our
    # rounds' speed, and a few turns' worth of noise).
    measured: tuple[tuple[str, Callable[[], Runner], Callable[[], Runner]], ...] = (
        (
            "rounds",
            partial(rounds_runner, rules, seed),
            partial(yardstick_rounds_runner, yardstick, seed),
        ),
        (
            "movegen",
            partial(movegen_runner, rules, seed),
            partial(yardstick_movegen_runner, yardstick, seed),
        ),
    )
    for name, make_ours, make_theirs in measured:
        ours, theirs = make_ours(), make_theirs()
        gc.collect()
        pairs = paired_turns(ours, theirs, 2 * seconds / TURNS, TURNS)
        del ours, theirs
        ratios = [our_rate / their_rate for our_rate, their_rate in pairs]
        figures[f"yardstick_{name}_per_s"] = round(statistics.median(p[1] for p in pairs), 1)
        figures[f"{name}_per_s"] = round(statistics.median(p[0] for p in pairs), 1)
        figures[f"{name}_ratio"] = _shown(statistics.median(ratios))
        figures[f"{name}_ratio_range"] = [_shown(min(ratios)), _shown(max(ratios))]
    figures["turns"] = TURNS
    figures["engine"] = engine_build()
    return figures
