"""Which sets of table items a card can take or build with, as bit masks over the table.

The answer depends only on the table's *signature* — one small integer per item saying
what part it can play — and on the values involved, never on suits or seats.
``TableCombos`` enumerates the subset sums of a signature once and answers every
capture and build question for values up to a limit from them.

Item codes in a signature:
    w (1..14)    a loose card worth w
    50 + rank    a loose card with no value (a court card in classic play)
    100 + V      a single build of value V that may not be counted in a sum
    200 + V      a single build of value V that may be counted in a sum (build_in_sums)
    300 + V      a multiple build of value V
"""

from __future__ import annotations

from typing import Final, final

Signature = tuple[int, ...]

# Final: the compiled engine writes these numbers into the code instead of looking them up.
MAX_VALUE: Final = 14
ACE_HIGH: Final = 14
BIG_TEN_HIGH: Final = 11  # the 10♦ with ``big_ten`` counts 10 or 11
VALUELESS: Final = 50
SINGLE_FIXED: Final = 100
SINGLE_SUMMABLE: Final = 200
MULTIPLE: Final = 300


# Subset sums of the loose cards, by the cards' values, the limit and the two options that
# let a card count twice (below): random play meets far fewer such rows of values than
# whole tables (about 8,000 in 96,000 positions of classic play), so the answers are kept,
# under one integer packing the row (``_sums_key``). A memo of a pure function, bounded;
# it never changes an answer. Its rows are tuples of ints, which the garbage collector
# stops tracking after its first pass, so a full memo costs later collections nothing.
# 16,384 entries (about 9 MB when full) miss one lookup in 27 in long random play; 8,192
# missed one in 12, and cost random classic rounds 2.7% more instructions.
_SUMS_KEPT: Final = 16384
Sums = tuple[tuple[int, ...], ...]  # masks of subsets of items, indexed by their total
_loose_sums_memo: Final[dict[int, Sums]] = {}  # Final: a static, not a lookup


