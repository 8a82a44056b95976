"""The review after a game: while the Expert rates it (off the window's thread), the round
it is on, a bar and Cancel; then the headline, at most two habits to work on and two
strengths, each with examples that open the replay at their move, and Back.

The words are ``review_words``'; where everything goes is ``review_layout``'s. Leaving
while it rates — Cancel, Esc, Back or the window closing — stops the rating.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame

from cassino.coach.habits import HEADINGS, Finding
from cassino.coach.review import Decision, GameReview
from cassino.coach.review_job import ReviewJob
from cassino.game.session import PlayedRound
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.screens.common.backdrop import felt
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.review import words as words
from cassino.ui.screens.review.layout import (
    FITS,
    ColumnText,
    FindingText,
    Lines,
    ProgressLayout,
    ReviewLayout,
    ReviewText,
    place_progress,
    place_review,
)
from cassino.ui.widgets import Button, FocusGroup, draw_panel, line_pitch, text_image
from cassino.ui.widgets.drawing import FILL

PROGRESS_WAKE = 0.2  # seconds between looks at how far the rating got
BAR_FILL = (*theme.HIGHLIGHT, 220)


class ExampleButton(Button):
    """An example: its words on up to three lines; a click opens the replay there."""

    def __init__(self, decision: Decision, on_click: Callable[[], None]) -> None:
        super().__init__("", on_click)
        self.decision = decision
        self.words = Lines(pygame.Rect(0, 0, 0, 0), (), theme.READABLE_SIZE)

    def radius(self) -> int:
        return min(12, super().radius())

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        shift = 1 if self.pressed else 0
        for number, line in enumerate(self.words.lines):
            top = self.words.rect.top + number * line_pitch(self.words.size) + shift
            surface.blit(text_image(line, self.words.size), (self.words.rect.left, top))


class ReviewScene(FormScreen):
    """The review of ``seat`` in the recorded ``rounds``: ``review`` when it is known,
    else rated by ``job``. ``on_reviewed`` keeps a finished review (so coming back does
    not rate again); ``on_example`` opens the replay at a decision's move."""

    def __init__(
        self,
        rounds: Sequence[PlayedRound],
        heading: str,
        on_back: Callable[[], None],
        on_example: Callable[[Decision], None],
        *,
        review: GameReview | None = None,
        job: ReviewJob | None = None,
        on_reviewed: Callable[[GameReview], None] | None = None,
    ) -> None:
        super().__init__()
        if review is None and job is None:
            raise ValueError("the review screen needs a review or a job rating one")
        self.rounds = list(rounds)
        self.heading = heading
        self.on_back = on_back
        self.on_example = on_example
        self.on_reviewed = on_reviewed
        self.review = review
        self.job = job if review is None else None
        self.rated = 0
        self.changed = False
        self.back_button = Button(tr("Back"), self.back)
        self.cancel_button = Button(tr("Cancel"), self.back)
        self.examples: list[ExampleButton] = []
        self.focus = FocusGroup()
        self.layout: ReviewLayout | None = None
        self.progress: ProgressLayout | None = None
        self.text: ReviewText | None = self._text() if review is not None else None

    @property
    def rating(self) -> bool:
        return self.review is None

    def back(self) -> None:
        self._stop()
        self.on_back()

    def open_example(self, decision: Decision) -> None:
        self.on_example(decision)

    # The scene -------------------------------------------------------------------------

    def on_exit(self) -> None:
        self._stop()

    def _stop(self) -> None:
        if self.job is not None and not self.job.done:
            self.job.cancel()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if menu_key(event) is MenuKey.BACK:
            self.back()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        self.changed = False
        job = self.job
        if job is None or self.review is not None:
            return
        if job.rated != self.rated:
            self.rated, self.changed = job.rated, True
        if job.done and not job.cancelled:
            review = job.result()  # an error of the rating is raised here
            if review is not None:
                self.review = review
                self.text, self.changed = self._text(), True
                if self.on_reviewed is not None:
                    self.on_reviewed(review)
                self.place()

    def needs_redraw(self) -> bool:
        return self.changed

    def wake_in(self) -> float | None:
        return PROGRESS_WAKE if self.rating else super().wake_in()

    # Layout ------------------------------------------------------------------------------

    def _text(self) -> ReviewText:
        review = self.review
        if review is None:
            raise RuntimeError("no review yet")
        habits = ColumnText(
            tr(HEADINGS[1]), self._findings(review, review.habits, True), words.nothing_found(True)
        )
        strengths = ColumnText(
            tr(HEADINGS[0]),
            self._findings(review, review.strengths, False),
            words.nothing_found(False),
        )
        return ReviewText(
            heading=self.heading,
            headline=words.headline(review, len(self.rounds)),
            verdict=words.verdict(review),
            hint=words.open_hint() if habits.findings or strengths.findings else None,
            columns=(habits, strengths),
            back=self.back_button.text,
        )

    def _findings(
        self, review: GameReview, found: Sequence[Finding], habit: bool
    ) -> tuple[FindingText, ...]:
        most = FITS[0][0]
        return tuple(
            FindingText(
                words.finding_title(finding),
                words.finding_detail(finding, habit),
                tuple(
                    words.example_words(decision, self.rounds)
                    for decision in self._decisions(review, finding)[:most]
                ),
            )
            for finding in found
        )

    @staticmethod
    def _decisions(review: GameReview, finding: Finding) -> list[Decision]:
        found = (review.decision_at(*where) for where in finding.examples)
        return [decision for decision in found if decision is not None]

    def place(self) -> None:
        if self.size == (0, 0):
            return
        if self.text is None or self.review is None:
            self.progress = place_progress(self.size, self.heading, self.cancel_button.text)
            self.cancel_button.rect = self.progress.cancel
            self.cancel_button.text_size = self.progress.cancel_size
            self.focus.set_widgets([self.cancel_button])
            return
        layout = self.layout = place_review(self.size, self.text)
        self.back_button.rect = layout.back
        self.back_button.text_size = layout.back_size
        findings = (*self.review.habits, *self.review.strengths)
        placed = (*layout.columns[0].findings, *layout.columns[1].findings)
        self.examples = []
        for finding, place in zip(findings, placed, strict=True):
            shown = self._decisions(self.review, finding)[: len(place.buttons)]
            for decision, button, lines in zip(shown, place.buttons, place.examples, strict=True):
                example = ExampleButton(decision, partial(self.open_example, decision))
                example.rect, example.words = button, lines
                self.examples.append(example)
        self.focus.set_widgets([*self.examples, self.back_button])

    # Drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        if self.layout is not None and not self.rating:
            self._draw_review(surface, self.layout)
        elif self.progress is not None:
            self._draw_progress(surface, self.progress)
        self.focus.draw(surface)

    def _draw_progress(self, surface: pygame.Surface, layout: ProgressLayout) -> None:
        _draw_lines(surface, layout.heading, theme.HIGHLIGHT, centred=True)
        explained = text_image(words.rating_explained(), layout.message_size, theme.TEXT_DIM)
        surface.blit(explained, explained.get_rect(center=layout.explained.center))
        total = self.job.total if self.job is not None else 1
        message = text_image(words.rating_words(self.rated, total), layout.message_size)
        surface.blit(message, message.get_rect(center=layout.message.center))
        bar = layout.bar
        draw_panel(surface, bar, FILL, (255, 255, 255, 60), 1, bar.height // 2)
        done = bar.copy()
        done.width = round(bar.width * self.rated / max(1, total))
        draw_panel(surface, done, BAR_FILL, None, 0, bar.height // 2)

    def _draw_review(self, surface: pygame.Surface, layout: ReviewLayout) -> None:
        _draw_lines(surface, layout.heading, theme.HIGHLIGHT)
        _draw_lines(surface, layout.headline, theme.TEXT)
        if layout.verdict is not None:
            _draw_lines(surface, layout.verdict, theme.HIGHLIGHT)
        if layout.hint is not None:
            _draw_lines(surface, layout.hint, theme.TEXT_DIM)
        for column in layout.columns:
            draw_panel(surface, column.panel, radius=layout.radius)
            _draw_lines(surface, column.heading, theme.HIGHLIGHT)
            if column.empty is not None:
                _draw_lines(surface, column.empty, theme.TEXT_DIM)
            for finding in column.findings:
                _draw_lines(surface, finding.title, theme.TEXT)
                _draw_lines(surface, finding.detail, theme.TEXT_DIM)


def _draw_lines(
    surface: pygame.Surface, lines: Lines, colour: theme.Colour, centred: bool = False
) -> None:
    for number, line in enumerate(lines.lines):
        image = text_image(line, lines.size, colour)
        place = image.get_rect(top=lines.rect.top + number * line_pitch(lines.size))
        if centred:
            place.centerx = lines.rect.centerx
        else:
            place.left = lines.rect.left
        surface.blit(image, place)
