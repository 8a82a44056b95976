"""A tween: values that move from a start to an end over time, with easing.

``Tween`` moves attributes of an object (``Tween.attrs``) or feeds a callback
(``Tween.value``), after an optional delay, then calls ``on_complete``. Time is scaled by
the animation-speed setting (``cassino.ui.anim.speed``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from cassino.ui.anim.easing import Easing, linear
from cassino.ui.anim.speed import scaled, unscaled

Value = float | tuple[float, ...]


def lerp(start: Value, end: Value, t: float) -> Value:
    """The value a fraction ``t`` of the way from ``start`` to ``end`` (numbers or tuples)."""
    if isinstance(start, tuple) and isinstance(end, tuple):
        if len(start) != len(end):
            raise ValueError(f"cannot tween {start!r} to {end!r}: they differ in length")
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise ValueError(f"cannot tween {start!r} to {end!r}: one is a tuple, one a number")
    return start + (end - start) * t


@dataclass
class Channel:
    """One animated value: where its start comes from and where each new value goes."""

    read: Callable[[], Value]
    write: Callable[[Value], None]
    end: Value
    owner: object | None = None
    name: str = "value"


class Tween:
    """Moves one or more values from their start to their end over ``duration`` seconds.

    Start values are read when the tween begins (after its delay), so a tween queued
    behind another starts from wherever the first one left its target.

    >>> from cassino.ui.anim.speed import set_speed
    >>> set_speed(1.0)  # the player's speed setting scales every tween's time
    >>> class Sprite:
    ...     x = 0.0
    >>> card = Sprite()
    >>> tween = Tween.attrs(card, 0.5, x=100.0)
    >>> tween.update(0.25), card.x, tween.done
    (0.0, 50.0, False)
    >>> tween.update(0.5), card.x, tween.done
    (0.25, 100.0, True)
    """

    def __init__(
        self,
        channels: Iterable[Channel],
        duration: float,
        *,
        delay: float = 0.0,
        easing: Easing = linear,
        on_complete: Callable[[], None] | None = None,
    ) -> None:
        if duration < 0 or delay < 0:
            raise ValueError(f"a tween needs duration and delay ≥ 0, not {duration}, {delay}")
        self.channels = list(channels)
        self.duration = duration
        self.delay = delay
        self.easing = easing
        self.on_complete = on_complete
        self._elapsed = 0.0  # scaled seconds, delay included
        self._starts: list[Value] | None = None  # read when the delay is over
        self._done = False

    @classmethod
    def attrs(
        cls,
        target: object,
        duration: float,
        *,
        delay: float = 0.0,
        easing: Easing = linear,
        on_complete: Callable[[], None] | None = None,
        **ends: Value,
    ) -> Tween:
        """Animate attributes of ``target`` to the given end values."""
        if not ends:
            raise ValueError("Tween.attrs needs at least one attribute to animate, e.g. x=10")
        for name in ends:
            if not hasattr(target, name):
                raise AttributeError(f"{type(target).__name__} has no attribute {name!r}")
        channels = [_attribute_channel(target, name, end) for name, end in ends.items()]
        return cls(channels, duration, delay=delay, easing=easing, on_complete=on_complete)

    @classmethod
    def value(
        cls,
        start: Value,
        end: Value,
        duration: float,
        on_value: Callable[[Value], None],
        *,
        delay: float = 0.0,
        easing: Easing = linear,
        on_complete: Callable[[], None] | None = None,
    ) -> Tween:
        """Call ``on_value`` each update with a value going from ``start`` to ``end``."""
        lerp(start, end, 0.0)  # reject mismatched shapes now, not mid-animation
        channel = Channel(read=lambda: start, write=on_value, end=end)
        return cls([channel], duration, delay=delay, easing=easing, on_complete=on_complete)

    @property
    def done(self) -> bool:
        return self._done

    @property
    def progress(self) -> float:
        """Raw progress 0..1 (before easing); 0 while waiting out the delay."""
        if self._done:
            return 1.0
        if self.duration == 0:
            return 0.0
        return max(0.0, min(1.0, (self._elapsed - self.delay) / self.duration))

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        self._elapsed += scaled(dt)
        if self._elapsed < self.delay:
            return 0.0
        starts = self._begin()
        end_time = self.delay + self.duration
        if self._elapsed < end_time:
            eased = self.easing((self._elapsed - self.delay) / self.duration)
            for channel, start in zip(self.channels, starts, strict=True):
                channel.write(lerp(start, channel.end, eased))
            return 0.0
        leftover = unscaled(self._elapsed - end_time, dt)
        self.finish()
        return leftover

    def finish(self) -> None:
        if self._done:
            return
        self._begin()
        for channel in self.channels:
            channel.write(channel.end)  # exact end values, whatever the easing overshoot
        self._done = True
        if self.on_complete is not None:
            self.on_complete()

    def cancel(self) -> None:
        self._done = True

    def affects(self, target: object) -> bool:
        return any(channel.owner is target for channel in self.channels)

    def _begin(self) -> list[Value]:
        if self._starts is None:
            self._starts = [channel.read() for channel in self.channels]
            for channel, start in zip(self.channels, self._starts, strict=True):
                try:
                    lerp(start, channel.end, 0.0)
                except ValueError as error:
                    raise ValueError(f"{channel.name}: {error}") from None
        return self._starts


def _attribute_channel(target: object, name: str, end: Value) -> Channel:
    def read() -> Value:
        value = getattr(target, name)
        return tuple(float(part) for part in value) if isinstance(value, tuple) else float(value)

    def write(value: Value) -> None:
        setattr(target, name, value)

    return Channel(read=read, write=write, end=end, owner=target, name=name)
