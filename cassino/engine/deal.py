"""Shuffling and dealing (RULES.md §2, presets of §8). The shuffle is the only chance step
and uses the random generator the caller injects; dealing from a stock is deterministic."""

from __future__ import annotations

from random import Random

from cassino.engine.cards import Card
from cassino.engine.rules import Rules
from cassino.engine.typed_rules import TypedRules, typed_rules


def shuffled_deck(rules: Rules, rng: Random) -> tuple[Card, ...]:
    deck = list(rules.cards)
    if type(rng) is Random:
        _shuffle(deck, rng)
    else:  # a generator of its own kind may shuffle its own way
        rng.shuffle(deck)
    return tuple(deck)


def _shuffle(deck: list[Card], rng: Random) -> None:
    """``rng.shuffle(deck)`` exactly: the same calls to ``getrandbits``, so the same deck
    from the same seed, as one compiled loop (the library's shuffle is interpreted Python,
    a tenth of a random round; tests/engine/test_deal.py holds the two equal)."""
    getrandbits = rng.getrandbits
    for last in range(len(deck) - 1, 0, -1):
        choices = last + 1
        width = choices.bit_length()
        pick = getrandbits(width)
        while pick >= choices:
            pick = getrandbits(width)
        deck[last], deck[pick] = deck[pick], deck[last]


def seats_from_left_of(dealer: int, players: int) -> list[int]:
    """Deal and play order: the dealer's left first, the dealer last."""
    return [(dealer + offset) % players for offset in range(1, players + 1)]


def _batches(size: int, in_twos: bool) -> list[int]:
    """How a hand of ``size`` is dealt: in twos (a single card last if odd), or singly."""
    if not in_twos:
        return [1] * size
    return [2] * (size // 2) + ([1] if size % 2 else [])


def deal_first(
    rules: Rules, stock: tuple[Card, ...], dealer: int
) -> tuple[list[list[Card]], list[Card], tuple[Card, ...]]:
    """The round's first deal: hands and ``table_cards`` (4, callabra 5) to the table
    (hands, table, rest of the stock).

    Each pass the dealer serves each other player, then the table, then themself
    (pagat), until every hand is full; the table gets 2 (or 1) a pass until it is full.
    """
    players = rules.players
    hands: list[list[Card]] = [[] for _ in range(players)]
    table: list[Card] = []
    order = seats_from_left_of(dealer, players)
    position = 0

    def take(count: int) -> tuple[Card, ...]:
        nonlocal position
        cards = stock[position : position + count]
        position += count
        return cards

    table_batch = 2 if rules.deal_in_twos else 1
    to_table = rules.table_cards
    for batch in _batches(rules.hand_size, rules.deal_in_twos):
        for seat in order[:-1]:
            hands[seat].extend(take(batch))
        if len(table) < to_table:
            table.extend(take(min(table_batch, to_table - len(table))))
        hands[dealer].extend(take(batch))
    table.extend(take(to_table - len(table)))
    return hands, table, stock[position:]


def next_hand_size(rules: Rules, stock_left: int) -> int:
    """Cards per player in the next deal: the last deal may be larger (five players: 5)."""
    return _next_hand_size(typed_rules(rules), stock_left)


def _next_hand_size(typed: TypedRules, stock_left: int) -> int:
    last = typed.last_hand_size
    if last and stock_left == last * typed.players:
        return last
    return typed.hand_size


def deal_hands(
    rules: Rules, stock: tuple[Card, ...], dealer: int
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A later deal: a hand to each player, none to the table (hands, rest of stock).

    A short stock (``short_last_deal``, or a test position) is dealt out as far as it
    goes, one card at a time, so the first seats may get one card more.
    """
    typed = typed_rules(rules)  # the options as typed fields: a deal comes every 8 moves
    players = typed.players
    hands: list[list[Card]] = [[] for _ in range(players)]
    position = 0
    size = _next_hand_size(typed, len(stock))
    in_twos = typed.deal_in_twos and len(stock) >= size * players
    for batch in _batches(size, in_twos):
        for offset in range(1, players + 1):  # the dealer's left first, the dealer last
            seat = (dealer + offset) % players
            hands[seat].extend(stock[position : position + batch])
            position += batch
    return tuple([tuple(hand) for hand in hands]), stock[position:]
