"""Applying a legal move: the card leaves the hand, items move, the turn passes, a new
deal follows an emptied round of hands, and the leftovers end the round (RULES.md §4–5)."""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from cassino.engine.deal import deal_hands
from cassino.engine.table import Build, Item, item_key

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.moves import Move

from cassino.engine.state import State


def apply_legal(state: State, move: Move) -> State:
    """The position after ``move``, which must be one of ``state.legal_moves()``."""
    rules = state.rules
    seat = state.to_move
    card = move.card
    hands = list(state.hands)
    hand = hands[seat]
    at = hand.index(card)
    hands[seat] = hand[:at] + hand[at + 1 :]
    captured = state.captured
    sweeps = state.sweeps
    last_capturer = state.last_capturer
    action = move.action

    if action == "trail":
        new_table = list(state.table)
        insort(new_table, card, key=item_key)
    else:
        used = move.table
        kept: list[Item] = []
        for item in state.table:
            first = item.cards[0] if item.__class__ is Build else item
            if first not in used:
                kept.append(item)
        if action == "capture":
            captured = _add_to(captured, seat, (card, *used))
            last_capturer = seat
            if not kept and rules.sweeps:
                final_play = not state.stock and not any(hands)
                if rules.sweep_on_last_play or not final_play:
                    sweeps = _bump(sweeps, seat)
        else:
            cards = tuple(sorted((card, *used)))
            value = move.value or 0
            total = sum(rules.values[c] for c in cards)
            insort(kept, Build(cards, value, seat, total != value), key=item_key)
        new_table = kept

    stock = state.stock
    dealer = state.dealer
    players = len(hands)
    next_seat = _next_with_cards(hands, seat, players)
    if next_seat is None and stock:
        dealt, stock = deal_hands(players, stock, dealer, rules.deal_in_twos)
        hands = list(dealt)
        next_seat = _next_with_cards(hands, dealer, players)
    if next_seat is None:
        next_seat = (seat + 1) % players
        if new_table and last_capturer is not None:
            # End of the round: the leftovers go to the last capturer; never a sweep.
            captured = _add_to(captured, last_capturer, tuple(_flatten(new_table)))
            new_table = []

    return State(
        rules,
        tuple(hands),
        tuple(new_table),
        stock,
        captured,
        sweeps,
        next_seat,
        dealer,
        last_capturer,
        state.scores,
    )


def _next_with_cards(hands: list[tuple[Card, ...]], seat: int, players: int) -> int | None:
    for offset in range(1, players + 1):
        candidate = (seat + offset) % players
        if hands[candidate]:
            return candidate
    return None


def _add_to(
    piles: tuple[tuple[Card, ...], ...], seat: int, cards: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return (*piles[:seat], piles[seat] + cards, *piles[seat + 1 :])


def _bump(counts: tuple[int, ...], seat: int) -> tuple[int, ...]:
    return (*counts[:seat], counts[seat] + 1, *counts[seat + 1 :])


def _flatten(items: list[Item]) -> list[Card]:
    cards: list[Card] = []
    for item in items:
        if isinstance(item, Build):
            cards.extend(item.cards)
        else:
            cards.append(item)
    return cards
