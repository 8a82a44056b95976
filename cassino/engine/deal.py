"""Shuffling and dealing (RULES.md §2). The shuffle is the only chance step, and it uses
the random generator the caller injects; dealing from a given stock is deterministic."""

from __future__ import annotations

from random import Random

from cassino.engine.cards import Card
from cassino.engine.rules import CARDS_PER_HAND, CARDS_TO_TABLE, Rules


def shuffled_deck(rules: Rules, rng: Random) -> tuple[Card, ...]:
    deck = list(rules.deck)
    rng.shuffle(deck)
    return tuple(deck)


def seats_from_left_of(dealer: int, players: int) -> list[int]:
    """Deal and play order: the dealer's left first, the dealer last."""
    return [(dealer + offset) % players for offset in range(1, players + 1)]


def deal_first(
    rules: Rules, stock: tuple[Card, ...], dealer: int
) -> tuple[list[list[Card]], list[Card], tuple[Card, ...]]:
    """The round's first deal: hands and 4 table cards (hands, table, rest of the stock).

    In twos (or singly) the dealer serves each other player, then the table, then
    themself, and goes round again until everyone has 4 and the table has 4 (pagat).
    """
    players = rules.players
    batch = 2 if rules.deal_in_twos else 1
    hands: list[list[Card]] = [[] for _ in range(players)]
    table: list[Card] = []
    order = seats_from_left_of(dealer, players)
    position = 0
    for _ in range(CARDS_PER_HAND // batch):
        for seat in order[:-1]:
            hands[seat].extend(stock[position : position + batch])
            position += batch
        if len(table) < CARDS_TO_TABLE:
            table.extend(stock[position : position + batch])
            position += batch
        hands[dealer].extend(stock[position : position + batch])
        position += batch
    return hands, table, stock[position:]


def deal_hands(
    players: int, stock: tuple[Card, ...], dealer: int, in_twos: bool
) -> tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]:
    """A later deal: up to 4 more to each player, none to the table (hands, rest of stock).

    A short stock (possible only in test positions) is dealt out as far as it goes.
    """
    batch = 2 if in_twos else 1
    hands: list[list[Card]] = [[] for _ in range(players)]
    order = seats_from_left_of(dealer, players)
    position = 0
    for _ in range(CARDS_PER_HAND // batch):
        for seat in order:
            hands[seat].extend(stock[position : position + batch])
            position += batch
    return tuple(tuple(hand) for hand in hands), stock[position:]
