"""Alpha-beta over the rest of a deal, in one fully known position (a determinization).

The searching side maximizes its ``relative`` points; every other side minimizes them
(with three sides or more this is the cautious "paranoid" reading: all rivals against
one). There, with ``paranoia`` below 1, each rival's first reply is valued only partly
as its worst for us, the rest as the reply that looks best to that rival at once: in a
guessed deal a rival sees our hand, and alone it plays for itself, not to spite us.
The search stops where the deal ends — the next deal's cards are a guess, not a fact —
and scores the position there with the static evaluation; a round that ends inside the
search is scored exactly. Near the root every move is tried; deeper down only the most
promising few (``widths``), which keeps a deal of four cards each within budget. From
``policy_depth`` on, the searching side's own moves are not searched but played as the
static evaluation prefers among those the width leaves (where it leaves one, that is
the move order's first): a search there would pick them knowing the guessed hands,
which the real player will not know. With ``widths`` of None every move is tried
everywhere: an exact solution (for positions where nothing is hidden).
"""

from __future__ import annotations

from collections.abc import Sequence

from cassino.ai.evaluation import Evaluator, relative
from cassino.ai.ordering import MoveOrder, table_size
from cassino.ai.other_threads import let_other_threads_run
from cassino.engine.moves import Move
from cassino.engine.state import State

INFINITY = float("inf")
DRAW_HORIZON_TURNS = 2  # ``draw`` has no deals: look this many rounds of turns ahead
NODES_BETWEEN_PAUSES = 256  # about a millisecond of search (see ``other_threads``)


class SearchBudgetExceeded(Exception):
    """The search met its node limit before finishing."""


class DealSearch:
    def __init__(
        self,
        evaluator: Evaluator,
        side: int,
        widths: Sequence[int] | None,
        order: MoveOrder | None = None,
        node_limit: int | None = None,
        max_plies: int | None = None,
        policy_depth: int | None = None,
        paranoia: float = 1.0,
    ) -> None:
        self.evaluator = evaluator
        self.side = side
        self.widths = tuple(widths) if widths is not None else None
        self.order = order or MoveOrder(evaluator)
        self.side_of = evaluator.side_of
        self.nodes = 0
        self.node_limit = node_limit
        self.max_plies = max_plies
        self.policy_depth = policy_depth
        # Two sides are each other's only rival: there the worst reply is the rival's best.
        self.paranoia = paranoia if evaluator.sides > 2 else 1.0
        self._players = 0
        self._stock_size = 0
        self._max_depth = 0

    def move_values(self, state: State, moves: Sequence[Move]) -> list[float]:
        """The value of each of ``moves`` (legal in ``state``) for the searching side."""
        self._start(state)
        return [self._value(state.apply_legal(move), 1, -INFINITY, INFINITY) for move in moves]

    def _start(self, state: State) -> None:
        rules = state.rules
        self._stock_size = len(state.stock)
        self._players = state.players
        if rules.draw and state.stock:
            self._max_depth = DRAW_HORIZON_TURNS * state.players
        else:
            # Every card still in hand, plus room for the plucks of ``pluck``.
            self._max_depth = sum(map(len, state.hands)) + state.players
        if self.max_plies is not None:
            self._max_depth = min(self._max_depth, self.max_plies)

    def _value(self, state: State, depth: int, alpha: float, beta: float) -> float:
        self.nodes += 1
        if not self.nodes % NODES_BETWEEN_PAUSES:
            let_other_threads_run()
        if self.node_limit is not None and self.nodes > self.node_limit:
            raise SearchBudgetExceeded(f"more than {self.node_limit} nodes")
        evaluator = self.evaluator
        if state.round_over:
            return relative(evaluator.exact_values(state), self.side)
        if len(state.stock) != self._stock_size and not state.rules.draw:
            return relative(evaluator.side_values(state, new_deal=True), self.side)
        if depth >= self._max_depth:
            return relative(evaluator.side_values(state), self.side)
        moves = state.legal_moves()
        if not moves:
            return relative(evaluator.side_values(state), self.side)
        moves = self.order.ordered(moves, table_size(state.table))
        widths = self.widths
        if widths is not None:
            moves = moves[: widths[min(depth, len(widths) - 1)]]
        if self.side_of[state.to_move] == self.side:
            if self.policy_depth is not None and depth >= self.policy_depth:
                return self._value(self._static_best(state, moves), depth + 1, alpha, beta)
            best = -INFINITY
            for move in moves:
                value = self._value(state.apply_legal(move), depth + 1, alpha, beta)
                if value > best:
                    best = value
                    if best > alpha:
                        alpha = best
                        if alpha >= beta:
                            break
            return best
        if self.paranoia < 1.0 and depth < self._players and len(moves) > 1:
            return self._first_reply(state, moves, depth)
        best = INFINITY
        for move in moves:
            value = self._value(state.apply_legal(move), depth + 1, alpha, beta)
            if value < best:
                best = value
                if best < beta:
                    beta = best
                    if alpha >= beta:
                        break
        return best

    def _first_reply(self, state: State, moves: list[Move], depth: int) -> float:
        """A rival's first reply after our move: ``paranoia`` times the value of its worst
        reply for us, plus the rest times that of the reply it likes best at once. Both
        are exact (searched with open windows): a blend cannot be cut off like a minimum."""
        rival = self.side_of[state.to_move]
        evaluator = self.evaluator
        sensible = moves[0]
        sensible_value = -INFINITY
        for move in moves:
            value = relative(evaluator.values(state.apply_legal(move)), rival)
            if value > sensible_value:
                sensible, sensible_value = move, value
        sensible_result = self._value(state.apply_legal(sensible), depth + 1, -INFINITY, INFINITY)
        worst = sensible_result
        if self.paranoia > 0.0:
            for move in moves:
                if move != sensible:
                    value = self._value(state.apply_legal(move), depth + 1, -INFINITY, worst)
                    if value < worst:
                        worst = value
        return self.paranoia * worst + (1.0 - self.paranoia) * sensible_result

    def _static_best(self, state: State, moves: list[Move]) -> State:
        """The position after our move that looks best at once: our later moves are chosen
        without the guessed hands, as in play they would be."""
        evaluator = self.evaluator
        best = state
        best_value = -INFINITY
        for move in moves:
            after = state.apply_legal(move)
            value = relative(evaluator.values(after), self.side)
            if value > best_value:
                best, best_value = after, value
        return best
