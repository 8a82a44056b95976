"""The scene stack and the app loop, under SDL's dummy video driver."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from cassino.ui.app import MAX_DT, SWITCH_INTERVAL, WINDOW_CLASS, App
from cassino.ui.scene import Scene, SceneStack, Size


class Recorder(Scene):
    """A scene that writes down what happens to it, in one shared journal."""

    def __init__(
        self,
        name: str,
        journal: list[str],
        *,
        consumes: bool = False,
        transparent: bool = False,
        modal: bool = False,
        colour: tuple[int, int, int] = (0, 0, 0),
    ) -> None:
        super().__init__()
        self.name = name
        self.journal = journal
        self.consumes = consumes
        self.transparent = transparent
        self.modal = modal
        self.colour = colour
        self.size: Size | None = None
        self.dts: list[float] = []

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.journal.append(f"{self.name}.event")
        return self.consumes

    def update(self, dt: float) -> None:
        self.dts.append(dt)
        self.journal.append(f"{self.name}.update")

    def draw(self, surface: pygame.Surface) -> None:
        self.journal.append(f"{self.name}.draw")
        # An overlay paints only the left half, so what is beneath still shows.
        area = surface.get_rect()
        if self.transparent:
            area.width //= 2
        surface.fill(self.colour, area)

    def on_enter(self) -> None:
        self.journal.append(f"{self.name}.enter")

    def on_exit(self) -> None:
        self.journal.append(f"{self.name}.exit")

    def on_pause(self) -> None:
        self.journal.append(f"{self.name}.pause")

    def on_resume(self) -> None:
        self.journal.append(f"{self.name}.resume")

    def on_resize(self, size: Size) -> None:
        self.size = size
        self.journal.append(f"{self.name}.resize")


def key(k: int = pygame.K_a) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k)


def test_push_pop_replace_call_the_hooks_in_order() -> None:
    journal: list[str] = []
    stack = SceneStack((800, 600))
    menu, table, chooser = (Recorder(n, journal) for n in ("menu", "table", "chooser"))
    stack.push(menu)
    stack.replace(table)
    stack.push(chooser)
    assert stack.top is chooser and chooser.stack is stack and chooser.size == (800, 600)
    assert stack.pop() is chooser and chooser.stack is None
    assert journal == [
        "menu.resize",
        "menu.enter",
        "menu.exit",
        "table.resize",
        "table.enter",
        "table.pause",
        "chooser.resize",
        "chooser.enter",
        "chooser.exit",
        "table.resume",
    ]
    assert stack.scenes == (table,) and menu not in stack


def test_misuse_is_refused() -> None:
    stack = SceneStack((10, 10))
    scene = Scene()
    stack.push(scene)
    with pytest.raises(ValueError, match="already"):
        stack.push(scene)
    stack.pop()
    with pytest.raises(IndexError):
        stack.pop()


def test_events_go_down_until_consumed() -> None:
    journal: list[str] = []
    stack = SceneStack((10, 10))
    stack.push(Recorder("table", journal, consumes=True))
    stack.push(Recorder("hint", journal, transparent=True))
    assert stack.handle_event(key())
    assert journal[-2:] == ["hint.event", "table.event"]
    stack.push(Recorder("chooser", journal, transparent=True, consumes=True))
    journal.clear()
    assert stack.handle_event(key())
    assert journal == ["chooser.event"]


def test_opaque_and_modal_scenes_keep_events_from_scenes_beneath() -> None:
    journal: list[str] = []
    stack = SceneStack((10, 10))
    stack.push(Recorder("table", journal, consumes=True))
    stack.push(Recorder("menu", journal))  # opaque: the table is hidden
    assert not stack.handle_event(key())
    assert journal[-1] == "menu.event" and "table.event" not in journal
    stack.pop()
    stack.push(Recorder("privacy", journal, transparent=True, modal=True))
    journal.clear()
    assert stack.handle_event(key())
    assert journal == ["privacy.event"]


def test_draw_and_update_bottom_up_through_transparent_scenes_only() -> None:
    journal: list[str] = []
    stack = SceneStack((40, 20))
    hidden = Recorder("hidden", journal, colour=(255, 0, 0))
    stack.push(hidden)
    stack.push(Recorder("table", journal, colour=(0, 128, 0)))
    stack.push(Recorder("chooser", journal, transparent=True, colour=(0, 0, 255)))
    journal.clear()
    surface = pygame.Surface((40, 20))
    stack.update(0.016)
    stack.draw(surface)
    assert journal == ["table.update", "chooser.update", "table.draw", "chooser.draw"]
    assert surface.get_at((5, 10))[:3] == (0, 0, 255)  # the overlay's half
    assert surface.get_at((35, 10))[:3] == (0, 128, 0)  # the table shows through
    assert hidden.dts == []  # covered by an opaque scene: paused


def test_resize_reaches_every_scene_and_later_pushes() -> None:
    journal: list[str] = []
    stack = SceneStack((100, 100))
    bottom, top = Recorder("bottom", journal), Recorder("top", journal)
    stack.push(bottom)
    stack.push(top)
    stack.resize((1920, 1080))
    assert bottom.size == top.size == (1920, 1080)
    late = Recorder("late", journal)
    stack.push(late)
    assert late.size == (1920, 1080)


def test_a_handler_may_pop_its_own_scene() -> None:
    class Closer(Scene):
        transparent = True

        def handle_event(self, event: pygame.event.Event) -> bool:
            assert self.stack is not None
            self.stack.pop()
            return False

    journal: list[str] = []
    stack = SceneStack((10, 10))
    stack.push(Recorder("table", journal))
    stack.push(Closer())
    stack.handle_event(key())
    assert len(stack) == 1 and journal[-1] == "table.event"


def test_app_opens_a_resizable_window_and_runs_frames() -> None:
    app = App((640, 400), "Cassino test")
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == WINDOW_CLASS == "cassino"
    assert app.screen.get_flags() & pygame.RESIZABLE
    assert app.screen.get_size() == (640, 400)
    journal: list[str] = []
    scene = Recorder("table", journal, colour=(10, 90, 40))
    scene.wake_in = lambda: 0.0  # type: ignore[method-assign]  # always moving
    app.stack.push(scene)
    app.run(max_frames=3)
    assert len(scene.dts) == 3 and all(0 <= dt <= MAX_DT for dt in scene.dts)
    assert journal.count("table.draw") == 3
    assert app.screen.get_at((320, 200))[:3] == (10, 90, 40)


def test_a_window_at_rest_draws_nothing_until_an_event_comes() -> None:
    app = App((640, 400), "Cassino test")
    journal: list[str] = []
    scene = Recorder("menu", journal)  # waits for input: wake_in is None
    app.stack.push(scene)
    pygame.event.clear()  # the window's own start-up events
    app.run(max_seconds=0.6)
    assert journal.count("menu.draw") == 1  # the first frame, then rest
    assert app.rested >= 1 and len(scene.dts) <= 6  # a frame or two, one rest, the end
    events, draws = journal.count("menu.event"), journal.count("menu.draw")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a"))
    app.run(max_seconds=0.3)
    assert journal.count("menu.event") == events + 1
    assert journal.count("menu.draw") == draws + 1


def test_a_scene_that_changes_by_itself_is_woken_in_time() -> None:
    app = App((640, 400), "Cassino test")
    journal: list[str] = []
    scene = Recorder("table", journal)
    scene.wake_in = lambda: 0.2  # type: ignore[method-assign]  # a message ends in 0.2 s
    app.stack.push(scene)
    app.run(max_seconds=1.0)
    # Woken about every 0.2 s with the real time passed, not once a frame.
    assert 3 <= len(scene.dts) <= 10
    assert max(scene.dts) >= 0.15


def test_the_loop_takes_the_interpreter_back_soon_from_thinking_threads() -> None:
    """A computer player thinks in a thread; the frame loop asks for the interpreter back
    after SWITCH_INTERVAL instead of Python's 5 ms, and gives the setting back after."""
    before = sys.getswitchinterval()
    seen: list[float] = []

    class Probe(Scene):
        def update(self, dt: float) -> None:
            seen.append(sys.getswitchinterval())

    app = App((640, 400))
    app.stack.push(Probe())
    app.run(max_frames=2)
    assert seen == [pytest.approx(SWITCH_INTERVAL)] * 2
    assert before > SWITCH_INTERVAL
    assert sys.getswitchinterval() == pytest.approx(before)


