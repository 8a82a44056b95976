"""A guest's picture of the position (issue 58): a ``State`` that is exact in everything
the guest may see (its hand, the table, the piles, the counts, the scores) and holds
stand-ins for the cards it may not see, drawn face down by the table.

The stand-ins are unseen cards, placed where the last picture had them, so a face-down
card keeps its sprite from one move to the next. When another player plays a card, that
card is first put into the player's hand (``before_move``); when a move deals the guest
new cards, the real ones are first put where the stock will give them. So the table
animates the real move from a position from which the engine's own ``apply_legal`` gives
the next picture, and nothing about the hidden cards is shown, since nothing is known.
"""

from __future__ import annotations

from collections.abc import Iterable

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView


def picture(view: PlayerView, previous: State | None = None) -> State:
    """The position as the guest at ``view.seat`` sees it, stand-ins kept where
    ``previous`` (the last picture, if of the same round) had them."""
    seen = set(view.hand) | set(table_cards(view.table))
    for pile in view.captured:
        seen |= set(pile)
    unseen = [card for card in view.rules.cards if card not in seen]
    unseen_set = set(unseen)
    same_round = previous is not None and previous.round_number == view.round_number
    taken: set[Card] = set()

    def keep(cards: Iterable[Card], count: int) -> list[Card]:
        kept = [card for card in cards if card in unseen_set and card not in taken][:count]
        taken.update(kept)
        return kept

    hands: list[tuple[Card, ...]] = []
    old_hands = previous.hands if previous is not None and same_round else ()
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.seat:
            hands.append(view.hand)
            continue
        hands.append(tuple(keep(old_hands[seat] if old_hands else (), size)))
    old_stock = previous.stock if previous is not None and same_round else ()
    stock = keep(old_stock, view.stock_size)
    spare = [card for card in unseen if card not in taken]
    for seat, size in enumerate(view.hand_sizes):
        if seat != view.seat and len(hands[seat]) < size:
            needed = size - len(hands[seat])
            hands[seat] = hands[seat] + tuple(spare[:needed])
            del spare[:needed]
    stock += spare[: view.stock_size - len(stock)]
    return State(
        view.rules,
        tuple(hands),
        view.table,
        tuple(stock),
        view.captured,
        view.sweeps,
        view.to_move,
        view.dealer,
        view.last_capturer,
        view.scores,
        view.round_number,
        view.plucked,
        view.penalties,
    )


def before_move(state: State, seat: int, card: Card) -> State:
    """``state`` with ``card`` in ``seat``'s hand: swapped with a stand-in there, wherever
    the picture had the card hidden (a seat's own real hand is never touched)."""
    if card in state.hands[seat]:
        return state
    hand = state.hands[seat]
    if not hand:
        return state
    return swap(state, hand[-1], card)


def with_dealt(before: State, move: Move, own_seat: int, own_hand: tuple[Card, ...]) -> State:
    """``before`` with the cards the guest really holds after ``move`` placed in the stock
    where the deal takes them, in the order dealt, so ``apply_legal`` deals them to it."""
    held = set(before.hands[own_seat])  # real cards already in hand: never moved
    for _ in range(2 * len(own_hand) + 2):
        got = before.apply_legal(move).hands[own_seat]
        if got == own_hand or len(got) != len(own_hand):
            break
        index = next(
            n for n, (mine, real) in enumerate(zip(got, own_hand, strict=True)) if mine != real
        )
        if got[index] in held or own_hand[index] in held:
            break
        before = swap(before, got[index], own_hand[index])
    return before


def swap(state: State, one: Card, other: Card) -> State:
    """``state`` with two hidden cards (in hands or the stock) trading places."""

    def traded(cards: tuple[Card, ...]) -> tuple[Card, ...]:
        return tuple(other if card == one else one if card == other else card for card in cards)

    return state._replace(
        hands=tuple(traded(hand) for hand in state.hands), stock=traded(state.stock)
    )
