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

Signature = tuple[int, ...]

MAX_VALUE = 14
ACE_HIGH = 14
BIG_TEN_HIGH = 11  # the 10♦ with ``big_ten`` counts 10 or 11
VALUELESS = 50
SINGLE_FIXED = 100
SINGLE_SUMMABLE = 200
MULTIPLE = 300


class TableCombos:
    """Every grouping question about one table signature, for values up to ``limit``.

    A mask with more than one bit set (``mask & (mask - 1)``) is a group of several items.
    """

    __slots__ = ("capture_sums", "exact", "loose_sums", "singles")

    def __init__(
        self,
        signature: Signature,
        limit: int = MAX_VALUE,
        ace_high: bool = False,
        big_ten_bit: int = 0,
    ) -> None:
        loose_bits: list[int] = []
        loose_weights: list[int] = []
        summable_bits: list[int] = []
        summable_weights: list[int] = []
        # Items worth exactly V alone (a loose card of that value, or any build of it),
        # and the single builds, the only builds a card may raise.
        exact: dict[int, list[int]] = {}
        singles: dict[int, list[int]] = {}
        bit = 1
        for code in signature:
            if code <= MAX_VALUE:
                if code <= limit:
                    loose_bits.append(bit)
                    loose_weights.append(code)
                _add(exact, code, bit)
                if code == 1 and ace_high:
                    _add(exact, ACE_HIGH, bit)
                if bit & big_ten_bit:
                    _add(exact, BIG_TEN_HIGH, bit)  # 11 too (the 10♦ with big_ten, ace_eleven)
            elif code > SINGLE_FIXED:
                value = code % 100
                _add(exact, value, bit)
                if code < MULTIPLE:
                    _add(singles, value, bit)
                    if code > SINGLE_SUMMABLE and value <= limit:
                        summable_bits.append(bit)
                        summable_weights.append(value)
            bit <<= 1
        self.exact = exact
        self.singles = singles
        # Subsets of loose cards by total (heads of builds, groups gathered into builds);
        # for captures, builds allowed in sums join the loose cards.
        self.loose_sums = _sums_by_total(loose_bits, loose_weights, limit, ace_high, big_ten_bit)
        if summable_bits:
            self.capture_sums = _sums_by_total(
                loose_bits + summable_bits,
                loose_weights + summable_weights,
                limit,
                ace_high,
                big_ten_bit,
            )
        else:
            self.capture_sums = self.loose_sums

    def capture(self, value: int) -> list[int]:
        """Every set of items a numeric card worth ``value`` may take (RULES.md §4.1)."""
        groups: list[int] = []
        exact = self.exact.get(value)
        if exact is not None:
            groups.extend(exact)
        sums = self.capture_sums.get(value)
        if sums is not None:
            for mask in sums:
                if mask & (mask - 1):  # sums of one item are in ``exact`` already
                    groups.append(mask)
        return _unions(groups)

    def build(self, card_value: int, value: int, gathers: bool) -> list[int]:
        """Every set of items a card worth ``card_value`` may build into ``value`` (§4.2)."""
        heads: list[int] = []
        if card_value == value:
            heads.append(0)
        else:
            rest = value - card_value
            # The played card joins loose cards worth the rest, or raises one single
            # build of the rest (loose cards never join a raise).
            found = self.loose_sums.get(rest)
            if found is not None:
                heads.extend(found)
            found = self.singles.get(rest)
            if found is not None:
                heads.extend(found)
            if not heads:
                return heads
        # Groups of the table already worth ``value``, which the build may gather.
        groups: list[int] = []
        found = self.exact.get(value)
        if found is not None:
            groups.extend(found)
        found = self.loose_sums.get(value)
        if found is not None:
            for mask in found:
                if mask & (mask - 1):
                    groups.append(mask)
        others = _unions(groups) if gathers else groups
        result: set[int] = set()
        for head in heads:
            if head:
                result.add(head)
                if not gathers:
                    continue  # without gathering, the move uses one group of the table
            for other in others:
                if not head & other:
                    result.add(head | other)
        return list(result)


def _add(groups: dict[int, list[int]], value: int, bit: int) -> None:
    found = groups.get(value)
    if found is None:
        groups[value] = [bit]
    else:
        found.append(bit)


def _sums_by_total(
    bits: list[int],
    weights: list[int],
    limit: int,
    ace_high: bool = False,
    big_ten_bit: int = 0,
) -> dict[int, list[int]]:
    """Masks of the nonempty subsets of the items ``bits`` worth ``weights``, by total, up
    to ``limit``. With ``ace_high`` a loose ace may count 1 or 14; the item at
    ``big_ten_bit`` (the 10♦ with ``big_ten``) 10 or 11."""
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
    found: dict[int, list[int]] = {}
    for index in range(1, len(masks)):
        _add(found, totals[index], masks[index])
    return found


def _unions(groups: list[int]) -> list[int]:
    """Every union of one or more pairwise disjoint groups."""
    if len(groups) < 2:
        return groups
    unions = {0}
    for group in groups:
        unions.update([union | group for union in unions if not union & group])
    unions.discard(0)
    return list(unions)