@final
class TableCombos:
    """Every grouping question about one table signature, for values up to ``limit``.

    A mask with more than one bit set (``mask & (mask - 1)``) is a group of several items.
    Items worth a value alone, and the single builds, are masks per value (lists indexed
    by value, cheaper than dicts in the compiled engine); the subsets of loose cards are
    lists of masks per total, in the order they were grown.
    """

    __slots__ = ("capture_sums", "exact", "loose_sums", "singles")

    def __init__(
        self,
        signature: Signature,
        limit: int = MAX_VALUE,
        ace_high: bool = False,
        big_ten_bit: int = 0,
    ) -> None:
        # Items worth exactly V alone (a loose card of that value, or any build of it),
        # and the single builds, the only builds a card may raise. Indexed by value, 0-14,
        # copied from a list of zeros (cheaper than a literal or ``[0] * 15``) and updated
        # with ``x = x | bit``, which the compiled engine does natively (``|=`` is generic).
        # Most tables hold no single build: their ``singles`` is the shared zeros, copied
        # only when a first single build is met.
        exact = _ZEROS[:]
        singles = _ZEROS
        summable = False
        # The loose cards within the limit, packed four bits a value, while they are the
        # table's first items (always so: the table lists loose cards first, by rank).
        packed = 0
        loose = 0
        bit = 1
        for code in signature:
            if code <= MAX_VALUE:
                if code <= limit:
                    prefix = packed >= 0 and bit == 1 << loose
                    packed = packed * 16 + code if prefix else -1
                    loose += 1
                exact[code] = exact[code] | bit
                if code == 1 and ace_high:
                    exact[ACE_HIGH] = exact[ACE_HIGH] | bit
                if bit & big_ten_bit:  # 11 too (the 10♦ with big_ten, ace_eleven)
                    exact[BIG_TEN_HIGH] = exact[BIG_TEN_HIGH] | bit
            elif code > SINGLE_FIXED:
                value = code % 100
                exact[value] = exact[value] | bit
                if code < MULTIPLE:
                    if singles is _ZEROS:
                        singles = _ZEROS[:]
                    singles[value] = singles[value] | bit
                    if code > SINGLE_SUMMABLE and value <= limit:
                        summable = True
            bit <<= 1
        self.exact = exact
        self.singles = singles
        # Subsets of loose cards by total (heads of builds, groups gathered into builds);
        # for captures, builds allowed in sums join the loose cards.
        if packed >= 0 and big_ten_bit < 1 << loose:
            key = _sums_key(packed, limit, ace_high, big_ten_bit, loose)
            found = _loose_sums_memo.get(key)
            if found is None:
                found = _sums_of(signature, limit, ace_high, big_ten_bit, False)
                if len(_loose_sums_memo) >= _SUMS_KEPT:
                    _loose_sums_memo.clear()
                _loose_sums_memo[key] = found
            self.loose_sums = found
        else:
            self.loose_sums = _sums_of(signature, limit, ace_high, big_ten_bit, False)
        if summable:
            self.capture_sums = _sums_of(signature, limit, ace_high, big_ten_bit, True)
        else:
            self.capture_sums = self.loose_sums

    def capture(self, value: int) -> list[int]:
        """Every set of items a numeric card worth ``value`` may take (RULES.md §4.1)."""
        found: list[int] = []
        self.capture_into(value, 0, 0, found)
        return found

    def build(self, card_value: int, value: int, gathers: bool) -> list[int]:
        """Every set of items a card worth ``card_value`` may build into ``value`` (§4.2)."""
        found: list[int] = []
        self.build_into(card_value, value, gathers, 0, 0, found)
        return found

    def capture_into(self, value: int, shift: int, tail: int, out: list[int]) -> None:
        """``capture(value)``, each mask appended to ``out`` as ``mask << shift | tail``
        (the move generator's packed templates: no list of masks in between)."""
        if value < 0 or value > MAX_VALUE:
            return
        exact = self.exact[value]
        sums = self.capture_sums
        row = sums[value] if value < len(sums) else _NONE
        several = 0  # how many sums of several items (sums of one are in ``exact``)
        for mask in row:
            if mask & (mask - 1):
                several += 1
        if not several and not exact & (exact - 1):  # one item at most: the common case
            if exact:
                out.append(exact << shift | tail)
            return
        groups = _bits(exact)
        if several:
            for mask in row:
                if mask & (mask - 1):
                    groups.append(mask)
        _append_unions(groups, shift, tail, out)

    def build_into(
        self, card_value: int, value: int, gathers: bool, shift: int, tail: int, out: list[int]
    ) -> None:
        """``build(card_value, value, gathers)``, appended to ``out`` as ``capture_into``."""
        if value < 0 or value > MAX_VALUE:
            return
        loose_sums = self.loose_sums
        if card_value == value:
            heads: tuple[int, ...] = (0,)
        else:
            rest = value - card_value
            if rest < 0:
                return
            # The played card joins loose cards worth the rest, or raises one single
            # build of the rest (loose cards never join a raise). Most calls find
            # neither: asked before any list is made.
            with_rest = loose_sums[rest] if rest < len(loose_sums) else _NONE
            raised = self.singles[rest]
            if not raised:
                if not with_rest:
                    return
                heads = with_rest
            else:
                heads = with_rest + tuple(_bits(raised))
        # Groups of the table already worth ``value``, which the build may gather (or, as
        # a card of that value, build on); a raise or a new sum without gathering never
        # reads them.
        others = _NO_GROUPS
        if gathers or card_value == value:
            groups = _bits(self.exact[value])
            if value < len(loose_sums):
                for mask in loose_sums[value]:
                    if mask & (mask - 1):
                        groups.append(mask)
            several = gathers and len(groups) > 1
            others = _unions(groups)[1:] if several else groups  # [0] is the empty union
        found: list[int] = []
        for head in heads:
            if head:
                found.append(head)
                if not gathers:
                    continue  # without gathering, the move uses one group of the table
            for other in others:
                if not head & other:
                    found.append(head | other)
        if len(found) < 2:  # one candidate, the common case: nothing to sort
            if found:
                out.append(found[0] << shift | tail)
            return
        found.sort()  # repeats are possible: a head joined to two groupings of the same items
        _append_distinct(found, shift, tail, out)


_NONE: Final[tuple[int, ...]] = ()  # no sums of a total
_NO_GROUPS: Final[list[int]] = []  # never changed
_ZEROS: Final[list[int]] = [0] * (MAX_VALUE + 1)  # copied or shared, never changed


def _bits(mask: int) -> list[int]:
    """The single bits of ``mask``, lowest first (the table's order)."""
    found: list[int] = []
    while mask:
        low = mask & -mask
        found.append(low)
        mask ^= low
    return found


def _sums_key(packed: int, limit: int, ace_high: bool, eleven_bits: int, loose: int) -> int:
    """One integer for a row of ``loose`` loose values (``packed``, each value 1-14 a digit
    in base 16, so no two rows share it) and what else their subset sums depend on: the
    limit, ``ace_high``, and which of them may count 11 too (``eleven_bits``, every bit
    below ``1 << loose``: the 10♦ with big_ten, the aces with ace_eleven — several bits)."""
    return (((packed * 16 + limit) * 2 + ace_high) << loose) | eleven_bits


