"""A position: everything needed to continue a round, as one immutable value.

``State.apply(move)`` returns the next position (the deal that follows an emptied hand
and the leftovers at the end of the round happen inside it); ``legal_moves()`` is the
one source of truth about what may be played.
"""

from __future__ import annotations

from typing import NamedTuple

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.table import Build, Item


class State(NamedTuple):
    """A position in a round (NOTATION.md). Per-seat tuples are indexed by seat.

    ``scores`` are the game totals before this round, per seat (partners carry the
    same number). A NamedTuple because the search creates millions of these.
    """

    rules: Rules
    hands: tuple[tuple[Card, ...], ...]
    table: tuple[Item, ...]
    stock: tuple[Card, ...]
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    to_move: int
    dealer: int
    last_capturer: int | None
    scores: tuple[int, ...]

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def round_over(self) -> bool:
        """The final deal has been played out (and the leftovers given)."""
        return not self.stock and not any(self.hands)

    @property
    def last_deal(self) -> bool:
        """The stock is empty: the cards in hand are the last of the round ("last")."""
        return not self.stock

    def legal_moves(self) -> list[Move]:
        return _movegen.legal_moves(self)

    def apply(self, move: Move) -> State:
        """The position after ``move``; IllegalMoveError with the reason if it is not legal."""
        return _play.apply_legal(self, _explain.checked_move(self, move))

    def apply_legal(self, move: Move) -> State:
        """Like ``apply`` for a move taken from ``legal_moves()``, without checking it."""
        return _play.apply_legal(self, move)

    def builds_owned_by(self, seat: int) -> list[Build]:
        return [item for item in self.table if isinstance(item, Build) and item.owner == seat]


# These modules need State itself, so they are imported once it exists.
from cassino.engine import explain as _explain  # noqa: E402
from cassino.engine import movegen as _movegen  # noqa: E402
from cassino.engine import play as _play  # noqa: E402
