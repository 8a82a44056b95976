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
speed work keeps it: ``tools/movegen_fingerprint.py`` hashes it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

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
from cassino.engine.moves import Action, Move
from cassino.engine.table import Build, Item
from cassino.engine.take_all import reshaped_moves
from cassino.engine.typed_rules import TypedRules, typed_rules

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.rules import Rules
    from cassino.engine.state import State

Template = tuple[Action, int, "int | None"]  # (action, mask of table items, value)
_ALONE: Final = tuple((card,) for card in ALL_CARDS)  # each card's cards as an item
_ALL_CARDS: Final = ALL_CARDS  # Final: a static of this module, not a lookup
_TRAIL: Final[Template] = ("trail", 0, None)


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
    templates_of: list[list[Template]] = []
    cards_of: dict[int, tuple[Card, ...]] = {}  # the cards of each group of several items
    moves: list[Move] = []
    duty = owned_mask != 0 and options.duty_penalty == 0
    count = len(hand_codes)
    for index in range(count):
        code = hand_codes[index]
        big_ten_played = big_ten and elevens[hand[index]]
        key = -code if big_ten_played else code  # the 10♦ is a 10 unlike the others
        seen = _position(keys, key)
        if seen >= 0:
            templates = templates_of[seen]
        else:
            # Values still held after playing this card: builds need one, owners keep theirs.
            keeps: list[int] = []
            for other in range(count):
                kept = hand_codes[other]
                if other != index and _position(keeps, kept) < 0:
                    keeps.append(kept)
            if ace_high and _position(keeps, 1) >= 0:
                keeps.append(ACE_HIGH)  # another ace answers for 14
            ten_kept = big_ten and any(
                elevens[hand[other]] for other in range(len(hand)) if other != index
            )
            if ten_kept and BIG_TEN_HIGH not in keeps:
                keeps.append(BIG_TEN_HIGH)  # the 10♦ (or an ace, ace_eleven) kept answers for 11
            templates = _templates(
                options, combos, signature, keeps, code, owned_mask, big_ten_played
            )
            if duty:
                if big_ten:
                    rest = hand[:index] + hand[index + 1 :]
                    templates = _one_card_per_value(rules, templates, signature, owned_mask, rest)
                elif ace_high:
                    aces_left = hand_codes.count(1) - (code == 1)
                    templates = _one_ace_per_value(templates, signature, owned_mask, aces_left)
            keys.append(key)
            templates_of.append(templates)
        card = hand[index]
        for action, mask, value in templates:
            if not mask:
                cards: tuple[Card, ...] = ()
            elif not mask & (mask - 1):  # one item: the common case
                item = table[mask.bit_length() - 1]
                cards = item.cards if isinstance(item, Build) else _ALONE[item]
            else:
                found = cards_of.get(mask)
                if found is None:
                    found = _cards_of(table, mask)
                    cards_of[mask] = found
                cards = found
            moves.append(Move(card, action, cards, value))
    if options.hand_pair_capture and len(hand) > 1:
        moves += hand_pair_moves(state, seat, owned_mask)
    if options.reshapes:
        moves = reshaped_moves(state, moves)  # tablanette: take_all, builds: false
    if options.pluck and state.stock and not state.plucked[seat]:
        return with_plucks(state, moves)
    return moves


def _position(values: list[int], value: int) -> int:
    """Where ``value`` first is in ``values``, or -1: ``in`` and ``index`` as one native
    loop (on a list of ints the compiled engine calls back into Python for ``in``)."""
    for at in range(len(values)):
        if values[at] == value:
            return at
    return -1


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
    codes = options.codes
    signature: list[int] = []
    owned_mask = 0
    bit = 1
    for item in table:
        if isinstance(item, Build):
            if item.multiple:
                signature.append(MULTIPLE + item.value)
            elif _summable(options, seat, item.owner):
                signature.append(SINGLE_SUMMABLE + item.value)
            else:
                signature.append(SINGLE_FIXED + item.value)
            if item.owner == seat:
                owned_mask |= bit
        else:
            number: int = item  # a native int: indexing with a Card would be a generic lookup
            signature.append(codes[number])
        bit <<= 1
    return tuple(signature), owned_mask


def _summable(options: TypedRules, seat: int, owner: int) -> bool:
    """Whether a single build of ``owner`` counts as a number in ``seat``'s sums."""
    mode = options.build_in_sums
    if mode == "never":
        return False
    return mode == "anyone" or options.side_of[owner] != options.side_of[seat]


def _templates(
    options: TypedRules,
    combos: TableCombos,
    signature: Signature,
    keeps: list[int],
    code: int,
    owned_mask: int,
    big_ten_played: bool = False,
) -> list[Template]:
    """The legal (action, items, value) for a card of ``code`` (§4.1–4.4)."""
    if code < VALUELESS:
        found: list[Template] = [("capture", mask, code) for mask in combos.capture(code)]
        max_build = options.max_build
        gathers = options.build_gathers
        for value in keeps:
            if code <= value <= max_build:
                for mask in combos.build(code, value, gathers):
                    found.append(("build", mask, value))
        if code == 1 and options.ace_high:
            found += _ace_as_fourteen(options, combos, keeps, found)
        if big_ten_played:
            found += _as_eleven(options, combos, keeps, found)
    else:
        found = _court_templates(options, signature, keeps, code)
    if not owned_mask or options.duty_penalty:
        # No duty to keep, or (michigan) breaking it is allowed and paid for when applied.
        found.append(_TRAIL)
        return found
    return _owner_duty(options, signature, set(keeps), owned_mask, found)


