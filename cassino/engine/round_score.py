"""A round's points as values: each side's counts and points by category (``scoring``).

Compiled classes, not frozen dataclasses: every round of every search and tournament is
scored, and a frozen dataclass is built through its interpreted ``__init__`` (about a
fifth of scoring a round, by instruction count). They behave as the dataclasses did:
immutable, compared and hashed by their fields, shown as ``SideScore(cards=…, …)``,
pickled (a tournament's rounds travel back from its worker processes).
"""

from __future__ import annotations

from typing import Final, final


@final
class SideScore:
    """One side's round: how many cards and spades it took and the points per category."""

    __slots__ = ("cards", "points", "spades", "took_all_base")

    def __init__(
        self,
        cards: int,
        spades: int,
        points: tuple[tuple[str, int], ...],  # (category, points) in CATEGORIES order
        took_all_base: bool,  # every base point (all eleven in the classic deck)
    ) -> None:
        self.cards: Final = cards
        self.spades: Final = spades
        self.points: Final = points
        self.took_all_base: Final = took_all_base

    @property
    def total(self) -> int:
        total = 0
        for _, points in self.points:
            total += points
        return total

    def of(self, category: str) -> int:
        """The points of one category (a KeyError for a category that is not scored)."""
        for name, points in self.points:
            if name == category:
                return points
        raise KeyError(category)

    def _fields(self) -> tuple[int, int, tuple[tuple[str, int], ...], bool]:
        return (self.cards, self.spades, self.points, self.took_all_base)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SideScore):
            return NotImplemented
        return self._fields() == other._fields()

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, SideScore):
            return NotImplemented
        return self._fields() != other._fields()

    def __hash__(self) -> int:
        return hash(self._fields())

    def __reduce__(self) -> tuple[type[SideScore], tuple[object, ...]]:
        return (SideScore, self._fields())

    def __repr__(self) -> str:
        return (
            f"SideScore(cards={self.cards!r}, spades={self.spades!r}, "
            f"points={self.points!r}, took_all_base={self.took_all_base!r})"
        )


@final
class RoundScore:
    """Every side's ``SideScore``, by side."""

    __slots__ = ("sides",)

    def __init__(self, sides: tuple[SideScore, ...]) -> None:
        self.sides: Final = sides

    def totals(self) -> tuple[int, ...]:
        return tuple([side.total for side in self.sides])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, RoundScore):
            return NotImplemented
        return self.sides == other.sides

    def __ne__(self, other: object) -> bool:
        if not isinstance(other, RoundScore):
            return NotImplemented
        return self.sides != other.sides

    def __hash__(self) -> int:
        return hash(self.sides)

    def __reduce__(self) -> tuple[type[RoundScore], tuple[object, ...]]:
        return (RoundScore, (self.sides,))

    def __repr__(self) -> str:
        return f"RoundScore(sides={self.sides!r})"
