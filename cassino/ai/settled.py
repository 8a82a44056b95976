"""Whether more guesses could still change a determinized search's choice.

The Expert searches a first share of its guesses, then asks this: does the best move so
far lead every other by ``z`` standard errors of their difference, less a ``margin``
too small to matter (two moves that close are as good as each other)? The differences
are paired — both moves valued in the same guess — so the luck of the guess cancels,
and a clear lead shows after a few dozen guesses.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import sqrt
from statistics import fmean, stdev


def settled(values: Sequence[Sequence[float]], z: float, margin: float) -> bool:
    """True when, over ``values`` (one row per guess, one column per move), the move with
    the best total leads every other by at least ``z`` standard errors less ``margin``."""
    count = len(values)
    if count < 2:
        return False
    width = len(values[0])
    totals = [fmean(row[move] for row in values) for move in range(width)]
    best = max(range(width), key=totals.__getitem__)
    for other in range(width):
        if other == best:
            continue
        leads = [row[best] - row[other] for row in values]
        if fmean(leads) < z * stdev(leads) / sqrt(count) - margin:
            return False
    return True
