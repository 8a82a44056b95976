"""Duplicate play between two computer levels (``python -m cassino tournament``).

Each seeded deck is played twice with the seats swapped: A plays the even-numbered sides
(seat 0 with two players, seats 0 and 2 with four in partnerships, seats 0 and 2 with
three) in the first game and the others in the second, so luck of the cards cancels.

Points per round come from whole games: each deck's pair of mirrored games is played to
the target, and every round of both games counts — round k of both games is dealt from
the same shuffle. A deck's figure is the mean, over the rounds of its two games, of A's
round points minus B's (per side, averaged when a level holds two sides), and the 95%
interval is a t interval over decks. Beside it: the share of rounds in which A scored
more than B (a level round counts half), and the same difference split by where the
points come from (``BREAKDOWN``: cards, spades, the Cassinos, aces, sweeps, the rest),
each with its interval over decks. The game win rate is the share of those games won
by A, with a Wilson interval. ``single_round`` plays only the first round of each game
(the cheap way to compare slow levels): points per round only, no games.

``lone`` (three sides or more) asks how one player of A fares against a table of B: each
deck is played once with A in each seat in turn and B in all the others. Beside the
difference (A's points minus the mean of the others'), it reports A's share of all the
points scored, a third with three equal players, and the share of rounds A scored the
most in (a tie for the most shared among those tied).

Decks are independent, each a pure function of the seed and its number, so ``jobs``
parallel processes give the same results as one (only think times change) — except where
a level's time limit cuts its search short, which depends on the machine. ``untimed``
lifts the limits (``levels.UNTIMED_LEVELS``): every figure is then a function of the seed.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from random import Random

from cassino.ai.arena import Chooser, play_game, play_scored_round
from cassino.ai.stats import mean_ci95, percentile, wilson_ci95
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.scoring import RoundScore
from cassino.engine.view import PlayerView

TIMING_SHARES = (0.5, 0.95)


# Where a round's points come from, in the report's breakdown: each group sums the
# scoring categories it names; "other" takes whatever category no group names.
BREAKDOWN: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("cards", ("cards",)),
    ("spades", ("spades", "each_spade")),
    ("cassinos", ("big_cassino", "little_cassino")),
    ("aces", ("aces",)),
    ("sweeps", ("sweeps",)),
    ("other", ()),
)
_GROUPED = {category for _, categories in BREAKDOWN for category in categories}


@dataclass(frozen=True)
class DeckResult:
    deck: int
    round_diffs: tuple[float, ...]  # A minus B per round, both games
    a_wins: int  # games won by A (of ``games``)
    games: int  # 2, or 0 for single rounds
    think_ms: dict[str, list[float]]  # level name -> milliseconds per move
    round_wins: tuple[float, ...] = ()  # per round: 1 A scored more, ½ level, 0 B did
    breakdown: tuple[tuple[float, ...], ...] = ()  # per round, A minus B per BREAKDOWN group
    points: tuple[tuple[int, int], ...] = ()  # per round: A's points, everybody's points


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
    a_round_share: float = 0.0  # of the rounds, the share A scored more in (level: half)
    a_round_share_ci95: tuple[float, float] = (0.0, 0.0)
    breakdown: dict[str, float] = field(default_factory=dict)  # A minus B a round, by group
    breakdown_ci95: dict[str, tuple[float, float]] = field(default_factory=dict)
    lone: bool = False  # one seat of A against B in every other seat (see the module)
    a_point_share: float | None = None  # lone: A's share of all the points scored
    a_point_share_ci95: tuple[float, float] | None = None
    untimed: bool = False  # the levels played without their time limits


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


def seatings(rules: Rules, lone: bool = False) -> list[frozenset[int]]:
    """The sides A plays in each game of a deck: the mirrored pair, or with ``lone`` one
    side at a time, each in turn."""
    if lone:
        return [frozenset({side}) for side in range(rules.sides)]
    first = a_sides(rules)
    return [first, frozenset(range(rules.sides)) - first]


def deck_seed(seed: int, deck: int) -> int:
    """The game seed of deck number ``deck`` (stable across machines and Python runs)."""
    return Random(f"tournament:{seed}:{deck}").getrandbits(48)


def play_deck(
    a: str,
    b: str,
    rules: Rules,
    seed: int,
    deck: int,
    single_round: bool = False,
    lone: bool = False,
    untimed: bool = False,
) -> DeckResult:
    """Both mirrored games (or first rounds) of one deck; with ``lone``, one game with A
    in each side in turn; with ``untimed``, the levels without their time limits."""
    from cassino.ai.levels import LEVELS, UNTIMED_LEVELS

    levels = UNTIMED_LEVELS if untimed else LEVELS
    think: dict[str, list[float]] = {a: [], b: []}
    timed = {name: TimedChooser(levels[name], think[name]) for name in (a, b)}
    game_seed = deck_seed(seed, deck)
    dealer = deck % rules.players
    diffs: list[float] = []
    breakdown: list[tuple[float, ...]] = []
    round_wins: list[float] = []
    shares: list[tuple[int, int]] = []
    arrangements = seatings(rules, lone)
    wins = 0
    for a_plays in arrangements:
        players = [
            timed[a if rules.side_of[seat] in a_plays else b] for seat in range(rules.players)
        ]
        if single_round:
            points, score = play_scored_round(rules, players, game_seed, dealer)
            rounds = [points]
            breakdown.append(breakdown_difference(score, a_plays))
        else:
            record = play_game(rules, players, game_seed, dealer)
            rounds = list(record.round_points)
            breakdown.extend(breakdown_difference(score, a_plays) for score in record.round_scores)
            wins += record.winner in a_plays
        for points in rounds:
            diffs.append(paired_difference(points, a_plays))
            round_wins.append(round_won(points, a_plays, lone))
            shares.append((sum(points[side] for side in a_plays), sum(points)))
    return DeckResult(
        deck,
        tuple(diffs),
        wins,
        0 if single_round else len(arrangements),
        think,
        tuple(round_wins),
        tuple(breakdown),
        tuple(shares),
    )


def round_won(points: Sequence[int], a_plays: frozenset[int], lone: bool = False) -> float:
    """A's part in winning one round: 1 if A scored more than B, ½ if level, else 0; with
    ``lone``, 1 if A's side scored the most, shared with the sides tied with it."""
    if not lone:
        diff = paired_difference(points, a_plays)
        return 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
    best = max(points)
    tied = sum(1 for value in points if value == best)
    return sum(1.0 / tied for side in a_plays if points[side] == best)


