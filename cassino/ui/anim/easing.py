"""Easing functions: progress 0..1 in, eased progress out (0 -> 0, 1 -> 1).

Pure functions of one float, named as Robert Penner named them, so a tween says how it
moves by name (``EASINGS``) or by function.
"""

from __future__ import annotations

import math
from collections.abc import Callable

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def ease_in_quad(t: float) -> float:
    return t * t


def ease_out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def ease_in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def ease_in_cubic(t: float) -> float:
    return t**3


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t**3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


_BACK = 1.70158  # the classic Penner overshoot: about 10 %


def ease_out_back(t: float) -> float:
    """Overshoots a little and settles: a card that snaps into place."""
    u = t - 1
    return 1 + (_BACK + 1) * u**3 + _BACK * u**2


def ease_in_back(t: float) -> float:
    """Pulls back a little before leaving."""
    return (_BACK + 1) * t**3 - _BACK * t**2


EASINGS: dict[str, Easing] = {
    function.__name__: function
    for function in (
        linear,
        ease_in_quad,
        ease_out_quad,
        ease_in_out_quad,
        ease_in_cubic,
        ease_out_cubic,
        ease_in_out_cubic,
        ease_in_out_sine,
        ease_out_back,
        ease_in_back,
    )
}
