"""The privacy screen between two people's turns in a hot-seat game: the hands hidden until
the next player says it is them."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.menu_input import MenuKey, PointerKind, menu_key, pointer
from cassino.ui.scene import Scene
from cassino.ui.theme import TextRole

Size = tuple[int, int]


class PrivacyScene(Scene):
    """'Pass to Ana': hides the whole table until the next player clicks its button or
    presses Enter (or Space), and tells them what the others did since their last turn
    (the recap)."""

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
        # Only the button (or its key) shows the cards: a click anywhere else, by whoever
        # is still at the screen, must not reveal the next player's hand.
        point = pointer(event)
        ready = (
            (
                point is not None
                and point.kind is PointerKind.RELEASE
                and self.button.collidepoint(point.pos)
            )
            or menu_key(event) is MenuKey.CONFIRM
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
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
