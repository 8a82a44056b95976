"""The statistics a tournament reports: a mean with its 95% t interval, a win rate with
its Wilson interval, and percentiles. Plain Python: no SciPy for three formulas."""

from __future__ import annotations

from collections.abc import Sequence
from math import sqrt
from statistics import NormalDist, fmean, stdev

CONFIDENCE = 0.95
Z95 = NormalDist().inv_cdf(0.5 + CONFIDENCE / 2)  # 1.959963…


# Student's t, 97.5% quantile, for 1 to 9 degrees of freedom (standard tables).
T975_SMALL_DF = (12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622)


def t_quantile_975(df: int) -> float:
    """The 97.5% quantile of Student's t with ``df`` degrees of freedom: the table up to 9,
    then the Cornish-Fisher expansion around the normal (good to 1e-5 from df = 10)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df <= len(T975_SMALL_DF):
        return T975_SMALL_DF[df - 1]
    z = Z95
    n = float(df)
    return (
        z
        + (z**3 + z) / (4 * n)
        + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * n**2)
        + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * n**3)
        + (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / (92160 * n**4)
    )


def mean_ci95(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """The mean and its 95% t interval; a single value has an unbounded interval."""
    if not values:
        raise ValueError("no values to average")
    mean = fmean(values)
    if len(values) < 2:
        return mean, (-float("inf"), float("inf"))
    half = t_quantile_975(len(values) - 1) * stdev(values) / sqrt(len(values))
    return mean, (mean - half, mean + half)


def rounded_ci95(values: Sequence[float], scale: float = 1.0) -> list[float]:
    """The mean and its 95% interval as a report prints them: ``[mean, low, high]``, each
    times ``scale`` (decisions a round, say) and rounded to three decimals."""
    mean, (low, high) = mean_ci95(values)
    return [round(value * scale, 3) for value in (mean, low, high)]


def wilson_ci95(successes: int, trials: int) -> tuple[float, float]:
    """The Wilson score interval for a proportion (sound near 0% and 100%, unlike p ± 2 sd)."""
    if trials < 1:
        raise ValueError("a rate needs at least one trial")
    if not 0 <= successes <= trials:
        raise ValueError(f"{successes} successes out of {trials} trials is impossible")
    z2 = Z95 * Z95
    rate = successes / trials
    denominator = 1 + z2 / trials
    centre = (rate + z2 / (2 * trials)) / denominator
    half = Z95 * sqrt(rate * (1 - rate) / trials + z2 / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], share: float) -> float:
    """The ``share`` quantile (0..1), interpolating linearly between sorted values."""
    if not values:
        raise ValueError("no values for a percentile")
    ordered = sorted(values)
    position = share * (len(ordered) - 1)
    low = int(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)
