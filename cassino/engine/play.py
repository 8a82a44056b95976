"""Applying a legal move: the card leaves the hand, items move, the turn passes, a new
deal (or a draw) follows, and the leftovers end the round (RULES.md §4–5, presets §8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.cards import FIVE_OF_SPADES
from cassino.engine.deal import deal_hands
from cassino.engine.table import Build, Item, is_multiple_build, item_key
from cassino.engine.take_all import takes_all
from cassino.engine.typed_rules import typed_rules

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.moves import Move
    from cassino.engine.rules import Rules
    from cassino.engine.state import State


def apply_legal(state: State, move: Move) -> State:
    """The position after ``move``, which must be one of ``state.legal_moves()``."""
    if move.action == "pluck":
        return _pluck(state, move.card)
    rules = state.rules
    typed = typed_rules(rules)
    seat = state.to_move
    card = move.card
    hands = list(state.hands)
    hand = _without(hands[seat], card)
    partner = move.partner
    if partner is not None:
        hand = _without(hand, partner)
    hands[seat] = hand
    captured = state.captured
    sweeps = state.sweeps
    scores = state.scores
    penalties = state.penalties
    last_capturer = state.last_capturer
    action = move.action
    if typed.duty_penalty and _breaks_duty(state, move, hands[seat]):
        # Paid at the moment of the breach: the score shown sees it at once.
        penalties = _add(penalties, seat, rules.duty_penalty)
        scores = _score_for_side(rules, scores, seat, -rules.duty_penalty)

    if action == "trail" and typed.five_of_spades_sweeps and card == FIVE_OF_SPADES and state.table:
        # Trailing the 5♠ sweeps the table: every card there goes with it to the pile.
        taken = (card, *_flatten(list(state.table)))
        captured = _add_to(captured, seat, taken)
        scores = _paid_at_once(rules, scores, seat, taken)
        last_capturer = seat
        new_table = []
        final_play = not state.stock and not any(hands)
        if rules.sweep_on_last_play or not final_play:
            sweeps = _add(sweeps, seat, 1)
            if rules.sweeps_at_once:
                scores = _score_for_side(rules, scores, seat, rules.sweep_points)
    elif action == "trail":
        new_table = list(state.table)
        _insort(new_table, card)
    else:
        used = move.table
        used_bits = 0  # the cards used, one bit each: cheaper to ask than the tuple
        for used_card in used:
            number: int = used_card
            used_bits |= 1 << number
        kept: list[Item] = []
        for item in state.table:
            first: int = item.cards[0] if isinstance(item, Build) else item
            if not used_bits >> first & 1:
                kept.append(item)
        if action == "capture":
            played = (card,) if partner is None else (card, partner)
            captured = _add_to(captured, seat, (*played, *used))
            if typed.points_at_once:
                scores = _paid_at_once(rules, scores, seat, (*played, *used))
            last_capturer = seat
            if not kept and typed.sweeps and not takes_all(rules, card):
                final_play = not state.stock and not any(hands)
                if typed.sweep_on_last_play or not final_play:
                    sweeps = _add(sweeps, seat, 1)
                    if typed.sweeps_at_once:
                        scores = _score_for_side(rules, scores, seat, rules.sweep_points)
        else:
            cards = tuple(sorted((card, *used)))
            value = move.value or 0
            multiple = is_multiple_build(
                typed.values, typed.big_ten, typed.ace_high, typed.ace_eleven, cards, value
            )
            _insort(kept, Build(cards, value, seat, multiple))
        new_table = kept

    plucked = state.plucked
    if move.pluck is not None:
        new_table.remove(move.pluck)
        captured = _add_to(captured, seat, (move.pluck,))
        scores = _paid_at_once(rules, scores, seat, (move.pluck,))
        plucked = _set(plucked, seat)

    stock = state.stock
    if typed.draw and stock:
        missing = typed.hand_size - len(hands[seat])
        hands[seat] = hands[seat] + stock[:missing]
        stock = stock[missing:]
    dealer = state.dealer
    players = len(hands)
    next_seat = _next_with_cards(hands, seat, players)
    if typed.clear_ends_game and not new_table and sweeps != state.sweeps:
        # ``clear_ends_game``: the game ends with this sweep; no more cards are dealt.
        return state.successor(
            tuple(hands),
            (),
            stock,
            captured,
            sweeps,
            seat,
            last_capturer,
            scores,
            plucked,
            penalties,
        )
    if next_seat is None and stock:
        dealt, stock = deal_hands(rules, stock, dealer)
        hands = list(dealt)
        plucked = (False,) * players
        next_seat = _next_with_cards(hands, dealer, players)
    if next_seat is None:
        next_seat = (seat + 1) % players
        if new_table and last_capturer is not None:
            # End of the round: the leftovers go to the last capturer; never a sweep.
            leftovers = tuple(_flatten(new_table))
            captured = _add_to(captured, last_capturer, leftovers)
            if typed.points_at_once:
                scores = _paid_at_once(rules, scores, last_capturer, leftovers)
            new_table = []

    return state.successor(
        tuple(hands),
        tuple(new_table),
        stock,
        captured,
        sweeps,
        next_seat,
        last_capturer,
        scores,
        plucked,
        penalties,
    )


def _pluck(state: State, card: Card) -> State:
    """``pluck`` before the play: the loose card goes to the player's pile; still their turn."""
    seat = state.to_move
    table = tuple(item for item in state.table if isinstance(item, Build) or item != card)
    return state._replace(
        table=table,
        captured=_add_to(state.captured, seat, (card,)),
        scores=_paid_at_once(state.rules, state.scores, seat, (card,)),
        plucked=_set(state.plucked, seat),
    )


