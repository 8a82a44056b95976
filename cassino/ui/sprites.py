"""Card sprites: where a card is drawn now, and whether face up. Sprites only show
engine cards; the table scene decides where each one should be and tweens it there."""

from __future__ import annotations

import pygame

from cassino.engine.cards import Card
from cassino.ui import paint
from cassino.ui.assets import CardImages

LIFT_SCALE = 1.06  # a held card grows a little, as if picked up towards the player


class CardSprite:
    """A card on screen; ``x``, ``y``, ``w``, ``h`` are floats so tweens move it smoothly."""

    def __init__(self, card: Card, rect: pygame.Rect, face_up: bool) -> None:
        self.card = card
        self.x, self.y = float(rect.x), float(rect.y)
        self.w, self.h = float(rect.width), float(rect.height)
        self.face_up = face_up
        self.lifted = False  # dragged or selected: drawn with a longer shadow
        self.moving = False  # in flight: drawn above the cards at rest
        self.leaving = False  # on its way to a pile or the stock, then gone
        # Turning over: 0 shows the back, edge-on at 0.5, the face (or what ``face_up``
        # says) from there; 1 is a card not being turned.
        self.turn = 1.0

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(round(self.x), round(self.y), round(self.w), round(self.h))

    def place(self, rect: pygame.Rect) -> None:
        self.x, self.y, self.w, self.h = float(rect.x), float(rect.y), float(rect.w), float(rect.h)

    def draw(
        self,
        surface: pygame.Surface,
        images: CardImages,
        target_size: tuple[int, int],
    ) -> None:
        """The card with its shadow; a lifted (held) card a little larger, its shadow
        further off."""
        rect = self.rect
        if rect.width < 2 or rect.height < 2:
            return
        if self.lifted:
            rect = rect.inflate(round(rect.width * (LIFT_SCALE - 1)), 0)
            rect.height = round(rect.width * self.h / self.w)
            rect.center = self.rect.center
        face_up = self.face_up
        if self.turn < 1.0:
            # Seen turning about its upright axis: narrowing to its edge, then widening.
            face_up = face_up and self.turn >= 0.5
            width = max(1, round(rect.width * abs(1.0 - 2.0 * self.turn)))
            rect = pygame.Rect(rect.centerx - width // 2, rect.top, width, rect.height)
        paint.card_shadow(surface, rect, lifted=self.lifted)
        # Mid-flight sizes change every frame: scale the cached image at its destination
        # size quickly instead of smooth-scaling the original each frame.
        image = images.image(self.card.code, target_size, face_up=face_up)
        if image.get_size() != rect.size:
            image = pygame.transform.scale(image, rect.size)
        surface.blit(image, rect)
