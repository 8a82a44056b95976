"""Scenes and the scene stack: the menu, the table, and overlays such as a chooser.

The top scene has the player's attention. A scene marked ``transparent`` lets the scene
beneath show through (drawn first) and keep running; an opaque scene hides and pauses
everything beneath it. Events go from the top down through the visible scenes until one
consumes it; a ``modal`` scene never lets an event past itself.

``draw`` must not change state: every change happens in ``handle_event`` or ``update``,
so a frame can be drawn twice (or not at all) with no effect on the game.
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
        if scene in self._scenes:
            raise ValueError(f"{type(scene).__name__} is already on the scene stack")
        if self._scenes:
            self._scenes[-1].on_pause()
        self._scenes.append(scene)
        scene.stack = self
        scene.on_resize(self.size)
        scene.on_enter()

    def pop(self) -> Scene:
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

    def resize(self, size: Size) -> None:
        """Tell every scene, visible or not, the new window size."""
        self.size = size
        for scene in list(self._scenes):
            scene.on_resize(size)