def paired_difference(points: Sequence[int], a_plays: frozenset[int]) -> float:
    """A's mean points per side minus B's, for one round's points per side."""
    a_points = [points[side] for side in range(len(points)) if side in a_plays]
    b_points = [points[side] for side in range(len(points)) if side not in a_plays]
    return sum(a_points) / len(a_points) - sum(b_points) / len(b_points)


def breakdown_difference(score: RoundScore, a_plays: frozenset[int]) -> tuple[float, ...]:
    """A's mean points per side minus B's in each BREAKDOWN group, for one round."""
    groups: list[list[int]] = []
    for side in score.sides:
        points = dict(side.points)
        row = [sum(points.get(category, 0) for category in names) for _, names in BREAKDOWN]
        row[-1] = sum(value for category, value in points.items() if category not in _GROUPED)
        groups.append(row)
    return tuple(
        paired_difference([row[group] for row in groups], a_plays)
        for group in range(len(BREAKDOWN))
    )


def _play_deck_task(task: tuple[str, str, Rules, int, int, bool, bool, bool]) -> DeckResult:
    return play_deck(*task)


def run_tournament(
    a: str,
    b: str,
    rules: Rules,
    decks: int,
    seed: int,
    jobs: int = 1,
    single_round: bool = False,
    lone: bool = False,
    untimed: bool = False,
) -> TournamentReport:
    if decks < 1:
        raise ValueError("a tournament needs at least one deck")
    if rules.sides < (3 if lone else 2):
        raise ValueError(
            "one against the rest needs three sides or more"
            if lone
            else "a tournament needs at least two sides"
        )
    tasks = [(a, b, rules, seed, deck, single_round, lone, untimed) for deck in range(decks)]
    if jobs <= 1:
        results = [_play_deck_task(task) for task in tasks]
    else:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            results = list(pool.map(_play_deck_task, tasks))
    return summarize(a, b, results, lone, untimed)


