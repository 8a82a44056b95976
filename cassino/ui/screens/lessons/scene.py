"""A lesson on the real table: the table scene (drag or click, the same controller) on a
scripted deal, with the lesson's panel beside it.

The lesson hooks into the table without changing how it plays: the table's move maker asks
the lesson's judge (``LessonRun.vet``) before playing a legal move of the player, and tells
it the engine's reason when a try is refused. The computer plays the lesson's replies.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.lessons import LESSONS, Lesson, LessonRun
from cassino.ui import theme
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.reasons import say
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.lessons.layout import LessonLayout, lesson_layout
from cassino.ui.screens.lessons.panel import Note, PanelWords, draw_lesson_panel
from cassino.ui.screens.lessons.table import LessonTable
from cassino.ui.table.policy import TablePolicy
from cassino.ui.table.view import draw_table
from cassino.ui.widgets import Button, FocusGroup

LessonCallback = Callable[[Lesson], None]


class LessonScene(Scene):
    """``on_done(lesson)``: the lesson was finished (its progress is kept); ``on_open``: the
    player asks for another lesson (Next, Skip, Back); ``on_leave``: back to the list;
    ``on_play``: after the last lesson, the game against Easy."""

    def __init__(
        self,
        lesson: Lesson,
        images: CardImages,
        sounds: Sounds,
        *,
        on_done: LessonCallback,
        on_open: LessonCallback,
        on_leave: Callable[[], None],
        on_play: Callable[[], None],
    ) -> None:
        super().__init__()
        self.lesson = lesson
        self.number = LESSONS.index(lesson)
        self.on_done = on_done
        self.on_open = on_open
        self.on_play = on_play
        self.run = LessonRun(lesson, names=(tr("You"), tr("Computer")))
        self.table = LessonTable(
            self.run.session,
            images,
            sounds,
            on_round_end=self._round_ended,
            on_game_over=self._round_ended,
            on_menu=lambda _: on_leave(),
            policy=TablePolicy(
                hints_allowed=False,
                undo_allowed=False,
                vet=self.run.vet,
                on_refused=self.run.refused,
            ),
            why_not=True,  # a table card that cannot join says why: part of the teaching
        )
        self.summary_seen = not lesson.scoring
        self.reported = False
        last = self.number == len(LESSONS) - 1
        self.next_button = Button("", self._next, primary=True)
        self.back_button = Button("", lambda: self._open(-1))
        self.skip_button = Button("", lambda: self._open(1))
        self.leave_button = Button("", on_leave)
        self.back_button.enabled = self.number > 0
        self.skip_button.enabled = not last
        self.buttons = [self.next_button, self.back_button, self.skip_button, self.leave_button]
        self.focus = FocusGroup(self.buttons)
        self.layout: LessonLayout = lesson_layout((1, 1))
        self._dirty = True
        self.retranslate()

    def retranslate(self) -> None:
        last = self.number == len(LESSONS) - 1
        self.next_button.text = tr("Play a game against Easy") if last else tr("Next lesson")
        self.back_button.text = tr("Previous")
        self.skip_button.text = tr("Skip")
        self.leave_button.text = tr("Leave the lesson")

    # Progress ---------------------------------------------------------------------------

    @property
    def done(self) -> bool:
        """The lesson is finished and its last move has landed (its summary seen)."""
        return self.run.finished and not self.table.animator.busy and self.summary_seen

    def _round_ended(self, _: object) -> None:
        """The lesson's deal ran out: the scoring lesson shows the round's summary."""
        if self.lesson.scoring and self.stack is not None:
            from cassino.ui.screens.round_summary.scene import RoundSummaryScene

            def seen() -> None:
                self.summary_seen = True
                self._dirty = True
                if self.stack is not None:
                    self.stack.pop()

            summary = RoundSummaryScene(self.run.session, on_continue=seen)
            summary.continue_button.text = tr("Continue")  # back to the lesson, no next round
            self.stack.push(summary)

    def _next(self) -> None:
        following = self._neighbour(1)
        if following is None:
            self.on_play()
        else:
            self.on_open(following)

    def _open(self, step: int) -> None:
        other = self._neighbour(step)
        if other is not None:
            self.on_open(other)

    def _neighbour(self, step: int) -> Lesson | None:
        index = self.number + step
        return LESSONS[index] if 0 <= index < len(LESSONS) else None

    # Scene hooks ------------------------------------------------------------------------

    def on_resize(self, size: Size) -> None:
        table = self.table
        table.on_resize(size)
        self.layout = layout = lesson_layout(size, table.column())
        if layout.table.size != size:
            table.on_resize(layout.table.size)  # a tall window: the table beside the panel
        for button, rect in zip(
            self.buttons,
            (layout.next_button, layout.back_button, layout.skip_button, layout.leave_button),
            strict=True,
        ):
            button.rect = rect.copy()
            button.text_size = layout.button_text_size
        self._dirty = True

    def on_enter(self) -> None:
        self.table.stack = self.stack  # the chooser opens over the lesson
        self.table.on_enter()

    def on_exit(self) -> None:
        self.table.on_exit()
        self.run.session.close()

    def handle_event(self, event: pygame.event.Event) -> bool:
        self._dirty = True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if self.focus.handle_event(event):
            return True
        return self.table.handle_event(event)

    def _key(self, event: pygame.event.Event) -> bool:
        """Keys play the table (arrows, Tab, Space, Enter; Esc leaves); once the lesson is
        done, Enter goes on to the next one. F6 takes the keyboard to the panel's buttons
        (Tab between them, Enter presses one) and back; Esc there goes back too."""
        focus = self.focus
        on_panel = focus.focused is not None and focus.show_focus
        if event.key == pygame.K_F6 or (on_panel and menu_key(event) is MenuKey.BACK):
            if on_panel:
                focus.focus(None, visible=False)
            else:
                focus.focus_next(1)
            return True
        if on_panel:
            return focus.handle_event(event)
        if menu_key(event) is MenuKey.CONFIRM and self.done:
            self._next()
            return True
        return self.table.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        table = self.table
        if self.run.finished and self.run.session.awaiting == "computer":
            # The lesson is over: the computer has nothing more to play.
            table.animator.update(dt)
            table.model.tick(dt)
        else:
            table.update(dt)
        if self.done and not self.reported:
            self.reported = True
            # The table's banner would say whose turn it is; the lesson is over instead.
            table.model.caption = tr("Lesson complete")
            self.on_done(self.lesson)
        self.next_button.visible = self.done

    def needs_redraw(self) -> bool:
        dirty, self._dirty = self._dirty, False
        return self.table.needs_redraw() or dirty

    def wake_in(self) -> float | None:
        table = self.table
        if self.run.finished and self.run.session.awaiting == "computer":
            return 0.0 if table.animator.busy else table.model.next_change()
        return table.wake_in()

    def draw(self, surface: pygame.Surface) -> None:
        area = self.layout.table
        if area.size == surface.get_size():
            draw_table(surface, self.table.view())
        else:
            surface.fill(theme.FELT_EDGE)
            draw_table(surface.subsurface(area), self.table.view())
        draw_lesson_panel(surface, self.layout, self.words(), self.buttons)

    # Words ------------------------------------------------------------------------------

    def words(self) -> PanelWords:
        lesson, run = self.lesson, self.run
        heading = tr("Lesson {number} of {count}", number=self.number + 1, count=len(LESSONS))
        steps = len(lesson.steps)
        if steps > 1:
            step = min(run.step, steps - 1) + 1
            heading = tr(
                "{lesson} · step {step} of {steps}", lesson=heading, step=step, steps=steps
            )
        note = None
        if self.done:
            # The lesson's own words may begin "Well done": the label does not say it again.
            note = Note(tr("Lesson complete"), tr(lesson.done), theme.DROP_OK)
        elif run.finished:
            note = None
        elif run.said is not None:
            label = tr("Not what this lesson asks") if run.said.legal else tr("Not allowed")
            note = Note(label, _sentence(say(run.said.reason)), theme.DROP_BAD)
        instruction = tr(run.instruction())
        if run.session.awaiting == "computer" and not run.finished:
            # The next step's words wait until the computer's reply has landed.
            instruction = tr("The computer plays its card — watch the table.")
        return PanelWords(heading, tr(lesson.title), instruction, note)


def _sentence(text: str) -> str:
    """The engine's reasons are clauses ("you must hold…"): start them with a capital."""
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."
