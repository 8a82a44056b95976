"""``python -m cassino bench think``: how long a computer level thinks, and whether the
window keeps drawing while it does.

At the table: the level in every seat (as many as the rules seat; classic's
partnerships with four) plays rounds of classic, or of any rule set, at 1280×800
(SDL's dummy video driver, normal animation speed) for ``seconds``. Each decision is
timed in the thread that makes it (``GameSession.think_times``), and so is each gap
between the starts of two frames: the window aims at 60 frames a second, so a gap well
above 17 ms is a stall a player sees.
Then, with no window, the same level plays recorded games against itself for
``seconds`` more, each decision timed: the machine's own think times, nothing drawing.
"""

from __future__ import annotations

import time
from itertools import pairwise

from cassino.ai.levels import LEVELS
from cassino.ai.stats import percentile
from cassino.ai.tournament import TimedChooser
from cassino.engine.rules import Rules
from cassino.game.seats import Seat
from cassino.ui.bench.frames import WARM_FRAMES, play_at_table

STALL_MS = 2 * 1000 / 60  # a gap of two frames or more: one frame at least was missed


def think_at_table(
    level: str, seconds: float, seed: int, rules: Rules
) -> tuple[list[float], list[float]]:
    """The think times (ms) of a game of ``level`` in every seat at the table, and the gaps
    (ms) between the starts of its frames."""
    seats = [Seat(f"Computer {n}", "computer", level) for n in range(1, rules.players + 1)]
    played = play_at_table(rules, seats, seed, seconds)
    starts = played.frame_starts[WARM_FRAMES:]
    return played.think_ms, [(later - earlier) * 1000 for earlier, later in pairwise(starts)]


def think_alone(level: str, seconds: float, seed: int, rules: Rules) -> list[float]:
    """The think times (ms) of ``level`` playing recorded one-round games against itself,
    with no window, until ``seconds`` have passed (one game at least)."""
    from cassino.game.recorded import recorded_game

    times: list[float] = []
    players = [TimedChooser(LEVELS[level], times) for _ in range(rules.players)]
    deadline = time.perf_counter() + seconds
    game = 0
    while not game or time.perf_counter() < deadline:
        recorded_game(rules, list(players), seed + game, single_round=True)
        game += 1
    return times


def bench_think(
    level: str = "expert",
    seconds: float = 30.0,
    seed: int = 1,
    players: int | None = None,
    rules_name: str = "classic",
) -> dict[str, object]:
    """The figures of ``bench think`` under ``rules_name`` (a preset or a rules file);
    ``players``: that many players (classic's own partnerships with four), or the rules'
    default when None."""
    from cassino.userdata.presets import load_for_players

    rules = load_for_players(rules_name, players)
    at_table, gaps = think_at_table(level, seconds, seed, rules)
    alone = think_alone(level, seconds, seed, rules)
    figures: dict[str, object] = {
        "level": level,
        "rules": rules_name,
        "players": rules.players,
        "sides": rules.sides,
    }
    for name, times in (("table", at_table), ("alone", alone)):
        figures[f"{name}_decisions"] = len(times)
        if times:
            figures[f"{name}_think_ms_median"] = round(percentile(times, 0.5), 1)
            figures[f"{name}_think_ms_p95"] = round(percentile(times, 0.95), 1)
            figures[f"{name}_think_ms_max"] = round(max(times), 1)
    figures["frames"] = len(gaps) + 1
    if gaps:
        figures["frame_gap_ms_median"] = round(percentile(gaps, 0.5), 1)
        figures["frame_gap_ms_p99"] = round(percentile(gaps, 0.99), 1)
        figures["frame_gap_ms_max"] = round(max(gaps), 1)
        figures["frames_missed"] = sum(1 for gap in gaps if gap >= STALL_MS)
    return figures
