"""Legal-move generation (RULES.md §4, presets §8): the one source of truth about what may
be played.

Per call: the table's signature (see ``combos``), one bounded enumeration of subset sums
shared by every card in hand, then per distinct card code its captures and builds,
filtered by the build owner's duty (§4.4) only when the mover owns a build. Random play
makes large, ever-different tables, so caching whole answers does not pay; keeping the
per-call work small does (measured with ``python -m cassino bench engine``): the options
read once per ``Rules`` (``TypedRules``), the loose cards' subset sums remembered by their
values (``combos``). The order of
the moves is part of the answer (the computer players' choices depend on it), so the
speed work keeps it, or changes it only on purpose: ``tools/movegen_fingerprint.py``
hashes it, and with ``--unordered`` the moves alone.

One capture, worked through. The player holds 9♣; on the table lie 2♠ 4♦ 5♥ 7♣ and a
9-build of 3♠ 6♣. ``_table_view`` reduces the table to its *signature*, one code per item:
a loose card its value, a single build 100 + its value (``combos`` lists the codes):

>>> from cassino.engine.combos import TableCombos
>>> combos = TableCombos((2, 4, 5, 7, 109), limit=9)

``capture(9)`` answers every set of items a card worth 9 may take, as a bit mask over the
items (bit 0 the 2♠, …, bit 4 the build), read here item by item from the left: 4♦ 5♥;
2♠ 7♣; both pairs; the build; and the build with either pair or both.

>>> [f"{mask:05b}"[::-1] for mask in combos.capture(9)]
['01100', '10010', '11110', '00001', '01101', '10011', '11111']

``legal_moves`` makes each mask a ``Move`` of the 9♣ taking those items' cards, adds the
builds a card may make (``build``) and the trail, through the per-card templates
(``templates``), and for the house rules that need them the moves of ``extra_moves`` and
``take_all``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, cast

from cassino.engine.cards import ALL_CARDS
from cassino.engine.combos import (
    ACE_HIGH,
    BIG_TEN_HIGH,
    MULTIPLE,
    SINGLE_FIXED,
    SINGLE_SUMMABLE,
    VALUELESS,
    Signature,
    TableCombos,
)
from cassino.engine.extra_moves import hand_pair_moves, with_plucks
from cassino.engine.moves import Move
from cassino.engine.table import Build, Item
from cassino.engine.take_all import reshaped_moves
from cassino.engine.templates import (
    ACTIONS,
    BUILD,
    MASK_SHIFT,
    TRAIL,
    VALUES,
    one_ace_per_value,
    one_card_per_value,
    position,
    templates,
)
from cassino.engine.typed_rules import TypedRules, typed_rules

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.state import State

# Each card's cards as an item; typed variable-length, since the compiled engine keeps a
# ``tuple[Card]`` unboxed and would build a new one at every read.
_ALONE: Final[tuple[tuple[Card, ...], ...]] = tuple((card,) for card in ALL_CARDS)
_ALL_CARDS: Final = ALL_CARDS  # Final: a static of this module, not a lookup
# A move is an immutable value, so equal moves may be one object: each card's trail is
# made once, and a capture or build with one loose card of the table is kept the first
# time it is made, by the two cards and the action (``_one_card_index``), in a list: a
# dict would box every key. Two moves in three are these, and making one costs an
# allocation that the garbage collector tracks. The list is small, as the collector walks
# it; a move of the same cards at another value (an ace as 14) is made anew. Keeping them
# never changes an answer.
_TRAILS: Final[tuple[Move, ...]] = tuple(Move(card, "trail") for card in ALL_CARDS)
_one_card_moves: Final[list[Move | None]] = [None] * (len(ALL_CARDS) ** 2 * 2)


def legal_moves(state: State) -> list[Move]:
    """Every legal move of the player to move, each once (empty when the round is over)."""
    seat = state.to_move
    hand = state.hands[seat]
    if not hand:
        return []
    rules = state.rules
    options = typed_rules(rules)
    if options.ends_early and (state.ended_by_sweep or state.ended_by_instants):
        return []
    if options.clear_ends_game and state.ended_by_clear:
        return []
    codes = options.codes
    table = state.table
    signature, owned_mask = _table_view(options, table, seat)
    ace_high = options.ace_high
    hand_codes: list[int] = []
    limit = 0  # the highest value in hand: no sum above it is ever needed
    has_ace = False
    for card in hand:
        number: int = card  # a native int: indexing with a Card would be a generic lookup
        code = codes[number]
        hand_codes.append(code)
        if limit < code < VALUELESS:
            limit = code
        if code == 1:
            has_ace = True
    if ace_high and has_ace:
        limit = ACE_HIGH
    # Cards that may count 11 too: the 10♦ with big_ten, aces with ace_eleven.
    big_ten = options.big_ten or options.ace_eleven
    elevens = options.counts_eleven
    big_ten_bit = 0
    if big_ten:
        big_ten_bit = eleven_bits_of(table, elevens)
        if limit < BIG_TEN_HIGH and any(elevens[card] for card in hand):
            limit = BIG_TEN_HIGH
    combos = TableCombos(signature, limit, ace_high, big_ten_bit)

    # The templates of each distinct code in hand (a hand holds a few: lists beat a dict).
    keys: list[int] = []
    templates_of: list[list[int]] = []  # packed (see ``templates``)
    moves: list[Move] = []
    duty = owned_mask != 0 and options.duty_penalty == 0
    count = len(hand_codes)
    for index in range(count):
        code = hand_codes[index]
        big_ten_played = big_ten and elevens[hand[index]]
        key = -code if big_ten_played else code  # the 10♦ is a 10 unlike the others
        seen = position(keys, key)
        if seen >= 0:
            found = templates_of[seen]
        else:
            # Values still held after playing this card: builds need one, owners keep theirs.
            keeps: list[int] = []
            for other in range(count):
                kept = hand_codes[other]
                if other != index and position(keeps, kept) < 0:
                    keeps.append(kept)
            if ace_high and position(keeps, 1) >= 0:
                keeps.append(ACE_HIGH)  # another ace answers for 14
            ten_kept = big_ten and any(
                elevens[hand[other]] for other in range(len(hand)) if other != index
            )
            if ten_kept and position(keeps, BIG_TEN_HIGH) < 0:
                keeps.append(BIG_TEN_HIGH)  # the 10♦ (or an ace, ace_eleven) kept answers for 11
            found = templates(options, combos, signature, keeps, code, owned_mask, big_ten_played)
            if duty:
                if big_ten:
                    rest = hand[:index] + hand[index + 1 :]
                    found = one_card_per_value(rules, found, signature, owned_mask, rest)
                elif ace_high:
                    aces_left = hand_codes.count(1) - (code == 1)
                    found = one_ace_per_value(found, signature, owned_mask, aces_left)
            keys.append(key)
            templates_of.append(found)
        card = hand[index]
        played: int = card  # a native int indexes the tuples directly
        for template in found:
            if template == TRAIL:
                moves.append(_TRAILS[played])
                continue
            mask = template >> MASK_SHIFT
            if not mask:
                cards: tuple[Card, ...] = ()
            elif not mask & (mask - 1):  # one item: the common case
                item = table[mask.bit_length() - 1]
                if isinstance(item, Build):
                    cards = item.cards
                else:
                    alone: int = item
                    at = _one_card_index(played, alone, template)
                    value = VALUES[template >> 2 & 15]
                    move = _one_card_moves[at]
                    if move is None or move.value is not value:  # the same int objects
                        move = Move(card, ACTIONS[template & 3], _ALONE[alone], value)
                        _one_card_moves[at] = move
                    moves.append(move)
                    continue
            else:  # several items: rarely the same mask twice in a call, so no memo
                cards = _cards_of(table, mask)
            moves.append(Move(card, ACTIONS[template & 3], cards, VALUES[template >> 2 & 15]))
    if options.hand_pair_capture and len(hand) > 1:
        moves += hand_pair_moves(state, seat, owned_mask)
    if options.reshapes:
        moves = reshaped_moves(state, moves)  # tablanette: take_all, builds: false
    if options.pluck and state.stock and not state.plucked[seat]:
        return with_plucks(state, moves)
    return moves


def _one_card_index(played: int, loose: int, template: int) -> int:
    """Where a capture or build of the card ``played`` with the one loose card ``loose``
    is kept."""
    return (played * 52 + loose) << 1 | template & BUILD


def eleven_bits_of(table: tuple[Item, ...], elevens: tuple[bool, ...]) -> int:
    """The bits of the loose cards on the table that may count 11 too (the 10♦ with
    ``big_ten``, aces with ``ace_eleven``; ``Rules.counts_eleven``)."""
    bits = 0
    for index, item in enumerate(table):
        if not isinstance(item, Build):
            number: int = item  # a native int indexes the tuple directly
            if elevens[number]:
                bits |= 1 << index
    return bits


def table_view(state: State, seat: int) -> tuple[Signature, int]:
    """The table's signature as ``seat`` sees it, and the mask of the builds it owns."""
    return _table_view(typed_rules(state.rules), state.table, seat)


