"""The moves two options add beside the table's captures, builds and trails:
``hand_pair_capture`` (two hand cards summing to one loose card take it) and ``pluck``
(a loose card plucked before or after the play). ``movegen`` calls them when the rules
ask for them; they read the position only, like it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.cards import BIG_CASSINO, FIVE_OF_SPADES, LITTLE_CASSINO
from cassino.engine.moves import Move
from cassino.engine.table import Build, Item

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.state import State


def hand_pair_moves(state: State, seat: int, owned_mask: int) -> list[Move]:
    """``hand_pair_capture``: two hand cards whose values (an ace 1, courts with
    ``court_values``) sum to a loose table card take that card; a build owner must still
    hold a card for each build it keeps (and, with ``owner_duty: take_or_add``, may not
    make this capture, which touches no build, unless breaking the duty is paid for)."""
    rules = state.rules
    values = rules.values
    hand = sorted(state.hands[seat])
    loose = [item for item in state.table if not isinstance(item, Build)]
    if not loose:
        return []
    owned = [b.value for b in state.builds_owned_by(seat)] if owned_mask else []
    if owned and rules.owner_duty == "take_or_add" and not rules.duty_penalty:
        return []
    found: list[Move] = []
    for i in range(len(hand)):
        first = hand[i]
        for j in range(i + 1, len(hand)):
            second = hand[j]
            if not values[first] or not values[second]:
                continue
            total = values[first] + values[second]
            targets = [card for card in loose if values[card] == total]
            if not targets:
                continue
            if owned and not rules.duty_penalty:
                rest = hand[:i] + hand[i + 1 : j] + hand[j + 1 :]
                if not rules.answers(rest, owned):
                    continue
            for target in targets:
                found.append(Move(first, "capture", (target,), total, None, second))
    return found


def with_plucks(state: State, moves: list[Move]) -> list[Move]:
    """``pluck``: once per deal, while the stock lasts, a loose card that is not an ace,
    10♦ or 2♠ and not the only card on the table may be plucked before the play (a move
    of its own) or after it (the play's ``pluck``), but not the card just played."""
    plucks: list[Move] = [
        Move(card, "pluck", (card,)) for card in _pluckable(state.table) if len(state.table) > 1
    ]
    for move in moves:
        plucks.append(move)
        after = _table_after(state, move)
        if len(after) > 1:
            plucks += [move._replace(pluck=card) for card in _pluckable(after) if card != move.card]
    return plucks


def _pluckable(table: tuple[Item, ...] | list[Item]) -> list[Card]:
    return [
        item
        for item in table
        if not isinstance(item, Build)
        and item.rank != 1
        and item not in (BIG_CASSINO, LITTLE_CASSINO)
    ]


def _table_after(state: State, move: Move) -> list[Item]:
    """The table items after ``move`` (before any deal), as far as plucking cares."""
    if move.action == "trail":
        if move.card == FIVE_OF_SPADES and state.rules.five_of_spades_sweeps:
            return []  # it swept the table
        return [*state.table, move.card]
    kept: list[Item] = [
        item
        for item in state.table
        if (item.cards[0] if isinstance(item, Build) else item) not in move.table
    ]
    if move.action == "build":
        kept.append(Build((move.card, *move.table), move.value or 0, state.to_move, True))
    return kept