def _breaks_duty(state: State, move: Move, hand_after: tuple[Card, ...]) -> bool:
    """Whether ``move`` breaks a live build duty (§4.3–4.4), which ``duty_penalty`` allows
    at a price. A duty is live while the owner still holds a card for the build: once that
    card is gone the build is already broken and later moves cost nothing more."""
    rules = state.rules
    hand_before = state.hands[state.to_move]
    live = [b for b in state.builds_owned_by(state.to_move) if rules.holds(hand_before, b.value)]
    if not live:
        return False
    touched = [build for build in live if build.cards[0] in move.table]
    if move.action == "trail" and not rules.owner_may_trail:
        return True
    if rules.owner_duty == "take_or_add" and not touched:
        return True
    kept = [b.value for b in live if b not in touched]
    if move.action == "build" and move.value is not None and kept:
        kept.append(move.value)
    return not rules.answers(hand_after, kept)


def _insort(items: list[Item], item: Item) -> None:
    """``bisect.insort(items, item, key=item_key)``, with the keys compared as native
    integers (bisect calls ``item_key`` back through Python for each comparison)."""
    if not isinstance(item, Build):
        # A loose card (a trail): loose cards come first, by number, then the builds.
        number: int = item
        for at in range(len(items)):
            other = items[at]
            if isinstance(other, Build):
                items.insert(at, item)
                return
            held: int = other
            if number < held:
                items.insert(at, item)
                return
        items.append(item)
        return
    key = item_key(item)
    low = 0
    high = len(items)
    while low < high:
        middle = (low + high) // 2
        if key < item_key(items[middle]):
            high = middle
        else:
            low = middle + 1
    items.insert(low, item)


def _without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """``hand`` less one ``card`` (compared as native integers, not through ``index``)."""
    wanted: int = card
    last = len(hand) - 1
    for at in range(len(hand)):
        held: int = hand[at]
        if held == wanted:
            # At either end one slice is the answer: no second tuple, no concatenation.
            if at == 0:
                return hand[1:]
            if at == last:
                return hand[:last]
            return hand[:at] + hand[at + 1 :]
    raise ValueError(f"{card} is not in the hand")


def _next_with_cards(hands: list[tuple[Card, ...]], seat: int, players: int) -> int | None:
    for offset in range(1, players + 1):
        candidate = (seat + offset) % players
        if hands[candidate]:
            return candidate
    return None


def _paid_at_once(
    rules: Rules, scores: tuple[int, ...], seat: int, cards: tuple[Card, ...]
) -> tuple[int, ...]:
    """``points_at_once``: the point cards just taken score for the seat's side now."""
    if not rules.points_at_once:
        return scores
    points = 0
    for card in cards:
        points += rules.card_points[card]
    return _score_for_side(rules, scores, seat, points) if points else scores


def _score_for_side(
    rules: Rules, scores: tuple[int, ...], seat: int, points: int
) -> tuple[int, ...]:
    side = rules.side_of[seat]
    return tuple(
        score + points if rules.side_of[other] == side else score
        for other, score in enumerate(scores)
    )


def _add_to(
    piles: tuple[tuple[Card, ...], ...], seat: int, cards: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    changed = list(piles)
    changed[seat] = piles[seat] + cards
    return tuple(changed)


def _add(counts: tuple[int, ...], seat: int, amount: int) -> tuple[int, ...]:
    changed = list(counts)
    changed[seat] = counts[seat] + amount
    return tuple(changed)


def _set(flags: tuple[bool, ...], seat: int) -> tuple[bool, ...]:
    return (*flags[:seat], True, *flags[seat + 1 :])


def _flatten(items: list[Item]) -> list[Card]:
    cards: list[Card] = []
    for item in items:
        if isinstance(item, Build):
            cards.extend(item.cards)
        else:
            cards.append(item)
    return cards
