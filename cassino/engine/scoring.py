"""Scoring a round (RULES.md §6, presets §8): each side's categories from its pooled captures."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card, parse_card
from cassino.engine.rules import Rules
from cassino.engine.state import State

# The categories of a round's cards (what ``all_eleven`` counts as all the base), then
# the rest: together the order in which ``finish: count_out`` applies a round's
# points (RULES.md §6 first).
BASE_CATEGORIES = (
    "cards",
    "spades",
    "big_cassino",
    "little_cassino",
    "aces",
    "tens_and_courts",
    "two_of_clubs",
)
CATEGORIES = (*BASE_CATEGORIES, "sweeps", "each_spade", "sette_bello", "bonus", "penalties")
JACK_OF_SPADES = parse_card("Js")
TWO_OF_CLUBS = parse_card("2c")
# Counted from the card's number (rank index * 4 + suit index, see cards): the engine
# counts every pile at the end of every round, and the number is cheaper than properties.
SPADES: Final = 0  # suit index of spades
ACES_BELOW: Final = 4  # card numbers 0-3 are the aces
SEVEN_OF_DIAMONDS = parse_card("7d")


@dataclass(frozen=True)
class SideScore:
    """One side's round: how many cards and spades it took and the points per category."""

    cards: int
    spades: int
    points: tuple[tuple[str, int], ...]  # (category, points) in CATEGORIES order
    took_all_base: bool  # every base point (all eleven in the classic deck)

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


# base_points of each Rules in use, by identity, with the Rules (so an id is never reused
# while it is kept); bounded. Every round's score asks it per side, and it reads the deck.
_base_points_of: Final[dict[int, tuple[Rules, int]]] = {}
_BASE_POINTS_KEPT: Final = 64


def base_points(rules: Rules) -> int:
    """The base categories' points (most cards, most spades, the Cassinos, the aces):
    11 with the classic deck. ``all_eleven`` is about taking all of them."""
    found = _base_points_of.get(id(rules))
    if found is not None and found[0] is rules:
        return found[1]
    points = _counted_base_points(rules)
    if len(_base_points_of) >= _BASE_POINTS_KEPT:
        _base_points_of.clear()
    _base_points_of[id(rules)] = (rules, points)
    return points


def _counted_base_points(rules: Rules) -> int:
    deck = rules.cards
    if rules.point_cards == "tablanette":
        return 3 + sum(rules.card_points[card] for card in deck)
    return (
        3
        + 1
        + (2 if BIG_CASSINO in deck else 0)
        + (1 if LITTLE_CASSINO in deck else 0)
        + sum(1 for card in deck if card < ACES_BELOW)  # every round: no property call
    )


def extra_points(rules: Rules) -> int:
    """Points presets add on top of the base (each spade and the jack of spades, 7♦)."""
    deck = rules.cards
    spades = sum(_spade_points(card) for card in deck) if rules.spade_points else 0
    return spades + (1 if rules.sette_bello and SEVEN_OF_DIAMONDS in deck else 0)


def _tens_and_courts(pile: list[Card]) -> int:
    """``point_cards: tablanette``: 1 for each ten (the 10♦ is scored as the Big Cassino),
    jack, queen and king taken."""
    return sum(1 for card in pile if card.rank >= 10 and card != BIG_CASSINO)


def _spade_points(card: Card) -> int:
    if card & 3 != SPADES:
        return 0
    return 2 if card == JACK_OF_SPADES else 1


def side_piles(state: State) -> tuple[list[list[Card]], list[int], list[int]]:
    """Captured cards, sweeps and duty penalties pooled per side."""
    rules = state.rules
    piles: list[list[Card]] = [[] for _ in range(rules.sides)]
    sweeps = [0] * rules.sides
    penalties = [0] * rules.sides
    for seat in range(state.players):
        side = rules.side_of[seat]
        piles[side].extend(state.captured[seat])
        sweeps[side] += state.sweeps[seat]
        penalties[side] += state.penalties[seat]
    return piles, sweeps, penalties


