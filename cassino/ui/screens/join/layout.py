"""Where the join screen's parts go, for any window size (pure: no drawing)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.ui.screens.common.backdrop import page_measures

Size = tuple[int, int]
GAMES_SHOWN = 4  # games found on the network listed at once


@dataclass(frozen=True)
class JoinLayout:
    heading: pygame.Rect
    heading_size: int
    panel: pygame.Rect
    text_size: int
    small_size: int
    name_label: pygame.Rect
    name_field: pygame.Rect
    games_label: pygame.Rect
    games: tuple[pygame.Rect, ...]
    address_label: pygame.Rect
    address_field: pygame.Rect
    address_button: pygame.Rect
    code_label: pygame.Rect
    code_field: pygame.Rect
    code_button: pygame.Rect
    relay_label: pygame.Rect
    relay_field: pygame.Rect
    status: pygame.Rect
    back_button: pygame.Rect


def place_join(size: Size) -> JoinLayout:
    m = page_measures(size, widest=1.25)
    control, gap, pad = m.control, m.gap, m.pad
    heading = pygame.Rect(m.left, m.margin, m.content, round(m.heading_size * 1.6))
    panel_top = heading.bottom + gap
    back = pygame.Rect(0, 0, round(m.unit * 0.26), control)
    back.bottomright = (m.left + m.content, size[1] - m.margin)
    panel = pygame.Rect(m.left, panel_top, m.content, back.top - gap - panel_top)
    inner_left, inner_width = panel.left + pad, panel.width - 2 * pad
    label_width = round(inner_width * 0.3)
    field_left = inner_left + label_width
    button_width = round(m.unit * 0.2)
    field_width = inner_width - label_width - button_width - gap
    row = control + gap
    y = panel.top + pad

    def line(top: int) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        label = pygame.Rect(inner_left, top, label_width - gap, control)
        field = pygame.Rect(field_left, top, field_width, control)
        button = pygame.Rect(field.right + gap, top, button_width, control)
        return label, field, button

    name_label, name_field, _ = line(y)
    y += row + gap
    games_label = pygame.Rect(inner_left, y, inner_width, control)
    y += control
    status_height = round(control * 1.6)  # two lines of what is happening
    rows_room = max(1, (panel.bottom - pad - y - 3 * row - gap - status_height) // row)
    games = tuple(
        pygame.Rect(inner_left, y + n * row, inner_width, control)
        for n in range(min(GAMES_SHOWN, rows_room))
    )
    y += len(games) * row + gap
    address_label, address_field, address_button = line(y)
    y += row
    code_label, code_field, code_button = line(y)
    y += row
    relay_label, relay_field, _ = line(y)
    y += row
    status = pygame.Rect(inner_left, y, inner_width, max(control, panel.bottom - pad - y))
    return JoinLayout(
        heading=heading,
        heading_size=m.heading_size,
        panel=panel,
        text_size=max(13, round(control * 0.56)),
        small_size=max(13, round(control * 0.5)),
        name_label=name_label,
        name_field=name_field,
        games_label=games_label,
        games=games,
        address_label=address_label,
        address_field=address_field,
        address_button=address_button,
        code_label=code_label,
        code_field=code_field,
        code_button=code_button,
        relay_label=relay_label,
        relay_field=relay_field,
        status=status,
        back_button=back,
    )
