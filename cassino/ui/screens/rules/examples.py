"""A rules example laid out and drawn: "Your hand" — the card played, ringed in gold, and
the others the example needs — then "The table" after an arrow: its loose cards, and each
build as its cards fanned with its value under it, what the move uses ringed in green.
``place_example`` is the geometry (pure, tested); ``draw_example`` only draws it. The rows
an example takes on the sheet are ``rules_sheet_rows``'."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.engine.cards import Card
from cassino.engine.table import Build, item_cards
from cassino.i18n import tr
from cassino.ui import paint, theme
from cassino.ui.assets import CardImages
from cassino.ui.screens.common.backdrop import draw_card
from cassino.ui.screens.rules.example_moves import Example
from cassino.ui.screens.rules.rows import CARD_ROWS
from cassino.ui.widgets import text_image


@dataclass(frozen=True)
class ExamplePlaces:
    hand_label: tuple[int, int]
    table_label: tuple[int, int]
    cards: tuple[tuple[Card, pygame.Rect], ...]  # bottom to top, as they are drawn
    played: pygame.Rect
    arrow: pygame.Rect
    used: tuple[pygame.Rect, ...]  # around each table item the move uses
    tags: tuple[tuple[str, tuple[int, int]], ...]  # a build's value under it

    @property
    def right(self) -> int:
        return max(rect.right for _, rect in self.cards)


def place_example(example: Example, left: int, top: int, pitch: int) -> ExamplePlaces:
    """The example with its labels on the row at ``top`` and its cards on the rows below."""
    height = round(CARD_ROWS * pitch)
    width = round(height / theme.CARD_ASPECT)
    step = width + width // 6
    fanned = width // 3  # a build's cards overlap, each index corner showing
    cards_top = top + pitch
    cards: list[tuple[Card, pygame.Rect]] = []
    x = left
    for card in (example.played, *example.held):
        cards.append((card, pygame.Rect(x, cards_top, width, height)))
        x += step
    arrow = pygame.Rect(x, cards_top + height // 2 - width // 6, width // 2, width // 3)
    x = arrow.right + width // 3
    table_label = (x, top)
    used_cards = set(example.move.table)
    used: list[pygame.Rect] = []
    tags: list[tuple[str, tuple[int, int]]] = []
    for item in example.table:
        item_cards_ = item_cards(item)
        span = pygame.Rect(x, cards_top, (len(item_cards_) - 1) * fanned + width, height)
        for n, card in enumerate(item_cards_):
            cards.append((card, pygame.Rect(x + n * fanned, cards_top, width, height)))
        if used_cards.intersection(item_cards_):
            used.append(span)
        if isinstance(item, Build):
            tags.append((tr("build of {value}", value=item.value), (x, span.bottom + 2)))
        x = span.right + step - width
    return ExamplePlaces(
        hand_label=(left, top),
        table_label=table_label,
        cards=tuple(cards),
        played=cards[0][1],
        arrow=arrow,
        used=tuple(used),
        tags=tuple(tags),
    )


def draw_example(
    surface: pygame.Surface, images: CardImages, places: ExamplePlaces, text_size: int
) -> None:
    surface.blit(text_image(tr("Your hand"), text_size, theme.TEXT_DIM), places.hand_label)
    surface.blit(text_image(tr("The table"), text_size, theme.TEXT_DIM), places.table_label)
    for card, rect in places.cards:
        draw_card(surface, images, card.code, rect.width, rect.center, 0)
    # The card that plays, and what it uses, ringed as the table rings a choice.
    paint.outline(surface, places.played, theme.HIGHLIGHT)
    for rect in places.used:
        paint.outline(surface, rect, theme.DROP_OK, width=2)
    _draw_arrow(surface, places.arrow)
    for words, at in places.tags:
        surface.blit(text_image(words, text_size, theme.HIGHLIGHT), at)


def _draw_arrow(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A gold arrow pointing right (the bundled font has no arrow)."""
    head = rect.height
    middle = rect.centery
    shaft = pygame.Rect(rect.left, middle - head // 5, rect.width - head, max(3, round(head / 2.5)))
    pygame.draw.rect(surface, theme.HIGHLIGHT, shaft)
    points = [(rect.right - head, rect.top), (rect.right, middle), (rect.right - head, rect.bottom)]
    pygame.draw.polygon(surface, theme.HIGHLIGHT, points)
