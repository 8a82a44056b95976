"""Buttons and on/off toggles."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.menu_input import MenuStep, menu_step
from cassino.ui.widgets.base import ACTIVATE_KEYS, Widget
from cassino.ui.widgets.drawing import (
    BORDER,
    FILL_DISABLED,
    PRIMARY,
    TEXT_DISABLED,
    TRACK_OFF,
    Point,
    blit_centred,
    draw_panel,
    fit_text,
    panel_image,
)


class Button(Widget):
    """Does ``on_click`` when clicked, or on Enter / Space while focused. A ``primary``
    button is gold: the screen's main action."""

    def __init__(
        self, text: str, on_click: Callable[[], None] | None = None, *, primary: bool = False
    ) -> None:
        super().__init__()
        self.text = text
        self.on_click = on_click
        self.primary = primary

    def activate(self) -> None:
        if self.active and self.on_click is not None:
            self.on_click()

    def click(self, pos: Point) -> None:
        self.activate()

    def key(self, event: pygame.event.Event) -> bool:
        if event.key in ACTIVATE_KEYS:
            self.activate()
            return True
        return False

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface, self.primary and self.enabled)
        room = self.rect.width - round(self.rect.height * 0.6)
        image = fit_text(self.text, self.size, room, self.text_colour(self.primary))
        centre = self.rect.move(0, 1 if self.pressed else 0).center
        blit_centred(surface, image, centre)


class Toggle(Widget):
    """On or off: a switch and its word. Click, Enter or Space flip it; Left is off,
    Right is on. Without ``on_text`` / ``off_text`` the words are "On" and "Off" in the
    language of the moment."""

    def __init__(
        self,
        value: bool = False,
        on_change: Callable[[bool], None] | None = None,
        *,
        on_text: str | None = None,
        off_text: str | None = None,
    ) -> None:
        super().__init__()
        self.value = value
        self.on_change = on_change
        self.on_text, self.off_text = on_text, off_text

    def words(self) -> str:
        """What the toggle says beside its switch."""
        if self.value:
            return self.on_text if self.on_text is not None else tr("On")
        return self.off_text if self.off_text is not None else tr("Off")

    def change(self, value: bool) -> None:
        if value != self.value:
            self.value = value
            if self.on_change is not None:
                self.on_change(value)

    def click(self, pos: Point) -> None:
        self.change(not self.value)

    def key(self, event: pygame.event.Event) -> bool:
        arrow = menu_step(event)
        if event.key in ACTIVATE_KEYS:
            self.change(not self.value)
        elif arrow in (MenuStep.LEFT, MenuStep.RIGHT):
            self.change(arrow is MenuStep.RIGHT)  # left is off, right on
        else:
            return False
        return True

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface)
        h = self.rect.height
        track = pygame.Rect(0, 0, round(h * 0.95), round(h * 0.5))
        track.midleft = (self.rect.left + round(h * 0.3), self.rect.centery)
        on = self.value
        if self.enabled:
            fill = PRIMARY if on else TRACK_OFF
        else:
            fill = (*TEXT_DISABLED, 120) if on else FILL_DISABLED
        draw_panel(surface, track, fill, BORDER, 1, track.height // 2)
        knob_radius = round(track.height * 0.38)
        inset = track.height // 2
        knob_x = track.right - inset if on else track.left + inset
        knob_colour = theme.TEXT if self.enabled else TEXT_DISABLED
        knob_size = (knob_radius * 2, knob_radius * 2)
        knob = panel_image(knob_size, (*knob_colour, 255), None, 0, knob_radius)
        blit_centred(surface, knob, (knob_x, track.centery))
        words = self.words()
        room = self.rect.right - track.right - round(h * 0.5)
        image = fit_text(words, self.size, room, self.text_colour())
        surface.blit(image, image.get_rect(midleft=(track.right + round(h * 0.3), track.centery)))


class ChipToggle(Toggle):
    """A toggle drawn as a small chip holding its word, gold while on: one of a row of
    choices that may each be on or off (the numbers of players a variant allows)."""

    def __init__(
        self, text: str, value: bool = False, on_change: Callable[[bool], None] | None = None
    ) -> None:
        super().__init__(value, on_change, on_text=text, off_text=text)

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_box(surface, primary=self.value and self.enabled)
        colour = self.text_colour(primary=self.value)
        if self.enabled and not self.value:
            colour = theme.TEXT_DIM
        room = self.rect.width - round(self.rect.height * 0.3)
        image = fit_text(self.words(), self.size, room, colour)
        blit_centred(surface, image, self.rect.move(0, 1 if self.pressed else 0).center)
