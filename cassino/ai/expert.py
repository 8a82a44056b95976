"""The Expert level: Hard's determinized search with more guesses on both cores, and a
truer value for the end of a deal.

Like Hard it guesses the hidden hands and the stock (weighed by the plays of this deal,
``inference``; the static evaluation — Medium's judgement — orders the moves and plays
our own moves deep in the search) and searches every guess with alpha-beta to the end
of the deal (``hard``, ``search``). It differs in two ways: it averages over twice as
many guesses (four times with three or four players, where more hands are hidden),
shared between worker processes, and it values the end of a deal — where
each of its searches stops — as recorded rounds say such positions end: the loose cards
left on the table go mostly to the player who moves first in the next deal
(``NEW_DEAL_LEAN``), and the race for "most cards" is less settled than chance alone
says (``CARDS_SPREAD``).

It spends its time where the choice is close: it searches every other guess first, and
stops there if the best move so far leads every other clearly (``settled``).

The guesses are drawn here and dealt in turn to the workers, whose values are gathered
in a fixed order: the choice depends only on the view and the generator — not on which
worker finished first, nor on whether the workers run in a pool or one after the other
here. ``time_limit`` is a safety net for slower machines: a worker past it stops
after the guess in hand, and only then does the choice depend on the clock.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import time
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, replace
from multiprocessing.connection import wait
from random import Random
from typing import TypeVar

from cassino.ai.choice import best_scored
from cassino.ai.evaluation import evaluator_for
from cassino.ai.hard import (
    DEFAULT_HARD,
    MANY_PLAYERS_HARD,
    HardConfig,
    choose_hard,
    config_for,
    hidden_is_known,
    search_worlds,
    summed,
)
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.settled import settled
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import PlayerView

# Fitted to recorded rounds of two players at the start of each deal, and kept through
# two refits (docs/strength.md, "Tried and left out" and the fits after its table).
NEW_DEAL_LEAN = 0.6
CARDS_SPREAD = 2.0


@dataclass(frozen=True)
class ExpertConfig:
    samples: int = 96  # guessed deals, shared among the workers
    # Guesses searched before asking whether the rest could change the move (0: always
    # search them all), and what a settled choice is: the best move leads every other by
    # ``clear_lead`` standard errors less ``indifference`` points (``settled``).
    first_look: int = 48
    clear_lead: float = 2.5
    indifference: float = 0.05
    new_deal_lean: float = NEW_DEAL_LEAN
    cards_spread: float = CARDS_SPREAD
    workers: int = 2
    # Three or four players: more hands are hidden and more guesses pay (docs/strength.md,
    # "What more guesses are worth"); the guesses, the first look and each worker's node
    # budget are this many times more there.
    many_players_scale: int = 2
    time_limit: float | None = 0.9  # seconds; None: always search every guess
    use_pool: bool = True  # False: run the workers' shares one after the other here


DEFAULT_EXPERT = ExpertConfig()
T = TypeVar("T")

# What a worker needs, in types that travel between processes (the compiled HardConfig
# does not unpickle): guesses, moves, side, this config (for its search), deadline, and
# the nodes it already searched for this decision (toward the node budget).
Task = tuple[list[State], list[Move], int, "ExpertConfig", float | None, int]
# A worker's answer: each guess's value of every move, and its nodes searched in all.
Share = tuple[list[list[float]], int]


def choose_expert(view: PlayerView, rng: Random, config: ExpertConfig = DEFAULT_EXPERT) -> Move:
    started = time.monotonic()
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_expert was asked to move with no legal move")
    if len(moves) == 1:
        return moves[0]
    if hidden_is_known(view):
        return choose_hard(view, rng)  # nothing is hidden: the exact solution
    order = MoveOrder(evaluator_for(view.rules))
    scale = _scale(view.rules, config)
    worlds = inferred_worlds(view, rng, config.samples * scale, order)
    side = view.rules.side_of[view.seat]
    deadline = None if config.time_limit is None else started + config.time_limit
    workers = max(1, min(config.workers, len(worlds)))
    first, rest = spread_look(worlds, config.first_look * scale)
    values, nodes, complete = _search_shares(first, moves, side, config, deadline, [0] * workers)
    if rest and complete and not settled(values, config.clear_lead, config.indifference):
        more, _, _ = _search_shares(rest, moves, side, config, deadline, nodes)
        values += more
    totals = summed(values, len(moves))
    scored = [(move, total / len(values)) for move, total in zip(moves, totals, strict=True)]
    return best_scored(scored, rng)


def spread_look(worlds: list[T], count: int) -> tuple[list[T], list[T]]:
    """``count`` of the guesses spread evenly over them, and the others (all at once when
    ``count`` is 0 or covers them). Spread, not the first ones: resampling returns the
    guesses in the order of the candidates drawn, the copies of a likely one side by side,
    so the first ones may be copies of only a few different deals."""
    if count <= 0 or count >= len(worlds):
        return worlds, []
    chosen = {round(index * len(worlds) / count) for index in range(count)}
    first = [world for index, world in enumerate(worlds) if index in chosen]
    rest = [world for index, world in enumerate(worlds) if index not in chosen]
    return first, rest


def _search_shares(
    worlds: list[State],
    moves: list[Move],
    side: int,
    config: ExpertConfig,
    deadline: float | None,
    nodes_spent: list[int],
) -> tuple[list[list[float]], list[int], bool]:
    """``worlds`` dealt in turn to the workers (one per entry of ``nodes_spent``, the nodes
    each searched before): every searched guess's values in a fixed order, each worker's
    nodes after, and whether every guess was searched (no deadline or budget reached)."""
    workers = len(nodes_spent)
    shares = [worlds[index::workers] for index in range(workers)]
    tasks: list[Task] = [
        (share, moves, side, config, deadline, spent)
        for share, spent in zip(shares, nodes_spent, strict=True)
        if share
    ]
    answers = iter(_run(tasks, config))
    values: list[list[float]] = []
    nodes: list[int] = []
    for share, spent in zip(shares, nodes_spent, strict=True):
        rows, searched_nodes = next(answers) if share else ([], spent)
        values += rows
        nodes.append(searched_nodes)
    return values, nodes, len(values) == len(worlds)


def search_config(rules: Rules, config: ExpertConfig = DEFAULT_EXPERT) -> HardConfig:
    """Hard's search for ``rules`` (narrower with big hands, plucks or five players or
    more; a node budget for each worker with three players or more, ``many_players_scale``
    times Hard's with three or four) with the Expert's evaluation."""
    hard = config_for(rules, DEFAULT_HARD)
    budget = hard.node_budget
    if budget is not None:
        budget *= _scale(rules, config)
    return replace(
        hard,
        node_budget=budget,
        new_deal_lean=config.new_deal_lean,
        cards_spread=config.cards_spread,
    )


def _scale(rules: Rules, config: ExpertConfig) -> int:
    """How many times the guesses and the budget: ``many_players_scale`` where Hard plays
    its three-or-four-player search, else 1."""
    many_players = config_for(rules, DEFAULT_HARD) is MANY_PLAYERS_HARD
    return config.many_players_scale if many_players else 1


def _search_task(task: Task) -> Share:
    """One worker's share: each guess's values, in order, until the deadline passed or the
    budget ran out (at least one guess for a decision), and the nodes searched in all."""
    worlds, moves, side, config, deadline, nodes_spent = task
    hard = search_config(worlds[0].rules, config)
    return search_worlds(worlds, moves, side, hard, deadline, nodes_spent)


def _run(tasks: list[Task], config: ExpertConfig) -> list[Share]:
    pool = _pool(config.workers) if config.use_pool and len(tasks) > 1 else None
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
    if _POOL_DISABLED or multiprocessing.parent_process() is not None:
        # In a process that is itself a worker (a tournament's ``--jobs``), the cores are
        # taken by its siblings, and a pool started from it could hang: search here.
        return None
    if _POOL is not None and workers == _POOL_SIZE:
        return _POOL
    shutdown_pool()
    try:
        context = multiprocessing.get_context("spawn")
        _POOL = ProcessPoolExecutor(
            max_workers=workers, mp_context=context, initializer=_end_with_parent
        )
        _POOL_SIZE = workers
    except (OSError, ValueError, NotImplementedError):
        _POOL = None
    return _POOL


def warm_up(workers: int = DEFAULT_EXPERT.workers) -> None:
    """Start the worker processes now (they take a moment to import the engine), so the
    first move does not pay for it; the window may call this when a game starts."""
    pool = _pool(workers)
    if pool is not None:
        try:
            list(pool.map(_noop, range(workers)))
        except BrokenProcessPool:
            _disable_pool()


def _noop(_: int) -> None:
    return None


def _end_with_parent() -> None:
    """Each worker's initializer: end the worker as soon as the program that started it
    ends, even when that one was killed. Its ``atexit`` then never runs, and a worker
    waiting for work (and the resource tracker, until the workers close its pipe) would
    wait forever. The parent's sentinel is portable: a pipe the parent holds open on POSIX,
    the parent's process handle on Windows; it works the same in the frozen program."""
    parent = multiprocessing.parent_process()
    if parent is not None:
        watcher = threading.Thread(
            target=_exit_when_ended,
            args=(parent.sentinel,),
            name="expert-parent-watch",
            daemon=True,  # never keeps a worker alive that the pool shuts down
        )
        watcher.start()


def _exit_when_ended(sentinel: int) -> None:
    wait([sentinel])
    # os._exit, not sys.exit: no clean-up is owed to a program that is gone, and the
    # main thread may be in the middle of a search.
    os._exit(0)


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