def summarize(
    a: str, b: str, results: Sequence[DeckResult], lone: bool = False, untimed: bool = False
) -> TournamentReport:
    per_deck = [sum(result.round_diffs) / len(result.round_diffs) for result in results]
    mean, interval = mean_ci95(per_deck)
    games = sum(result.games for result in results)
    wins = sum(result.a_wins for result in results)
    think: dict[str, list[float]] = {}
    for result in results:
        for name, times in result.think_ms.items():
            think.setdefault(name, []).extend(times)
    # Each deck's share of rounds and its mean per group; intervals over decks, like points.
    shares = [sum(r.round_wins) / len(r.round_wins) for r in results if r.round_wins]
    share, (low, high) = mean_ci95(shares) if shares else (0.0, (0.0, 0.0))
    share_interval = (max(0.0, low), min(1.0, high))  # a share stays within 0–100%
    breakdown: dict[str, float] = {}
    breakdown_ci95: dict[str, tuple[float, float]] = {}
    split = [result.breakdown for result in results if result.breakdown]
    for group, (name, _) in enumerate(BREAKDOWN):
        if split:
            per_deck = [sum(row[group] for row in rows) / len(rows) for rows in split]
            breakdown[name], breakdown_ci95[name] = mean_ci95(per_deck)
    point_share: float | None = None
    point_share_ci95: tuple[float, float] | None = None
    if lone:
        # Each deck's share is of the points of its games taken together (A in every seat).
        deck_shares = [
            sum(mine for mine, _ in r.points) / total
            for r in results
            if (total := sum(everyone for _, everyone in r.points)) > 0
        ]
        if deck_shares:
            point_share, (low, high) = mean_ci95(deck_shares)
            point_share_ci95 = (max(0.0, low), min(1.0, high))
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
        a_round_share=share,
        a_round_share_ci95=share_interval,
        breakdown=breakdown,
        breakdown_ci95=breakdown_ci95,
        lone=lone,
        a_point_share=point_share,
        a_point_share_ci95=point_share_ci95,
        untimed=untimed,
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
        "a_round_share": report.a_round_share,
        "a_round_share_ci95": list(report.a_round_share_ci95),
        "breakdown": report.breakdown,
        "breakdown_ci95": {name: list(ci) for name, ci in report.breakdown_ci95.items()},
        "lone": report.lone,
        "a_point_share": report.a_point_share,
        "a_point_share_ci95": list(report.a_point_share_ci95)
        if report.a_point_share_ci95
        else None,
        "untimed": report.untimed,
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
    share_low, share_high = report.a_round_share_ci95
    if report.lone:
        lines.append(
            f"rounds {report.a} scored the most in: {report.a_round_share:.1%} "
            f"(a tie shares it; 95% CI {share_low:.1%} to {share_high:.1%})"
        )
    else:
        lines.append(
            f"rounds {report.a} scored more in: {report.a_round_share:.1%} "
            f"(level counts half; 95% CI {share_low:.1%} to {share_high:.1%})"
        )
    if report.a_point_share is not None and report.a_point_share_ci95 is not None:
        point_low, point_high = report.a_point_share_ci95
        lines.append(
            f"share of all points taken by {report.a}: {report.a_point_share:.1%} "
            f"(95% CI {point_low:.1%} to {point_high:.1%})"
        )
    parts = [
        f"{name} {report.breakdown[name]:+.3f}" for name, _ in BREAKDOWN if name in report.breakdown
    ]
    lines.append(f"where the points come from, {report.a} minus {report.b}: " + ", ".join(parts))
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
    if report.untimed:
        lines.append("played untimed: no level's search was cut short by its time limit")
    return lines
