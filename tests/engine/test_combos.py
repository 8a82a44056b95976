"""TableCombos: the sets of table items a card may take, checked against a brute force over
small tables, and the subset-sum memo's rows (tuples, left alone by the garbage
collector)."""

from __future__ import annotations

import gc
from itertools import combinations
from random import Random

from cassino.engine.combos import TableCombos


def brute_captures(values: list[int], value: int, ace_eleven: bool = False) -> list[int]:
    """Every union of pairwise disjoint groups of loose cards worth ``value`` (a group: one
    card of that value, or several summing to it), each once, lowest mask first."""

    def worths(index: int) -> tuple[int, ...]:
        return (1, 11) if ace_eleven and values[index] == 1 else (values[index],)

    def reaches(items: tuple[int, ...]) -> bool:
        totals = {0}
        for index in items:
            totals = {total + worth for total in totals for worth in worths(index)}
        return value in totals

    groups = [
        sum(1 << index for index in items)
        for size in range(1, len(values) + 1)
        for items in combinations(range(len(values)), size)
        if reaches(items)
    ]
    unions = {0}
    for group in groups:
        unions |= {union | group for union in unions if not union & group}
    return sorted(unions - {0})


def test_captures_match_a_brute_force_on_random_loose_tables() -> None:
    rng = Random(7)
    for _ in range(400):
        values = sorted(rng.randint(1, 10) for _ in range(rng.randint(1, 7)))
        combos = TableCombos(tuple(values), limit=14)
        for value in range(1, 15):
            assert combos.capture(value) == brute_captures(values, value), (values, value)


def test_two_groups_give_each_and_their_union_only_when_disjoint() -> None:
    # Loose 2, 3, 5: a five takes the 5 (bit 2), the 2 and 3 (bits 0, 1), or both groups.
    assert TableCombos((2, 3, 5)).capture(5) == [0b011, 0b100, 0b111]
    # Loose A, 2, 3, 3: a four's groups A+3 and A+3' share the ace: no union.
    assert TableCombos((1, 2, 3, 3)).capture(4) == [0b0101, 0b1001]
    assert TableCombos((3, 4, 5)).capture(9) == [0b110]  # 4+5 alone: one group


def test_a_group_reached_twice_is_listed_once() -> None:
    # Two aces, each 1 or 11 (bits 0 and 1 may count 11): the pair makes 12 two ways.
    combos = TableCombos((1, 1), limit=14, big_ten_bit=0b11)
    assert combos.capture(12) == [0b11]
    assert combos.capture(12) == brute_captures([1, 1], 12, ace_eleven=True)


def test_the_memo_answers_as_a_fresh_enumeration_and_its_rows_are_not_tracked() -> None:
    signature = (2, 3, 4, 5, 6)
    first = TableCombos(signature, limit=10)
    again = TableCombos(signature, limit=10)  # from the memo
    assert again.loose_sums is first.loose_sums
    assert [again.capture(value) for value in range(11)] == [
        first.capture(value) for value in range(11)
    ]
    gc.collect()  # tuples of ints leave the collector's lists at its first pass
    assert not any(gc.is_tracked(row) for row in first.loose_sums)
