"""Scenes and the scene stack: the menu, the table, and overlays such as a chooser.

The top scene has the player's attention. A scene marked ``transparent`` lets the scene
beneath show through (drawn first) and keep running; an opaque scene hides and pauses
everything beneath it. Events go from the top down through the visible scenes until one
consumes it; a ``modal`` scene never lets an event past itself.

``draw`` must not change state: every change happens in ``handle_event`` or ``update``,
so a frame can be drawn twice (or not at all) with no effect on the game.

The window rests when nothing moves: after input it draws a frame, and otherwise only
when a visible scene says, through ``wake_in``, that it will change by itself (cards in
flight: now; a caret's blink or a message's end: in a while; nothing: never).
"""

from __future__ import annotations

import pygame

Size = tuple[int, int]


class Scene:
    """Base class of every screen; each hook does nothing until overridden."""

    transparent = False
    modal = False

    def __init__(self) -> None:
        self.stack: SceneStack | None = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Return True when the event was consumed and must go no further down."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations and timers by ``dt`` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Paint the scene; never change state here."""

    def needs_redraw(self) -> bool:
        """Whether the scene changed by itself since it was last drawn (asked once a
        frame, after ``update``)."""
        return False

    def wake_in(self) -> float | None:
        """Seconds until the scene changes with no input (0: it is moving now); None: it
        waits for input. By default only a focused text field's caret blinks."""
        focus = getattr(self, "focus", None)
        blink = getattr(focus, "wake_in", None)
        return blink() if callable(blink) else None

    def on_enter(self) -> None:
        """Pushed onto the stack; ``on_resize`` has already told it the window size."""

    def on_exit(self) -> None:
        """Popped or replaced: release anything it holds, save what must be saved."""

    def on_pause(self) -> None:
        """Another scene was pushed above it."""

    def on_resume(self) -> None:
        """The scene above it was popped; it is on top again."""

    def on_resize(self, size: Size) -> None:
        """The window is now ``size``; recompute layouts (called before ``on_enter``)."""


class SceneStack:
    """A stack of scenes; the last pushed is on top."""

    def __init__(self, size: Size) -> None:
        self.size = size
        self._scenes: list[Scene] = []
        self._changed = True  # a scene came or went since the last frame drawn

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    @property
    def scenes(self) -> tuple[Scene, ...]:
        """Bottom first."""
        return tuple(self._scenes)

    def __len__(self) -> int:
        return len(self._scenes)

    def __contains__(self, scene: object) -> bool:
        return scene in self._scenes

    def push(self, scene: Scene) -> None:
        self._changed = True
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the scene stack")
        if self._scenes:
            self._scenes[-1].on_pause()
        self._scenes.append(scene)
        scene.stack = self
        scene.on_resize(self.size)
        scene.on_enter()

    def pop(self) -> Scene:
        self._changed = True
        if not self._scenes:
            raise IndexError("pop from an empty scene stack")
        scene = self._scenes.pop()
        scene.on_exit()
        scene.stack = None
        if self._scenes:
            self._scenes[-1].on_resume()
        return scene

    def replace(self, scene: Scene) -> Scene | None:
        """Swap the top scene for ``scene`` (the one beneath is neither resumed nor paused)."""
        self._changed = True
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the scene stack")
        old = None
        if self._scenes:
            old = self._scenes.pop()
            old.on_exit()
            old.stack = None
        self._scenes.append(scene)
        scene.stack = self
        scene.on_resize(self.size)
        scene.on_enter()
        return old

    def clear(self) -> None:
        """Pop everything, top first, so each scene gets its ``on_exit``."""
        self._changed = True
        while self._scenes:
            scene = self._scenes.pop()
            scene.on_exit()
            scene.stack = None

    def visible(self) -> list[Scene]:
        """The scenes that show on screen, bottom first: the top one and any beneath a
        run of transparent scenes."""
        first = len(self._scenes) - 1
        while first > 0 and self._scenes[first].transparent:
            first -= 1
        return self._scenes[max(first, 0) :]

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer ``event`` to the visible scenes from the top down; True if one consumed it."""
        for scene in reversed(self.visible()):
            if scene not in self._scenes:
                continue  # removed by a handler above it during this event
            if scene.handle_event(event) or scene.modal:
                return True
        return False

    def update(self, dt: float) -> None:
        """Update the visible scenes; hidden ones are paused."""
        for scene in self.visible():
            if scene in self._scenes:
                scene.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def needs_redraw(self) -> bool:
        """A scene came, went or changed by itself since the last frame; asking resets it."""
        changed = [scene.needs_redraw() for scene in self.visible()]  # each resets its own
        stacked, self._changed = self._changed, False
        return stacked or any(changed)

    def wake_in(self) -> float | None:
        """The soonest any visible scene changes by itself (None: all wait for input)."""
        waits = [wait for scene in self.visible() if (wait := scene.wake_in()) is not None]
        return min(waits) if waits else None

    def resize(self, size: Size) -> None:
        """Tell every scene, visible or not, the new window size."""
        self._changed = True
        self.size = size
        for scene in list(self._scenes):
            scene.on_resize(size)
