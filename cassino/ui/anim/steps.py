"""Steps that run tweens in time: a pause, a call, one after another, all together, and
the group a scene owns.

Every step shares one small protocol (``update`` returns the time it did not use,
``done``, ``finish``, ``cancel``, ``affects``) and they nest freely; a ``Tween`` is one.
``Sequence`` hands leftover time to the next step so that a timeline stays exact whatever
the frame rate; ``TweenGroup`` runs everything added to it and reports, once, when all
is done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from cassino.ui.anim.tweens import Tween


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
