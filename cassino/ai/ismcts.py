"""Information-set Monte Carlo tree search (single observer), one process's share.

The tree is built over what the searching player can tell apart: the moves played, all
of them public. Each iteration draws a determinization (a guess of the hidden hands,
weighed by the plays of this deal, see ``inference``), walks the tree choosing among the
moves legal in that guess (UCB counted over the iterations in which a move was
available), adds one node and scores the position reached with the static evaluation
(exactly once the round is over). Every side's reward is kept, and each player picks
by their own (max-n): partners share a side. The tree stops where the deal ends — the
next deal's cards are unknown to everyone.

The root starts from the Medium level's opinion of each move, counted as a few visits,
so the search spends its time where a good player would look first.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from math import log, sqrt
from random import Random
from typing import NamedTuple

from cassino.ai.evaluation import Evaluator, evaluator_for, relative_all
from cassino.ai.inference import inferred_worlds
from cassino.ai.ordering import MoveOrder, table_size
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView

DEADLINE_CHECK_EVERY = 32  # iterations between looks at the clock
# The budget is counted in work, not iterations: a walk through cached nodes is cheap,
# a new position or move list is not. A unit is a few microseconds (compiled engine).
WALK_COST = 1
APPLY_COST = 1
EVALUATE_COST = 1
MOVEGEN_COST = 3
MOVEGEN_COST_PER_MOVES = 4  # one more unit per this many legal moves found


class TreeConfig(NamedTuple):
    """How the tree searches. A NamedTuple: it travels to the worker processes, and
    compiled frozen dataclasses do not unpickle."""

    exploration: float = 1.4  # UCB constant, in points
    prior_visits: float = 4.0  # what Medium's opinion of a root move counts for
    worlds: int = 96  # determinizations drawn per search, reused in turn


@dataclass
class Node:
    moves: list[Move] | None = None  # our own legal moves here (the same in every guess)
    children: dict[Move, Node] = field(default_factory=dict)
    visits: float = 0.0
    available: float = 0.0
    rewards: list[float] = field(default_factory=list)  # summed per side
    # Per guess (by number): the position here, its moves, its reward as a leaf. Guesses
    # are reused in turn, so each is worked out once per node.
    states: dict[int, State] = field(default_factory=dict)
    moves_in: dict[int, list[Move]] = field(default_factory=dict)
    leaf_rewards: dict[int, list[float]] = field(default_factory=dict)


class RootStats(NamedTuple):
    """What one search found at the root: per move, visits and our summed reward (a
    NamedTuple, like ``TreeConfig``: it comes back from the worker processes)."""

    moves: tuple[Move, ...]
    visits: tuple[float, ...]
    rewards: tuple[float, ...]
    iterations: int


def search_root(
    view: PlayerView,
    seed: int,
    budget: int,
    priors: dict[Move, float],
    config: TreeConfig,
    deadline: float | None = None,
) -> RootStats:
    """Search from ``view`` until ``budget`` units of work are spent (or ``deadline``, a
    ``time.monotonic`` instant, passes first), with a random generator seeded by ``seed``."""
    rng = Random(seed)
    evaluator = evaluator_for(view.rules)
    order = MoveOrder(evaluator)
    search = _Search(view, evaluator, order, config, rng)
    root = search.root
    root_moves = view.legal_moves()
    root.moves = order.ordered(root_moves, table_size(view.table))
    side = view.rules.side_of[view.seat]
    for move in root_moves:
        prior = priors.get(move)
        if prior is not None:
            child = Node(visits=config.prior_visits, available=config.prior_visits)
            child.rewards = [0.0] * evaluator.sides
            child.rewards[side] = prior * config.prior_visits
            root.children[move] = child
            root.available += config.prior_visits
    worlds = inferred_worlds(view, rng, config.worlds, order)
    done = 0
    while search.spent < budget:
        number = done % len(worlds)
        search.iterate(number, worlds[number])
        done += 1
        if (
            deadline is not None
            and done % DEADLINE_CHECK_EVERY == 0
            and time.monotonic() > deadline
        ):
            break
    moves = tuple(root_moves)
    visits = []
    rewards = []
    for move in moves:
        found = root.children.get(move)
        visits.append(found.visits if found else 0.0)
        rewards.append(found.rewards[side] if found and found.rewards else 0.0)
    return RootStats(moves, tuple(visits), tuple(rewards), done)


class _Search:
    def __init__(
        self,
        view: PlayerView,
        evaluator: Evaluator,
        order: MoveOrder,
        config: TreeConfig,
        rng: Random,
    ) -> None:
        self.evaluator = evaluator
        self.order = order
        self.config = config
        self.rng = rng
        self.side_of = view.rules.side_of
        self.seat = view.seat
        self.sides = evaluator.sides
        self.root = Node()
        self.stock_size = view.stock_size
        self.draw = view.rules.draw
        self.spent = 0

    def iterate(self, number: int, world: State) -> None:
        """One iteration in guess ``number``, ``world``."""
        node = self.root
        state = world
        path = [node]
        self.spent += WALK_COST
        while not self._is_leaf(state):
            moves = self._moves(node, state, number)
            if not moves:
                break
            children = node.children
            untried = None
            for move in moves:
                child = children.get(move)
                if child is None:
                    untried = untried or move  # the most promising first: moves come ordered
                else:
                    child.available += 1.0
            if untried is not None:
                node = children[untried] = Node(available=1.0, rewards=[0.0] * self.sides)
                state = self._state_after(node, state, untried, number)
                path.append(node)
                break
            move = self._select(node, moves, self.side_of[state.to_move])
            node = children[move]
            state = self._state_after(node, state, move, number)
            path.append(node)
        rewards = node.leaf_rewards.get(number)
        if rewards is None:
            rewards = node.leaf_rewards[number] = relative_all(self.evaluator.values(state))
            self.spent += EVALUATE_COST
        for visited in path:
            visited.visits += 1.0
            if visited.rewards:
                for side in range(self.sides):
                    visited.rewards[side] += rewards[side]

    def _state_after(self, child: Node, state: State, move: Move, number: int) -> State:
        after = child.states.get(number)
        if after is None:
            after = child.states[number] = state.apply_legal(move)
            self.spent += APPLY_COST
        return after

    def _is_leaf(self, state: State) -> bool:
        if state.round_over:
            return True
        # The next deal's cards are a guess: the tree ends with the deal.
        return len(state.stock) != self.stock_size and not self.draw

    def _moves(self, node: Node, state: State, number: int) -> list[Move]:
        if node.moves is not None:
            return node.moves
        moves = node.moves_in.get(number)
        if moves is None:
            moves = self.order.ordered(state.legal_moves(), table_size(state.table))
            self.spent += MOVEGEN_COST + len(moves) // MOVEGEN_COST_PER_MOVES
            if state.to_move == self.seat and not self.draw:
                node.moves = moves  # our hand and the table are the same in every guess
            else:
                node.moves_in[number] = moves
        return moves

    def _select(self, node: Node, moves: list[Move], side: int) -> Move:
        exploration = self.config.exploration
        best_move = moves[0]
        best_score = -float("inf")
        for move in moves:
            child = node.children[move]
            score = child.rewards[side] / child.visits + exploration * sqrt(
                log(child.available) / child.visits
            )
            if score > best_score:
                best_move, best_score = move, score
        return best_move
