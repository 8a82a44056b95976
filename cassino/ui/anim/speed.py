"""The player's animation-speed setting: one factor that scales time for every tween.

``INSTANT`` makes every step complete on its next update. The tweens read the factor
through ``scaled`` and ``unscaled``; the settings screens set it by name.
"""

from __future__ import annotations

import math

INSTANT = math.inf
SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": INSTANT}
_speed = 1.0


def set_speed(factor: float) -> None:
    """Play every animation ``factor`` times as fast; ``INSTANT`` skips them."""
    global _speed
    if not factor > 0:
        raise ValueError(f"animation speed must be above 0, not {factor!r}")
    _speed = factor


def speed() -> float:
    return _speed


def set_speed_setting(name: str) -> None:
    """Apply one of the named settings in ``SPEEDS`` (slow, normal, fast, instant)."""
    if name not in SPEEDS:
        raise ValueError(f"unknown animation speed {name!r}; choose one of {', '.join(SPEEDS)}")
    set_speed(SPEEDS[name])


def scaled(dt: float) -> float:
    """Animation seconds in ``dt`` real seconds (all the time there is, when instant)."""
    return math.inf if _speed == INSTANT else dt * _speed


def unscaled(scaled: float, dt: float) -> float:
    """Real seconds left over, given scaled seconds left over, out of a frame of ``dt``."""
    if _speed == INSTANT:
        return dt  # an instant step takes no real time
    return min(dt, scaled / _speed)
