"""Where the lobby's parts go, for any window size and number of seats (pure: no
drawing): the ways in at the top, a row a seat with its buttons, what is happening, and
Cancel and Start at the bottom."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.ui.screens.common.backdrop import page_measures

Size = tuple[int, int]


@dataclass(frozen=True)
class SeatRowPlace:
    label: pygame.Rect
    move_up: pygame.Rect  # swap with the seat above
    kind: pygame.Rect  # a computer in an empty seat, or the seat opened to a friend


@dataclass(frozen=True)
class LobbyLayout:
    heading: pygame.Rect
    heading_size: int
    panel: pygame.Rect
    text_size: int
    small_size: int
    ways_in: pygame.Rect  # two or three wrapped sentences
    seats_title: pygame.Rect
    rows: tuple[SeatRowPlace, ...]
    status: pygame.Rect
    cancel: pygame.Rect
    start: pygame.Rect


def place_lobby(size: Size, seats: int) -> LobbyLayout:
    m = page_measures(size, widest=1.25)
    control, gap, pad = m.control, m.gap, m.pad
    heading = pygame.Rect(m.left, m.margin, m.content, round(m.heading_size * 1.6))
    start = pygame.Rect(0, 0, round(m.unit * 0.3), control)
    start.bottomright = (m.left + m.content, size[1] - m.margin)
    cancel = pygame.Rect(0, 0, round(m.unit * 0.22), control)
    cancel.bottomright = (start.left - gap, start.bottom)
    top = heading.bottom + gap
    panel = pygame.Rect(m.left, top, m.content, start.top - gap - top)
    inner = panel.inflate(-2 * pad, -2 * pad)
    text_size, small_size = round(control * 0.52), round(control * 0.46)
    status_height = round(small_size * 3)  # two lines of what is happening
    row_height = control + max(2, gap // 2)
    rows_height = seats * row_height
    title_height = round(text_size * 1.5)
    # The ways in take what the seats and the status leave (at least two lines).
    ways_height = max(
        round(text_size * 3), inner.height - rows_height - title_height - status_height - gap
    )
    ways_height = min(ways_height, round(text_size * 6))
    ways_in = pygame.Rect(inner.left, inner.top, inner.width, ways_height)
    seats_title = pygame.Rect(inner.left, ways_in.bottom + gap, inner.width, title_height)
    kind_width = round(m.unit * 0.3)
    up_width = round(m.unit * 0.18)
    rows = []
    y = seats_title.bottom
    for _ in range(seats):
        kind = pygame.Rect(inner.right - kind_width, y, kind_width, control)
        move_up = pygame.Rect(kind.left - gap - up_width, y, up_width, control)
        label = pygame.Rect(inner.left + pad, y, move_up.left - gap - inner.left - pad, control)
        rows.append(SeatRowPlace(label, move_up, kind))
        y += row_height
    status = pygame.Rect(inner.left, y + gap, inner.width, max(0, inner.bottom - y - gap))
    return LobbyLayout(
        heading=heading,
        heading_size=m.heading_size,
        panel=panel,
        text_size=text_size,
        small_size=small_size,
        ways_in=ways_in,
        seats_title=seats_title,
        rows=tuple(rows),
        status=status,
        cancel=cancel,
        start=start,
    )