def _table_view(options: TypedRules, table: tuple[Item, ...], seat: int) -> tuple[Signature, int]:
    # Made as a tuple from a generator over the table, which the compiled engine fills in
    # place at its final length (a list grown by appends, then copied, cost twice as much).
    signature = tuple(_item_code(options, seat, item) for item in table)
    owned_mask = 0
    for index in range(len(table)):
        item = table[index]
        if isinstance(item, Build) and item.owner == seat:
            owned_mask |= 1 << index
    return cast(Signature, signature), owned_mask


def _item_code(options: TypedRules, seat: int, item: Item) -> object:
    """The item's code in the signature (see ``combos``). A loose card's code goes in as
    the object it is: typed as an int, it would be unboxed and boxed again."""
    if isinstance(item, Build):
        if item.multiple:
            return MULTIPLE + item.value
        if _summable(options, seat, item.owner):
            return SINGLE_SUMMABLE + item.value
        return SINGLE_FIXED + item.value
    number: int = item  # a native int: indexing with a Card would be a generic lookup
    return options.code_objects[number]


def _summable(options: TypedRules, seat: int, owner: int) -> bool:
    """Whether a single build of ``owner`` counts as a number in ``seat``'s sums."""
    mode = options.build_in_sums
    if mode == "never":
        return False
    return mode == "anyone" or options.side_of[owner] != options.side_of[seat]


