"""What every widget shares: its rect, enabled and visible, hover, press and focus, and
the dispatch of one event to ``click``, ``key`` or ``type_text``.

The mouse works on a widget by itself — a click is a press and a release inside it;
keys and typed text reach a widget only while it is focused (see ``FocusGroup``).
"""

from __future__ import annotations

import pygame

from cassino.ui import theme
from cassino.ui.menu_input import CONFIRM_KEYS, Pointer, PointerKind, pointer
from cassino.ui.theme import Colour
from cassino.ui.widgets.drawing import (
    BORDER,
    FILL,
    FILL_DISABLED,
    FILL_HOVER,
    FILL_PRESSED,
    GLOW,
    GOLD,
    PRIMARY,
    PRIMARY_HOVER,
    PRIMARY_PRESSED,
    TEXT_DISABLED,
    Point,
    draw_panel,
)

ACTIVATE_KEYS = CONFIRM_KEYS | {pygame.K_SPACE}
ENTER_KEYS = CONFIRM_KEYS
TEXT_SCALE = 0.56  # a control's text size, as a fraction of its height


class Widget:
    """What every control shares: its place, state, mouse press and hover, focus."""

    focusable = True

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.enabled = True
        self.visible = True
        self.focused = False
        self.show_focus = False  # the focus ring shows once the keyboard is used
        self.hovered = False
        self.pressed = False
        self.text_size: int | None = None
        self._pointer: Point | None = None

    @property
    def active(self) -> bool:
        return self.visible and self.enabled

    @property
    def can_focus(self) -> bool:
        return self.focusable and self.active

    @property
    def size(self) -> int:
        """The text size: set by the layout, or from the widget's height."""
        if self.text_size is not None:
            return self.text_size
        return max(theme.MIN_FONT_SIZE, round(self.rect.height * TEXT_SCALE))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            self.hovered = self.pressed = False
            return False
        point = pointer(event)
        if point is not None:
            return self._point(point)
        if not self.focused:
            return False
        if event.type == pygame.KEYDOWN:
            return self.key(event)
        if event.type == pygame.TEXTINPUT:
            return self.type_text(event.text)
        return False

    def _point(self, point: Pointer) -> bool:
        """Hover, press and click; True if the widget used the pointer."""
        inside = bool(self.rect.collidepoint(point.pos))
        if point.kind is PointerKind.MOVE:
            self.hovered = inside
            self._pointer = point.pos
            return False
        if point.kind is PointerKind.PRESS:
            self.pressed = inside
            return self.pressed
        was_pressed, self.pressed = self.pressed, False
        if was_pressed and inside:
            self.click(point.pos)
        return was_pressed

    def click(self, pos: Point) -> None:
        """A press and release of the left button inside the widget, at ``pos``."""

    def key(self, event: pygame.event.Event) -> bool:
        """A key pressed while focused; True if the widget used it."""
        return False

    def type_text(self, text: str) -> bool:
        return False

    def update(self, dt: float) -> None:
        """Advance timers (a caret's blink)."""

    def draw(self, surface: pygame.Surface) -> None:
        if self.visible:
            self.draw_content(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    # Drawing shared by the boxed controls.

    @property
    def ring(self) -> bool:
        return self.focused and self.show_focus and self.enabled

    def radius(self) -> int:
        return round(self.rect.height * 0.26)

    def draw_box(self, surface: pygame.Surface, primary: bool = False) -> None:
        h = self.rect.height
        if self.ring:
            glow = self.rect.inflate(round(h * 0.2), round(h * 0.2))
            draw_panel(surface, glow, GLOW, None, radius=self.radius() + round(h * 0.1))
        if not self.enabled:
            fill = FILL_DISABLED
        elif primary:
            fill = PRIMARY_PRESSED if self.pressed else PRIMARY_HOVER if self.hovered else PRIMARY
        else:
            fill = FILL_PRESSED if self.pressed else FILL_HOVER if self.hovered else FILL
        lit = self.enabled and (self.hovered or self.ring)
        border = GOLD if lit else BORDER
        width = max(1, round(h * (0.05 if self.ring else 0.03)))
        draw_panel(surface, self.rect, fill, border, width, self.radius())

    def text_colour(self, primary: bool = False) -> Colour:
        if not self.enabled:
            return TEXT_DISABLED
        return theme.TEXT_DARK if primary else theme.TEXT

    def pointer_in(self, rect: pygame.Rect) -> bool:
        return self.hovered and self._pointer is not None and bool(rect.collidepoint(self._pointer))
