"""The window and the main loop: the one place that reads pygame's event queue.

``App`` opens a resizable window, then each frame: reads events (quitting and resizing
are handled here, everything else goes to the scene stack), updates the scenes with the
frame time in seconds, and draws them when something changed. A frame is drawn after
input and while a visible scene is moving; otherwise the loop rests, waiting for the next
event or for the moment a scene said it changes by itself (``Scene.wake_in``), so a
card game at rest uses no CPU. ``run(max_frames=N)`` stops after N frames so tests can
drive the loop under SDL's dummy video driver.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from collections.abc import Callable
from pathlib import Path

import pygame

from cassino.ui.menu_input import quit_key
from cassino.ui.scene import SceneStack, Size
from cassino.userdata import door

WINDOW_CLASS = "cassino"  # the X11 class name, so `xdotool search --classname cassino` works
DEFAULT_SIZE: Size = (1280, 800)
MINIMUM_SIZE: Size = (1024, 640)
FPS = 60
MAX_DT = 0.1  # a stalled frame (window dragged, machine busy) must not make cards jump
LONGEST_REST = 1.0  # seconds: even at rest, look up now and then (a thread's result)
REST_STEP = 1 / 60  # seconds between looks at the event queue while resting: a frame
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
        self.rested = 0  # frames skipped because nothing changed (``bench idle``)
        self._pending: list[pygame.event.Event] = []  # taken off the queue while resting
        self._screen_log = os.environ.get("CASSINO_SCREEN_LOG") or None
        self._last_screen = ""
        self._last_beat = 0.0

    @property
    def size(self) -> Size:
        return self.stack.size

    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        """Loop until the window is closed, the stack is empty, ``max_frames`` frames or
        ``max_seconds`` have passed.

        Closing the window pops every scene (each gets ``on_exit``) before returning.
        """
        self.running = True
        frames = 0
        previous_interval = sys.getswitchinterval()
        sys.setswitchinterval(SWITCH_INTERVAL)
        self.clock.tick()  # start timing now, not when the window was created
        started = time.monotonic()
        resting = False
        try:
            while self.running and len(self.stack) > 0:
                if max_frames is not None and frames >= max_frames:
                    return
                if max_seconds is not None and time.monotonic() - started >= max_seconds:
                    return
                if resting:
                    self._rest(self.stack.wake_in(), started, max_seconds)
                    # Timers (a message's end) count the rest; nothing was moving.
                    dt = self.clock.tick() / 1000.0
                else:
                    dt = min(self.clock.tick(self.fps) / 1000.0, MAX_DT)
                drew = self.step(dt, draw=None)
                resting = not drew and self.stack.wake_in() != 0.0
                frames += 1
        finally:
            sys.setswitchinterval(previous_interval)
        if not self.running:
            self.stack.clear()

    def step(self, dt: float, draw: bool | None = True) -> bool:
        """One frame: events, update by ``dt`` seconds, then draw and flip — always when
        ``draw`` is True, or (None) only when an event came or a scene is moving. True
        when the frame was drawn."""
        events = self._pending + pygame.event.get()
        self._pending = []
        for event in events:
            self._dispatch(event)
            if not self.running:
                return False
        self.stack.update(dt)
        self._note_screen()
        changed = self.stack.needs_redraw()
        if draw is None:
            draw = bool(events) or changed or self.frames == 0 or self.stack.wake_in() == 0.0
        if not draw:
            self.rested += 1
            return False
        self.screen.fill((0, 0, 0))
        self.stack.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1 and self.on_first_frame is not None:
            self.on_first_frame()
        return True

    def _note_screen(self) -> None:
        """``CASSINO_SCREEN_LOG=FILE``: each screen that comes on top, a line each, and
        the file touched at least once a second while the loop runs (the monkey test
        counts the screens it reached, and knows the window still answers)."""
        if self._screen_log is None:
            return
        top = type(self.stack.top).__name__ if self.stack.top is not None else "-"
        now = time.monotonic()
        if top != self._last_screen or now - self._last_beat >= 1.0:
            self._last_beat = now
            try:
                descriptor = door.open_for_appending(Path(self._screen_log))
            except (OSError, door.Refused):
                self._screen_log = None  # a test's aid: nothing to stop the game for
                return
            with open(descriptor, "a", encoding="utf-8") as log:
                if top != self._last_screen:
                    log.write(top + "\n")
            os.utime(self._screen_log)  # a sign of life even when no screen changed
            self._last_screen = top

    def _rest(self, wake: float | None, started: float, max_seconds: float | None) -> None:
        """Wait for an event, or until a scene changes by itself, or the run's end."""
        timeout = LONGEST_REST if wake is None else min(wake, LONGEST_REST)
        if max_seconds is not None:
            timeout = min(timeout, max(0.0, max_seconds - (time.monotonic() - started)))
        # SDL's own wait polls every millisecond under some video drivers (1–2% of a
        # core); a sleep between looks at the queue costs a tenth of that and answers
        # within REST_STEP.
        until = time.monotonic() + timeout
        while True:
            event = pygame.event.poll()
            if event.type != pygame.NOEVENT:
                self._pending.append(event)
                return
            left = until - time.monotonic()
            if left <= 0:
                return
            time.sleep(min(REST_STEP, left))

    def quit(self) -> None:
        """Leave the loop at the end of the current event; scenes get ``on_exit``."""
        self.running = False

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT or quit_key(event):
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
