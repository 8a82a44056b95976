"""Scoring a round (RULES.md §6, presets §8): each side's categories from its pooled captures."""

from __future__ import annotations

from typing import Final

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card, parse_card
from cassino.engine.round_score import RoundScore as RoundScore
from cassino.engine.round_score import SideScore as SideScore
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
_CATEGORIES: Final[tuple[str, ...]] = CATEGORIES  # Final: a static, not a lookup
JACK_OF_SPADES = parse_card("Js")
TWO_OF_CLUBS = parse_card("2c")
# Counted from the card's number (rank index * 4 + suit index, see cards): the engine
# counts every pile at the end of every round, and the number is cheaper than properties.
SPADES: Final = 0  # suit index of spades
ACES_BELOW: Final = 4  # card numbers 0-3 are the aces
SEVEN_OF_DIAMONDS = parse_card("7d")
# The same as native numbers, for ``score_round``'s one pass over each pile.
_JACK_OF_SPADES: Final[int] = JACK_OF_SPADES
_LITTLE_CASSINO: Final[int] = LITTLE_CASSINO
_TWO_OF_CLUBS: Final[int] = TWO_OF_CLUBS
_SEVEN_OF_DIAMONDS: Final[int] = SEVEN_OF_DIAMONDS
_FIRST_TEN: Final = 36  # the first card of rank 10 (ranks from 1, four suits a rank)
# The cards that score alone whatever their count, one bit each by number.
_SCORING_SINGLES: Final[int] = (
    1 << BIG_CASSINO | 1 << LITTLE_CASSINO | 1 << TWO_OF_CLUBS | 1 << SEVEN_OF_DIAMONDS
)


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
    # Each pile counted once, by the cards' numbers (machine operations in the compiled
    # engine): its spades, aces, the Cassinos, the 2♣ and 7♦, tens and courts (bar the
    # 10♦, scored as the Big Cassino) and the spades' own points.
    spade_counts: list[int] = []
    ace_counts: list[int] = []
    held: list[int] = []  # per side, the bits of the single cards that score, by number
    tens_and_courts: list[int] = []
    spade_points: list[int] = []
    big: int = BIG_CASSINO
    for pile in piles:
        spades = aces = tens = points_of_spades = 0
        bits = 0
        for card in pile:
            number: int = card
            if number & 3 == SPADES:
                spades += 1
                points_of_spades += 2 if number == _JACK_OF_SPADES else 1
            if number < ACES_BELOW:
                aces += 1
            if number >= _FIRST_TEN and number != big:
                tens += 1
            if number < 64 and _SCORING_SINGLES >> number & 1:
                bits |= 1 << number
        spade_counts.append(spades)
        ace_counts.append(aces)
        held.append(bits)
        tens_and_courts.append(tens)
        spade_points.append(points_of_spades)
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
    sweeps_paid_here = rules.sweeps and not rules.sweeps_at_once
    sweep_points = rules.sweep_points
    bonus_rule = rules.all_eleven == "bonus_point"

    sides: list[SideScore] = []
    for side in range(len(piles)):
        bits = held[side]
        # Lists, not tuples: the compiled engine keeps a literal tuple of ints unboxed,
        # and reads one by a variable index only by building it as an object first.
        points: list[int] = [
            3 if cards_winner == side else 0,
            1 if spades_winner == side and not tablanette else 0,
            2 if bits >> big & 1 else 0,
            1 if bits >> _LITTLE_CASSINO & 1 and not tablanette else 0,
            ace_counts[side],
            tens_and_courts[side] if tablanette else 0,
            1 if tablanette and bits >> _TWO_OF_CLUBS & 1 else 0,
        ]
        base = 0
        for value in points:  # the base categories come first (CATEGORIES)
            base += value
        took_all = base == full_base
        # Sweeps already paid at once (sweeps_at_once) are not paid again here.
        points.append(sweeps[side] * sweep_points if sweeps_paid_here else 0)
        points.append(spade_points[side] if rules.spade_points else 0)
        points.append(1 if rules.sette_bello and bits >> _SEVEN_OF_DIAMONDS & 1 else 0)
        points.append(1 if took_all and bonus_rule else 0)
        points.append(-penalties[side])
        categories = _CATEGORIES
        pairs = [(categories[at], points[at]) for at in range(len(points))]
        sides.append(
            SideScore(
                card_counts[side],
                spade_counts[side],
                tuple(pairs),
                took_all,
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
    leader = -1
    top = 0
    shared = False
    for index in range(len(counts)):
        count = counts[index]
        if leader < 0 or count > top:
            leader, top, shared = index, count, False
        elif count == top:
            shared = True
    return None if shared or leader < 0 else leader
