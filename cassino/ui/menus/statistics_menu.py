"""The statistics: for each rule set and opponent (a computer level, a mix of levels, or
people at one screen), the games finished, won and lost and the average points — and
all of them together. More rows than fit scroll with the wheel or the arrow keys.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from cassino import presets
from cassino.ai.levels import LEVELS
from cassino.i18n import language, tr
from cassino.statistics import HOT_SEAT, Record, Statistics
from cassino.ui import theme
from cassino.ui.menus.backdrop import felt, shadowed_text, unit
from cassino.ui.menus.words import opponent_title, rule_set_title
from cassino.ui.scene import Scene, Size
from cassino.ui.widgets import (
    Button,
    FocusGroup,
    blit_centred,
    draw_panel,
    fit_text,
    line_pitch,
    text_image,
    wrap_text,
)

# Each column's share of the table's width; the first two are words, the rest numbers.
COLUMNS = (0.27, 0.23, 0.12, 0.12, 0.12, 0.14)
STRIPE: theme.ColourA = (255, 255, 255, 10)
RULE: theme.ColourA = (255, 255, 255, 44)
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -5, pygame.K_PAGEDOWN: 5}


@dataclass(frozen=True)
class StatisticsRow:
    rules: str
    opponent: str
    record: Record

    def cells(self) -> tuple[str, ...]:
        record = self.record
        return (
            self.rules,
            self.opponent,
            str(record.games),
            str(record.wins),
            str(record.losses),
            decimal(record.average_points),
        )


def decimal(value: float) -> str:
    """One decimal, with the decimal comma in Spanish."""
    text = f"{value:.1f}"
    return text.replace(".", ",") if language() == "es" else text


def table_rows(statistics: Statistics) -> list[StatisticsRow]:
    """One row per rule set and opponent, by rule set (presets in their usual order, then
    the player's own sets) and then opponent, weakest first."""
    known = presets.preset_names()
    order = {name: index for index, name in enumerate(known)}

    def sort_key(key: tuple[str, str]) -> tuple[int, str, tuple[int, ...], str]:
        rules, opponent = key
        return (order.get(rules, len(order)), rules.casefold(), _strength(opponent), opponent)

    return [
        StatisticsRow(
            rule_set_title(rules, preset=rules in order), opponent_title(opponent), record
        )
        for (rules, opponent), record in sorted(
            statistics.records.items(), key=lambda item: sort_key(item[0])
        )
    ]


def _strength(opponent: str) -> tuple[int, ...]:
    """Opponents weakest first, as the seat menus list the levels: a mix right after its
    weakest level, people at one screen last."""
    rank = {level: index for index, level in enumerate(LEVELS)}
    if opponent == HOT_SEAT:
        return (len(rank) + 1,)
    return tuple(sorted(rank.get(level, len(rank)) for level in opponent.split("+")))


def total(statistics: Statistics) -> Record:
    records = statistics.records.values()
    return Record(
        sum(r.games for r in records), sum(r.wins for r in records), sum(r.points for r in records)
    )


class StatisticsScene(Scene):
    """The statistics as a table; ``on_back`` leaves (Esc, Enter or the button)."""

    def __init__(self, statistics: Statistics, on_back: Callable[[], None]) -> None:
        super().__init__()
        self.statistics = statistics
        self.rows = table_rows(statistics)
        self.total = total(statistics)
        self.back_button = Button(tr("Back"), on_back, primary=True)
        self.focus = FocusGroup([self.back_button])
        self.first = 0
        self.fits = 1  # rows shown at once
        self.size: Size = (0, 0)
        self.heading_size = self.text_size = self.small_size = theme.MIN_FONT_SIZE
        self.places: dict[str, pygame.Rect] = {}
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.columns: list[pygame.Rect] = []
        self.row_height = 1

    def headers(self) -> tuple[str, ...]:
        return (
            tr("Rules"),
            tr("Opponent"),
            tr("Games"),
            tr("Wins"),
            tr("Losses"),
            tr("Average points"),
        )

    def shown_rows(self) -> list[StatisticsRow]:
        return self.rows[self.first : self.first + self.fits]

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.rows) - self.fits))

    # The scene ---------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.back_button, visible=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])  # the one button needs no arrow keys
            return True
        if self.focus.handle_event(event):
            return True
        leave = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.type == pygame.KEYDOWN and event.key in leave:
            self.back_button.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def on_resize(self, size: Size) -> None:
        self.size = size
        width, height = size
        u = unit(size)
        margin = round(u * 0.035)
        content = min(width - 2 * margin, round(u * 1.5))
        left = (width - content) // 2
        pad = round(u * 0.035)
        gap = round(u * 0.02)
        control = round(u * 0.058)
        self.heading_size = round(u * 0.062)
        self.text_size = max(theme.MIN_FONT_SIZE, round(u * 0.032))
        self.small_size = max(theme.MIN_FONT_SIZE, round(u * 0.028))
        heading_height = theme.font(self.heading_size).get_height()
        self.places["heading"] = pygame.Rect(left, margin, content, heading_height)
        buttons_top = height - margin - control
        top = margin + heading_height + gap
        self.panel = pygame.Rect(left, top, content, buttons_top - gap - top)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        header_height = line_pitch(self.small_size) * 2
        self.places["header"] = pygame.Rect(inner.left, inner.top, inner.width, header_height)
        self.columns = []
        x = float(inner.left)
        for share in COLUMNS:
            self.columns.append(pygame.Rect(round(x), inner.top, round(inner.width * share), 0))
            x += inner.width * share
        self.row_height = round(u * 0.058)
        body_top = inner.top + header_height + round(gap * 0.6)
        self.places["total"] = pygame.Rect(
            inner.left, inner.bottom - self.row_height, inner.width, self.row_height
        )
        body = pygame.Rect(
            inner.left, body_top, inner.width, self.places["total"].top - gap // 2 - body_top
        )
        self.places["body"] = body
        self.fits = max(1, body.height // self.row_height)
        self.scroll(0)
        self.back_button.rect = pygame.Rect(left, buttons_top, round(u * 0.26), control)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Statistics"), self.heading_size)
        surface.blit(heading, heading.get_rect(midleft=self.places["heading"].midleft))
        radius = round(unit(self.size) * 0.022)
        draw_panel(surface, self.panel, radius=radius)
        if not self.rows:
            self._draw_empty(surface)
        else:
            self._draw_table(surface)
        self.focus.draw(surface)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        centre = self.panel.center
        title = text_image(tr("No games finished yet."), round(self.text_size * 1.3), theme.TEXT)
        blit_centred(surface, title, (centre[0], centre[1] - title.get_height()))
        lines = wrap_text(
            tr("Finish a game and its result shows here, by rules and opponent."),
            self.small_size,
            self.panel.width - 80,
            2,
        )
        pitch = line_pitch(self.small_size)
        for number, line in enumerate(lines):
            image = text_image(line, self.small_size, theme.TEXT_DIM)
            blit_centred(surface, image, (centre[0], centre[1] + pitch // 2 + number * pitch))

    def _draw_table(self, surface: pygame.Surface) -> None:
        header = self.places["header"]
        pitch = line_pitch(self.small_size)
        for index, (text, column) in enumerate(zip(self.headers(), self.columns, strict=True)):
            lines = wrap_text(text, self.small_size, column.width - 12, 2)
            top = header.bottom - pitch * len(lines)
            for number, line in enumerate(lines):
                image = text_image(line, self.small_size, theme.TEXT_DIM)
                place = image.get_rect(top=top + number * pitch)
                self._align(place, column, index)
                surface.blit(image, place)
        rule = pygame.Rect(header.left, header.bottom + 2, header.width, 1)
        draw_panel(surface, rule, RULE, None, radius=0)
        body = self.places["body"]
        for number, row in enumerate(self.shown_rows()):
            place = pygame.Rect(body.left, body.top + number * self.row_height, body.width, 0)
            place.height = self.row_height
            if (self.first + number) % 2 == 0:
                draw_panel(surface, place, STRIPE, None, radius=place.height // 4)
            self._draw_cells(surface, row.cells(), place, theme.TEXT)
        if len(self.rows) > self.fits:
            self._draw_more(surface, body)
        total_place = self.places["total"]
        rule = pygame.Rect(total_place.left, total_place.top - 2, total_place.width, 1)
        draw_panel(surface, rule, RULE, None, radius=0)
        cells = StatisticsRow(tr("All games"), "", self.total).cells()
        self._draw_cells(surface, cells, total_place, theme.HIGHLIGHT)

    def _draw_cells(
        self,
        surface: pygame.Surface,
        cells: tuple[str, ...],
        place: pygame.Rect,
        colour: theme.Colour,
    ) -> None:
        for index, (text, column) in enumerate(zip(cells, self.columns, strict=True)):
            image = fit_text(text, self.text_size, column.width - 16, colour)
            spot = image.get_rect(centery=place.centery)
            self._align(spot, column, index)
            surface.blit(image, spot)

    @staticmethod
    def _align(spot: pygame.Rect, column: pygame.Rect, index: int) -> None:
        """Words from the left of their column; numbers to the right of theirs."""
        if index < 2:
            spot.left = column.left + 8
        else:
            spot.right = column.right - 8

    def _draw_more(self, surface: pygame.Surface, body: pygame.Rect) -> None:
        """Which rows show, of how many, under the table's last row."""
        last = min(len(self.rows), self.first + self.fits)
        text = tr(
            "Rows {first}–{last} of {count} (scroll for more)",
            first=self.first + 1,
            last=last,
            count=len(self.rows),
        )
        image = text_image(text, self.small_size, theme.TEXT_DIM)
        surface.blit(
            image, image.get_rect(bottomright=(body.right - 8, self.places["total"].top - 6))
        )
