"""Keyboard focus over the widgets of one screen."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from cassino.ui.menu_input import (
    MenuKey,
    MenuStep,
    Pointer,
    PointerKind,
    menu_key,
    menu_step,
    pointer,
)
from cassino.ui.widgets.base import ENTER_KEYS, Widget
from cassino.ui.widgets.fields import CARET_BLINK, TextField


class FocusGroup:
    """The widgets of one screen, in Tab order, and which one has the keyboard.

    The pointer (motion, the left button) goes to every widget (each knows its rect);
    keys and typed text go to the focused one. Tab / Shift-Tab and Down / Up move the focus
    over the widgets that can take it; Enter in a text field moves on. A click focuses
    what it lands on (or nothing) and hides the focus ring until the keyboard is used
    again.
    """

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focused: Widget | None = None
        self.show_focus = False

    def set_widgets(self, widgets: Sequence[Widget]) -> None:
        self.widgets = list(widgets)
        if self.focused not in self.widgets:
            self.focus(None)

    def focus(self, widget: Widget | None, *, visible: bool | None = None) -> None:
        if visible is not None:
            self.show_focus = visible
        if self.focused is not None:
            self.focused.focused = self.focused.show_focus = False
        self.focused = widget if widget is not None and widget.can_focus else None
        if self.focused is not None:
            self.focused.focused = True
            self.focused.show_focus = self.show_focus

    def focus_next(self, direction: int = 1) -> None:
        """Focus the next (``direction`` 1) or previous (-1) widget that can take it."""
        order = [widget for widget in self.widgets if widget.can_focus]
        if not order:
            self.focus(None, visible=True)
            return
        if self.focused in order:
            index = (order.index(self.focused) + direction) % len(order)
        else:
            index = 0 if direction > 0 else len(order) - 1
        self.focus(order[index], visible=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focused is not None and not self.focused.can_focus:
            self.focus(None)  # hidden or disabled since
        point = pointer(event)
        if point is not None:
            return self._mouse(event, point)
        if event.type == pygame.TEXTINPUT:
            return self.focused is not None and self.focused.handle_event(event)
        if event.type != pygame.KEYDOWN:
            return False
        step = menu_key(event)
        if step in (MenuKey.NEXT, MenuKey.PREVIOUS):
            self.focus_next(1 if step is MenuKey.NEXT else -1)
            return True
        target = self.focused
        if target is not None:
            self.focus(target, visible=True)
            if target.handle_event(event):
                return True
            if event.key in ENTER_KEYS and isinstance(target, TextField):
                self.focus_next(1)
                return True
        arrow = menu_step(event)
        if arrow in (MenuStep.DOWN, MenuStep.UP):
            self.focus_next(1 if arrow is MenuStep.DOWN else -1)
            return True
        return False

    def _mouse(self, event: pygame.event.Event, point: Pointer) -> bool:
        consumed = False
        for widget in self.widgets:
            consumed = widget.handle_event(event) or consumed
        if point.kind is PointerKind.PRESS:
            hit = next(
                (w for w in self.widgets if w.can_focus and w.rect.collidepoint(point.pos)), None
            )
            self.focus(hit, visible=False)
        return consumed

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)

    def wake_in(self) -> float | None:
        """A focused text field's caret blinks: the screen changes that often."""
        return CARET_BLINK if isinstance(self.focused, TextField) else None

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface)