def test_app_passes_events_and_turns_resizes_into_on_resize() -> None:
    app = App((640, 400))
    journal: list[str] = []
    scene = Recorder("table", journal)
    app.stack.push(scene)
    app.run(max_frames=1)  # let the window's own start-up events through
    journal.clear()
    pygame.display.set_mode((900, 700), pygame.RESIZABLE)  # what the window manager does
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(900, 700), w=900, h=700))
    pygame.event.post(key())
    app.run(max_frames=1)
    assert scene.size == (900, 700) and app.size == (900, 700)
    assert journal.count("table.resize") == 1  # both resize events, one call
    assert "table.event" in journal


def test_closing_the_window_exits_every_scene() -> None:
    app = App((640, 400))
    journal: list[str] = []
    app.stack.push(Recorder("table", journal))
    app.stack.push(Recorder("menu", journal))
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run(max_frames=100)
    assert not app.running and len(app.stack) == 0
    assert journal[-2:] == ["menu.exit", "table.exit"]


def test_the_loop_ends_when_the_last_scene_leaves() -> None:
    class OneFrame(Scene):
        def update(self, dt: float) -> None:
            assert self.stack is not None
            self.stack.pop()

    app = App((640, 400))
    app.stack.push(OneFrame())
    app.run(max_frames=50)
    assert app.frames == 1


def test_ctrl_q_leaves_from_any_screen_as_closing_the_window_does() -> None:
    app = App((640, 400), "Cassino test")
    journal: list[str] = []
    app.stack.push(Recorder("menu", journal))
    pygame.event.clear()
    q = {"type": pygame.KEYDOWN, "key": pygame.K_q, "unicode": "q"}
    pygame.event.post(pygame.event.Event(q["type"], key=q["key"], mod=0, unicode="q"))
    app.run(max_seconds=0.3)
    assert journal.count("menu.event") == 1  # a plain q is the screen's
    pygame.event.post(pygame.event.Event(q["type"], key=q["key"], mod=pygame.KMOD_LCTRL))
    app.run(max_seconds=5.0)
    assert not app.running and journal.count("menu.event") == 1  # Ctrl+Q left, at once
    assert "menu.exit" in journal
