"""The Expert level: information-set MCTS (``ismcts``) on both cores, within a time budget.

The search work is shared among worker processes, each with its own seed drawn from the
player's random generator, and their root counts are summed in a fixed order, so the
choice depends only on the view and the generator — not on which worker finished
first, nor on whether the workers run in a pool or one after the other. The budget is
counted in units of work, not seconds (sized to think about ``TARGET_SECONDS`` on the
reference machine);
``time_limit`` is a safety net for slower machines, and only when it cuts a search
short does the choice depend on the clock.
"""

from __future__ import annotations

import atexit
import multiprocessing
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from random import Random

from cassino.ai.hard import choose_hard, hidden_is_known
from cassino.ai.ismcts import RootStats, TreeConfig, search_root
from cassino.ai.medium import score_moves
from cassino.engine.moves import Move, move_sort_key
from cassino.engine.view import PlayerView

TARGET_SECONDS = 0.6
DEFAULT_TREE = TreeConfig()


@dataclass(frozen=True)
class ExpertConfig:
    budget: int = 150_000  # units of search work (see ismcts), shared among the workers
    workers: int = 2
    time_limit: float | None = 0.9  # seconds; None: always spend the whole budget
    tree: TreeConfig = DEFAULT_TREE
    prior_samples: int = 8  # Medium's samples for the root's opinion
    use_pool: bool = True  # False: run the workers' shares one after the other here


DEFAULT_EXPERT = ExpertConfig()


def choose_expert(view: PlayerView, rng: Random, config: ExpertConfig = DEFAULT_EXPERT) -> Move:
    started = time.monotonic()
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_expert was asked to move with no legal move")
    if len(moves) == 1:
        return moves[0]
    if hidden_is_known(view):
        return choose_hard(view, rng)  # nothing is hidden: the exact solution
    priors = dict(score_moves(view, rng, config.prior_samples))
    seeds = [rng.getrandbits(64) for _ in range(config.workers)]
    shares = _shares(config.budget, config.workers)
    deadline = None if config.time_limit is None else started + config.time_limit
    tasks = [
        (view, seed, share, priors, config.tree, deadline)
        for seed, share in zip(seeds, shares, strict=True)
    ]
    results = _run(tasks, config)
    return best_move(results)


def best_move(results: list[RootStats]) -> Move:
    """The most visited move over all workers; ties go to the better mean, then to the
    first move in the canonical order (never to chance or timing)."""
    visits: dict[Move, float] = {}
    rewards: dict[Move, float] = {}
    for stats in results:
        for move, count, reward in zip(stats.moves, stats.visits, stats.rewards, strict=True):
            visits[move] = visits.get(move, 0.0) + count
            rewards[move] = rewards.get(move, 0.0) + reward

    def rank(move: Move) -> tuple[float, float]:
        count = visits[move]
        return count, rewards[move] / count if count else -float("inf")

    ordered = sorted(visits, key=move_sort_key)
    return max(ordered, key=rank)


def _shares(budget: int, workers: int) -> list[int]:
    base, extra = divmod(max(budget, workers), workers)
    return [base + (1 if index < extra else 0) for index in range(workers)]


Task = tuple[PlayerView, int, int, dict[Move, float], TreeConfig, float | None]


def _search_task(task: Task) -> RootStats:
    view, seed, budget, priors, tree, deadline = task
    return search_root(view, seed, budget, priors, tree, deadline)


def _run(tasks: list[Task], config: ExpertConfig) -> list[RootStats]:
    pool = _pool(config.workers) if config.use_pool and config.workers > 1 else None
    if pool is not None:
        try:
            return list(pool.map(_search_task, tasks))
        except BrokenProcessPool:
            _disable_pool()
    return [_search_task(task) for task in tasks]


_POOL: Executor | None = None
_POOL_SIZE = 0
_POOL_DISABLED = False  # the workers could not run here: search in this process


def _pool(workers: int) -> Executor | None:
    """One pool of worker processes for the life of the program, started on first use.
    ``spawn`` keeps the workers clear of the window's threads and state; when processes
    cannot be started the search runs here instead (same result, slower)."""
    global _POOL, _POOL_SIZE
    if _POOL_DISABLED:
        return None
    if _POOL is not None and workers == _POOL_SIZE:
        return _POOL
    shutdown_pool()
    try:
        context = multiprocessing.get_context("spawn")
        _POOL = ProcessPoolExecutor(max_workers=workers, mp_context=context)
        _POOL_SIZE = workers
    except (OSError, ValueError, NotImplementedError):
        _POOL = None
    return _POOL


def warm_up(workers: int = DEFAULT_EXPERT.workers) -> None:
    """Start the worker processes now (they take a moment to import the engine), so the
    first move does not pay for it; the window may call this when a game starts."""
    pool = _pool(workers)
    if pool is not None:
        list(pool.map(_noop, range(workers)))


def _noop(_: int) -> None:
    return None


def workers_unavailable() -> bool:
    """True once worker processes could not be started or broke: searches run here."""
    return _POOL_DISABLED


def _disable_pool() -> None:
    global _POOL_DISABLED
    _POOL_DISABLED = True
    shutdown_pool()


def shutdown_pool() -> None:
    global _POOL
    if _POOL is not None:
        _POOL.shutdown(wait=False, cancel_futures=True)
        _POOL = None


atexit.register(shutdown_pool)
