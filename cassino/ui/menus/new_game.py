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
from dataclasses import replace

import pygame

from cassino import presets
from cassino.ai.levels import LEVEL_NAMES
from cassino.engine.errors import RulesError
from cassino.engine.rules import Rules
from cassino.game.session import GameConfig
from cassino.i18n import tr, tr_plural
from cassino.preferences import HUMAN, Preferences
from cassino.storage import Notice
from cassino.ui import theme
from cassino.ui.assets import CardImages
from cassino.ui.menus.backdrop import draw_card, felt, shadowed_text
from cassino.ui.menus.new_game_layout import place_form
from cassino.ui.menus.notices import ScreenNotices
from cassino.ui.menus.rule_sets import base_preset, saved_names, set_aside_broken
from cassino.ui.menus.seats import MAX_SEATS, PERSON, SeatRow
from cassino.ui.menus.words import rule_set_title
from cassino.ui.reasons import say_error
from cassino.ui.scene import Scene, Size
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
    fit_text,
    text_image,
)

PARTNER_COUNTS = (4, 6)
MAX_TARGET = 500
TEAM_COLOURS = ((255, 210, 92), (124, 186, 255), (240, 142, 172))
ERROR: theme.Colour = (255, 150, 130)
ERROR_LINES = 2  # a refused rule set, said in Spanish, may take two
EMPTY_SEAT: theme.Colour = (120, 160, 132)
# A few cards that say what each preset is about; the classic trio otherwise.
PRESET_CARDS = {
    "royal": ("Jd", "Qs", "Kh"),
    "spade": ("2s", "Js", "As"),
    "diamond": ("5c", "7d", "3h"),
    "italian": ("Ac", "7d", "6s"),
    "california": ("Kc", "Kd", "Ks"),
}
CLASSIC_CARDS = ("2s", "Td", "Ah")


def seat_kind(preferences: Preferences, seat: int) -> str:
    """Who sits at ``seat`` by the preferences: ``PERSON`` or a computer level."""
    kind = preferences.seats[seat] if seat < len(preferences.seats) else None
    if kind == HUMAN:
        return PERSON
    if kind in LEVEL_NAMES:
        return kind
    level = preferences.computer_level
    return level if level in LEVEL_NAMES else LEVEL_NAMES[0]


def seat_name(preferences: Preferences, seat: int) -> str | None:
    names = preferences.player_names
    return names[seat] if seat < len(names) and names[seat].strip() else None


