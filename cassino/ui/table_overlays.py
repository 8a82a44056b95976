"""Overlays of the table: the chooser for an ambiguous drop, the privacy screen between
two people's turns in a hot-seat game, and a notice to acknowledge (over any screen)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.scene import Scene, SceneStack
from cassino.ui.theme import TextRole
from cassino.ui.widgets import line_pitch, lines_height, text_width, wrap_text

Size = tuple[int, int]
NOTICE_LINES = 4  # more, and a notice's text gets smaller
TITLE_LINES = 3  # a chooser's question: enough for a confirmation in any language


class ChooserScene(Scene):
    """'Which did you mean?' — one button per option, in plain words; 1–9 or arrows and
    Enter pick, Esc or a click outside cancels."""

    transparent = True
    modal = True

    def __init__(
        self,
        title: str,
        options: Sequence[str],
        on_pick: Callable[[int], None],
        on_cancel: Callable[[], None],
        cancel_label: str | None = None,
    ) -> None:
        super().__init__()
        self.title = title
        self.options = list(options)
        self.on_pick = on_pick
        self.on_cancel = on_cancel
        self.cancel_label = cancel_label or tr("Cancel")
        self.focus = 0
        self.size: Size = (1280, 800)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.buttons: list[pygame.Rect] = []
        self.cancel = pygame.Rect(0, 0, 0, 0)
        self.title_lines: list[str] = [title]

    def on_resize(self, size: Size) -> None:
        self.size = size
        line = theme.line_height(size, TextRole.BODY)
        button_height = round(line * 1.7)
        gap = round(line * 0.35)
        width = min(round(size[0] * 0.62), round(line * 26))
        # A long question wraps onto lines of its own rather than shrinking out of sight.
        banner = theme.font_size(size, TextRole.BANNER)
        self.title_lines = paint.wrap(self.title, banner, width - round(line * 1.8))[:TITLE_LINES]
        title_height = theme.line_height(size, TextRole.BANNER) * len(self.title_lines)
        count = len(self.options) + 1
        height = title_height + round(line * 1.6) + count * (button_height + gap) + gap
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (size[0] // 2, size[1] // 2)
        top = self.box.top + title_height + round(line * 1.4)
        left = self.box.left + round(line * 0.9)
        inner = width - round(line * 1.8)
        self.buttons = [
            pygame.Rect(left, top + n * (button_height + gap), inner, button_height)
            for n in range(len(self.options))
        ]
        self.cancel = pygame.Rect(
            left, top + len(self.options) * (button_height + gap) + gap, inner, button_height
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            for n, rect in enumerate(self.buttons):
                if rect.collidepoint(event.pos):
                    self.focus = n
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for n, rect in enumerate(self.buttons):
                if rect.collidepoint(event.pos):
                    self._pick(n)
                    return True
            if self.cancel.collidepoint(event.pos) or not self.box.collidepoint(event.pos):
                self._cancel()
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._cancel()
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self._pick(self.focus)
            elif event.key in (pygame.K_DOWN, pygame.K_TAB):
                self.focus = (self.focus + 1) % len(self.options)
            elif event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.options)
            elif pygame.K_1 <= event.key <= pygame.K_9:
                number = event.key - pygame.K_1
                if number < len(self.options):
                    self._pick(number)
        return True  # modal: nothing reaches the table meanwhile

    def _pick(self, index: int) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_pick(index)

    def _cancel(self) -> None:
        if self.stack is not None:
            self.stack.pop()
        self.on_cancel()

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))
        paint.panel(surface, self.box, fill=(8, 40, 24, 235))
        size = theme.font_size(self.size, TextRole.BODY)
        line = theme.line_height(self.size, TextRole.BODY)
        banner = theme.font_size(self.size, TextRole.BANNER)
        pitch = theme.line_height(self.size, TextRole.BANNER)
        for n, question in enumerate(self.title_lines):
            row = pygame.Rect(
                self.box.left, self.box.top + line // 2 + n * pitch, self.box.width, pitch
            )
            paint.text(surface, row, question, banner, theme.HIGHLIGHT, align="center")
        for n, (rect, label) in enumerate(zip(self.buttons, self.options, strict=True)):
            focused = n == self.focus
            paint.panel(
                surface,
                rect,
                fill=(255, 255, 255, 40 if focused else 18),
                border=(*theme.HIGHLIGHT, 220) if focused else theme.PANEL_BORDER,
            )
            number = rect.copy()
            number.width = round(line * 1.6)
            paint.text(surface, number, str(n + 1), size, theme.HIGHLIGHT, align="center")
            words = rect.copy()
            words.left += number.width
            words.width -= number.width + line // 2
            paint.text(surface, words, label, size)
        paint.panel(surface, self.cancel, fill=(0, 0, 0, 60))
        paint.text(
            surface,
            self.cancel,
            f"{self.cancel_label}  (Esc)",
            size,
            theme.TEXT_DIM,
            align="center",
        )


class PrivacyScene(Scene):
    """'Pass to Ana': hides the whole table until the next player clicks or presses Enter,
    and tells them what the others did since their last turn (the recap)."""

    transparent = False
    modal = True

    def __init__(
        self, name: str, on_ready: Callable[[], None], recap: list[str] | None = None
    ) -> None:
        super().__init__()
        self.name = name
        self.on_ready = on_ready
        self.recap = list(recap or [])
        self.size: Size = (1280, 800)
        self.title = pygame.Rect(0, 0, 0, 0)
        self.note = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.recap_rows: list[pygame.Rect] = []  # the heading, then one row a line

    def on_resize(self, size: Size) -> None:
        self.size = size
        width, height = size
        line = theme.line_height(size, TextRole.BODY)
        title_line = theme.line_height(size, TextRole.TITLE)
        # Higher up when there is a recap to tell below the button.
        top = round(height * (0.2 if self.recap else 0.34))
        self.title = pygame.Rect(0, top, width, title_line)
        self.note = pygame.Rect(0, self.title.bottom + line // 2, width, line)
        label = tr("I am {name} — show my cards", name=self.name)
        label_width = paint.text_width(label, theme.font_size(size, TextRole.BODY))
        button_width = min(width - 2 * line, max(round(line * 12), label_width + 2 * line))
        self.button = pygame.Rect(0, 0, button_width, round(line * 2))
        self.button.midtop = (width // 2, self.note.bottom + line * 2)
        small = theme.line_height(size, TextRole.SMALL) + 4
        rows_width = min(width - 2 * line, line * 40)
        left = (width - rows_width) // 2
        first = self.button.bottom + line * 2
        room = max(0, (height - line - first) // small)
        shown = min(len(self.recap) + 1, room) if self.recap else 0
        self.recap_rows = [
            pygame.Rect(left, first + n * small, rows_width, small) for n in range(shown)
        ]

    def handle_event(self, event: pygame.event.Event) -> bool:
        ready = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        )
        if ready:
            if self.stack is not None:
                self.stack.pop()
            self.on_ready()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(paint.felt(surface.get_size()), (0, 0))
        title_size = theme.font_size(self.size, TextRole.TITLE)
        body = theme.font_size(self.size, TextRole.BODY)
        small = theme.font_size(self.size, TextRole.SMALL)
        words = tr("Pass to {name}", name=self.name)
        paint.text(surface, self.title, words, title_size, theme.HIGHLIGHT, align="center")
        words = tr("Everyone else, look away: the hands are hidden.")
        paint.text(surface, self.note, words, body, theme.TEXT_DIM, align="center")
        paint.panel(surface, self.button, fill=(255, 255, 255, 40), border=(*theme.HIGHLIGHT, 220))
        words = tr("I am {name} — show my cards", name=self.name)
        paint.text(surface, self.button, words, body, align="center")
        if not self.recap_rows:
            return
        heading, *rows = self.recap_rows
        words = tr("Since your last turn:")
        paint.text(surface, heading, words, body, theme.HIGHLIGHT, align="center")
        # The newest lines when not all fit.
        for row, words in zip(rows, self.recap[-len(rows) :] if rows else [], strict=False):
            paint.text(surface, row, words, small, theme.TEXT, align="center")


class NoticeScene(Scene):
    """One-line notices the player must see (a file kept aside, defaults used), each
    wrapped to fit the box, which grows with them: OK or Enter closes it. A notice that
    comes while one is shown joins it (``show_notice``), rather than a second box."""

    transparent = True
    modal = True

    def __init__(self, message: str, on_close: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.messages = [message]
        self.on_close = on_close
        self.size: Size = (1280, 800)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.words = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)
        self.text_size = theme.MIN_FONT_SIZE
        self.paragraphs: list[list[str]] = []  # each message's lines

    def add(self, message: str) -> None:
        self.messages.append(message)
        self.on_resize(self.size)

    def on_resize(self, size: Size) -> None:
        self.size = size
        line = theme.line_height(size, TextRole.BODY)
        width = min(size[0] - 2 * line, line * 34)
        button_height = round(line * 1.7)
        room = size[1] - 5 * line - button_height  # for the text, the box inside the window
        self.text_size, self.paragraphs = self._wrap(
            theme.font_size(size, TextRole.BODY), width - 2 * line, room
        )
        text_height = self._text_height(self.text_size, self.paragraphs)
        self.box = pygame.Rect(0, 0, width, line + text_height + line + button_height + line)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.words = pygame.Rect(self.box.left + line, self.box.top + line, width - 2 * line, 0)
        self.words.height = text_height
        self.button = pygame.Rect(0, 0, line * 6, button_height)
        self.button.midbottom = (self.box.centerx, self.box.bottom - line)

    def _wrap(self, size: int, width: int, room: int) -> tuple[int, list[list[str]]]:
        """The text size and each message's lines that show every word whole: the body
        size unless a word (a long file name) is wider than the box, a message takes more
        than ``NOTICE_LINES`` or all of them more than ``room``; then smaller, down to the
        smallest size."""
        words = " ".join(self.messages).split()
        while True:
            paragraphs = [wrap_text(message, size, width) for message in self.messages]
            fits = (
                all(text_width(word, size) <= width for word in words)
                and all(len(lines) <= NOTICE_LINES for lines in paragraphs)
                and self._text_height(size, paragraphs) <= room
            )
            if fits or size <= theme.MIN_FONT_SIZE:
                break
            size -= 1
        return size, [wrap_text(message, size, width, NOTICE_LINES) for message in self.messages]

    @staticmethod
    def _text_height(size: int, paragraphs: list[list[str]]) -> int:
        gap = line_pitch(size) * 3 // 4  # between two messages
        return sum(lines_height(size, len(lines)) for lines in paragraphs) + gap * (
            len(paragraphs) - 1
        )

    def handle_event(self, event: pygame.event.Event) -> bool:
        close = (event.type == pygame.MOUSEBUTTONUP and event.button == 1) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_SPACE)
        )
        if close:
            if self.stack is not None:
                self.stack.pop()
            if self.on_close is not None:
                self.on_close()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))
        paint.panel(surface, self.box, fill=(8, 40, 24, 255))  # nothing shows through
        top = self.words.top
        for lines in self.paragraphs:
            for number, text in enumerate(lines):
                image = paint.text_image(text, self.text_size, theme.TEXT)
                place = image.get_rect(top=top + number * line_pitch(self.text_size))
                place.centerx = self.words.centerx
                surface.blit(image, place)
            top += lines_height(self.text_size, len(lines)) + line_pitch(self.text_size) * 3 // 4
        paint.panel(surface, self.button, fill=(*theme.HIGHLIGHT, 200))
        paint.text(
            surface,
            self.button,
            tr("OK"),
            theme.font_size(self.size, TextRole.BODY),
            theme.TEXT_DARK,
            align="center",
            shadow=False,
        )


def show_notice(stack: SceneStack, message: str) -> None:
    """``message`` in the notice on top of ``stack``, or in a new one pushed there."""
    top = stack.top
    if isinstance(top, NoticeScene):
        top.add(message)
    else:
        stack.push(NoticeScene(message))
