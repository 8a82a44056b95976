"""A small question over a screen: a title, a line of explanation, perhaps a name to
type, a line for what is wrong, and buttons — "Save as…", "Delete this rule set?".

While a dialog is open it has the mouse and the keyboard: Esc cancels, Enter presses
the main (last) button, even from the text field.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import shadowed_text, unit, veil
from cassino.ui.widgets import (
    Button,
    FocusGroup,
    TextField,
    blit_centred,
    draw_panel,
    line_pitch,
    text_image,
    wrap_text,
)

ERROR: theme.Colour = (255, 150, 130)
MESSAGE_LINES = 3


class Dialog:
    """``buttons`` in order, the last the main one; ``on_cancel`` runs on Esc."""

    def __init__(
        self,
        title: str,
        message: str,
        buttons: Sequence[Button],
        on_cancel: Callable[[], None],
        *,
        field: TextField | None = None,
    ) -> None:
        self.title = title
        self.message = message
        self.buttons = list(buttons)
        self.on_cancel = on_cancel
        self.field = field
        self.error = ""
        widgets = [*([field] if field is not None else []), *self.buttons]
        self.focus = FocusGroup(widgets)
        self.focus.focus(field if field is not None else self.buttons[-1], visible=False)
        self.size: Size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_size = self.text_size = theme.MIN_FONT_SIZE
        self.message_lines: list[str] = []
        self.places: dict[str, pygame.Rect] = {}

    def layout(self, size: Size) -> None:
        self.size = size
        width, height = size
        u = unit(size)
        pad = round(u * 0.04)
        gap = round(u * 0.02)
        self.title_size = round(u * 0.045)
        self.text_size = max(theme.MIN_FONT_SIZE, round(u * 0.031))
        control = round(u * 0.064)
        panel_width = min(width - 2 * pad, round(u * 0.9))
        inner = panel_width - 2 * pad
        self.message_lines = wrap_text(self.message, self.text_size, inner, MESSAGE_LINES)
        pitch = line_pitch(self.text_size)
        title_height = theme.font(self.title_size).get_height()
        message_height = pitch * len(self.message_lines)
        field_height = control + gap if self.field is not None else 0
        error_height = pitch * 2
        total = title_height + gap + message_height + gap + field_height + error_height + control
        self.panel = pygame.Rect(0, 0, panel_width, total + 2 * pad)
        self.panel.center = (width // 2, height // 2)
        y = self.panel.top + pad
        left = self.panel.left + pad
        self.places["title"] = pygame.Rect(left, y, inner, title_height)
        y += title_height + gap
        self.places["message"] = pygame.Rect(left, y, inner, message_height)
        y += message_height + gap
        if self.field is not None:
            self.field.rect = pygame.Rect(left, y, inner, control)
            y += field_height
        self.places["error"] = pygame.Rect(left, y, inner, error_height)
        y += error_height
        count = len(self.buttons)
        button_width = min(round(u * 0.3), (inner - gap * (count - 1)) // count)
        x = self.panel.right - pad - count * button_width - (count - 1) * gap
        for button in self.buttons:
            button.rect = pygame.Rect(x, y, button_width, control)
            x += button_width + gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Every event stops here: the screen beneath waits."""
        key = menu_key(event)
        if key is MenuKey.BACK:
            self.on_cancel()
            return True
        on_field = self.field is not None and self.focus.focused is self.field
        if key is MenuKey.CONFIRM and (on_field or self.focus.focused is None):
            self.buttons[-1].activate()
            return True
        self.focus.handle_event(event)
        return True

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil(self.size, 170), (0, 0))
        radius = round(unit(self.size) * 0.022)
        draw_panel(surface, self.panel, (6, 30, 18, 248), (255, 255, 255, 60), 1, radius)
        title = shadowed_text(self.title, self.title_size, theme.HIGHLIGHT)
        surface.blit(title, title.get_rect(midleft=self.places["title"].midleft))
        pitch = line_pitch(self.text_size)
        top = self.places["message"].top
        for number, line in enumerate(self.message_lines):
            image = text_image(line, self.text_size, theme.TEXT_DIM)
            surface.blit(image, (self.places["message"].left, top + number * pitch))
        if self.error:
            place = self.places["error"]
            for number, line in enumerate(wrap_text(self.error, self.text_size, place.width, 2)):
                image = text_image(line, self.text_size, ERROR)
                blit_centred(
                    surface, image, (place.centerx, place.top + number * pitch + pitch // 2)
                )
        self.focus.draw(surface)