def score_round(state: State) -> RoundScore:
    """The points of each side for the captures in ``state`` (normally a finished round)."""
    rules = state.rules
    piles, sweeps, penalties = side_piles(state)
    card_counts = [len(pile) for pile in piles]
    spade_counts: list[int] = []
    ace_counts: list[int] = []
    for pile in piles:
        spades = aces = 0
        for card in pile:
            number: int = card  # a native int: the tests below are then machine operations
            if number & 3 == SPADES:
                spades += 1
            if number < ACES_BELOW:
                aces += 1
        spade_counts.append(spades)
        ace_counts.append(aces)
    cards_winner = _strict_best(card_counts)
    if cards_winner is None and rules.card_tie == "spades":
        top = max(card_counts)
        tied = [side for side, count in enumerate(card_counts) if count == top]
        cards_winner = _strict_best(
            [spade_counts[s] if s in tied else -1 for s in range(len(piles))]
        )
    spades_winner = _strict_best(spade_counts)
    full_base = base_points(rules)
    tablanette = rules.point_cards == "tablanette"

    sides: list[SideScore] = []
    for side, pile in enumerate(piles):
        base = {
            "cards": 3 if cards_winner == side else 0,
            "spades": 1 if spades_winner == side and not tablanette else 0,
            "big_cassino": 2 if BIG_CASSINO in pile else 0,
            "little_cassino": 1 if LITTLE_CASSINO in pile and not tablanette else 0,
            "aces": ace_counts[side],
            "tens_and_courts": _tens_and_courts(pile) if tablanette else 0,
            "two_of_clubs": 1 if tablanette and TWO_OF_CLUBS in pile else 0,
        }
        took_all = sum(base.values()) == full_base
        points = {
            **base,
            # Sweeps already paid at once (sweeps_at_once) are not paid again here.
            "sweeps": sweeps[side] * rules.sweep_points
            if rules.sweeps and not rules.sweeps_at_once
            else 0,
            "each_spade": sum(_spade_points(card) for card in pile) if rules.spade_points else 0,
            "sette_bello": 1 if rules.sette_bello and SEVEN_OF_DIAMONDS in pile else 0,
            "bonus": 1 if took_all and rules.all_eleven == "bonus_point" else 0,
            "penalties": -penalties[side],
        }
        sides.append(
            SideScore(
                cards=card_counts[side],
                spades=spade_counts[side],
                points=tuple((category, points[category]) for category in CATEGORIES),
                took_all_base=took_all,
            )
        )
    return RoundScore(tuple(sides))


def settled_score(state: State) -> RoundScore:
    """The points already won whatever happens in the rest of the round (a claim by
    ``call_out``): most cards only for a side holding more than half the deck's cards,
    most spades only for more than half its spades (pagat's reading); aces, the Cassinos,
    sweeps and the other cards' points as captured; the all-eleven bonus only once every
    base point is settled."""
    rules = state.rules
    deck = rules.cards
    deck_spades = sum(1 for card in deck if card & 3 == SPADES)
    sides: list[SideScore] = []
    for side in score_round(state).sides:
        points = dict(side.points)
        points["cards"] = 3 if 2 * side.cards > len(deck) else 0
        taken = 2 * side.spades > deck_spades and rules.point_cards != "tablanette"
        points["spades"] = 1 if taken else 0
        took_all = sum(points[category] for category in BASE_CATEGORIES) == base_points(rules)
        if not took_all:
            points["bonus"] = 0
        settled = tuple((category, points[category]) for category in CATEGORIES)
        sides.append(SideScore(side.cards, side.spades, settled, took_all))
    return RoundScore(tuple(sides))


def _strict_best(counts: list[int]) -> int | None:
    """The index of the single highest count, or None when the highest is shared."""
    top = max(counts)
    leaders = [index for index, count in enumerate(counts) if count == top]
    return leaders[0] if len(leaders) == 1 else None
