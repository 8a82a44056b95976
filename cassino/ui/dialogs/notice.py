"""A notice to acknowledge, over any screen (a file set aside, a save that failed)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.menu_input import MenuKey, PointerKind, menu_key, pointer
from cassino.ui.scene import Scene, SceneStack
from cassino.ui.theme import TextRole
from cassino.ui.widgets import line_pitch, lines_height, text_width, wrap_text

Size = tuple[int, int]
NOTICE_LINES = 4  # more, and a notice's text gets smaller


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
        point = pointer(event)
        close = (
            (point is not None and point.kind is PointerKind.RELEASE)  # a click anywhere
            or menu_key(event) in (MenuKey.BACK, MenuKey.CONFIRM)  # both close it
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
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
        paint.panel(surface, self.box, fill=theme.SHEET)  # nothing shows through
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
