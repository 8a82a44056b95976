"""The title screen: the game's name over the felt, a fan of cards, and the way in."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.menus.backdrop import draw_card, felt, shadowed_text, unit
from cassino.ui.scene import Scene, Size
from cassino.ui.widgets import Button, FocusGroup, blit_centred, text_image

# Little Cassino and Big Cassino between the aces: the cards the game is named for.
FAN = ("Ac", "2s", "Td", "Ah", "As")
FAN_SPREAD = 13.0  # degrees between neighbouring cards
FAN_RADIUS = 2.2  # distance from the fan's pivot to a card's centre, in card heights
SUBTITLE = "The classic fishing card game"


class TitleScene(Scene):
    """The first screen: New game (primary) and Quit. Enter starts a new game."""

    def __init__(
        self,
        on_new_game: Callable[[], None],
        on_quit: Callable[[], None],
        *,
        images: CardImages | None = None,
    ) -> None:
        super().__init__()
        self.images = images or CardImages()
        self.new_game_button = Button("New game", on_new_game, primary=True)
        self.quit_button = Button("Quit", on_quit)
        self.buttons = [self.new_game_button, self.quit_button]  # Resume, Settings: here
        self.focus = FocusGroup(self.buttons)
        self.size: Size = (0, 0)
        self.card_width = 1
        self.fan: list[tuple[str, tuple[float, float], float]] = []
        self.title_size = self.subtitle_size = theme.MIN_FONT_SIZE
        self.title_centre = self.subtitle_centre = (0, 0)

    def on_enter(self) -> None:
        self.focus.focus(self.new_game_button, visible=False)

    def on_resize(self, size: Size) -> None:
        self.size = size
        width, height = size
        u = unit(size)
        self.card_width = round(u * 0.13)
        card_height = self.card_width * theme.CARD_ASPECT
        radius = card_height * FAN_RADIUS
        half_spread = math.radians(FAN_SPREAD * (len(FAN) - 1) / 2)
        fan_height = card_height + radius * (1 - math.cos(half_spread)) + card_height * 0.25
        self.title_size = round(u * 0.2)
        self.subtitle_size = round(u * 0.038)
        title_height = theme.font(self.title_size).get_height()
        subtitle_height = theme.font(self.subtitle_size).get_height()
        button_height, button_gap = round(u * 0.078), round(u * 0.026)
        buttons_height = len(self.buttons) * (button_height + button_gap) - button_gap
        gaps = (u * 0.005, u * 0.012, u * 0.075)
        total = fan_height + title_height + subtitle_height + buttons_height + sum(gaps)
        top = (height - total) / 2
        centre_x = width / 2

        # The fan: each card turned about a pivot below the middle card.
        pivot_y = top + card_height / 2 + radius
        self.fan = []
        for index, code in enumerate(FAN):
            degrees = FAN_SPREAD * (index - (len(FAN) - 1) / 2)
            angle = math.radians(degrees)
            centre = (centre_x + radius * math.sin(angle), pivot_y - radius * math.cos(angle))
            self.fan.append((code, centre, -degrees))
        y = top + fan_height + gaps[0]
        self.title_centre = (round(centre_x), round(y + title_height / 2))
        y += title_height + gaps[1]
        self.subtitle_centre = (round(centre_x), round(y + subtitle_height / 2))
        y += subtitle_height + gaps[2]
        button_width = round(u * 0.36)
        for button in self.buttons:
            button.rect = pygame.Rect(0, round(y), button_width, button_height)
            button.rect.centerx = round(centre_x)
            y += button_height + button_gap

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.focus.handle_event(event)

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        for code, centre, angle in self.fan:
            draw_card(surface, self.images, code, self.card_width, centre, angle)
        title = shadowed_text("Cassino", self.title_size, theme.HIGHLIGHT)
        place = title.get_rect(center=self.title_centre)
        surface.blit(title, place.move(round(self.title_size * 0.02), 0))
        blit_centred(
            surface, text_image(SUBTITLE, self.subtitle_size, theme.TEXT_DIM), self.subtitle_centre
        )
        self.focus.draw(surface)
