"""A position: everything needed to continue a round, as one immutable value.

``State.apply(move)`` returns the next position (the deal that follows an emptied hand
and the leftovers at the end of the round happen inside it); ``legal_moves()`` is the
one source of truth about what may be played.
"""

from __future__ import annotations

from typing import Final, final

from cassino.engine.cards import Card
from cassino.engine.explain import checked_move as _checked_move
from cassino.engine.movegen import legal_moves as _legal_moves
from cassino.engine.moves import Move
from cassino.engine.play import apply_legal as _apply_legal
from cassino.engine.rules import Rules
from cassino.engine.table import Build, Item
from cassino.engine.typed_rules import typed_rules

STATE_FIELDS: Final = (
    "rules",
    "hands",
    "table",
    "stock",
    "captured",
    "sweeps",
    "to_move",
    "dealer",
    "last_capturer",
    "scores",
    "round_number",
    "plucked",
    "penalties",
)
INSTANTS_ENDING_A_ROUND = 3  # ``rounds_to_five``: the third against one side ends the round


@final
class State:
    """A position in a round (docs/notation.md). Per-seat tuples are indexed by seat.

    ``scores`` are the game totals before this round, per seat (partners carry the
    same number), with what this round paid at once: its sweeps with ``sweeps_at_once``,
    its breaches of the build duty with ``duty_penalty``, the point cards taken with
    ``points_at_once``.

    An immutable value compared and hashed by its fields, with the NamedTuple API it had
    (``_replace``, keyword construction, pickling, the repr). A compiled class: the
    searches create millions, one allocation each, and the compiled engine reads the
    fields and calls the methods directly.
    """

    __slots__ = (
        "captured",
        "dealer",
        "hands",
        "last_capturer",
        "penalties",
        "plucked",
        "round_number",
        "rules",
        "scores",
        "stock",
        "sweeps",
        "table",
        "to_move",
    )

    def __init__(
        self,
        rules: Rules,
        hands: tuple[tuple[Card, ...], ...],
        table: tuple[Item, ...],
        stock: tuple[Card, ...],
        captured: tuple[tuple[Card, ...], ...],
        sweeps: tuple[int, ...],
        to_move: int,
        dealer: int,
        last_capturer: int | None,
        scores: tuple[int, ...],  # game totals per seat, with what this round paid at once
        round_number: int,  # 1 for the game's first round
        plucked: tuple[bool, ...],  # who has plucked in this deal (``pluck``)
        penalties: tuple[int, ...],  # points paid this round for breaking the duty
    ) -> None:
        self.rules: Final = rules
        self.hands: Final = hands
        self.table: Final = table
        self.stock: Final = stock
        self.captured: Final = captured
        self.sweeps: Final = sweeps
        self.to_move: Final = to_move
        self.dealer: Final = dealer
        self.last_capturer: Final = last_capturer
        self.scores: Final = scores
        self.round_number: Final = round_number
        self.plucked: Final = plucked
        self.penalties: Final = penalties

    def fields(self) -> tuple[object, ...]:
        """The fields in their declared order (``STATE_FIELDS``)."""
        return (
            self.rules,
            self.hands,
            self.table,
            self.stock,
            self.captured,
            self.sweeps,
            self.to_move,
            self.dealer,
            self.last_capturer,
            self.scores,
            self.round_number,
            self.plucked,
            self.penalties,
        )

    def successor(
        self,
        hands: tuple[tuple[Card, ...], ...],
        table: tuple[Item, ...],
        stock: tuple[Card, ...],
        captured: tuple[tuple[Card, ...], ...],
        sweeps: tuple[int, ...],
        to_move: int,
        last_capturer: int | None,
        scores: tuple[int, ...],
        plucked: tuple[bool, ...],
        penalties: tuple[int, ...],
    ) -> State:
        """The position after a move of this round (same rules, dealer and round): how
        ``play`` makes one without importing this module, which imports it."""
        return State(
            self.rules,
            hands,
            table,
            stock,
            captured,
            sweeps,
            to_move,
            self.dealer,
            last_capturer,
            scores,
            self.round_number,
            plucked,
            penalties,
        )

    def _replace(self, **changes: object) -> State:
        """A copy with some fields changed, as ``NamedTuple._replace`` (the name kept)."""
        unknown = set(changes) - set(STATE_FIELDS)
        if unknown:
            raise TypeError(f"State has no field {sorted(unknown)[0]!r}")
        values: dict[str, object] = dict(zip(STATE_FIELDS, self.fields(), strict=True))
        values.update(changes)
        return State(**values)  # type: ignore[arg-type]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.fields() == other.fields()

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return self.fields() != other.fields()

    def __hash__(self) -> int:
        return hash(self.fields())

    def __reduce__(self) -> tuple[type[State], tuple[object, ...]]:
        return (State, self.fields())

    def __repr__(self) -> str:
        pairs = zip(STATE_FIELDS, self.fields(), strict=True)
        return "State(" + ", ".join(f"{name}={value!r}" for name, value in pairs) + ")"

    @property
    def players(self) -> int:
        return len(self.hands)

    @property
    def round_over(self) -> bool:
        """The final deal has been played out (and the leftovers given), the game ended
        on the spot (``sweeps_at_once``), ``rounds_to_five`` ended the round, or a clear
        of the table ended the game (``clear_ends_game``)."""
        if not self.stock:
            played_out = True
            for hand in self.hands:  # a native loop: ``any`` is a call into Python
                if hand:
                    played_out = False
                    break
            if played_out:
                return True
        # Asked at every node of every search: most rules have no option that ends a
        # round early, and their typed flags say so without reading the rules' fields.
        options = typed_rules(self.rules)
        if not options.ends_early and not options.clear_ends_game:
            return False
        return self.ended_by_sweep or self.ended_by_instants or self.ended_by_clear

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
        return _apply_legal(self, _checked_move(self, move))

    def apply_legal(self, move: Move) -> State:
        """Like ``apply`` for a move taken from ``legal_moves()``, without checking it."""
        return _apply_legal(self, move)

    def builds_owned_by(self, seat: int) -> list[Build]:
        return [item for item in self.table if isinstance(item, Build) and item.owner == seat]
