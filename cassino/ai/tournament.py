"""Duplicate play between two computer levels (``python -m cassino tournament``).

Each seeded deck is played twice with the seats swapped: A plays the even-numbered sides
(seat 0 with two players, seats 0 and 2 with four in partnerships, seats 0 and 2 with
three) in the first game and the others in the second, so luck of the cards cancels.

Points per round come from whole games: each deck's pair of mirrored games is played to
the target, and every round of both games counts — round k of both games is dealt from
the same shuffle. A deck's figure is the mean, over the rounds of its two games, of A's
round points minus B's (per side, averaged when a level holds two sides), and the 95%
interval is a t interval over decks. The game win rate is the share of those games won
by A, with a Wilson interval. ``single_round`` plays only the first round of each game
(the cheap way to compare slow levels): points per round only, no games.

Decks are independent, each a pure function of the seed and its number, so ``jobs``
parallel processes give the same results as one (only think times change).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random

from cassino.ai.arena import Chooser, play_game, play_round
from cassino.ai.stats import mean_ci95, percentile, wilson_ci95
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView

TIMING_SHARES = (0.5, 0.95)


@dataclass(frozen=True)
class DeckResult:
    deck: int
    round_diffs: tuple[float, ...]  # A minus B per round, both games
    a_wins: int  # games won by A (of ``games``)
    games: int  # 2, or 0 for single rounds
    think_ms: dict[str, list[float]]  # level name -> milliseconds per move


@dataclass(frozen=True)
class TournamentReport:
    a: str
    b: str
    decks: int
    rounds: int
    games: int
    a_points_per_round: float
    a_points_ci95: tuple[float, float]
    a_game_wins: int
    a_game_win_rate: float | None
    a_game_win_ci95: tuple[float, float] | None
    think_ms_median: dict[str, float] = field(default_factory=dict)
    think_ms_p95: dict[str, float] = field(default_factory=dict)


class TimedChooser:
    """A chooser that records how long each decision took (wall clock)."""

    def __init__(self, chooser: Chooser, times: list[float]) -> None:
        self.chooser = chooser
        self.times = times

    def __call__(self, view: PlayerView, rng: Random) -> Move:
        start = time.perf_counter()
        move = self.chooser(view, rng)
        self.times.append((time.perf_counter() - start) * 1000.0)
        return move


def a_sides(rules: Rules) -> frozenset[int]:
    """The sides level A plays in the first game of a pair (B plays them in the second)."""
    return frozenset(side for side in range(rules.sides) if side % 2 == 0)


def deck_seed(seed: int, deck: int) -> int:
    """The game seed of deck number ``deck`` (stable across machines and Python runs)."""
    return Random(f"tournament:{seed}:{deck}").getrandbits(48)


def play_deck(
    a: str, b: str, rules: Rules, seed: int, deck: int, single_round: bool = False
) -> DeckResult:
    """Both mirrored games (or first rounds) of one deck."""
    from cassino.ai.levels import LEVELS

    think: dict[str, list[float]] = {a: [], b: []}
    timed = {name: TimedChooser(LEVELS[name], think[name]) for name in (a, b)}
    game_seed = deck_seed(seed, deck)
    dealer = deck % rules.players
    first = a_sides(rules)
    diffs: list[float] = []
    wins = 0
    for a_plays in (first, frozenset(range(rules.sides)) - first):
        players = [
            timed[a if rules.side_of[seat] in a_plays else b] for seat in range(rules.players)
        ]
        if single_round:
            diffs.append(paired_difference(play_round(rules, players, game_seed, dealer), a_plays))
            continue
        record = play_game(rules, players, game_seed, dealer)
        diffs.extend(paired_difference(points, a_plays) for points in record.round_points)
        wins += record.winner in a_plays
    return DeckResult(deck, tuple(diffs), wins, 0 if single_round else 2, think)


def paired_difference(points: Sequence[int], a_plays: frozenset[int]) -> float:
    """A's mean points per side minus B's, for one round's points per side."""
    a_points = [points[side] for side in range(len(points)) if side in a_plays]
    b_points = [points[side] for side in range(len(points)) if side not in a_plays]
    return sum(a_points) / len(a_points) - sum(b_points) / len(b_points)


def _play_deck_task(task: tuple[str, str, Rules, int, int, bool]) -> DeckResult:
    return play_deck(*task)


def run_tournament(
    a: str,
    b: str,
    rules: Rules,
    decks: int,
    seed: int,
    jobs: int = 1,
    single_round: bool = False,
) -> TournamentReport:
    if decks < 1:
        raise ValueError("a tournament needs at least one deck")
    if rules.sides < 2:
        raise ValueError("a tournament needs at least two sides")
    tasks = [(a, b, rules, seed, deck, single_round) for deck in range(decks)]
    if jobs <= 1:
        results = [_play_deck_task(task) for task in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_deck_task, tasks))
    return summarize(a, b, results)


def summarize(a: str, b: str, results: Sequence[DeckResult]) -> TournamentReport:
    per_deck = [sum(result.round_diffs) / len(result.round_diffs) for result in results]
    mean, interval = mean_ci95(per_deck)
    games = sum(result.games for result in results)
    wins = sum(result.a_wins for result in results)
    think: dict[str, list[float]] = {}
    for result in results:
        for name, times in result.think_ms.items():
            think.setdefault(name, []).extend(times)
    return TournamentReport(
        a=a,
        b=b,
        decks=len(results),
        rounds=sum(len(result.round_diffs) for result in results),
        games=games,
        a_points_per_round=mean,
        a_points_ci95=interval,
        a_game_wins=wins,
        a_game_win_rate=wins / games if games else None,
        a_game_win_ci95=wilson_ci95(wins, games) if games else None,
        think_ms_median={name: percentile(times, 0.5) for name, times in think.items() if times},
        think_ms_p95={name: percentile(times, 0.95) for name, times in think.items() if times},
    )


def report_json(report: TournamentReport) -> dict[str, object]:
    """The report as the JSON the command prints (keys documented in the README)."""
    return {
        "a": report.a,
        "b": report.b,
        "decks": report.decks,
        "rounds": report.rounds,
        "games": report.games,
        "a_points_per_round": report.a_points_per_round,
        "a_points_ci95": list(report.a_points_ci95),
        "a_game_wins": report.a_game_wins,
        "a_game_win_rate": report.a_game_win_rate,
        "a_game_win_ci95": list(report.a_game_win_ci95) if report.a_game_win_ci95 else None,
        "think_ms_median": report.think_ms_median,
        "think_ms_p95": report.think_ms_p95,
    }


def report_text(report: TournamentReport, target: str) -> list[str]:
    """The report in words, one line per figure."""
    low, high = report.a_points_ci95
    lines = [
        f"{report.a} vs {report.b}: {report.decks} decks, {report.rounds} rounds, "
        f"{report.games} games",
        f"points per round, {report.a} minus {report.b}: {report.a_points_per_round:+.3f} "
        f"(95% CI {low:+.3f} to {high:+.3f})",
    ]
    if report.a_game_win_rate is not None and report.a_game_win_ci95 is not None:
        win_low, win_high = report.a_game_win_ci95
        lines.append(
            f"games {target} won by {report.a}: {report.a_game_wins} of {report.games}, "
            f"{report.a_game_win_rate:.1%} (95% CI {win_low:.1%} to {win_high:.1%})"
        )
    for name in report.think_ms_median:
        lines.append(
            f"think time {name}: median {report.think_ms_median[name]:.1f} ms, "
            f"p95 {report.think_ms_p95[name]:.1f} ms"
        )
    return lines
