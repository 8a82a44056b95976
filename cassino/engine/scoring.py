"""Scoring a round (RULES.md §6): each side's categories from its pooled captures."""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card
from cassino.engine.state import State

# The order in which ``finish: count_out`` applies a round's points.
CATEGORIES = ("cards", "spades", "big_cassino", "little_cassino", "aces", "sweeps", "bonus")
BASE_POINTS = 11  # cards 3, spades 1, Big Cassino 2, Little Cassino 1, four aces


@dataclass(frozen=True)
class SideScore:
    """One side's round: how many cards and spades it took and the points per category."""

    cards: int
    spades: int
    points: tuple[tuple[str, int], ...]  # (category, points) in CATEGORIES order
    took_all_eleven: bool

    @property
    def total(self) -> int:
        return sum(points for _, points in self.points)

    def of(self, category: str) -> int:
        return dict(self.points)[category]


@dataclass(frozen=True)
class RoundScore:
    sides: tuple[SideScore, ...]

    def totals(self) -> tuple[int, ...]:
        return tuple(side.total for side in self.sides)


def side_piles(state: State) -> tuple[list[list[Card]], list[int]]:
    """Captured cards and sweeps pooled per side."""
    rules = state.rules
    piles: list[list[Card]] = [[] for _ in range(rules.sides)]
    sweeps = [0] * rules.sides
    for seat in range(state.players):
        side = rules.side_of[seat]
        piles[side].extend(state.captured[seat])
        sweeps[side] += state.sweeps[seat]
    return piles, sweeps


def score_round(state: State) -> RoundScore:
    """The points of each side for the captures in ``state`` (normally a finished round)."""
    rules = state.rules
    piles, sweeps = side_piles(state)
    card_counts = [len(pile) for pile in piles]
    spade_counts = [sum(1 for card in pile if card.suit == "s") for pile in piles]
    cards_winner = _strict_best(card_counts)
    if cards_winner is None and rules.card_tie == "spades":
        top = max(card_counts)
        tied = [side for side, count in enumerate(card_counts) if count == top]
        cards_winner = _strict_best(
            [spade_counts[s] if s in tied else -1 for s in range(len(piles))]
        )
    spades_winner = _strict_best(spade_counts)

    sides: list[SideScore] = []
    for side, pile in enumerate(piles):
        base = {
            "cards": 3 if cards_winner == side else 0,
            "spades": 1 if spades_winner == side else 0,
            "big_cassino": 2 if BIG_CASSINO in pile else 0,
            "little_cassino": 1 if LITTLE_CASSINO in pile else 0,
            "aces": sum(1 for card in pile if card.rank == 1),
        }
        all_eleven = sum(base.values()) == BASE_POINTS
        points = {
            **base,
            "sweeps": sweeps[side] * rules.sweep_points if rules.sweeps else 0,
            "bonus": 1 if all_eleven and rules.all_eleven == "bonus_point" else 0,
        }
        sides.append(
            SideScore(
                cards=card_counts[side],
                spades=spade_counts[side],
                points=tuple((category, points[category]) for category in CATEGORIES),
                took_all_eleven=all_eleven,
            )
        )
    return RoundScore(tuple(sides))


def _strict_best(counts: list[int]) -> int | None:
    """The index of the single highest count, or None when the highest is shared."""
    top = max(counts)
    leaders = [index for index, count in enumerate(counts) if count == top]
    return leaders[0] if len(leaders) == 1 else None