def _ace_as_fourteen(
    options: TypedRules, combos: TableCombos, keeps: list[int], as_one: list[Template]
) -> list[Template]:
    """``ace_high``: the ace played as 14 — captures and builds it makes only that way."""
    taken = {mask for action, mask, _ in as_one if action == "capture"}
    found: list[Template] = [
        ("capture", mask, ACE_HIGH) for mask in combos.capture(ACE_HIGH) if mask not in taken
    ]
    if ACE_HIGH in keeps and options.max_build >= ACE_HIGH:
        built = {mask for action, mask, value in as_one if action == "build" and value == ACE_HIGH}
        found += [
            ("build", mask, ACE_HIGH)
            for mask in combos.build(ACE_HIGH, ACE_HIGH, options.build_gathers)
            if mask not in built
        ]
    return found


def _as_eleven(
    options: TypedRules, combos: TableCombos, keeps: list[int], as_ten: list[Template]
) -> list[Template]:
    """``big_ten``: the 10♦ played as 11 — the captures and builds it makes only that way."""
    taken = {mask for action, mask, _ in as_ten if action == "capture"}
    found: list[Template] = [
        ("capture", mask, BIG_TEN_HIGH)
        for mask in combos.capture(BIG_TEN_HIGH)
        if mask not in taken
    ]
    for value in keeps:
        if BIG_TEN_HIGH <= value <= options.max_build:
            built = {m for action, m, v in as_ten if action == "build" and v == value}
            found += [
                ("build", mask, value)
                for mask in combos.build(BIG_TEN_HIGH, value, options.build_gathers)
                if mask not in built
            ]
    return found


def _one_card_per_value(
    rules: Rules,
    templates: list[Template],
    signature: Signature,
    owned_mask: int,
    rest: tuple[Card, ...],
) -> list[Template]:
    """One card answers for one build value only, whatever cards answer for several
    values (the 10♦ with ``big_ten``, aces with ``ace_high``): the builds the mover still
    owns after the move, and the one it makes, need a different card each in ``rest``."""
    owned: list[tuple[int, int]] = []
    for index, code in enumerate(signature):
        if owned_mask >> index & 1:
            owned.append((1 << index, code % 100))
    kept: list[Template] = []
    for template in templates:
        action, mask, new_value = template
        values = [value for bit, value in owned if not bit & mask]
        if action == "build" and new_value is not None:
            values.append(new_value)
        if rules.answers(rest, values):
            kept.append(template)
    return kept


def _one_ace_per_value(
    templates: list[Template], signature: Signature, owned_mask: int, aces_left: int
) -> list[Template]:
    """``ace_high``: one card answers for one build value only, so the aces kept in hand
    must number at least the values 1 and 14 the mover still owns builds of after the
    move (every other value has cards of its own, which ``keeps`` has checked)."""
    owned: list[tuple[int, int]] = []  # (bit, value) of the owned builds of 1 or 14
    for index, code in enumerate(signature):
        value = code % 100
        if owned_mask >> index & 1 and (value == 1 or value == ACE_HIGH):
            owned.append((1 << index, value))
    if not owned:
        return templates
    kept: list[Template] = []
    for template in templates:
        action, mask, new_value = template
        values = {value for bit, value in owned if not bit & mask}
        if action == "build" and (new_value == 1 or new_value == ACE_HIGH):
            values.add(new_value or 0)
        if len(values) <= aces_left:
            kept.append(template)
    return kept


def _court_templates(
    options: TypedRules, signature: Signature, keeps: list[int], code: int
) -> list[Template]:
    """A court card with no value takes loose cards of its rank (one, or with
    ``court_capture: all`` several); with ``court_builds`` it also takes and makes builds
    of its rank by pairing, holding another card of the rank."""
    rank = code - VALUELESS
    court_builds = options.court_builds
    bits = [
        1 << index
        for index, item in enumerate(signature)
        if item == code or (court_builds and item == MULTIPLE + rank)
    ]
    takes = _nonempty_subsets(bits) if options.court_capture_all else bits
    found: list[Template] = [("capture", mask, None) for mask in takes]
    if court_builds and code in keeps and bits:
        onto = _nonempty_subsets(bits) if options.build_gathers else bits
        found += [("build", mask, rank) for mask in onto]
    return found


def _nonempty_subsets(bits: list[int]) -> list[int]:
    masks: list[int] = []
    for bit in bits:
        masks.extend([mask | bit for mask in masks])
        masks.append(bit)
    return masks


def _owner_duty(
    options: TypedRules,
    signature: Signature,
    keeps: set[int],
    owned_mask: int,
    found: list[Template],
) -> list[Template]:
    """Keep the moves after which every build the mover still owns has its card in hand,
    and, with ``owner_duty: take_or_add``, that take or add to one of them (§4.4)."""
    unkept_mask = 0
    for index, code in enumerate(signature):
        value = code % 100
        if owned_mask >> index & 1 and value not in keeps and VALUELESS + value not in keeps:
            unkept_mask |= 1 << index
    touch = options.take_or_add
    kept = [
        template
        for template in found
        if not unkept_mask & ~template[1] and not (touch and not template[1] & owned_mask)
    ]
    if options.owner_may_trail and not touch and not unkept_mask:
        kept.append(("trail", 0, None))
    return kept


def _cards_of(table: tuple[Item, ...], mask: int) -> tuple[Card, ...]:
    if not mask & (mask - 1):  # one item: the common case
        item = table[mask.bit_length() - 1]
        return item.cards if isinstance(item, Build) else (item,)
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
