"""The "Learn to play" list: the lessons, a tick by each one done, Continue (the first not
done), the game against Easy that ends the course, and Back to the title."""

from __future__ import annotations

from collections.abc import Callable, Collection

import pygame

from cassino.i18n import N_, tr
from cassino.lessons import LESSONS, Lesson
from cassino.lessons.progress import next_lesson
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import felt, shadowed_text
from cassino.ui.screens.lessons.list_layout import ListLayout, list_layout
from cassino.ui.widgets import Button, FocusGroup, blit_centred, draw_wrapped
from cassino.ui.widgets.drawing import fit_text

INTRO = N_(
    "Ten short lessons on the real table, a move or two each — then a game against Easy. "
    "A tick marks each lesson you have done."
)


class LessonRow(Button):
    """A lesson's button: its number and title, with a tick once it is done."""

    def __init__(self, lesson: Lesson, number: int, done: bool, on_click: Callable[[], None]):
        super().__init__("", on_click)
        self.lesson = lesson
        self.number = number
        self.done = done

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface, False)
        rect = self.rect
        box = rect.height // 2
        mark = pygame.Rect(rect.left + box // 2, rect.centery - box // 2, box, box)
        colour = theme.DROP_OK if self.done else theme.TEXT_DIM
        pygame.draw.rect(surface, colour, mark, width=2, border_radius=box // 5)
        if self.done:
            points = [
                (mark.left + box * 0.2, mark.top + box * 0.52),
                (mark.left + box * 0.42, mark.top + box * 0.75),
                (mark.left + box * 0.8, mark.top + box * 0.25),
            ]
            pygame.draw.lines(surface, colour, False, points, max(2, box // 6))
        left = mark.right + box // 2
        room = rect.right - left - box // 2
        image = fit_text(self.text, self.size, room, self.text_colour())
        surface.blit(image, image.get_rect(midleft=(left, rect.centery)))


class LessonsScene(Scene):
    def __init__(
        self,
        done: Collection[str],
        *,
        on_open: Callable[[Lesson], None],
        on_play: Callable[[], None],
        on_back: Callable[[], None],
    ) -> None:
        super().__init__()
        self.done = set(done)
        self.following = next_lesson(self.done)
        self.rows = [
            LessonRow(lesson, n + 1, lesson.id in self.done, _opener(on_open, lesson))
            for n, lesson in enumerate(LESSONS)
        ]
        first = self.following or LESSONS[0]
        self.proceed = Button("", lambda: on_open(first), primary=self.following is not None)
        self.play = Button("", on_play, primary=self.following is None)
        self.back = Button("", on_back)
        self.buttons: list[Button] = [*self.rows, self.back, self.play, self.proceed]
        self.focus = FocusGroup(self.buttons)
        self.layout: ListLayout | None = None
        self.size: Size = (0, 0)
        self.retranslate()

    def retranslate(self) -> None:
        for row in self.rows:
            row.text = tr("{number}. {title}", number=row.number, title=tr(row.lesson.title))
        if self.following is None:
            self.proceed.text = tr("Start again")
        elif self.done:
            self.proceed.text = tr("Continue")
        else:
            self.proceed.text = tr("Start")
        self.play.text = tr("Play a game against Easy")
        self.back.text = tr("Back")

    def on_enter(self) -> None:
        self.focus.focus(self.proceed, visible=False)

    def on_resize(self, size: Size) -> None:
        self.size = size
        self.layout = layout = list_layout(size, len(self.rows))
        for row, rect in zip(self.rows, layout.rows, strict=True):
            row.rect = rect.copy()
        for button, rect in ((self.back, layout.back), (self.play, layout.play)):
            button.rect = rect.copy()
        self.proceed.rect = layout.proceed.copy()
        for button in self.buttons:
            button.text_size = layout.text_size

    def handle_event(self, event: pygame.event.Event) -> bool:
        if menu_key(event) is MenuKey.BACK:
            self.back.activate()
            return True
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        layout = self.layout
        if layout is None:
            return
        title = shadowed_text(tr("Learn to play"), layout.title_size, theme.HIGHLIGHT)
        blit_centred(surface, title, layout.title_centre)
        draw_wrapped(
            surface, tr(INTRO), layout.intro_size, layout.intro, theme.TEXT_DIM, 2, centred=True
        )
        self.focus.draw(surface)


def _opener(on_open: Callable[[Lesson], None], lesson: Lesson) -> Callable[[], None]:
    return lambda: on_open(lesson)
