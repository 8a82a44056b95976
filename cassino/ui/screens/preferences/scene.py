"""The preferences: who usually plays (names, people or the computer at a level), how the
cards look and sound, the language, the window, whether hints and undo are offered, and
the aids at the table (the counting aid, the sweep warning, "why not").

Every change goes at once to the window's ``PreferenceStore`` (whose owner saves and
applies it). The language changes this screen at once too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from cassino.i18n import LANGUAGES, language, set_language, tr
from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.looks import deck_style
from cassino.ui.menu_input import MenuKey, menu_key, scroll_lines
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.scene import Size
from cassino.ui.screens.common.backdrop import draw_card, felt, shadowed_text
from cassino.ui.screens.common.form import FormRow, RowList
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.new_game.seats import (
    MAX_NAME,
    MAX_SEATS,
    PERSON,
    SEAT_KINDS,
    default_name,
    kind_label,
    seat_kind,
    seat_name,
)
from cassino.ui.screens.preferences.choices import (
    AID_TITLES,
    AID_UNITS,
    PAGE_TITLES,
    PAGES,
    PREVIEW_FACES,
    SPEED_TITLES,
    VOLUME_STEP,
    desktop_size,
    row,
    size_label,
    titled,
    window_sizes,
)
from cassino.ui.screens.preferences.layout import PreferencesLayout, place_preferences
from cassino.ui.screens.preferences.looks_page import LooksPage
from cassino.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Stepper,
    Tabs,
    TextField,
    Toggle,
    Widget,
    draw_panel,
    line_pitch,
    text_image,
    wrap_text,
)
from cassino.userdata.preferences import AIDS, HUMAN, SPEEDS, Preferences


class PreferencesScene(FormScreen):
    """Every change goes to ``preferences`` at once; ``on_back`` leaves.
    ``desktop`` (the screen's size) limits the window sizes offered; by default it is
    asked of the display."""

    def __init__(
        self,
        preferences: PreferenceStore,
        on_back: Callable[[], None],
        *,
        desktop: Size | None = None,
    ) -> None:
        super().__init__()
        self.store = preferences
        p = preferences.current
        self.kind_choices: list[Choice[str]] = []
        self.name_fields: list[TextField] = []
        for seat in range(MAX_SEATS):
            kind = seat_kind(p, seat)
            self.kind_choices.append(
                # The same choices as New game's seats, so the two always agree.
                Choice(list(SEAT_KINDS), kind, self._seats_changed, label=kind_label)
            )
            self.name_fields.append(
                TextField(seat_name(p, seat) or "", self._names_changed, max_length=MAX_NAME)
            )
        self.speed_choice: Choice[str] = Choice(
            SPEEDS, p.animation_speed, self.setter("animation_speed"), label=titled(SPEED_TITLES)
        )
        self.looks = LooksPage(p, self.setter)
        self.volume_stepper = Stepper(
            round(p.volume * 100),
            0,
            100,
            lambda value: self.set(volume=value / 100),
            step=VOLUME_STEP,
            label=lambda value: f"{value} %",
        )
        self.mute_toggle = Toggle(p.muted, self.setter("muted"))
        shown_language = p.language or language()
        self.language_choice: Choice[str] = Choice(
            list(LANGUAGES), shown_language, self._language_chosen, label=LANGUAGES.__getitem__
        )
        sizes = window_sizes(p.window_size, desktop if desktop is not None else desktop_size())
        self.size_choice: Choice[Size] = Choice(
            sizes, p.window_size, self.setter("window_size"), label=size_label
        )
        self.fullscreen_toggle = Toggle(p.fullscreen, self.setter("fullscreen"))
        self.hints_toggle = Toggle(p.hints_allowed, self.setter("hints_allowed"))
        self.undo_toggle = Toggle(p.undo_allowed, self.setter("undo_allowed"))
        self.counting_choice: Choice[str] = Choice(
            AIDS, p.counting_aid, self.setter("counting_aid"), label=titled(AID_TITLES)
        )
        self.sweeps_choice: Choice[str] = Choice(
            AIDS, p.sweep_warning, self.setter("sweep_warning"), label=titled(AID_TITLES)
        )
        self.why_not_choice: Choice[str] = Choice(
            AIDS, p.why_not, self.setter("why_not"), label=titled(AID_TITLES)
        )
        self.tabs: Tabs[str] = Tabs(PAGES, PAGES[0], self._open_page, label=titled(PAGE_TITLES))
        self.rows = RowList()
        self.back_button = Button("", on_back)
        self.focus = FocusGroup()
        self._previews: dict[tuple[str, str], CardImages] = {}
        self.layout: PreferencesLayout | None = None  # from the first on_resize
        self.retranslate()

    # Changes -----------------------------------------------------------------------------

    def set(self, **changes: Any) -> None:
        """New preferences with ``changes``, handed on at once."""
        self.store.update(**changes)

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def setter(self, field: str) -> Callable[[Any], None]:
        return lambda value: self.set(**{field: value})

    def _seats_changed(self, _: str) -> None:
        seats = tuple(HUMAN if c.value == PERSON else c.value for c in self.kind_choices)
        for seat, field in enumerate(self.name_fields):
            field.placeholder = default_name(seat, self.kind_choices[seat].value)
        self.set(seats=seats)

    def _names_changed(self, _: str) -> None:
        names = tuple(field.text.strip() for field in self.name_fields)
        while names and not names[-1]:
            names = names[:-1]
        self.set(player_names=names)

    def _language_chosen(self, code: str) -> None:
        set_language(code)
        self.retranslate()
        self.set(language=code)

    # Texts and pages ---------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every word in the language of the moment, and the layout again to fit them."""
        self.back_button.text = tr("Back")
        for seat, field in enumerate(self.name_fields):
            field.placeholder = default_name(seat, self.kind_choices[seat].value)
        self._open_page(self.tabs.value)

    def page_rows(self, page: str) -> list[FormRow]:
        if page == "players":
            return [
                FormRow(
                    tr("Seat {number}", number=seat + 1),
                    tr("You, at the window") if seat == 0 else "",
                    [self.name_fields[seat], self.kind_choices[seat]],
                    key=f"seat{seat}",
                    control_units=2.3,
                )
                for seat in range(MAX_SEATS)
            ]
        if page == "cards":
            return self.looks.rows()
        if page == "sound":
            return [
                row(tr("Animation speed"), tr("How fast the cards move."), self.speed_choice),
                row(tr("Volume"), tr("How loud the cards are."), self.volume_stepper),
                row(tr("Mute"), tr("No sound at all (M at the table)."), self.mute_toggle),
            ]
        if page == "game":
            return [
                row(
                    tr("Language"),
                    tr("The game's language; it changes at once."),
                    self.language_choice,
                ),
                row(
                    tr("Window size"),
                    tr("The window's size when it is not full screen."),
                    self.size_choice,
                ),
                row(tr("Full screen"), tr("The game fills the screen."), self.fullscreen_toggle),
            ]
        # "help": what the table offers a player besides the cards.
        return [
            row(
                tr("Hints allowed"),
                tr("A Hint button suggests a move on your turn."),
                self.hints_toggle,
            ),
            row(
                tr("Undo allowed"),
                tr("Against the computer, take back your last turn."),
                self.undo_toggle,
            ),
            row(
                tr("Counting aid"),
                tr("Beside the score: the aces, Cassinos, spades and cards not seen yet."),
                self.counting_choice,
                AID_UNITS,
            ),
            row(
                tr("Sweep warning"),
                tr("Before you play: whether the table you leave could be swept."),
                self.sweeps_choice,
                AID_UNITS,
            ),
            row(
                tr("Why not"),
                tr("A table card you cannot use with the chosen ones says why."),
                self.why_not_choice,
                AID_UNITS,
            ),
        ]

    def page_note(self) -> str:
        """A line under the open page's rows, where one helps."""
        if self.tabs.value == "players":
            return tr("A new game starts with these players; an empty name is filled in for you.")
        return ""

    def _open_page(self, page: str) -> None:
        rows = self.page_rows(page)
        shown = {id(widget) for row_ in rows for widget in row_.controls}
        for widget in self.all_controls():
            widget.visible = id(widget) in shown
        self.rows.set_rows(rows)
        self.focus.set_widgets([self.tabs, *self.rows.widgets(), self.back_button])
        if self.size != (0, 0):
            self.place()

    def all_controls(self) -> list[Widget]:
        return [
            *self.name_fields,
            *self.kind_choices,
            self.speed_choice,
            *self.looks.controls(),
            self.volume_stepper,
            self.mute_toggle,
            self.language_choice,
            self.size_choice,
            self.fullscreen_toggle,
            self.hints_toggle,
            self.undo_toggle,
        ]

    def preview_images(self) -> CardImages:
        deck = deck_style(self.preferences)
        key = (deck, self.preferences.card_back)
        if key not in self._previews:
            self._previews[key] = CardImages(deck, self.preferences.card_back)
        return self._previews[key]

    # The scene ---------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.tabs, visible=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        lines = scroll_lines(event)
        if lines:
            self.rows.scroll(lines)
            return True
        consumed = self.focus.handle_event(event)
        if event.type == pygame.KEYDOWN:
            self.rows.reveal(self.focus.focused)
            if not consumed and menu_key(event) is MenuKey.BACK:
                self.back_button.activate()
                return True
        return consumed

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def place(self) -> None:
        """The layout for the window and the open page, applied to the widgets."""
        layout = place_preferences(self.size, preview=self.tabs.value == "cards")
        self.layout = layout
        self.tabs.rect = layout.tabs.copy()
        self.rows.configure(layout.rows.copy(), layout.row_sizes)
        self.back_button.rect = layout.back.copy()

    def _laid_out(self) -> PreferencesLayout:
        if self.layout is None:
            raise RuntimeError("the preferences have no layout before on_resize")
        return self.layout

    # The places the layout gives, by the names callers (and tests) read them.

    @property
    def panel(self) -> pygame.Rect:
        return self._laid_out().panel

    @property
    def places(self) -> dict[str, pygame.Rect]:
        """The layout's places without a widget, by name."""
        layout = self._laid_out()
        return {"heading": layout.heading, "note": layout.note, "preview": layout.preview}

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Preferences"), layout.heading_size)
        surface.blit(heading, heading.get_rect(midleft=layout.heading.midleft))
        draw_panel(surface, layout.panel, radius=layout.panel_radius)
        self.rows.draw(surface)
        window = surface.get_rect()
        for widget in self.focus.widgets:
            if widget.rect.colliderect(window):
                widget.draw(surface)
        if self.tabs.value == "cards":
            self._draw_preview(surface, layout.preview, layout.preview_card_width)
        note, note_size = layout.note, layout.note_size
        pitch = line_pitch(note_size)
        for number, line in enumerate(wrap_text(self.page_note(), note_size, note.width, 2)):
            image = text_image(line, note_size, theme.TEXT_DIM)
            place = (note.left + 2 * self.rows.gap, note.bottom - pitch * (2 - number))
            surface.blit(image, place)

    def _draw_preview(self, surface: pygame.Surface, area: pygame.Rect, width: int) -> None:
        """The card back and a few faces, as the table will show them."""
        images = self.preview_images()
        height = width * theme.CARD_ASPECT
        back_centre = (area.centerx, area.top + height * 0.62)
        draw_card(surface, images, "back", width, back_centre, 4)
        step = width * 0.48
        first = area.centerx - step * (len(PREVIEW_FACES) - 1) / 2
        for index, code in enumerate(PREVIEW_FACES):
            centre = (first + index * step, area.top + height * 1.62)
            angle = 12 - 8 * index
            draw_card(surface, images, code, width, centre, angle)
