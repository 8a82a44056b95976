"""What one card in hand may do with the table before its cards are named: templates.

A template is one int packing the table items the move uses (a mask over the table), the
value it declares and its action: ``mask << 6 | (value + 1) << 2 | action``, where a value
of none packs as 0. Ints, not tuples: the generator makes tens of them per call, and the
compiled engine keeps an int native where each tuple is an allocation, and work for the
garbage collector. ``movegen`` turns templates into moves (RULES.md §4.1–4.4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from cassino.engine.combos import ACE_HIGH, BIG_TEN_HIGH, MULTIPLE, VALUELESS, TableCombos

if TYPE_CHECKING:
    from cassino.engine.cards import Card
    from cassino.engine.combos import Signature
    from cassino.engine.moves import Action
    from cassino.engine.rules import Rules
    from cassino.engine.typed_rules import TypedRules

CAPTURE: Final = 0
BUILD: Final = 1
TRAIL: Final = 2  # the whole template of a trail: no items, no value
MASK_SHIFT: Final = 6
ACTIONS: Final[tuple[Action, ...]] = ("capture", "build", "trail")
# A template's value field (0 for none, else the value + 1) as the move's value.
VALUES: Final[tuple[int | None, ...]] = (None, *range(ACE_HIGH + 1))


def _tail(action: int, value: int) -> int:
    """The low bits of a template with a value (every build, every numeric capture)."""
    return (value + 1) << 2 | action


def _value_of(template: int) -> int:
    """The declared value, or -1 for none."""
    return (template >> 2 & 15) - 1


def templates(
    options: TypedRules,
    combos: TableCombos,
    signature: Signature,
    keeps: list[int],
    code: int,
    owned_mask: int,
    big_ten_played: bool = False,
) -> list[int]:
    """The legal templates of a card of ``code``; ``keeps`` are the values still held
    after playing it (builds need one, owners keep theirs)."""
    found: list[int] = []
    if code < VALUELESS:
        combos.capture_into(code, MASK_SHIFT, _tail(CAPTURE, code), found)
        max_build = options.max_build
        gathers = options.build_gathers
        for value in keeps:
            if code <= value <= max_build:
                combos.build_into(code, value, gathers, MASK_SHIFT, _tail(BUILD, value), found)
        if code == 1 and options.ace_high:
            found += _as_value(options, combos, keeps, found, ACE_HIGH)
        if big_ten_played:
            found += _as_value(options, combos, keeps, found, BIG_TEN_HIGH)
    else:
        found = _court_templates(options, signature, keeps, code)
    if not owned_mask or options.duty_penalty:
        # No duty to keep, or (michigan) breaking it is allowed and paid for when applied.
        found.append(TRAIL)
        return found
    return _owner_duty(options, signature, keeps, owned_mask, found)


def position(values: list[int], value: int) -> int:
    """Where ``value`` first is in ``values``, or -1: ``in`` and ``index`` as one native
    loop (on a list of ints the compiled engine calls back into Python for ``in``)."""
    for at in range(len(values)):
        if values[at] == value:
            return at
    return -1


def _masks_of(found: list[int], tail: int) -> set[int]:
    """The masks of the templates in ``found`` whose low bits are ``tail``."""
    return {template >> MASK_SHIFT for template in found if template & 63 == tail}


def _captured(found: list[int]) -> set[int]:
    """The masks of the captures in ``found``, whatever their value."""
    return {template >> MASK_SHIFT for template in found if template & 3 == CAPTURE}


def _as_value(
    options: TypedRules, combos: TableCombos, keeps: list[int], before: list[int], played_as: int
) -> list[int]:
    """The card played as ``played_as`` — an ace as 14 (``ace_high``), the 10♦ as 11
    (``big_ten``) — the captures and builds it makes only that way; ``before`` are the
    templates of its usual value."""
    taken = _captured(before)
    tail = _tail(CAPTURE, played_as)
    found = [mask << MASK_SHIFT | tail for mask in combos.capture(played_as) if mask not in taken]
    for value in keeps:
        if played_as <= value <= options.max_build:
            tail = _tail(BUILD, value)
            built = _masks_of(before, tail)
            found += [
                mask << MASK_SHIFT | tail
                for mask in combos.build(played_as, value, options.build_gathers)
                if mask not in built
            ]
    return found


def one_card_per_value(
    rules: Rules,
    found: list[int],
    signature: Signature,
    owned_mask: int,
    rest: tuple[Card, ...],
) -> list[int]:
    """One card answers for one build value only, whatever cards answer for several
    values (the 10♦ with ``big_ten``, aces with ``ace_high``): the builds the mover still
    owns after the move, and the one it makes, need a different card each in ``rest``."""
    owned: list[tuple[int, int]] = []
    for index, code in enumerate(signature):
        if owned_mask >> index & 1:
            owned.append((1 << index, code % 100))
    kept: list[int] = []
    for template in found:
        mask = template >> MASK_SHIFT
        values = [value for bit, value in owned if not bit & mask]
        if template & 3 == BUILD:
            values.append(_value_of(template))
        if rules.answers(rest, values):
            kept.append(template)
    return kept


def one_ace_per_value(
    found: list[int], signature: Signature, owned_mask: int, aces_left: int
) -> list[int]:
    """``ace_high``: one card answers for one build value only, so the aces kept in hand
    must number at least the values 1 and 14 the mover still owns builds of after the
    move (every other value has cards of its own, which ``keeps`` has checked)."""
    owned: list[tuple[int, int]] = []  # (bit, value) of the owned builds of 1 or 14
    for index, code in enumerate(signature):
        value = code % 100
        if owned_mask >> index & 1 and (value == 1 or value == ACE_HIGH):
            owned.append((1 << index, value))
    if not owned:
        return found
    kept: list[int] = []
    for template in found:
        mask = template >> MASK_SHIFT
        values = {value for bit, value in owned if not bit & mask}
        new_value = _value_of(template)
        if template & 3 == BUILD and (new_value == 1 or new_value == ACE_HIGH):
            values.add(new_value)
        if len(values) <= aces_left:
            kept.append(template)
    return kept


def _court_templates(
    options: TypedRules, signature: Signature, keeps: list[int], code: int
) -> list[int]:
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
    found = [mask << MASK_SHIFT | CAPTURE for mask in takes]  # no value: a court card has none
    if court_builds and position(keeps, code) >= 0 and bits:
        onto = _nonempty_subsets(bits) if options.build_gathers else bits
        tail = _tail(BUILD, rank)
        found += [mask << MASK_SHIFT | tail for mask in onto]
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
    keeps: list[int],
    owned_mask: int,
    found: list[int],
) -> list[int]:
    """Keep the moves after which every build the mover still owns has its card in hand,
    and, with ``owner_duty: take_or_add``, that take or add to one of them (§4.4)."""
    unkept_mask = 0
    for index, code in enumerate(signature):
        value = code % 100
        if (
            owned_mask >> index & 1
            and position(keeps, value) < 0
            and position(keeps, VALUELESS + value) < 0
        ):
            unkept_mask |= 1 << index
    touch = options.take_or_add
    kept: list[int] = []
    for template in found:
        mask = template >> MASK_SHIFT
        if not unkept_mask & ~mask and not (touch and not mask & owned_mask):
            kept.append(template)
    if options.owner_may_trail and not touch and not unkept_mask:
        kept.append(TRAIL)
    return kept
