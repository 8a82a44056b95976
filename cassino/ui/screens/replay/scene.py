"""The replay: a finished round again from its deal on the table itself, every hand face
up, stepped forward and back or played; the round's moves beside it, the current one
marked. It reads the recorded history only: nothing it does reaches the game. Opened from
the review, it starts at one move (``ReplayCursor.to_move``) and shows a note about it.

Keys: ← → step, Space plays or pauses, Home and End go to the deal and the round's end,
Page Up and Page Down change round, Esc closes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.game.replay import ReplayCursor
from cassino.i18n import tr
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.menu_input import MenuKey, MenuStep, PointerKind, menu_key, menu_step, pointer
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.replay.controls import (
    ReplayControls,
    draw_controls,
    draw_move_list,
    place_replay_controls,
)
from cassino.ui.screens.replay.note import PlacedNote, ReplayNote, draw_note, place_note
from cassino.ui.table.animator import TableAnimator
from cassino.ui.table.describe import log_lines
from cassino.ui.table.model import TableModel
from cassino.ui.table.stage import TableStage
from cassino.ui.table.view import TableView, draw_table

STEP_TIME = 1.3  # seconds between moves while playing, at normal speed
STEPS = {
    MenuStep.RIGHT: "forward",
    MenuStep.LEFT: "back",
    MenuStep.HOME: "start",
    MenuStep.END: "end",
    MenuStep.PAGE_UP: "previous_round",
    MenuStep.PAGE_DOWN: "next_round",
}


def key_command(event: pygame.event.Event) -> str | None:
    """The replay's command a key pressed asks for: a step, Space (play) or back (close)."""
    step = menu_step(event)
    if step in STEPS:
        return STEPS[step]
    if menu_key(event) is MenuKey.BACK:
        return "close"
    if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
        return "play"
    return None


class ReplayScene(Scene):
    modal = True

    def __init__(
        self,
        cursor: ReplayCursor,
        images: CardImages,
        sounds: Sounds,
        on_close: Callable[[], None],
        *,
        viewer: int = 0,
        note: ReplayNote | None = None,
    ) -> None:
        super().__init__()
        self.cursor = cursor
        self.note = note
        self.placed_note: PlacedNote | None = None
        self.images = images
        self.on_close = on_close
        self.model = TableModel(viewer=viewer, hands_hidden=False, show_all=True)
        self.animator = TableAnimator(sounds)
        self.stage = TableStage(cursor, self.model, self.animator)
        self.playing = False
        self.until_next = 0.0
        self.controls: ReplayControls | None = None
        self._caption()

    def on_resize(self, size: Size) -> None:
        self.stage.resize(size)
        layout = self.stage.layout
        self.controls = place_replay_controls(layout.banner) if layout is not None else None
        self.placed_note = None
        if layout is not None and self.note is not None:
            self.placed_note = place_note(self.note, size, layout.log_panel, layout.banner)

    @property
    def at_the_note(self) -> bool:
        """The replay shows the noted move: just played, or about to be."""
        note, cursor = self.note, self.cursor
        if note is None or cursor.round_index != note.round_index:
            return False
        return cursor.step in (note.move_index, note.move_index + 1)

    def on_enter(self) -> None:
        self.stage.refresh(animate=True, deal=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        name = key_command(event)
        point = pointer(event)
        if name is not None:
            self.command(name)
        elif point is not None and point.kind is PointerKind.RELEASE and self.controls:
            name = self.controls.at(point.pos)
            if name is not None:
                self.command(name)
        return True  # modal: nothing reaches the screens beneath

    def command(self, name: str) -> None:
        cursor = self.cursor
        if name == "close":
            self.on_close()
            return
        if name == "play":
            self.playing = not self.playing
            if self.playing and cursor.step == cursor.moves:
                self._jump(cursor.to_start)
            self.until_next = 0.0
        elif name == "forward":
            self.playing = False
            self._forward()
        elif name == "back":
            self.playing = False
            if cursor.back():
                self._settle()
        elif name == "start":
            self._jump(cursor.to_start)
        elif name == "end":
            self._jump(cursor.to_end)
        elif name in ("previous_round", "next_round"):
            step = 1 if name == "next_round" else -1
            if cursor.to_round(cursor.round_index + step):
                self.playing = False
                self.animator.forget()
                self.stage.new_round()
                self.stage.refresh(animate=True, deal=True)
        self._caption()

    def _forward(self) -> bool:
        if not self.cursor.forward():
            return False
        effect = self.cursor.last_effect
        if effect is not None:
            self.animator.finish_all()
            self.animator.play(
                effect, self.stage.shown, self.stage.layout, self.model, self._settle
            )
        return True

    def _jump(self, move: Callable[[], None]) -> None:
        move()
        self.animator.finish_all()
        self._settle()

    def _settle(self) -> None:
        cursor = self.cursor
        # Back or a jump: the table as it was seen at that move, not in the engine's order.
        self.stage.reorder(p.table for p in cursor.current.positions[: cursor.step + 1])
        self.stage.refresh()

    def _caption(self) -> None:
        cursor = self.cursor
        self.model.caption = tr(
            "Replay · round {round} of {rounds} · move {step} of {moves}",
            round=cursor.round_index + 1,
            rounds=len(cursor.rounds),
            step=cursor.step,
            moves=cursor.moves,
        )

    def update(self, dt: float) -> None:
        self.animator.update(dt)
        self.model.tick(dt)
        if not self.playing or self.animator.busy:
            return
        self.until_next -= dt * max(tween.speed(), 0.25)
        if self.until_next <= 0:
            self.until_next = STEP_TIME
            if not self._forward():
                self.playing = False
            self._caption()

    def wake_in(self) -> float | None:
        if self.animator.busy or self.model.celebrating:
            return 0.0
        return max(0.0, self.until_next) if self.playing else None

    def needs_redraw(self) -> bool:
        return self.playing

    def draw(self, surface: pygame.Surface) -> None:
        view = TableView(
            session=self.cursor,
            model=self.model,
            size=self.stage.size,
            layout=self.stage.layout,
            problem=self.stage.problem,
            buttons=None,
            sprites=tuple(self.animator.sprites.values()),
            shown=self.stage.shown,
            images=self.images,
            my_turn=False,
            thinking=False,
            banner_text=self.controls.caption if self.controls is not None else None,
            show_log=False,
        )
        draw_table(surface, view)
        layout = self.stage.layout
        if layout is None or self.controls is None:
            return
        draw_controls(surface, self.controls, self.stage.size, self.playing)
        panel = layout.log_panel
        if self.placed_note is not None:
            draw_note(surface, self.placed_note, self.at_the_note)
            panel = self.placed_note.move_list
        if panel is not None:
            lines = log_lines(self.cursor.current.told)
            draw_move_list(surface, panel, lines, self.cursor.step - 1, self.stage.size)
