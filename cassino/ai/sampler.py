"""Guessing what a player cannot see: hidden hands and the stock's order, consistent with
everything the player has seen.

The unseen cards are the cards of the deck not in the player's hand, on the table or in
a captured pile; they fill the other hands (whose sizes are public) and the stock. One
more fact is public: a player who owns a build holds a card that takes it (RULES.md
§4.4) — except under ``duty_penalty``, once that player has paid for breaking the duty.
A sample is drawn uniformly among the deals that respect this (rejection), falling back
to placing a fitting card by hand when rejection keeps failing.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from cassino.engine.cards import Card
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.engine.view import PlayerView

REJECTION_TRIES = 64


@dataclass(frozen=True)
class HiddenFacts:
    """What a view says about the cards it cannot see."""

    unseen: tuple[Card, ...]
    hand_sizes: tuple[tuple[int, int], ...]  # (seat, size) of every other seat, by seat
    stock_size: int
    requirements: tuple[tuple[int, int], ...]  # (seat, build value that seat must hold)

    @classmethod
    def of(cls, view: PlayerView) -> HiddenFacts:
        sizes = tuple(
            (seat, size) for seat, size in enumerate(view.hand_sizes) if seat != view.seat
        )
        return cls(tuple(view.unseen_cards()), sizes, view.stock_size, build_requirements(view))


def build_requirements(view: PlayerView) -> tuple[tuple[int, int], ...]:
    """(seat, value) for each build another player owns: that player holds a card of it."""
    rules = view.rules
    found: set[tuple[int, int]] = set()
    for item in view.table:
        if not isinstance(item, Build) or item.owner == view.seat:
            continue
        owner = item.owner
        if not view.hand_sizes[owner]:
            continue
        if rules.duty_penalty and view.penalties[owner]:
            continue  # this owner has broken the duty before and may do so again
        found.add((owner, item.value))
    return tuple(sorted(found))


def sample_hidden(
    view: PlayerView, rng: Random, facts: HiddenFacts | None = None
) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    """One guess of the other hands and the stock (in dealing order)."""
    facts = facts or HiddenFacts.of(view)
    cards = list(facts.unseen)
    for _ in range(REJECTION_TRIES):
        rng.shuffle(cards)
        hands, stock = _split(cards, facts)
        if _meets(view, hands, facts.requirements):
            return hands, stock
    hands, stock = _split(cards, facts)
    return _place_required(view, hands, stock, facts.requirements, rng)


def sample_world(view: PlayerView, rng: Random, facts: HiddenFacts | None = None) -> State:
    """A full position (a determinization) the view cannot tell from the real one."""
    hands, stock = sample_hidden(view, rng, facts)
    return view.as_state(hidden=hands, stock=stock)


def is_consistent(view: PlayerView, state: State) -> bool:
    """Whether ``state`` agrees with everything ``view`` knows (used by the tests)."""
    if view.seat >= state.players or state.hands[view.seat] != view.hand:
        return False
    if state.table != view.table or state.captured != view.captured:
        return False
    if tuple(len(hand) for hand in state.hands) != view.hand_sizes:
        return False
    if len(state.stock) != view.stock_size:
        return False
    hidden = [card for seat, hand in enumerate(state.hands) if seat != view.seat for card in hand]
    if sorted(hidden + list(state.stock)) != sorted(view.unseen_cards()):
        return False
    hands = {seat: state.hands[seat] for seat in range(state.players)}
    return _meets(view, hands, build_requirements(view))


def _split(
    cards: list[Card], facts: HiddenFacts
) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    hands: dict[int, tuple[Card, ...]] = {}
    start = 0
    for seat, size in facts.hand_sizes:
        hands[seat] = tuple(cards[start : start + size])
        start += size
    return hands, tuple(cards[start : start + facts.stock_size])


def _meets(
    view: PlayerView,
    hands: dict[int, tuple[Card, ...]],
    requirements: tuple[tuple[int, int], ...],
) -> bool:
    holds = view.rules.holds
    return all(holds(hands[seat], value) for seat, value in requirements)


def _place_required(
    view: PlayerView,
    hands: dict[int, tuple[Card, ...]],
    stock: tuple[Card, ...],
    requirements: tuple[tuple[int, int], ...],
    rng: Random,
) -> tuple[dict[int, tuple[Card, ...]], tuple[Card, ...]]:
    """Swap a fitting card into each hand that misses a required value, from another hand
    or the stock. Cards placed for one requirement stay for the next; a value no unseen
    card answers is left unmet (it cannot happen while the owners keep the duty)."""
    holds = view.rules.holds
    places = {seat: list(hand) for seat, hand in hands.items()}
    stock_place = -1
    places[stock_place] = list(stock)
    fixed: set[Card] = set()
    for seat, value in requirements:
        hand = places[seat]
        keeper = next((card for card in hand if holds((card,), value)), None)
        if keeper is not None:
            fixed.add(keeper)
            continue
        donors = [
            (place, index)
            for place, cards in places.items()
            if place != seat
            for index, card in enumerate(cards)
            if card not in fixed and holds((card,), value)
        ]
        free = [index for index, card in enumerate(hand) if card not in fixed]
        if not donors or not free:
            continue
        place, donor_index = donors[rng.randrange(len(donors))]
        mine = free[rng.randrange(len(free))]
        card = places[place][donor_index]
        places[place][donor_index], hand[mine] = hand[mine], card
        fixed.add(card)
    stock_cards = tuple(places.pop(stock_place))
    return {seat: tuple(cards) for seat, cards in places.items()}, stock_cards