class NewGameScene(Scene):
    """Choose the game; ``on_start`` receives the config, ``on_back`` returns to the title.
    ``preferences`` give the rules, names and seats to start with; ``seed`` fixes the
    shuffles (tests, the end-to-end run); otherwise each game is new. ``on_preferences``
    receives the preferences when their rule set is moved aside (they then name the preset
    beneath it); ``on_notice`` shows a notice (by default over this screen)."""

    def __init__(
        self,
        images: CardImages,
        on_start: Callable[[GameConfig], None],
        on_back: Callable[[], None],
        *,
        seed: int | None = None,
        preferences: Preferences | None = None,
        on_preferences: Callable[[Preferences], None] | None = None,
        on_notice: Callable[[Notice], None] | None = None,
    ) -> None:
        super().__init__()
        self.preferences = preferences or Preferences()
        self.on_preferences = on_preferences
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
        preferences = self.preferences
        self.saved = saved_names()
        names = presets.preset_names() + self.saved
        first = preferences.rules if preferences.rules in names else "classic"
        if first not in names:
            first = names[0]
        self.preset_choice: Choice[str] = Choice(
            names, first, self._preset_changed, label=self.rules_title
        )
        self.description = Label(colour=theme.TEXT_DIM, max_lines=3, valign="top")
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
        self.team_lines: list[tuple[theme.Colour | None, str]] = []  # under the toggle
        self.rows = [
            SeatRow(
                seat,
                self.refresh,
                kind=seat_kind(preferences, seat),
                name=seat_name(preferences, seat),
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
        self.size: Size = (0, 0)
        self.captions: list[tuple[str, pygame.Rect, Widget]] = []  # shown with the widget
        self.caption_size = self.heading_size = self.error_size = theme.MIN_FONT_SIZE
        self.heading_place = self.panel = self.error_place = pygame.Rect(0, 0, 0, 0)
        self.panel_radius = 8
        self.team_places: list[pygame.Rect] = []
        self.small_size = theme.MIN_FONT_SIZE
        self.card_width = 1
        self.card_centres: list[tuple[float, float]] = []
        self.cards: tuple[str, ...] = CLASSIC_CARDS
        self._preset_changed(first)

    # The form --------------------------------------------------------------------------

    def rules_title(self, name: str) -> str:
        return rule_set_title(name, preset=name not in self.saved)

    def preset_cards(self) -> tuple[str, ...]:
        """The cards shown by the heading: the preset's (or the one a saved set is on)."""
        name = self.preset_choice.value
        if name in self.saved:
            try:
                name = base_preset(name)
            except RulesError:
                return CLASSIC_CARDS
        return PRESET_CARDS.get(name, CLASSIC_CARDS)

    @property
    def players(self) -> int:
        return self.players_choice.value

    @property
    def partnerships_shown(self) -> bool:
        return self.players in PARTNER_COUNTS

    def _follow(self, fallbacks: dict[str, str]) -> None:
        """The preferences name the preset beneath their rule set if it was moved aside."""
        chosen = self.preferences.rules
        if chosen in fallbacks:
            self.preferences = replace(self.preferences, rules=fallbacks[chosen])
            if self.on_preferences is not None:
                self.on_preferences(self.preferences)

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
            self.description.text = ""
            self.refresh()  # the form as it was, why under it, and Start waits
            return
        base = self.base
        self.cards = self.preset_cards()
        if name in self.saved:
            self.description.text = tr(
                "Your own rule set, on the preset {preset}.",
                preset=rule_set_title(base_preset(name)),
            )
        else:
            description = presets.description(name)
            self.description.text = tr(description) if description else ""
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
        self.target_stepper.visible = by_target
        self.target_note.visible = not by_target
        self.target_note.text = tr("Each player deals twice; the highest total wins")
        try:
            rules = self.rules()
            self.error = None
            self.team_lines = self._team_lines(rules)
        except RulesError as error:
            self.error = say_error(error)
            self.team_lines = []
        self.start_button.enabled = self.error is None
        if self.size != (0, 0):
            place_form(self, self.size)  # the panel fits the seats shown

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

    def _team_lines(self, rules: Rules) -> list[tuple[theme.Colour | None, str]]:
        """Who partners whom, one team a line in its colour."""
        if not self.partnerships_shown:
            return []
        if not self.partnerships_toggle.value:
            return [(None, tr("Everyone plays for themselves."))]
        return [
            (
                self.team_colour(side),
                " & ".join(
                    row.name or tr("Seat {number}", number=row.seat + 1)
                    for row in self._team(rules, side)
                ),
            )
            for side in range(rules.sides)
        ]

    def _team(self, rules: Rules, side: int) -> list[SeatRow]:
        return [row for row in self.rows[: rules.players] if rules.side_of[row.seat] == side]

    def team_colour(self, seat: int) -> theme.Colour | None:
        """The colour of ``seat``'s team when partners play, else None."""
        if not (self.partnerships_shown and self.partnerships_toggle.value):
            return None
        teams = self.players // 2
        return TEAM_COLOURS[seat % teams]

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
        try:
            rules = self.rules()
        except RulesError as error:
            self.error = say_error(error)
            return
        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        self.error = None
        self.on_start(GameConfig(rules, tuple(row.to_seat() for row in rows), seed))

    # The scene -------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.start_button, visible=False)
        self.notices.flush()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.back_button.activate()
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start()
                return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def on_resize(self, size: Size) -> None:
        self.size = size
        place_form(self, size)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(self.size), (0, 0))
        surface.blit(shadowed_text(tr("New game"), self.heading_size), self.heading_place)
        for index, (code, centre) in enumerate(zip(self.cards, self.card_centres, strict=False)):
            draw_card(surface, self.images, code, self.card_width, centre, 10 - 10 * index)
        draw_panel(surface, self.panel, radius=self.panel_radius)
        for text, place, widget in self.captions:
            if widget.visible:
                surface.blit(text_image(text, self.caption_size, theme.TEXT_DIM), place)
        for row in self.rows[: self.players]:
            self._draw_chip(surface, row)
        for row in self.rows[self.players : max(self.players_choice.options)]:
            self._draw_empty_chair(surface, row)
        self._draw_teams(surface)
        self.focus.draw(surface)
        if self.error:
            place, size = self.error_place, self.error_size
            draw_wrapped(surface, self.error, size, place, ERROR, ERROR_LINES, centred=True)

    def _draw_teams(self, surface: pygame.Surface) -> None:
        for (colour, text), place in zip(self.team_lines, self.team_places, strict=False):
            left = place.left
            if colour is not None:
                dot = pygame.Rect(0, 0, place.height // 2, place.height // 2)
                dot.midleft = place.midleft
                draw_panel(surface, dot, (*colour, 235), None, radius=dot.height // 2)
                left = dot.right + dot.width
            image = fit_text(text, self.small_size, place.right - left, theme.TEXT_DIM)
            surface.blit(image, image.get_rect(midleft=(left, place.centery)))

    def _draw_empty_chair(self, surface: pygame.Surface, row: SeatRow) -> None:
        place = row.name_field.rect.union(row.kind_choice.rect)
        draw_panel(surface, place, (255, 255, 255, 10), (255, 255, 255, 28), 1, place.height // 4)
        image = text_image(tr("Empty seat"), self.small_size, EMPTY_SEAT)
        surface.blit(image, image.get_rect(center=place.center))
        draw_panel(
            surface, row.chip, (255, 255, 255, 14), (255, 255, 255, 34), 1, row.chip.height // 2
        )
        number = text_image(str(row.seat + 1), round(row.chip.height * 0.62), EMPTY_SEAT)
        surface.blit(number, number.get_rect(center=row.chip.center))

    def _draw_chip(self, surface: pygame.Surface, row: SeatRow) -> None:
        colour = self.team_colour(row.seat)
        chip = row.chip
        fill = (*colour, 235) if colour else (255, 255, 255, 36)
        draw_panel(surface, chip, fill, (255, 255, 255, 60), 1, chip.height // 2)
        ink = theme.TEXT_DARK if colour else theme.TEXT
        number = text_image(str(row.seat + 1), round(chip.height * 0.62), ink)
        surface.blit(number, number.get_rect(center=chip.center))
