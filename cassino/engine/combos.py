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
        self, signature: Signature, limit: int = MAX_VALUE, ace_high: bool = False
    ) -> None:
        loose: list[tuple[int, int]] = []
        summable: list[tuple[int, int]] = []
        # Items worth exactly V alone (a loose card of that value, or any build of it),
        # and the single builds, the only builds a card may raise.
        self.exact: dict[int, list[int]] = {}
        self.singles: dict[int, list[int]] = {}
        for index, code in enumerate(signature):
            bit = 1 << index
            if code <= MAX_VALUE:
                if code <= limit:
                    loose.append((bit, code))
                self.exact.setdefault(code, []).append(bit)
                if code == 1 and ace_high:
                    self.exact.setdefault(ACE_HIGH, []).append(bit)
            elif code > SINGLE_FIXED:
                value = code % 100
                self.exact.setdefault(value, []).append(bit)
                if code < MULTIPLE:
                    self.singles.setdefault(value, []).append(bit)
                    if code > SINGLE_SUMMABLE and value <= limit:
                        summable.append((bit, value))
        # Subsets of loose cards by total (heads of builds, groups gathered into builds);
        # for captures, builds allowed in sums join the loose cards.
        self.loose_sums = _sums_by_total(loose, limit, ace_high)
        self.capture_sums = (
            _sums_by_total(loose + summable, limit, ace_high) if summable else self.loose_sums
        )

    def capture(self, value: int) -> list[int]:
        """Every set of items a numeric card worth ``value`` may take (RULES.md §4.1)."""
        groups = self.exact.get(value, [])
        sums = [mask for mask in self.capture_sums.get(value, ()) if mask & (mask - 1)]
        if sums:
            groups = groups + sums
        elif len(groups) < 2:
            return groups
        return list(_unions(groups))

    def build(self, card_value: int, value: int, gathers: bool) -> list[int]:
        """Every set of items a card worth ``card_value`` may build into ``value`` (§4.2)."""
        if card_value == value:
            heads = [0]
        else:
            rest = value - card_value
            # The played card joins loose cards worth the rest, or raises one single
            # build of the rest (loose cards never join a raise).
            heads = self.loose_sums.get(rest, []) + self.singles.get(rest, [])
            if not heads:
                return []
        groups = self.exact.get(value, []) + [
            mask for mask in self.loose_sums.get(value, ()) if mask & (mask - 1)
        ]
        if not groups:
            return [head for head in heads if head]
        others = [0, *_unions(groups)] if gathers else [0, *groups]
        result: set[int] = set()
        for head in heads:
            for other in others:
                if head & other or not (head or other):
                    continue  # overlapping, or a card alone on nothing
                if not gathers and head and other:
                    continue  # without gathering, the move uses one group of the table
                result.add(head | other)
        return list(result)


def _sums_by_total(
    entries: list[tuple[int, int]], limit: int, ace_high: bool = False
) -> dict[int, list[int]]:
    """Masks of the nonempty subsets of ``entries`` (bit, weight) by total, up to ``limit``.
    With ``ace_high`` a loose ace may count 1 or 14."""
    subsets = [(0, 0)]  # (mask, total), grown one entry at a time
    for bit, weight in entries:
        reach = limit - weight
        grown = [(mask | bit, total + weight) for mask, total in subsets if total <= reach]
        if weight == 1 and ace_high:
            high = limit - ACE_HIGH
            grown += [(mask | bit, total + ACE_HIGH) for mask, total in subsets if total <= high]
        subsets += grown
    found: dict[int, list[int]] = {}
    for mask, total in subsets[1:]:
        if total in found:
            found[total].append(mask)
        else:
            found[total] = [mask]
    return found


def _unions(groups: list[int]) -> set[int]:
    """Every union of one or more pairwise disjoint groups."""
    if len(groups) < 2:
        return set(groups)
    result: set[int] = set()
    visited: set[tuple[int, int]] = set()
    count = len(groups)

    def extend(start: int, mask: int) -> None:
        for index in range(start, count):
            group = groups[index]
            if group & mask:
                continue
            union = mask | group
            result.add(union)
            if (union, index) not in visited:
                visited.add((union, index))
                extend(index + 1, union)

    extend(0, 0)
    return result
