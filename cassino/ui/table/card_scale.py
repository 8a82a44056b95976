"""The player's card size: how much larger than usual the table's cards may be, for
every table the window shows (a game, a replay, a lesson). The layout grows them as far
as the window has room; the window sets it from the preferences."""

from __future__ import annotations

CARD_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.25, "larger": 1.5}
_scale = [1.0]


def set_card_size(name: str) -> None:
    """Use one of ``CARD_SCALES`` (normal, large, larger) from the next layout on."""
    if name not in CARD_SCALES:
        raise ValueError(f"unknown card size {name!r}; choose {', '.join(CARD_SCALES)}")
    _scale[0] = CARD_SCALES[name]


def card_scale() -> float:
    return _scale[0]
