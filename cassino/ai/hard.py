"""The Hard level: determinized search (perfect-information Monte Carlo).

Hidden hands and the stock's order are sampled consistently with everything seen
(``sampler``: a build's owner holds its value) and weighed by the plays of this deal
(``inference``); each sample is searched with alpha-beta to the end of the current deal
(``search``: every move for three plies, then the move order's best few, our own later
moves among them by the static evaluation), every legal move scored; the move with the
best average over the samples is played. When the stock is empty and only one other
hand is hidden, the unseen cards are that hand: the last deal is then solved exactly,
once, with every move tried. With three sides or more a rival's first reply counts only
half as its worst for us, half as the reply it likes best at once (``PARANOIA``): all
against one was too bleak to play well.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from cassino.ai.choice import best_scored
from cassino.ai.evaluation import Evaluator, evaluator_for
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.other_threads import let_other_threads_run
from cassino.ai.sampler import HiddenFacts, sample_world
from cassino.ai.search import DealSearch, SearchBudgetExceeded
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import PlayerView

# Measured at three players, Hard alone against two Mediums over the same 90 decks:
# fully paranoid it took 32.4% of the points, with half its share 35.4% (see the CHANGELOG).
PARANOIA = 0.5


@dataclass(frozen=True)
class HardConfig:
    samples: int = 48  # measured: 16 guesses leave about 0.5 points a round to chance
    # Moves tried at each depth (the root's moves are all scored); the last repeats.
    widths: tuple[int, ...] = (99, 99, 99, 2, 1)
    max_plies: int | None = None  # None: to the end of the deal
    # From this depth on our own moves follow the static evaluation, blind to the guessed
    # hands: deeper, a search would choose them as if it could see the other hands. With
    # two players and no plucks our moves there meet a width of one: the order's first.
    policy_depth: int | None = 3
    # With three sides or more: the part of each rival's first reply valued as its worst
    # for us, the rest as the reply it likes best at once (1.0: all rivals against us).
    paranoia: float = PARANOIA
    exact_node_limit: int = 30_000  # beyond this the "exact" last deal falls back to widths
    # Search nodes over all the guesses before no more are searched (at least one is): a
    # deal of six cards each (tablanette) can cost ten times a classic one. Counted, not
    # timed, so the same view always gives the same move.
    node_budget: int | None = None
    new_deal_lean: float = 0.0  # the evaluation's options (see ``Evaluator``)
    cards_spread: float = 1.0


DEFAULT_HARD = HardConfig()
# Wide deals: hands of more than four cards (tablanette's six) make every ply wider and
# the deal longer: full width for three plies took up to 15 s a move there. Plucks
# (preset ``pluck``) multiply the moves by the loose cards one may pluck (13 legal moves
# a position on average against classic's 5): a move took up to 9.2 s there, p95 1.6 s
# (``bench think --level hard --rules pluck --seconds 60``, alone). Narrower after the
# root and a node budget keep such a deal under a second: tablanette p95 0.89 s, max
# 0.95 s over 40 positions of random play (``bench.sample_positions``, seed 5), one
# core; pluck p95 0.57 s, max 0.82 s (the same command), with no loss measured against
# the full search over 60 decks.
WIDE_DEALS_HARD = HardConfig(widths=(99, 8, 3, 2, 1), node_budget=100_000)
# Three players or more: every rival's reply widens the tree, and the rivals' first
# replies are searched without cut-offs (``paranoia``). With no budget a move took up
# to 4.4 s at three players and 2.2 s at four (``bench think --level hard --players 3``,
# 60 s alone); the same budget as above keeps the rare big deal near half a second.
MANY_PLAYERS_HARD = HardConfig(node_budget=100_000)
# Five players or more: four rivals reply between two of our own moves, so three plies
# at full width were our move and two rivals' replies, 7 ms a guess against under 1 ms
# at two players. Full width for our move and the first rival's reply, then three
# replies, then one: on the same guesses the same move in 108 of 117 decisions, Hard's
# median 258 -> 100 ms (greedy games of ``five_players``); ``bench think --level expert
# --rules five_players``: median 285 -> 80 ms at the table. One such Hard against four
# as before took 19.5% of the points (18.1 ... 20.9%, 60 decks, seed 81).
CROWDED_TABLE_HARD = HardConfig(widths=(99, 99, 3, 1), node_budget=100_000)


def config_for(rules: Rules, config: HardConfig) -> HardConfig:
    """``config``, or for the default with hands of more than four cards or with plucks
    its narrower twin, with three or four players its budgeted twin, with five or more the
    budgeted and narrower one (any other config is the caller's own choice)."""
    if config is not DEFAULT_HARD:
        return config
    if rules.hand_size > 4 or rules.pluck:
        return WIDE_DEALS_HARD
    if rules.players >= 5:
        return CROWDED_TABLE_HARD
    return MANY_PLAYERS_HARD if rules.players > 2 else config


def choose_hard(view: PlayerView, rng: Random, config: HardConfig = DEFAULT_HARD) -> Move:
    scored = score_moves_hard(view, rng, config)
    return best_scored(scored, rng)


def score_moves_hard(
    view: PlayerView, rng: Random, config: HardConfig = DEFAULT_HARD
) -> list[tuple[Move, float]]:
    """Every legal move with its average searched value over the samples."""
    config = config_for(view.rules, config)
    moves = view.legal_moves()
    if not moves:
        raise ValueError("choose_hard was asked to move with no legal move")
    if len(moves) == 1:
        return [(moves[0], 0.0)]
    evaluator = evaluator_of(view.rules, config)
    order = MoveOrder(evaluator)
    side = view.rules.side_of[view.seat]
    facts = HiddenFacts.of(view)
    if hidden_is_known(view):
        world = sample_world(view, rng, facts)  # the only deal there is
        try:
            exact = DealSearch(evaluator, side, None, order, config.exact_node_limit)
            return list(zip(moves, exact.move_values(world, moves), strict=True))
        except SearchBudgetExceeded:
            search = DealSearch(evaluator, side, config.widths, order)
            return list(zip(moves, search.move_values(world, moves), strict=True))
    worlds = inferred_worlds(view, rng, config.samples, order, facts)
    totals, searched = score_worlds(worlds, moves, side, config)
    return [(move, total / searched) for move, total in zip(moves, totals, strict=True)]


def score_worlds(
    worlds: Sequence[State],
    moves: Sequence[Move],
    side: int,
    config: HardConfig,
    deadline: float | None = None,
) -> tuple[list[float], int]:
    """The value of each of ``moves`` summed over ``worlds`` (each searched to the end of
    its deal), and how many worlds were searched: all of them, unless the ``deadline``
    (``time.monotonic``) passed or the ``node_budget`` was spent first — then the ones
    before it, at least one."""
    values, _ = search_worlds(worlds, moves, side, config, deadline)
    return summed(values, len(moves)), len(values)


def search_worlds(
    worlds: Sequence[State],
    moves: Sequence[Move],
    side: int,
    config: HardConfig,
    deadline: float | None = None,
    nodes_spent: int = 0,
) -> tuple[list[list[float]], int]:
    """Each searched world's value of every one of ``moves``, in the worlds' order, and the
    nodes searched in all (``nodes_spent`` included). The worlds are searched in turn until
    the ``deadline`` (``time.monotonic``) passes or the ``node_budget`` is spent; the first
    is always searched unless ``nodes_spent`` says this decision already searched others."""
    evaluator = evaluator_of(worlds[0].rules, config)
    order = MoveOrder(evaluator)
    values: list[list[float]] = []
    nodes = nodes_spent
    budget = config.node_budget
    for world in worlds:
        searched_before = bool(values) or nodes_spent > 0
        if searched_before and deadline is not None and time.monotonic() > deadline:
            break
        if searched_before and budget is not None and nodes > budget:
            break
        search = DealSearch(
            evaluator,
            side,
            config.widths,
            order,
            max_plies=config.max_plies,
            policy_depth=config.policy_depth,
            paranoia=config.paranoia,
        )
        values.append(search.move_values(world, moves))
        nodes += search.nodes
        # A search pauses every so many nodes of its own; a short one, late in a deal,
        # never does, and fifty of them in a row held the window's frames for 60 ms.
        let_other_threads_run()
    return values, nodes


def summed(values: Sequence[Sequence[float]], width: int) -> list[float]:
    """Each move's value summed over the worlds' rows, world by world."""
    totals = [0.0] * width
    for row in values:
        for index, value in enumerate(row):
            totals[index] += value
    return totals


def evaluator_of(rules: Rules, config: HardConfig) -> Evaluator:
    """The static evaluation with ``config``'s options."""
    return evaluator_for(rules, config.new_deal_lean, config.cards_spread)


def hidden_is_known(view: PlayerView) -> bool:
    """The stock is empty and at most one other hand holds cards: the unseen cards are it."""
    others_with_cards = sum(
        1 for seat, size in enumerate(view.hand_sizes) if seat != view.seat and size
    )
    return view.stock_size == 0 and others_with_cards <= 1