def _cards_of(table: tuple[Item, ...], mask: int) -> tuple[Card, ...]:
    if not mask & (mask - 1):  # one item: the common case
        item = table[mask.bit_length() - 1]
        if isinstance(item, Build):
            return item.cards
        single: int = item
        return _ALONE[single]
    low = mask & -mask
    rest = mask ^ low
    if not rest & (rest - 1):  # two items, the commonest group: no list in between
        first = table[low.bit_length() - 1]
        second = table[rest.bit_length() - 1]
        if not isinstance(first, Build) and not isinstance(second, Build):
            first_number: int = first
            second_number: int = second
            if first_number < second_number:
                return (first, second)
        return _sorted_cards_of(table, mask)
    # Loose cards only, met in increasing order (the table's canonical order, checked as
    # they come): they are the answer as they are. Otherwise, sorted.
    picked: list[Card] = []
    last = -1
    index = 0
    rest = mask
    while rest:
        if rest & 1:
            item = table[index]
            if isinstance(item, Build):
                return _sorted_cards_of(table, mask)
            number: int = item
            if number < last:
                return _sorted_cards_of(table, mask)
            last = number
            picked.append(item)
        rest >>= 1
        index += 1
    return tuple(picked)


def _sorted_cards_of(table: tuple[Item, ...], mask: int) -> tuple[Card, ...]:
    """The cards of the items of ``mask``, builds' cards among them, sorted."""
    # The cards of the items as bits of their numbers, read back lowest first: sorted
    # without comparing Card objects (a generic comparison each in the compiled engine).
    numbers = 0
    index = 0
    while mask:
        if mask & 1:
            item = table[index]
            if isinstance(item, Build):
                for card in item.cards:
                    number: int = card
                    numbers |= 1 << number
            else:
                alone: int = item
                numbers |= 1 << alone
        mask >>= 1
        index += 1
    cards = _ALL_CARDS
    picked: list[Card] = []
    while numbers:
        low = numbers & -numbers
        picked.append(cards[low.bit_length() - 1])
        numbers ^= low
    return tuple(picked)
