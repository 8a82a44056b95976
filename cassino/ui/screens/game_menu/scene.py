"""The in-game menu (Esc, F10 or the table's Menu button): back to the game, the rules
of this game, the table's settings (sound, animation speed, hints, undo, the counting aid,
the sweep warning and "why not"), and the ways
out — a new game, the same game again, the title (the game stays resumable), conceding.
Whatever ends or replaces the game asks first: one stray key never loses a game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame

from cassino.i18n import N_, tr
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.scene import Scene, Size
from cassino.ui.screens.common.backdrop import draw_sheet, veil
from cassino.ui.screens.game_menu.layout import GameMenuLayout, place_game_menu
from cassino.ui.screens.preferences.choices import THEME_TITLES
from cassino.ui.widgets import Button, FocusGroup
from cassino.userdata.preferences import SPEEDS, TABLE_THEMES, Speed, TableTheme

SPEED_WORDS = {
    "slow": N_("Slow"),
    "normal": N_("Normal"),
    "fast": N_("Fast"),
    "instant": N_("Instant"),
}


@dataclass(frozen=True)
class TableSettings:
    """What the menu lets the player change without leaving the table."""

    muted: bool
    speed: Speed
    hints: bool
    undo: bool
    counting_aid: bool = False
    sweep_warning: bool = False
    why_not: bool = False
    table_theme: TableTheme = "green"


@dataclass(frozen=True)
class GameMenuActions:
    rules: Callable[[], None]
    settings: Callable[[TableSettings], None]  # a setting changed: apply and remember it
    new_game: Callable[[], None]
    restart: Callable[[], None] | None  # None: a game that cannot start again here
    quit_to_title: Callable[[], None]
    concede: Callable[[], None] | None  # None: nobody at the screen may concede
    networked: bool = False  # a game at other computers: the title leaves it
    hosting: bool = False  # ...hosted here: leaving it ends it for everyone
    talk: Callable[[], None] | None = None  # a networked game's quick messages
    help_fixed: bool = False  # hints and undo are the host's to allow (a networked game)
    stand_in: Callable[[], None] | None = None  # a computer plays for a friend who is away
    stand_in_name: str = ""  # ...that friend


class GameMenuScene(Scene):
    transparent = True
    modal = True

    def __init__(self, settings: TableSettings, actions: GameMenuActions) -> None:
        super().__init__()
        self.settings = settings
        self.actions = actions
        self.resume_button = Button("", self._close, primary=True)
        self.rules_button = Button("", actions.rules)
        self.new_button = Button(
            "",
            self._ask(
                N_("Start a new game? This game ends here."), N_("New game"), actions.new_game
            ),
        )
        self.restart_button = (
            Button(
                "",
                self._ask(
                    N_("Play this game again from its first deal? This game ends here."),
                    N_("Restart"),
                    actions.restart,
                ),
            )
            if actions.restart is not None
            else None
        )
        self.title_button = Button(
            "",
            self._ask(
                N_("End this game for everyone? It is hosted on this computer.")
                if actions.hosting
                else N_("Leave this game? The others play on without you."),
                N_("Leave"),
                actions.quit_to_title,
            )
            if actions.networked
            else actions.quit_to_title,
        )
        self.concede_button = (
            Button(
                "",
                self._ask(
                    N_("Concede? The game ends here and counts as lost."),
                    N_("Concede"),
                    actions.concede,
                ),
            )
            if actions.concede is not None
            else None
        )
        self.sound_button = Button(
            "", lambda: self._change(replace(self.settings, muted=not self.settings.muted))
        )
        self.speed_button = Button("", self._next_speed)
        self.theme_button = Button("", self._next_theme)
        self.hints_button = Button(
            "", lambda: self._change(replace(self.settings, hints=not self.settings.hints))
        )
        self.undo_button = Button(
            "", lambda: self._change(replace(self.settings, undo=not self.settings.undo))
        )
        self.counting_button = Button(
            "",
            lambda: self._change(
                replace(self.settings, counting_aid=not self.settings.counting_aid)
            ),
        )
        self.sweeps_button = Button(
            "",
            lambda: self._change(
                replace(self.settings, sweep_warning=not self.settings.sweep_warning)
            ),
        )
        self.why_not_button = Button(
            "", lambda: self._change(replace(self.settings, why_not=not self.settings.why_not))
        )
        self.hints_button.enabled = self.undo_button.enabled = not actions.help_fixed
        self.talk_button = Button("", actions.talk) if actions.talk is not None else None
        self.stand_in_button = Button("", actions.stand_in) if actions.stand_in else None
        left = [self.resume_button, self.rules_button]
        left += [self.talk_button] if self.talk_button else []
        left += [self.stand_in_button] if self.stand_in_button else []
        left += [self.new_button]
        left += [self.restart_button] if self.restart_button else []
        left += [self.title_button] + ([self.concede_button] if self.concede_button else [])
        self.left = left
        self.right = [
            self.sound_button,
            self.speed_button,
            self.theme_button,
            self.hints_button,
            self.undo_button,
            self.counting_button,
            self.sweeps_button,
            self.why_not_button,
        ]
        self.focus = FocusGroup([*self.left, *self.right])
        self.layout: GameMenuLayout | None = None
        self.retranslate()

    def retranslate(self) -> None:
        settings = self.settings
        on, off = tr("on"), tr("off")
        self.resume_button.text = tr("Back to the game")
        self.rules_button.text = tr("Rules of this game")
        self.new_button.text = tr("New game")
        if self.restart_button is not None:
            self.restart_button.text = tr("Restart this game")
        if self.talk_button is not None:
            self.talk_button.text = tr("Quick message… (T)")
        if self.stand_in_button is not None:
            name = self.actions.stand_in_name
            self.stand_in_button.text = tr("A computer plays for {name}", name=name)
        self.title_button.text = (
            tr("Leave the game") if self.actions.networked else tr("Quit to title (resume later)")
        )
        if self.concede_button is not None:
            self.concede_button.text = tr("Concede")
        self.sound_button.text = tr("Sound: {state}", state=off if settings.muted else on)
        speed = tr(SPEED_WORDS.get(settings.speed, settings.speed))
        self.speed_button.text = tr("Animation: {speed}", speed=speed)
        table = tr(THEME_TITLES.get(settings.table_theme, settings.table_theme))
        self.theme_button.text = tr("Table: {theme}", theme=table)
        self.hints_button.text = tr("Hints: {state}", state=on if settings.hints else off)
        self.undo_button.text = tr("Undo: {state}", state=on if settings.undo else off)
        self.counting_button.text = tr(
            "Counting aid: {state}", state=on if settings.counting_aid else off
        )
        self.sweeps_button.text = tr(
            "Sweep warning: {state}", state=on if settings.sweep_warning else off
        )
        self.why_not_button.text = tr("Why not: {state}", state=on if settings.why_not else off)

    def _ask(self, question: str, yes: str, then: Callable[[], None] | None) -> Callable[[], None]:
        def ask() -> None:
            if self.stack is not None and then is not None:
                self.stack.push(
                    ChooserScene(
                        tr(question), [tr(yes)], lambda _: then(), lambda: None, tr("Keep playing")
                    )
                )

        return ask

    def _change(self, settings: TableSettings) -> None:
        self.settings = settings
        self.actions.settings(settings)
        self.retranslate()

    def _next_speed(self) -> None:
        at = SPEEDS.index(self.settings.speed) if self.settings.speed in SPEEDS else 1
        self._change(replace(self.settings, speed=SPEEDS[(at + 1) % len(SPEEDS)]))

    def _next_theme(self) -> None:
        at = TABLE_THEMES.index(self.settings.table_theme)
        theme = TABLE_THEMES[(at + 1) % len(TABLE_THEMES)]
        self._change(replace(self.settings, table_theme=theme))

    def _close(self) -> None:
        if self.stack is not None and self.stack.top is self:
            self.stack.pop()

    def on_enter(self) -> None:
        self.focus.focus(self.resume_button, visible=False)

    def on_resume(self) -> None:
        self.retranslate()

    def on_resize(self, size: Size) -> None:
        self.layout = place_game_menu(size, len(self.left), len(self.right))
        for button, rect in zip(self.left, self.layout.left, strict=True):
            button.rect = rect.copy()
        for button, rect in zip(self.right, self.layout.right, strict=True):
            button.rect = rect.copy()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if menu_key(event) is MenuKey.BACK or (
            event.type == pygame.KEYDOWN and event.key == pygame.K_F10
        ):
            self._close()
            return True
        self.focus.handle_event(event)
        return True  # modal

    def update(self, dt: float) -> None:
        self.focus.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(veil(surface.get_size()), (0, 0))
        draw_sheet(surface, layout.panel, tr("Game menu"), layout.title_size, layout.title_centre)
        self.focus.draw(surface)
