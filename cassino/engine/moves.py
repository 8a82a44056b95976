"""Moves: what a player does with one card, as a value object.

Two moves are the same move when card, action, table cards and value are equal
(NOTATION.md): different groupings of the same cards lead to the same position.
"""

from __future__ import annotations

from typing import Final, Literal, final

from cassino.engine.cards import Card, cards_text

ACE_HIGH = 14

Action = Literal["trail", "capture", "build", "pluck"]
ACTION_ORDER: dict[str, int] = {"pluck": 0, "capture": 1, "build": 2, "trail": 3}


@final
class Move:
    """``card`` played; ``table``: every table card used, flattened and sorted.

    ``value``: the capture value (None for a court card in classic play; 1 or 14 for an
    ace with ``ace_high``), the announced value of a build, None for a trail.
    ``pluck`` (preset ``pluck``): a loose card plucked after the play. A plain pluck
    before the play is its own move: action ``pluck``, ``card`` the plucked table card.
    ``partner`` (``hand_pair_capture``): the second hand card of a capture made with
    two hand cards whose values sum to the one loose table card taken; ``card`` is the
    lower of the two, ``value`` the sum.

    An immutable value compared, hashed and ordered by its fields, as a tuple of them
    would be. A compiled class, not a NamedTuple: the move generator makes millions, and
    the compiled engine creates one in a single allocation and reads its fields directly
    (measured with ``python -m cassino bench engine``).
    """

    __slots__ = ("action", "card", "partner", "pluck", "table", "value")

    def __init__(
        self,
        card: Card,
        action: Action,
        table: tuple[Card, ...] = (),
        value: int | None = None,
        pluck: Card | None = None,
        partner: Card | None = None,
    ) -> None:
        self.card: Final = card
        self.action: Final[Action] = action
        self.table: Final = table
        self.value: Final = value
        self.pluck: Final = pluck
        self.partner: Final = partner

    def fields(self) -> tuple[Card, Action, tuple[Card, ...], int | None, Card | None, Card | None]:
        return (self.card, self.action, self.table, self.value, self.pluck, self.partner)

    def _replace(self, **changes: object) -> Move:
        """A copy with some fields changed, as ``NamedTuple._replace`` (the name kept)."""
        unknown = set(changes) - set(MOVE_FIELDS)
        if unknown:
            raise TypeError(f"Move has no field {sorted(unknown)[0]!r}")
        values: dict[str, object] = dict(zip(MOVE_FIELDS, self.fields(), strict=True))
        values.update(changes)
        return Move(**values)  # type: ignore[arg-type]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return (
            self.card == other.card
            and self.action == other.action
            and self.table == other.table
            and self.value == other.value
            and self.pluck == other.pluck
            and self.partner == other.partner
        )

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return not self == other

    def __hash__(self) -> int:
        return hash(self.fields())

    def __lt__(self, other: Move) -> bool:
        return _sortable(self) < _sortable(other)

    def __reduce__(self) -> tuple[type[Move], tuple[object, ...]]:
        return (Move, self.fields())

    def __repr__(self) -> str:
        pairs = zip(MOVE_FIELDS, self.fields(), strict=True)
        parts = ", ".join(f"{name}={value!r}" for name, value in pairs)
        return f"Move({parts})"

    def __str__(self) -> str:
        return format_move(self)


MOVE_FIELDS: Final = ("card", "action", "table", "value", "pluck", "partner")


def _sortable(move: Move) -> tuple[int, str, tuple[Card, ...], int, int, int]:
    """The fields in order, None below every number (as a tuple of them would sort if
    None compared)."""
    value = -1 if move.value is None else move.value
    pluck = -1 if move.pluck is None else int(move.pluck)
    partner = -1 if move.partner is None else int(move.partner)
    return (move.card, move.action, move.table, value, pluck, partner)


def format_move(move: Move) -> str:
    """The readable form the ``moves`` command prints: ``9c takes 4d 5h``, ``2h builds 9 on
    7d``, ``Kd trails``; ``Ah as 14 takes Kd``; ``pluck 7c``; ``9c takes 4d 5h, plucks 7c``;
    ``4d with 5c takes 9s`` (two hand cards, ``hand_pair_capture``)."""
    card = move.card.code
    if move.action == "pluck":
        return f"pluck {card}"
    if move.action == "trail":
        text = f"{card} trails"
    elif move.action == "capture":
        # A numbered card taking at another value than its number: an ace as 14, the
        # 10♦ as 11 (``big_ten``).
        rank = move.card.rank
        shifted = move.value is not None and rank <= 10 and move.value != rank
        played = f"{card} as {move.value}" if shifted else card
        if move.partner is not None:
            played = f"{card} with {move.partner.code}"
        text = f"{played} takes {cards_text(move.table)}"
    else:
        text = f"{card} builds {move.value} on {cards_text(move.table)}"
    return f"{text}, plucks {move.pluck.code}" if move.pluck is not None else text


def move_sort_key(move: Move) -> tuple[int, int, tuple[Card, ...], int, int, int]:
    """Moves listed by card (rank, then suit), then action, then table cards."""
    pluck = -1 if move.pluck is None else int(move.pluck)
    partner = -1 if move.partner is None else int(move.partner)
    return (move.card, ACTION_ORDER[move.action], move.table, move.value or 0, pluck, partner)
