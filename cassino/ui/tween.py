"""Tweens: numbers that move from a start to an end over time, with easing.

Everything here is pure Python driven by ``update(dt)`` with ``dt`` in seconds, so tests
run with no display. Three kinds of step share one small protocol (``update`` returns the
time it did not use, ``done``, ``finish``, ``cancel``) and nest freely:

- ``Tween`` moves attributes of an object (``Tween.attrs``) or feeds a callback
  (``Tween.value``), after an optional delay, then calls ``on_complete``;
- ``Sequence`` runs steps one after another, handing leftover time to the next step so
  that a timeline stays exact whatever the frame rate; ``Parallel`` runs them together;
- ``TweenGroup`` is what a scene owns: it runs everything added to it and reports, once,
  when all is done.

One global speed factor (the player's animation-speed setting) scales time for every
step; ``INSTANT`` makes every step complete on its next update.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

Easing = Callable[[float], float]
Value = float | tuple[float, ...]


# --- easing functions: progress 0..1 in, eased progress out (0 -> 0, 1 -> 1) ---


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


def lerp(start: Value, end: Value, t: float) -> Value:
    """The value a fraction ``t`` of the way from ``start`` to ``end`` (numbers or tuples)."""
    if isinstance(start, tuple) and isinstance(end, tuple):
        if len(start) != len(end):
            raise ValueError(f"cannot tween {start!r} to {end!r}: they differ in length")
        return tuple(a + (b - a) * t for a, b in zip(start, end, strict=True))
    if isinstance(start, tuple) or isinstance(end, tuple):
        raise ValueError(f"cannot tween {start!r} to {end!r}: one is a tuple, one a number")
    return start + (end - start) * t


# --- the global speed setting ---

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


def _scaled(dt: float) -> float:
    return math.inf if _speed == INSTANT else dt * _speed


def _unscaled(scaled: float, dt: float) -> float:
    """Real seconds left over, given scaled seconds left over, out of a frame of ``dt``."""
    if _speed == INSTANT:
        return dt  # an instant step takes no real time
    return min(dt, scaled / _speed)


# --- steps ---


class Step(Protocol):
    """Anything a ``Sequence``, ``Parallel`` or ``TweenGroup`` can run."""

    @property
    def done(self) -> bool: ...

    def update(self, dt: float) -> float:
        """Advance by ``dt`` seconds; return the seconds not needed (0 while running)."""
        ...

    def finish(self) -> None:
        """Jump to the end, with every side effect (end values, callbacks)."""
        ...

    def cancel(self) -> None:
        """Stop where it is, with no callbacks."""
        ...

    def affects(self, target: object) -> bool:
        """Whether this step changes attributes of ``target``."""
        ...


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
        self._elapsed += _scaled(dt)
        if self._elapsed < self.delay:
            return 0.0
        starts = self._begin()
        end_time = self.delay + self.duration
        if self._elapsed < end_time:
            eased = self.easing((self._elapsed - self.delay) / self.duration)
            for channel, start in zip(self.channels, starts, strict=True):
                channel.write(lerp(start, channel.end, eased))
            return 0.0
        leftover = _unscaled(self._elapsed - end_time, dt)
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


class Wait:
    """A pause inside a ``Sequence``."""

    def __init__(self, seconds: float) -> None:
        self._tween = Tween([], seconds)

    @property
    def done(self) -> bool:
        return self._tween.done

    def update(self, dt: float) -> float:
        return self._tween.update(dt)

    def finish(self) -> None:
        self._tween.finish()

    def cancel(self) -> None:
        self._tween.cancel()

    def affects(self, target: object) -> bool:
        return False


class Call:
    """Runs a function at its place in a ``Sequence`` (play a sound, flip a card)."""

    def __init__(self, function: Callable[[], None]) -> None:
        self.function = function
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt: float) -> float:
        self.finish()
        return dt

    def finish(self) -> None:
        if not self._done:
            self._done = True
            self.function()

    def cancel(self) -> None:
        self._done = True

    def affects(self, target: object) -> bool:
        return False


class Sequence:
    """Runs its steps one after another; done when the last one is."""

    def __init__(self, *steps: Step, on_complete: Callable[[], None] | None = None) -> None:
        self.steps = list(steps)
        self.on_complete = on_complete
        self._index = 0
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt: float) -> float:
        while not self._done:
            if self._index == len(self.steps):
                self._complete()
                break
            dt = self.steps[self._index].update(dt)
            if not self.steps[self._index].done:
                return 0.0
            self._index += 1
        return dt

    def finish(self) -> None:
        for step in self.steps[self._index :]:
            step.finish()
        self._index = len(self.steps)
        self._complete()

    def cancel(self) -> None:
        for step in self.steps[self._index :]:
            step.cancel()
        self._done = True

    def affects(self, target: object) -> bool:
        return any(step.affects(target) for step in self.steps[self._index :])

    def _complete(self) -> None:
        if not self._done:
            self._done = True
            if self.on_complete is not None:
                self.on_complete()


class Parallel:
    """Runs its steps together; done when all are."""

    def __init__(self, *steps: Step, on_complete: Callable[[], None] | None = None) -> None:
        self.steps = list(steps)
        self.on_complete = on_complete
        self._done = False

    @property
    def done(self) -> bool:
        return self._done

    def update(self, dt: float) -> float:
        if self._done:
            return dt
        leftovers = [step.update(dt) if not step.done else dt for step in self.steps]
        if all(step.done for step in self.steps):
            self._complete()
            return min(leftovers, default=dt)
        return 0.0

    def finish(self) -> None:
        for step in self.steps:
            step.finish()
        self._complete()

    def cancel(self) -> None:
        for step in self.steps:
            step.cancel()
        self._done = True

    def affects(self, target: object) -> bool:
        return any(step.affects(target) for step in self.steps if not step.done)

    def _complete(self) -> None:
        if not self._done:
            self._done = True
            if self.on_complete is not None:
                self.on_complete()


class TweenGroup:
    """The running animations of one scene.

    ``on_all_done`` is called each time the group becomes idle after running something,
    which is when a table scene may let the next player move.
    """

    def __init__(self, on_all_done: Callable[[], None] | None = None) -> None:
        self.on_all_done = on_all_done
        self._running: list[Step] = []

    def add(self, *steps: Step) -> None:
        self._running.extend(steps)

    @property
    def done(self) -> bool:
        return not self._running

    def __len__(self) -> int:
        return len(self._running)

    def update(self, dt: float) -> None:
        if not self._running:
            return
        # Steps added by callbacks during this update start on the next one.
        for step in list(self._running):
            if not step.done:
                step.update(dt)
        self._settle()

    def finish_all(self) -> None:
        """Skip to the end of everything running (a click while cards are flying).

        Steps that completion callbacks add meanwhile keep running: a chain that must be
        skipped as a whole belongs in one ``Sequence``.
        """
        for step in list(self._running):
            step.finish()
        self._settle()

    def cancel_all(self) -> None:
        for step in self._running:
            step.cancel()
        self._running.clear()

    def cancel_for(self, target: object) -> None:
        """Stop every animation of ``target`` so a new one can take over from where it is."""
        for step in self._running:
            if step.affects(target):
                step.cancel()
        self._running = [step for step in self._running if not step.done]

    def _settle(self) -> None:
        was_running = bool(self._running)
        self._running = [step for step in self._running if not step.done]
        if was_running and not self._running and self.on_all_done is not None:
            self.on_all_done()