def _sums_of(
    signature: Signature, limit: int, ace_high: bool, big_ten_bit: int, with_builds: bool
) -> Sums:
    """``_sums_by_total`` of the loose cards worth up to ``limit``, and with
    ``with_builds`` of the single builds that may be counted in a sum too."""
    bits: list[int] = []
    weights: list[int] = []
    build_bits: list[int] = []
    build_weights: list[int] = []
    bit = 1
    for code in signature:
        if code <= limit:
            bits.append(bit)
            weights.append(code)
        elif with_builds and SINGLE_SUMMABLE < code < MULTIPLE and code % 100 <= limit:
            build_bits.append(bit)
            build_weights.append(code % 100)
        bit <<= 1
    return _sums_by_total(bits + build_bits, weights + build_weights, limit, ace_high, big_ten_bit)


def _sums_by_total(
    bits: list[int],
    weights: list[int],
    limit: int,
    ace_high: bool = False,
    big_ten_bit: int = 0,
) -> Sums:
    """Masks of the nonempty subsets of the items ``bits`` worth ``weights``, by total (a
    tuple indexed by total, up to ``limit``). With ``ace_high`` a loose ace may count 1 or
    14; the item at ``big_ten_bit`` (the 10♦ with ``big_ten``) 10 or 11."""
    # Every subset within the limit, grown one item at a time (two parallel lists: the
    # compiled engine handles plain lists of ints much faster than lists of pairs).
    masks = [0]
    totals = [0]
    for index in range(len(bits)):
        bit = bits[index]
        weight = weights[index]
        count = len(masks)
        for other in range(count):
            total = totals[other] + weight
            if total <= limit:
                masks.append(masks[other] | bit)
                totals.append(total)
        if weight == 1 and ace_high:
            for other in range(count):
                total = totals[other] + ACE_HIGH
                if total <= limit:
                    masks.append(masks[other] | bit)
                    totals.append(total)
        if bit & big_ten_bit:  # a card that may count 11 too (big_ten, ace_eleven)
            for other in range(count):
                total = totals[other] + BIG_TEN_HIGH
                if total <= limit:
                    masks.append(masks[other] | bit)
                    totals.append(total)
    # A total no subset reaches shares the one empty row.
    found: list[list[int]] = [_UNREACHED] * (max(limit, 0) + 1)
    for index in range(1, len(masks)):
        total = totals[index]
        row = found[total]
        if row is _UNREACHED:
            found[total] = [masks[index]]
        else:
            row.append(masks[index])
    return tuple([_NONE if row is _UNREACHED else tuple(row) for row in found])


_UNREACHED: Final[list[int]] = []  # a total no subset reaches, while the rows grow (never changed)


def _append_unions(groups: list[int], shift: int, tail: int, out: list[int]) -> None:
    """Every union of one or more pairwise disjoint groups, appended as ``capture_into``."""
    if len(groups) < 2:
        for group in groups:
            out.append(group << shift | tail)
        return
    if len(groups) == 2:  # two in three calls: the unions in order, with no list to sort
        first = groups[0]
        second = groups[1]
        if second < first:
            first, second = second, first
        out.append(first << shift | tail)
        if second != first:  # a sum met twice (two aces, each 1 or 11, make 12 twice)
            out.append(second << shift | tail)
        if not first & second:
            out.append((first | second) << shift | tail)  # above both: last in order
        return
    _append_distinct(_unions(groups), shift, tail, out)


def _unions(groups: list[int]) -> list[int]:
    """Every union of none or more pairwise disjoint groups, sorted, with repeats (two
    partitions of the same items give the same union): ``_append_distinct`` drops them.
    A list sorted, not a set: the compiled engine sorts a short list of ints at a
    fraction of the cost of filling and walking a set, and the moves come in an order of
    their own, the lowest mask (the table's first items) first."""
    if len(groups) == 2:  # the commonest: its unions already in order
        first = groups[0]
        second = groups[1]
        if second < first:
            first, second = second, first
        return [0, first, second] if first & second else [0, first, second, first | second]
    unions = [0]
    for group in groups:
        for at in range(len(unions)):  # the unions before this group, not those it makes
            union = unions[at]
            if not union & group:
                unions.append(union | group)
    unions.sort()
    return unions


def _append_distinct(masks: list[int], shift: int, tail: int, out: list[int]) -> None:
    """Each nonzero mask of the sorted ``masks`` once, appended as ``capture_into``."""
    last = 0
    for mask in masks:
        if mask != last:
            out.append(mask << shift | tail)
            last = mask
