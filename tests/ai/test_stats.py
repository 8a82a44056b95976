"""The tournament's statistics on inputs whose answers are known."""

from __future__ import annotations

import pytest

from cassino.ai.stats import mean_ci95, percentile, rounded_ci95, t_quantile_975, wilson_ci95


@pytest.mark.parametrize(
    ("df", "expected"),
    [
        (1, 12.7062),
        (2, 4.3027),
        (5, 2.5706),
        (10, 2.2281),
        (20, 2.0860),
        (30, 2.0423),
        (120, 1.9799),
        (1000, 1.9623),
    ],
)
def test_t_quantiles_match_the_tables(df: int, expected: float) -> None:
    assert t_quantile_975(df) == pytest.approx(expected, abs=2e-4)


def test_mean_and_t_interval_of_known_values() -> None:
    # mean 3, sample sd sqrt(2.5), n 5: half width 2.7764 * sqrt(2.5) / sqrt(5)
    mean, (low, high) = mean_ci95([1.0, 2.0, 3.0, 4.0, 5.0])
    assert mean == 3.0
    assert high - mean == pytest.approx(1.9632, abs=1e-3)
    assert mean - low == pytest.approx(high - mean)


def test_a_reported_interval_is_scaled_and_rounded() -> None:
    # The interval above (3 ± 1.9632), times 2, to three decimals.
    assert rounded_ci95([1.0, 2.0, 3.0, 4.0, 5.0]) == [3.0, 1.037, 4.963]
    assert rounded_ci95([1.0, 2.0, 3.0, 4.0, 5.0], scale=2.0) == [6.0, 2.074, 9.926]


def test_one_value_has_no_finite_interval() -> None:
    assert mean_ci95([2.0]) == (2.0, (-float("inf"), float("inf")))


@pytest.mark.parametrize(
    ("wins", "games", "low", "high"),
    [
        (8, 10, 0.4902, 0.9433),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (50, 100, 0.4038, 0.5962),
        (170, 200, 0.7939, 0.8929),
    ],
)
def test_wilson_interval_of_known_proportions(
    wins: int, games: int, low: float, high: float
) -> None:
    assert wilson_ci95(wins, games) == pytest.approx((low, high), abs=1e-4)


def test_wilson_rejects_impossible_counts() -> None:
    with pytest.raises(ValueError, match="impossible"):
        wilson_ci95(11, 10)


def test_percentiles_interpolate() -> None:
    values = [float(n) for n in range(1, 101)]  # 1..100
    assert percentile(values, 0.5) == pytest.approx(50.5)
    assert percentile(values, 0.95) == pytest.approx(95.05)
    assert percentile([7.0], 0.95) == 7.0
