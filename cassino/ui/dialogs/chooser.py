"""The chooser: a question and a few answers over the screen (a drop that can mean several
moves, a confirmation), answered by click, keys or Esc."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.menu_input import MenuKey, MenuStep, PointerKind, menu_key, menu_step, pointer
from cassino.ui.scene import Scene
from cassino.ui.theme import TextRole

Size = tuple[int, int]
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
        point = pointer(event)
        if point is not None and point.kind is PointerKind.MOVE:
            for n, rect in enumerate(self.buttons):
                if rect.collidepoint(point.pos):
                    self.focus = n
        elif point is not None and point.kind is PointerKind.RELEASE:
            for n, rect in enumerate(self.buttons):
                if rect.collidepoint(point.pos):
                    self._pick(n)
                    return True
            if self.cancel.collidepoint(point.pos) or not self.box.collidepoint(point.pos):
                self._cancel()
        elif menu_key(event) is MenuKey.BACK:
            self._cancel()
        elif menu_key(event) is MenuKey.CONFIRM:
            self._pick(self.focus)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_SPACE:
                self._pick(self.focus)
            elif menu_step(event) is MenuStep.DOWN or menu_key(event) is MenuKey.NEXT:
                self.focus = (self.focus + 1) % len(self.options)
            elif menu_step(event) is MenuStep.UP:
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
        paint.panel(surface, self.box, fill=theme.SHEET)  # nothing shows through
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
