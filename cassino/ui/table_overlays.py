"""Overlays of the table: the chooser for an ambiguous drop, and the privacy screen
between two people's turns in a hot-seat game."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.scene import Scene
from cassino.ui.theme import TextRole

Size = tuple[int, int]


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

    def on_resize(self, size: Size) -> None:
        self.size = size
        line = theme.line_height(size, TextRole.BODY)
        button_height = round(line * 1.7)
        gap = round(line * 0.35)
        width = min(round(size[0] * 0.62), round(line * 26))
        count = len(self.options) + 1
        height = round(line * 2.6) + count * (button_height + gap) + gap
        self.box = pygame.Rect(0, 0, width, height)
        self.box.center = (size[0] // 2, size[1] // 2)
        top = self.box.top + round(line * 2.4)
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
        title_rect = pygame.Rect(self.box.left, self.box.top + line // 2, self.box.width, line * 2)
        paint.text(
            surface,
            title_rect,
            self.title,
            theme.font_size(self.size, TextRole.BANNER),
            theme.HIGHLIGHT,
            align="center",
        )
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
    """'Pass to Ana': hides the whole table until the next player clicks or presses Enter."""

    transparent = False
    modal = True

    def __init__(self, name: str, on_ready: Callable[[], None]) -> None:
        super().__init__()
        self.name = name
        self.on_ready = on_ready
        self.size: Size = (1280, 800)
        self.button = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: Size) -> None:
        self.size = size
        line = theme.line_height(size, TextRole.BODY)
        self.button = pygame.Rect(0, 0, round(line * 12), round(line * 2))
        self.button.center = (size[0] // 2, round(size[1] * 0.62))

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
        width, height = self.size
        title = pygame.Rect(
            0, round(height * 0.34), width, theme.line_height(self.size, TextRole.TITLE)
        )
        paint.text(
            surface,
            title,
            tr("Pass to {name}", name=self.name),
            theme.font_size(self.size, TextRole.TITLE),
            theme.HIGHLIGHT,
            align="center",
        )
        note = pygame.Rect(
            0, round(height * 0.45), width, theme.line_height(self.size, TextRole.BODY)
        )
        paint.text(
            surface,
            note,
            tr("Everyone else, look away: the hands are hidden."),
            theme.font_size(self.size, TextRole.BODY),
            theme.TEXT_DIM,
            align="center",
        )
        paint.panel(surface, self.button, fill=(255, 255, 255, 40), border=(*theme.HIGHLIGHT, 220))
        paint.text(
            surface,
            self.button,
            tr("I am {name} — show my cards", name=self.name),
            theme.font_size(self.size, TextRole.BODY),
            align="center",
        )


class NoticeScene(Scene):
    """A one-line notice the player must see (a file kept aside, defaults used): OK or
    Enter closes it."""

    transparent = True
    modal = True

    def __init__(self, message: str, on_close: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.message = message
        self.on_close = on_close
        self.size: Size = (1280, 800)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.button = pygame.Rect(0, 0, 0, 0)

    def on_resize(self, size: Size) -> None:
        self.size = size
        line = theme.line_height(size, TextRole.BODY)
        self.box = pygame.Rect(0, 0, min(size[0] - 2 * line, line * 34), line * 6)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.button = pygame.Rect(0, 0, line * 6, round(line * 1.7))
        self.button.midbottom = (self.box.centerx, self.box.bottom - line // 2)

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
        paint.panel(surface, self.box, fill=(8, 40, 24, 240))
        line = theme.line_height(self.size, TextRole.BODY)
        words = self.box.inflate(-line, 0)
        words.height = line * 3
        words.top = self.box.top + line // 2
        paint.text(
            surface, words, self.message, theme.font_size(self.size, TextRole.BODY), align="center"
        )
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
