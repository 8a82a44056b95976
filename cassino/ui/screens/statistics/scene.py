"""The statistics: two pages, against the computer (a row per rule set and opponent, and
all of them together) and hot-seat (a row per player and rule set), each with games,
wins, win rate, streaks, best and average score, sweeps and Big Cassinos. More rows than
fit scroll with the wheel or the arrow keys. Reset asks first, then forgets them all.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.dialogs.question import Dialog
from cassino.ui.menu_input import MenuKey, MenuStep, menu_key, menu_step, scroll_lines
from cassino.ui.screens.common.backdrop import felt, shadowed_text
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.statistics.layout import HEADER_LINES, StatisticsLayout, place_statistics
from cassino.ui.screens.statistics.rows import (
    PAGES,
    WORD_COLUMNS,
    Page,
    StatisticsRow,
    headers,
    page_title,
    table_rows,
    total_row,
)
from cassino.ui.widgets import (
    Button,
    FocusGroup,
    Tabs,
    blit_centred,
    draw_panel,
    fit_text,
    line_pitch,
    text_image,
    wrap_text,
)
from cassino.userdata.statistics import Statistics, reset_statistics
from cassino.userdata.storage import Notice

STRIPE: theme.ColourA = (255, 255, 255, 10)
RULE: theme.ColourA = (255, 255, 255, 44)
SCROLL_STEPS = {MenuStep.UP: -1, MenuStep.DOWN: 1, MenuStep.PAGE_UP: -5, MenuStep.PAGE_DOWN: 5}
Reset = Callable[[], Notice | None]


def forget_all() -> Notice | None:
    return reset_statistics()[1]


class StatisticsScene(FormScreen):
    """The statistics as a table; ``on_back`` leaves (Esc, Enter or the button);
    ``reset`` forgets them (after the player confirms), a notice if it could not."""

    def __init__(
        self, statistics: Statistics, on_back: Callable[[], None], reset: Reset = forget_all
    ) -> None:
        super().__init__()
        self.statistics = statistics
        self.reset = reset
        first: Page = (
            "hot-seat" if statistics.hot_seat() and not table_rows(statistics) else "computer"
        )
        self.tabs: Tabs[Page] = Tabs(PAGES, first, self.open_page, label=page_title)
        self.back_button = Button(tr("Back"), on_back, primary=True)
        self.reset_button = Button(tr("Reset…"), self.ask_reset)
        self.focus = FocusGroup([self.tabs, self.back_button, self.reset_button])
        self.first = 0  # the first row shown
        self.layout: StatisticsLayout | None = None
        self.open_page(first)

    @property
    def page(self) -> Page:
        return self.tabs.value

    def open_page(self, page: Page) -> None:
        self.rows = table_rows(self.statistics, page)
        self.total = total_row(self.statistics, page)
        self.first = 0
        self.reset_button.enabled = bool(self.statistics.records)
        if self.size != (0, 0):
            self.on_resize(self.size)  # the total line comes and goes with the page

    @property
    def fits(self) -> int:
        return self.layout.fits if self.layout is not None else 1

    def shown_rows(self) -> list[StatisticsRow]:
        return self.rows[self.first : self.first + self.fits]

    def scroll(self, rows: int) -> None:
        self.first = max(0, min(self.first + rows, len(self.rows) - self.fits))

    # Reset ----------------------------------------------------------------------------------

    def ask_reset(self) -> None:
        self.dialog = Dialog(
            tr("Reset the statistics?"),
            tr(
                "Every record, against the computer and hot-seat, will be gone for good. "
                "This cannot be undone."
            ),
            [
                Button(tr("Cancel"), self.close_dialog),
                Button(tr("Reset"), self.confirm_reset, primary=True),
            ],
            self.close_dialog,
        )
        self.dialog.focus.focus(self.dialog.buttons[0], visible=False)  # Enter keeps them
        if self.size != (0, 0):
            self.dialog.layout(self.size)

    def confirm_reset(self) -> None:
        notice = self.reset()
        if notice is not None and self.dialog is not None:
            self.dialog.error = str(notice)  # the old file is intact: say so, stay open
            return
        self.statistics = Statistics()
        self.close_dialog()
        self.open_page(self.page)
        self.focus.focus(self.back_button, visible=False)

    def close_dialog(self) -> None:
        self.dialog = None

    # The scene ------------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.back_button, visible=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            return self.dialog.handle_event(event)
        lines, step = scroll_lines(event), menu_step(event)
        if lines:
            self.scroll(lines)
            return True
        if step in SCROLL_STEPS:
            self.scroll(SCROLL_STEPS[step])  # Tab moves between the controls
            return True
        if self.focus.handle_event(event):
            return True
        if menu_key(event) in (MenuKey.BACK, MenuKey.CONFIRM):  # the one main button: Back
            self.back_button.activate()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        if self.dialog is not None:
            self.dialog.update(dt)

    def place(self) -> None:
        """The layout for the window, applied to the tabs, the buttons and the rows."""
        words = (self.back_button.text, self.reset_button.text)
        self.layout = layout = place_statistics(self.size, words, self.total is not None)
        self.tabs.rect = layout.tabs.copy()
        self.tabs.text_size = layout.tabs_size
        self.back_button.rect, self.reset_button.rect = (r.copy() for r in layout.buttons)
        self.scroll(0)

    # Drawing --------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Statistics"), layout.heading_size)
        surface.blit(heading, heading.get_rect(midleft=layout.heading.midleft))
        draw_panel(surface, layout.panel, radius=layout.panel_radius)
        if self.rows:
            self._draw_table(surface, layout)
        else:
            self._draw_empty(surface, layout)
        self.focus.draw(surface)
        if self.dialog is not None:
            self.dialog.draw(surface)

    def _draw_empty(self, surface: pygame.Surface, layout: StatisticsLayout) -> None:
        centre = layout.panel.center
        if self.page == "computer":
            title = tr("No games against the computer finished yet.")
            hint = tr("Finish a game and its result shows here, by rules and opponent.")
        else:
            title = tr("No hot-seat games finished yet.")
            hint = tr("Finish a game between people and each player's result shows here.")
        size = round(layout.text_size * 1.2)
        width = layout.panel.width - 80
        image = fit_text(title, size, width, theme.TEXT)
        blit_centred(surface, image, (centre[0], centre[1] - image.get_height()))
        pitch = line_pitch(layout.small_size)
        for number, line in enumerate(wrap_text(hint, layout.small_size, width, 2)):
            image = text_image(line, layout.small_size, theme.TEXT_DIM)
            blit_centred(surface, image, (centre[0], centre[1] + pitch // 2 + number * pitch))

    def _draw_table(self, surface: pygame.Surface, layout: StatisticsLayout) -> None:
        header = layout.header
        pitch = line_pitch(layout.small_size)
        for index, text in enumerate(headers(self.page)):
            place = layout.cell(header, index)
            lines = header_lines(text, layout.small_size, place.width)
            top = header.bottom - pitch * len(lines)
            for number, line in enumerate(lines):
                image = text_image(line, layout.small_size, theme.TEXT_DIM)
                _blit_in(surface, image, place, top + number * pitch, index)
        rule = pygame.Rect(header.left, header.bottom + 2, header.width, 1)
        draw_panel(surface, rule, RULE, None, radius=0)
        for number, row in enumerate(self.shown_rows()):
            place = layout.row(number)
            if (self.first + number) % 2 == 0:
                draw_panel(surface, place, STRIPE, None, radius=place.height // 4)
            self._draw_cells(surface, layout, row.cells(), place, theme.TEXT)
        if len(self.rows) > layout.fits:
            self._draw_more(surface, layout)
        if self.total is not None:
            place = layout.total
            rule = pygame.Rect(place.left, place.top - 2, place.width, 1)
            draw_panel(surface, rule, RULE, None, radius=0)
            self._draw_cells(surface, layout, self.total.cells(), place, theme.HIGHLIGHT)

    @staticmethod
    def _draw_cells(
        surface: pygame.Surface,
        layout: StatisticsLayout,
        cells: tuple[str, ...],
        row: pygame.Rect,
        colour: theme.Colour,
    ) -> None:
        for index, text in enumerate(cells):
            place = layout.cell(row, index)
            image = fit_text(text, layout.text_size, place.width, colour)  # cut with "…"
            _blit_in(surface, image, place, row.centery - image.get_height() // 2, index)

    def _draw_more(self, surface: pygame.Surface, layout: StatisticsLayout) -> None:
        """Which rows show, of how many, under the table's last row."""
        last = min(len(self.rows), self.first + layout.fits)
        text = tr(
            "Rows {first}–{last} of {count} (scroll for more)",
            first=self.first + 1,
            last=last,
            count=len(self.rows),
        )
        image = fit_text(text, layout.small_size, layout.more.width, theme.TEXT_DIM)
        surface.blit(image, image.get_rect(midright=layout.more.midright))


def header_lines(text: str, size: int, width: int) -> list[str]:
    """A column's header broken into lines that fit its column."""
    return wrap_text(text, size, width, HEADER_LINES)


def _blit_in(
    surface: pygame.Surface, image: pygame.Surface, place: pygame.Rect, top: int, column: int
) -> None:
    """Words from the left of their column; numbers to the right of theirs."""
    spot = image.get_rect(top=top)
    if column < WORD_COLUMNS:
        spot.left = place.left
    else:
        spot.right = place.right
    surface.blit(image, spot)
