"""The window and the main loop: the one place that reads pygame's event queue.

``App`` opens a resizable window, then each frame: reads events (quitting and resizing
are handled here, everything else goes to the scene stack), updates the scenes with the
frame time in seconds, draws them and flips. ``run(max_frames=N)`` stops after N frames
so tests can drive the loop under SDL's dummy video driver.
"""

from __future__ import annotations

import os
import sys
import warnings
from collections.abc import Callable

import pygame

from cassino.ui.scene import SceneStack, Size

WINDOW_CLASS = "cassino"  # the X11 class name, so `xdotool search --classname cassino` works
DEFAULT_SIZE: Size = (1280, 800)
MINIMUM_SIZE: Size = (1024, 640)
FPS = 60
MAX_DT = 0.1  # a stalled frame (window dragged, machine busy) must not make cards jump
# How soon a computer player thinking in a thread hands the interpreter back to the
# frame loop: Python's default, 5 ms, drops the window to about 45 frames a second while
# Hard thinks; 1 ms keeps about 55, and the thinking takes no longer.
SWITCH_INTERVAL = 0.001


class App:
    """The game window and its loop; push a first scene onto ``stack``, then ``run()``."""

    def __init__(
        self,
        size: Size = DEFAULT_SIZE,
        title: str = "Cassino",
        *,
        fps: int = FPS,
        minimum_size: Size = MINIMUM_SIZE,
    ) -> None:
        # SDL reads the class name when its video system starts, and a window opened
        # earlier keeps its flags: the app owns the display, so it starts it afresh.
        os.environ["SDL_VIDEO_X11_WMCLASS"] = WINDOW_CLASS
        pygame.display.quit()
        pygame.display.init()
        pygame.font.init()
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.display.set_caption(title)
        # A window asked for smaller than the minimum (a tall 800×1000) keeps its size.
        _set_minimum_size((min(size[0], minimum_size[0]), min(size[1], minimum_size[1])))
        self.fps = fps
        self.clock = pygame.time.Clock()
        self.stack = SceneStack(self.screen.get_size())
        self.running = False
        self.frames = 0
        self.on_first_frame: Callable[[], None] | None = None  # start-up measurement

    @property
    def size(self) -> Size:
        return self.stack.size

    def run(self, max_frames: int | None = None) -> None:
        """Loop until the window is closed, the stack is empty, or ``max_frames`` frames.

        Closing the window pops every scene (each gets ``on_exit``) before returning.
        """
        self.running = True
        frames = 0
        previous_interval = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.clock.tick()  # start timing now, not when the window was created
        try:
            while self.running and len(self.stack) > 0:
                if max_frames is not None and frames >= max_frames:
                    return
                dt = min(self.clock.tick(self.fps) / 1000.0, MAX_DT)
                self.step(dt)
                frames += 1
        finally:
            sys.setswitchinterval(previous_interval)
        if not self.running:
            self.stack.clear()

    def step(self, dt: float) -> None:
        """One frame: events, update by ``dt`` seconds, draw, flip."""
        for event in pygame.event.get():
            self._dispatch(event)
            if not self.running:
                return
        self.stack.update(dt)
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()

    def quit(self) -> None:
        """Leave the loop at the end of the current event; scenes get ``on_exit``."""
        self.running = False

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
        elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            # Both arrive for one resize; the display surface already has the new size.
            self.screen = pygame.display.get_surface() or self.screen
            size = self.screen.get_size()
            if size != self.stack.size:
                self.stack.resize(size)
        else:
            self.stack.handle_event(event)


def _set_minimum_size(size: Size) -> None:
    # pygame-ce reaches the display module's window only through this deprecated door;
    # the window stays usable without a minimum, so a missing API is not an error.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window_class = getattr(pygame, "Window", None)
        if window_class is not None and hasattr(window_class, "from_display_module"):
            window_class.from_display_module().minimum_size = size
