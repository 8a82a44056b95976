"""The end-of-round summary: over the table, a sheet with each side's cards and spades,
the points of every category, the round's total and the game's totals. Enter continues.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.game.session import GameSession
from cassino.i18n import tr, tr_plural
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import shadowed_text, unit, veil
from cassino.ui.screens.game_over.scores import (
    ScoreRow,
    leaders,
    outcome_sentence,
    round_rows,
    side_names,
    standing_line,
    winner_line,
)
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

STRIPE: theme.ColourA = (255, 255, 255, 9)
RULE: theme.ColourA = (255, 255, 255, 44)
NEGATIVE: theme.Colour = (255, 150, 130)
ZERO: theme.Colour = (118, 150, 126)
MINUS = "\u2212"  # a true minus sign lines up with the digits


class RoundSummaryScene(Scene):
    """Shown when ``session.round_result`` is set; ``on_continue`` deals on (or goes to
    the end of the game when ``session.outcome`` is set)."""

    transparent = True
    modal = True

    def __init__(
        self,
        session: GameSession,
        on_continue: Callable[[], None],
        on_replay: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        result = session.round_result
        if result is None:
            raise ValueError("the round summary needs a finished round (round_result is None)")
        self.session = session
        self.rows: list[ScoreRow] = round_rows(session.rules, result)
        self.names = side_names(session)
        self.leading = leaders(result.side_totals)
        self.round_number = session.state.round_number
        self.subtitle = standing_line(session)
        self.note = ""
        if session.state.ended_by_sweep and not session.rules.points_at_once:
            self.note = tr("The game ended with a sweep: this round's captures do not count.")
        elif session.state.ended_by_sweep:
            # Instant scoring: a point card as well as a sweep can reach the target.
            self.note = tr("The game ended during the round: its other points do not count.")
        elif session.outcome is not None:
            self.note = f"{winner_line(session)} — {outcome_sentence(session.outcome)}"
        self.leftovers_note = ""
        if session.leftovers is not None:
            seat, count = session.leftovers
            # The one person at the window is told as "you", as the log does.
            self.leftovers_note = (
                tr_plural(
                    "You took the last card left on the table.",
                    "You took the {count} cards left on the table.",
                    count,
                )
                if session.addressed(seat)
                else tr_plural(
                    "{name} took the last card left on the table.",
                    "{name} took the {count} cards left on the table.",
                    count,
                    name=session.name(seat),
                )
            )
        label = tr("Next round") if session.outcome is None else tr("Continue")
        self.continue_button = Button(label, on_continue, primary=True)
        # The round again, every hand face up (R).
        self.replay_button = Button(tr("Replay the round"), on_replay) if on_replay else None
        buttons = [self.continue_button]
        if self.replay_button is not None:
            buttons.insert(0, self.replay_button)
        self.focus = FocusGroup(buttons)
        self.size: Size = (0, 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.title_size = self.text_size = self.small_size = theme.MIN_FONT_SIZE
        self.total_size = theme.MIN_FONT_SIZE
        self.title_centre = self.subtitle_centre = (0, 0)
        self.note_centres: list[tuple[int, int]] = []
        self.label_left = 0
        self.columns: list[pygame.Rect] = []  # each side's column, header to game total
        self.header: pygame.Rect = pygame.Rect(0, 0, 0, 0)
        self.header_lines = 1
        self.row_places: list[pygame.Rect] = []

    @property
    def notes(self) -> list[str]:
        """Below the scores: how the game ended (if it did), who took the cards left."""
        return [note for note in (self.note, self.leftovers_note) if note]

    def on_enter(self) -> None:
        self.focus.focus(self.continue_button, visible=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r and self.replay_button:
            self.replay_button.activate()
            return True
        if menu_key(event) is MenuKey.CONFIRM:
            self.continue_button.activate()
        return True  # the table beneath waits

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def on_resize(self, size: Size) -> None:
        self.size = size
        width, height = size
        u = unit(size)
        sides = len(self.names)
        self.title_size = round(u * 0.064)
        self.text_size = max(theme.MIN_FONT_SIZE, round(u * 0.035))
        self.small_size = max(theme.MIN_FONT_SIZE, round(u * 0.03))
        pad = round(u * 0.045)
        label_width = round(u * 0.34)
        room = width - 2 * round(u * 0.04) - 2 * pad - label_width
        column_width = max(round(u * 0.13), min(round(u * 0.22), room // sides))
        panel_width = label_width + sides * column_width + 2 * pad
        name_width = column_width - round(u * 0.02)
        self.header_lines = max(
            len(wrap_text(name, self.small_size, name_width, 2)) for name in self.names
        )

        title_height = theme.font(self.title_size).get_height()
        small_height = theme.font(self.small_size).get_height()
        header_height = line_pitch(self.small_size) * self.header_lines + round(u * 0.012)
        button_height = round(u * 0.066)
        gaps = round(u * 0.02)
        fixed = title_height + small_height + header_height + button_height + 2 * pad + 5 * gaps
        fixed += (small_height + gaps) * len(self.notes)
        rows = len(self.rows)
        fitting = int((height - round(u * 0.04) - fixed) / (rows + 0.6))
        row_height = min(round(u * 0.05), fitting)
        row_height = max(row_height, theme.font(self.small_size).get_height() + 2)
        if row_height < round(u * 0.04):
            self.text_size = self.small_size
        self.total_size = round(self.text_size * 1.15)
        panel_height = fixed + round(row_height * (rows + 0.6))
        self.panel = pygame.Rect(0, 0, min(panel_width, width - 4), panel_height)
        self.panel.center = (width // 2, height // 2)

        y = self.panel.top + pad
        self.title_centre = (self.panel.centerx, y + title_height // 2)
        y += title_height + gaps // 2
        self.subtitle_centre = (self.panel.centerx, y + small_height // 2)
        y += small_height + 2 * gaps
        self.label_left = self.panel.left + pad
        table_left = self.label_left + label_width
        self.header = pygame.Rect(self.label_left, y, panel_width - 2 * pad, header_height)
        self.columns = [
            pygame.Rect(table_left + n * column_width, y, column_width, 0) for n in range(sides)
        ]
        y += header_height + gaps // 2
        self.row_places = []
        for row in self.rows:
            if row.kind == "round":
                y += round(row_height * 0.3)  # room for the rule above the totals
            place = pygame.Rect(self.label_left, y, self.header.width, row_height)
            self.row_places.append(place)
            y += row_height
            if row.kind == "count" and row is self.rows[1]:
                y += round(row_height * 0.3)
        for column in self.columns:
            column.height = y - column.top
        y += gaps
        self.note_centres = []
        for _ in self.notes:
            self.note_centres.append((self.panel.centerx, y + small_height // 2))
            y += small_height + gaps
        button = self.continue_button
        button.rect = pygame.Rect(0, y + gaps, round(u * 0.28), button_height)
        button.rect.centerx = self.panel.centerx
        if self.replay_button is not None:
            gap = round(u * 0.02)
            self.replay_button.rect = button.rect.copy()
            self.replay_button.rect.right = self.panel.centerx - gap // 2
            button.rect.left = self.panel.centerx + gap // 2

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(veil(self.size), (0, 0))
        draw_panel(surface, self.panel, theme.SHEET, (255, 255, 255, 50), 1, self.radius())
        title = shadowed_text(tr("Round {round}", round=self.round_number), self.title_size)
        blit_centred(surface, title, self.title_centre)
        subtitle = text_image(self.subtitle, self.small_size, theme.TEXT_DIM)
        blit_centred(surface, subtitle, self.subtitle_centre)
        self._draw_header(surface)
        for index, (row, place) in enumerate(zip(self.rows, self.row_places, strict=True)):
            self._draw_row(surface, row, place, index)
        colours = (theme.HIGHLIGHT, theme.TEXT)
        for words, centre, colour in zip(self.notes, self.note_centres, colours, strict=False):
            note = fit_text(words, self.small_size, self.panel.width - 40, colour)
            blit_centred(surface, note, centre)
        self.focus.draw(surface)

    def radius(self) -> int:
        return round(unit(self.size) * 0.022)

    def _draw_header(self, surface: pygame.Surface) -> None:
        pitch = line_pitch(self.small_size)
        for side, column in enumerate(self.columns):
            lines = wrap_text(self.names[side], self.small_size, column.width - 8, 2)
            top = self.header.bottom - pitch * len(lines) - 4
            colour = theme.HIGHLIGHT if side in self.leading else theme.TEXT
            for number, line in enumerate(lines):
                image = text_image(line, self.small_size, colour)
                blit_centred(surface, image, (column.centerx, top + pitch * number + pitch // 2))
        rule = pygame.Rect(self.header.left, self.header.bottom, self.header.width, 1)
        draw_panel(surface, rule, RULE, None, radius=0)

    def _draw_row(
        self, surface: pygame.Surface, row: ScoreRow, place: pygame.Rect, index: int
    ) -> None:
        if row.kind == "points" and index % 2 == 0:
            draw_panel(surface, place, STRIPE, None, radius=place.height // 4)
        if row.kind == "round":
            rule = pygame.Rect(place.left, place.top - round(place.height * 0.15), place.width, 1)
            draw_panel(surface, rule, RULE, None, radius=0)
        size = {"count": self.small_size, "game": self.total_size}.get(row.kind, self.text_size)
        label_colour = theme.TEXT_DIM if row.kind == "count" else theme.TEXT
        label = text_image(row.label, size, label_colour)
        surface.blit(label, label.get_rect(midleft=(place.left + 8, place.centery)))
        for side, (value, column) in enumerate(zip(row.values, self.columns, strict=True)):
            colour = self._value_colour(row, side, value)
            shown = str(value) if value >= 0 else f"{MINUS}{-value}"
            image = text_image(shown if value or row.kind != "points" else "–", size, colour)
            blit_centred(surface, image, (column.centerx, place.centery))

    def _value_colour(self, row: ScoreRow, side: int, value: int) -> theme.Colour:
        if row.kind == "game":
            return theme.HIGHLIGHT if side in self.leading else theme.TEXT
        if row.kind == "count":
            return theme.TEXT_DIM
        if value < 0:
            return NEGATIVE
        if value == 0 and row.kind == "points":
            return ZERO
        return theme.TEXT
