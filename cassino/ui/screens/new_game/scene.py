"""The new-game screen: the rules (a preset or one of the player's saved rule sets), how
many play, who sits where, partners, the target; Start builds the ``GameConfig``. The
preferences give the rules, names and seats it starts with.

Every change is checked against the engine at once: a combination the rules refuse is
shown as one line under the form and Start waits until it is fixed. A saved rule set that
cannot be used is moved aside when the screen opens, or when it is chosen, with a notice;
the preset beneath it is chosen instead.
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame

from cassino.engine.errors import RulesError
from cassino.engine.rules import Rules
from cassino.game.session import GameConfig
from cassino.i18n import tr, tr_plural
from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.dialogs.screen_notices import ScreenNotices
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.reasons import say_error
from cassino.ui.screens.common.backdrop import draw_card, felt, shadowed_text
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.common.words import rule_set_title
from cassino.ui.screens.house_rules.rule_sets import base_preset, saved_names, set_aside_broken
from cassino.ui.screens.new_game.drawing import (
    CLASSIC_CARDS,
    draw_chip,
    draw_empty_chair,
    draw_team_lines,
    heading_cards,
)
from cassino.ui.screens.new_game.layout import DESCRIPTION_LINES, NewGameLayout, place_form
from cassino.ui.screens.new_game.seats import MAX_SEATS, SeatRow, remembered, seat_kind, seat_name
from cassino.ui.screens.new_game.teams import PARTNER_COUNTS, TeamLine, team_colour, team_lines
from cassino.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    Stepper,
    Toggle,
    Widget,
    draw_panel,
    draw_wrapped,
    text_image,
)
from cassino.userdata import presets
from cassino.userdata.preferences import Preferences
from cassino.userdata.storage import Notice

MAX_TARGET = 500
ERROR: theme.Colour = (255, 150, 130)
ERROR_LINES = 2  # a refused rule set, said in Spanish, may take two


class NewGameScene(FormScreen):
    """Choose the game; ``on_start`` receives the config, ``on_back`` returns to the title.
    ``preferences`` give the rules, names and seats to start with; ``seed`` fixes the
    shuffles (tests, the end-to-end run); otherwise each game is new. When the
    preferences' rule set is moved aside they are changed to name the preset beneath it;
    ``on_notice`` shows a notice (by default over this screen)."""

    def __init__(
        self,
        images: CardImages,
        on_start: Callable[[GameConfig], None],
        on_back: Callable[[], None],
        *,
        seed: int | None = None,
        preferences: PreferenceStore | None = None,
        on_notice: Callable[[Notice], None] | None = None,
    ) -> None:
        super().__init__()
        self.store = preferences or PreferenceStore(Preferences())
        self.notices = ScreenNotices(self, on_notice)
        self.images = images
        self.on_start = on_start
        self.seed = seed
        self.error: str | None = None
        self.base: Rules | None = None
        self.base_error: RulesError | None = None  # why the chosen rules cannot be loaded
        fallbacks, notices = set_aside_broken({self.preferences.rules})
        self.notices.tell(notices)
        self._follow(fallbacks)
        current = self.store.current
        self.saved = saved_names()
        names = presets.preset_names() + self.saved
        first = current.rules if current.rules in names else "classic"
        if first not in names:
            first = names[0]
        self.preset_choice: Choice[str] = Choice(
            names, first, self._preset_changed, label=self.rules_title
        )
        self.description = Label(colour=theme.TEXT_DIM, max_lines=3, valign="top")
        self.rules_words = ""  # the chosen rules' description, without this game's target
        self.players_choice: Choice[int] = Choice(
            [2],
            2,
            lambda _: self.refresh(),
            label=lambda n: tr_plural("{count} player", "{count} players", n),
        )
        self.target_stepper = Stepper(21, 1, MAX_TARGET, lambda _: self.refresh())
        self.target_note = Label(colour=theme.TEXT_DIM, max_lines=2)
        self.partnerships_toggle = Toggle(True, lambda _: self.refresh())
        self.partner_note = Label(colour=theme.TEXT_DIM, max_lines=2)
        self.team_lines: list[TeamLine] = []  # under the toggle
        self.rows = [
            SeatRow(
                seat,
                self.refresh,
                kind=seat_kind(current, seat),
                name=seat_name(current, seat),
            )
            for seat in range(MAX_SEATS)
        ]
        self.back_button = Button(tr("Back"), on_back)
        self.start_button = Button(tr("Start"), self.start, primary=True)
        seat_widgets: list[Widget] = []
        for row in self.rows:
            seat_widgets += [row.name_field, row.kind_choice]
        self.focus = FocusGroup(
            [
                self.preset_choice,
                self.description,
                self.players_choice,
                self.target_stepper,
                self.target_note,
                self.partnerships_toggle,
                self.partner_note,
                *seat_widgets,
                self.back_button,
                self.start_button,
            ]
        )
        self.layout: NewGameLayout | None = None  # from the first on_resize
        self.captions: list[tuple[str, pygame.Rect, Widget]] = []  # shown with the widget
        self.cards: tuple[str, ...] = CLASSIC_CARDS
        self._preset_changed(first)

    # The form --------------------------------------------------------------------------

    def rules_title(self, name: str) -> str:
        return rule_set_title(name, preset=name not in self.saved)

    @property
    def players(self) -> int:
        return self.players_choice.value

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    @property
    def partnerships_shown(self) -> bool:
        return self.players in PARTNER_COUNTS

    def _follow(self, fallbacks: dict[str, str]) -> None:
        """The preferences name the preset beneath their rule set if it was moved aside."""
        chosen = self.preferences.rules
        if chosen in fallbacks:
            self.store.update(rules=fallbacks[chosen])

    def _set_aside_broken(self, name: str) -> bool:
        """After rule set ``name`` failed to load: move aside every saved set that cannot
        be used, with a notice, and choose the preset beneath ``name`` if it was one of
        them (True)."""
        fallbacks, notices = set_aside_broken({name, self.preferences.rules})
        self.notices.tell(notices)
        self._follow(fallbacks)
        if name not in fallbacks:
            return False
        self.saved = saved_names()
        fallback = fallbacks[name]
        self.preset_choice.set_options(presets.preset_names() + self.saved, fallback)
        self.preset_choice.value = fallback
        self._preset_changed(fallback)
        return True

    def _preset_changed(self, name: str) -> None:
        try:
            self.base = presets.load(name)
            self.base_error = None
        except RulesError as error:
            if name in self.saved and self._set_aside_broken(name):
                return
            self.base, self.base_error = None, error
            self.rules_words = ""
            self.refresh()  # the form as it was, why under it, and Start waits
            return
        base = self.base
        self.cards = heading_cards(name, self.saved)
        if name in self.saved:
            self.rules_words = tr(
                "Your own rule set, on the preset {preset}.",
                preset=rule_set_title(base_preset(name)),
            )
        else:
            description = presets.description(name)
            self.rules_words = tr(description) if description else ""
        self.players_choice.set_options(list(base.players_allowed), base.players)
        if name in self.saved or self.size == (0, 0):
            # A saved set's count is part of it, and the first rules shown give theirs;
            # between presets the count stays when the next one allows it.
            self.players_choice.value = base.players
        self.partnerships_toggle.value = base.partnerships
        self.target_stepper.value = self.target_stepper.clamp(base.target)
        self.refresh()

    def refresh(self) -> None:
        """Show what the choices imply (seats, partners, target) and check the rules."""
        base = self.base  # None: the chosen rule set cannot be loaded
        for row in self.rows:
            row.visible = row.seat < self.players
        self.partnerships_toggle.visible = self.partnerships_shown
        self.partner_note.visible = not self.partnerships_shown
        partners_possible = base is None or any(n in PARTNER_COUNTS for n in base.players_allowed)
        self.partner_note.text = (
            tr("With 4 or 6 players") if partners_possible else tr("Not in this game")
        )
        by_target = base is None or base.match == "target"
        self.description.text = self.rules_words
        target = self.target_stepper.value
        if by_target and base is not None and target != base.target:
            # The rules' own words name their usual target ("to 21 points"): say this
            # game's, which the stepper changed.
            self.description.text = tr(
                "{rules} This game: to {target} points.", rules=self.rules_words, target=target
            )
        self.target_stepper.visible = by_target
        self.target_note.visible = not by_target
        self.target_note.text = tr("Each player deals twice; the highest total wins")
        try:
            rules = self.rules()
            self.error = None
            offered, partners = self.partnerships_shown, self.partnerships_toggle.value
            self.team_lines = team_lines(rules, self.rows, offered=offered, partners=partners)
        except RulesError as error:
            self.error = say_error(error)
            self.team_lines = []
        self.start_button.enabled = self.error is None
        if self.size != (0, 0):
            self.place()  # the panel fits the seats shown

    def rules(self) -> Rules:
        """The rules the form describes (RulesError if the engine refuses them)."""
        if self.base is None:
            raise self.base_error or RulesError.of("no rules are chosen")
        changes: dict[str, object] = {"players": self.players}
        if self.partnerships_shown:
            changes["partnerships"] = self.partnerships_toggle.value
        if self.base.match == "target":
            changes["target"] = self.target_stepper.value
        return self.base.with_options(self.rules_title(self.preset_choice.value), **changes)

    def team_colour(self, seat: int) -> theme.Colour | None:
        """The colour of ``seat``'s team when partners play, else None."""
        partners = self.partnerships_shown and self.partnerships_toggle.value
        return team_colour(seat, self.players, partners)

    def start(self) -> None:
        """Check the names and rules; with all well, hand the config to ``on_start``."""
        rows = self.rows[: self.players]
        for row in rows:
            if not row.name:
                self.error = tr("Seat {number} needs a name.", number=row.seat + 1)
                return
        seen: dict[str, int] = {}
        for row in rows:
            other = seen.setdefault(row.name.casefold(), row.seat)
            if other != row.seat:
                self.error = tr(
                    "Seats {first} and {second} are both called '{name}'; give each its own name.",
                    first=other + 1,
                    second=row.seat + 1,
                    name=row.name,
                )
                return
        kinds = [row.to_seat().kind for row in rows]
        if "remote" in kinds and kinds.count("human") != 1:
            self.error = tr(
                "A game with people on other computers has one person at this computer."
            )
            return
        try:
            rules = self.rules()
        except RulesError as error:
            self.error = say_error(error)
            return
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        self.error = None
        self.store.change(remembered(self.store.current, rows, self.preset_choice.value))
        self.on_start(GameConfig(rules, tuple(row.to_seat() for row in rows), seed))

    # The scene -------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.start_button, visible=False)
        self.notices.flush()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        key = menu_key(event)
        if key is MenuKey.BACK:
            self.back_button.activate()
            return True
        if key is MenuKey.CONFIRM:
            self.start()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def place(self) -> None:
        """The layout for the window and what the form shows, applied to the widgets."""
        chairs = max(self.players_choice.options)  # empty chairs show up to the most allowed
        text, teams = self.description.text, len(self.team_lines)
        layout = place_form(self.size, description=text, team_lines=teams, chairs=chairs)
        self.layout, column = layout, layout.settings
        self.description.max_lines = DESCRIPTION_LINES
        for label in (self.description, self.target_note, self.partner_note):
            label.text_size = layout.small_size
        for widget, rect in self._widget_places(layout):
            widget.rect = rect.copy()
        for row, places in zip(self.rows, layout.seats, strict=True):
            row.chip = places.chip.copy()
        rules, partners = tr("Rules"), tr("Partnerships")
        self.captions = [
            (rules, column.rules_caption, self.preset_choice),
            (tr("Players"), column.players_caption, self.players_choice),
            (tr("Game end"), column.target_caption, self.target_note),
            (tr("Target"), column.target_caption, self.target_stepper),
            (partners, column.partners_caption, self.partner_note),
            (partners, column.partners_caption, self.partnerships_toggle),
            (tr("Seats"), layout.seats_caption, self.rows[0].name_field),
        ]

    def _widget_places(self, layout: NewGameLayout) -> list[tuple[Widget, pygame.Rect]]:
        """Each widget with its place in ``layout``."""
        column = layout.settings
        placed: list[tuple[Widget, pygame.Rect]] = [
            (self.preset_choice, column.preset),
            (self.description, column.description),
            (self.players_choice, column.players),
            (self.target_stepper, column.target),
            (self.target_note, column.target),
            (self.partnerships_toggle, column.partners),
            (self.partner_note, column.partner_note),
            (self.back_button, layout.back),
            (self.start_button, layout.start),
        ]
        for row, places in zip(self.rows, layout.seats, strict=True):
            placed += [(row.name_field, places.name), (row.kind_choice, places.kind)]
        return placed

    def _laid_out(self) -> NewGameLayout:
        if self.layout is None:
            raise RuntimeError("the new-game form has no layout before on_resize")
        return self.layout

    # The places the layout gives, by the names callers (and tests) read them.

    @property
    def panel(self) -> pygame.Rect:
        return self._laid_out().panel

    @property
    def error_place(self) -> pygame.Rect:
        return self._laid_out().error

    @property
    def error_size(self) -> int:
        return self._laid_out().error_size

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(self.size), (0, 0))
        surface.blit(shadowed_text(tr("New game"), layout.heading_size), layout.heading)
        width = layout.card_width
        for index, (code, centre) in enumerate(zip(self.cards, layout.card_centres, strict=False)):
            draw_card(surface, self.images, code, width, centre, 10 - 10 * index)
        draw_panel(surface, layout.panel, radius=layout.panel_radius)
        for text, place, widget in self.captions:
            if widget.visible:
                surface.blit(text_image(text, layout.caption_size, theme.TEXT_DIM), place)
        for row in self.rows[: self.players]:
            draw_chip(surface, row, self.team_colour(row.seat))
        for row in self.rows[self.players : max(self.players_choice.options)]:
            draw_empty_chair(surface, row, layout.small_size)
        draw_team_lines(surface, self.team_lines, layout.settings.team_lines, layout.small_size)
        self.focus.draw(surface)
        if self.error:
            place, size = layout.error, layout.error_size
            draw_wrapped(surface, self.error, size, place, ERROR, ERROR_LINES, centred=True)
