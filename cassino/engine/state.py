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

INSTANTS_ENDING_A_ROUND = 3  # ``rounds_to_five``: the third against one side ends the round


class State(NamedTuple):
    """A position in a round (NOTATION.md). Per-seat tuples are indexed by seat.

    ``scores`` are the game totals before this round, per seat (partners carry the
    same number), with what this round paid at once: its sweeps with ``sweeps_at_once``,
    its breaches of the build duty with ``duty_penalty``, the point cards taken with
    ``points_at_once``. A NamedTuple
    because the search creates millions of these.
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
    scores: tuple[int, ...]  # game totals per seat, with what this round paid at once
    round_number: int  # 1 for the game's first round
    plucked: tuple[bool, ...]  # who has plucked in this deal (``pluck``)
    penalties: tuple[int, ...]  # points paid this round for breaking the duty (``duty_penalty``)

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def round_over(self) -> bool:
        """The final deal has been played out (and the leftovers given), the game ended
        on the spot (``sweeps_at_once``), ``rounds_to_five`` ended the round, or a clear
        of the table ended the game (``clear_ends_game``)."""
        played_out = not self.stock and not any(self.hands)
        return played_out or self.ended_by_sweep or self.ended_by_instants or self.ended_by_clear

    @property
    def ended_by_clear(self) -> bool:
        """``clear_ends_game``: a player cleared the table (a sweep was made this round);
        the round is scored as it stands and the game ends."""
        return self.rules.clear_ends_game and any(self.sweeps)

    @property
    def ended_by_sweep(self) -> bool:
        """``sweeps_at_once`` or ``points_at_once``: points paid during the round took a
        side to the target; the game ends here."""
        rules = self.rules
        paid_at_once = rules.sweeps_at_once or rules.points_at_once
        return paid_at_once and rules.match == "target" and max(self.scores) >= rules.target

    @property
    def ended_by_instants(self) -> bool:
        """``rounds_to_five``: a third instant score (a sweep, a breach of the duty) against
        the same side ends the round; it is scored with the captures as they stand."""
        rules = self.rules
        if not rules.rounds_to_five:
            return False
        against = [0] * rules.sides
        for seat, sweeps in enumerate(self.sweeps):
            if sweeps and rules.sweeps:
                for side in range(rules.sides):
                    if side != rules.side_of[seat]:
                        against[side] += sweeps
        for seat, paid in enumerate(self.penalties):
            against[rules.side_of[seat]] += paid // rules.duty_penalty
        return max(against) >= INSTANTS_ENDING_A_ROUND

    @property
    def last_deal(self) -> bool:
        """The stock is empty: the cards in hand are the last of the round ("last")."""
        return not self.stock

    def legal_moves(self) -> list[Move]:
        return _legal_moves(self)

    def apply(self, move: Move) -> State:
        """The position after ``move``; IllegalMoveError with the reason if it is not legal."""
        return _apply_legal(self, _explain.checked_move(self, move))

    def apply_legal(self, move: Move) -> State:
        """Like ``apply`` for a move taken from ``legal_moves()``, without checking it."""
        return _apply_legal(self, move)

    def builds_owned_by(self, seat: int) -> list[Build]:
        return [item for item in self.table if isinstance(item, Build) and item.owner == seat]


# These modules need State itself, so they are imported once it exists. The functions
# themselves are imported: the compiled engine then calls them directly.
from cassino.engine import explain as _explain  # noqa: E402
from cassino.engine.movegen import legal_moves as _legal_moves  # noqa: E402
from cassino.engine.play import apply_legal as _apply_legal  # noqa: E402
