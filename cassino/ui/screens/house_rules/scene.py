"""The house-rules menu: choose the rule set to start from, see every option of it page by
page (players, deal, capturing, building, scoring, game end) with what it does, change
any, and save the result as a rule set of your own for the next game. A saved rule set
that cannot be used is moved aside when the screen opens, or when it is chosen, with a
notice.

The pages are made from ``cassino.engine.options.OPTIONS`` alone: a new option appears
here, with the control its kind calls for, without a line of menu code. Every change
goes through the engine (``Rules.with_options``); a change it refuses is one line on
the screen and the control goes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.engine.errors import RulesError
from cassino.engine.options import GROUPS, OPTIONS, OptionValue
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.dialogs.question import Dialog
from cassino.ui.dialogs.screen_notices import ScreenNotices
from cassino.ui.menu_input import MenuKey, menu_key, scroll_lines
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.reasons import say_error
from cassino.ui.screens.common.backdrop import felt, shadowed_text
from cassino.ui.screens.common.form import RowList
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.common.words import group_title, rule_set_title
from cassino.ui.screens.house_rules.controls import make_controls, option_rows, show_value
from cassino.ui.screens.house_rules.dialogs import (
    SaveName,
    delete_dialog,
    leave_dialog,
    save_dialog,
)
from cassino.ui.screens.house_rules.layout import (
    DESCRIPTION_LINES,
    STATUS_LINES,
    SettingsLayout,
    place_settings,
)
from cassino.ui.screens.house_rules.rule_sets import RuleSetEditor, set_aside_broken
from cassino.ui.screens.house_rules.words import describe_base, refusal, status_line, unusable
from cassino.ui.widgets import (
    Button,
    Choice,
    FocusGroup,
    Label,
    Tabs,
    Widget,
    draw_panel,
    draw_wrapped,
    fit_text,
    text_image,
)
from cassino.userdata import presets
from cassino.userdata.preferences import Preferences
from cassino.userdata.storage import Notice


class HouseRulesScene(FormScreen):
    """``preferences`` are changed to name the rule set for the next game when the player
    picks one, saves one or deletes the one in use, or the one in use is moved aside;
    ``on_back`` leaves; ``on_notice`` shows a notice (by default over this screen)."""

    def __init__(
        self,
        on_back: Callable[[], None],
        *,
        preferences: PreferenceStore,
        on_notice: Callable[[Notice], None] | None = None,
    ) -> None:
        super().__init__()
        self.on_back = on_back
        self.store = preferences
        self.notices = ScreenNotices(self, on_notice)
        self.error: str | None = None
        self.message: str | None = None  # what the last action did
        chosen = self.preferences.rules
        fallbacks, notices = set_aside_broken({chosen})
        self.notices.tell(notices)
        if chosen in fallbacks:
            self._set_next_game(fallbacks[chosen])
        try:
            self.editor = RuleSetEditor(self.preferences.rules)
        except RulesError as error:
            self.editor = RuleSetEditor("classic")
            self.error = unusable(self.preferences.rules, error, self.editor)
        self.base_choice: Choice[str] = Choice(
            self.editor.names(), self.editor.name, self._base_chosen, label=self.base_label
        )
        self.description = Label(colour=theme.TEXT_DIM, max_lines=3, valign="top")
        self.tabs: Tabs[str] = Tabs(GROUPS, GROUPS[0], self._open_group, label=group_title)
        self.controls: dict[str, list[Widget]] = {
            spec.key: make_controls(spec, getattr(self.editor.rules, spec.key), self.change)
            for spec in OPTIONS
        }
        self.rows = RowList()
        self.back_button = Button("", self.back)
        self.reset_button = Button("", self.reset)
        self.delete_button = Button("", self.ask_delete)
        self.save_button = Button("", self.ask_save)
        self.use_button = Button("", self.use, primary=True)
        self.buttons = [self.back_button, self.reset_button, self.delete_button]
        self.buttons += [self.save_button, self.use_button]  # these two at the right
        self.focus = FocusGroup()
        self.save_name = SaveName()  # the names typed in the open Save-as dialog
        self.layout: SettingsLayout | None = None  # from the first on_resize
        self.saved: set[str] = set()
        self.retranslate()

    # Texts --------------------------------------------------------------------------------

    def retranslate(self) -> None:
        """Every text in the language of the moment (and the layout again, as they changed)."""
        self.back_button.text = tr("Back")
        self.reset_button.text = tr("Reset to preset")
        self.delete_button.text = tr("Delete")
        self.save_button.text = tr("Save as…")
        self.use_button.text = tr("Use for the next game")
        self._refresh()
        self._open_group(self.tabs.value)

    def base_label(self, name: str) -> str:
        return rule_set_title(name, preset=name not in self.saved)

    def status(self) -> tuple[str, theme.Colour]:
        """The line under the options: what went wrong, what was done, or where things stand."""
        name = self.base_label(self.editor.name)
        return status_line(self.error, self.message, self.editor, self.preferences.rules, name)

    def next_game_line(self) -> str:
        chosen = self.preferences.rules
        return tr("Next game: {name}", name=self.base_label(chosen))

    # Controls -----------------------------------------------------------------------------

    def _sync(self) -> None:
        """Each control shows the value the rules have."""
        rules = self.editor.rules
        for spec in OPTIONS:
            show_value(spec, self.controls[spec.key], getattr(rules, spec.key))

    def _open_group(self, group: str) -> None:
        rows = option_rows(group, self.controls, self.editor.differs)
        for key, widgets in self.controls.items():
            shown = any(row.key == key for row in rows)
            for widget in widgets:
                widget.visible = shown
        self.rows.set_rows(rows)
        self.focus.set_widgets([self.base_choice, self.tabs, *self.rows.widgets(), *self.buttons])

    def _refresh(self) -> None:
        """Marks, the description, the buttons and the choice of bases after a change."""
        editor = self.editor
        self.saved = set(editor.names()) - set(presets.preset_names())
        self.base_choice.set_options(editor.names(), editor.name)
        self.base_choice.value = editor.name
        self.description.text = describe_base(editor)
        self.tabs.marks = editor.groups_changed()
        for row in self.rows.rows:
            row.marked = editor.differs(row.key)
        self.reset_button.enabled = editor.rules.options() != editor.preset_rules.options()
        self.delete_button.enabled = editor.is_saved_set()
        self.use_button.enabled = not editor.changed and editor.name != self.preferences.rules
        if self.size != (0, 0):
            self.place()  # the buttons' words may have changed

    # What the player does -----------------------------------------------------------------

    def change(self, key: str, value: OptionValue) -> None:
        """One option changed by its control; the engine may refuse it."""
        self.message = None
        try:
            self.editor.change(key, value)
            self.error = None
        except RulesError as error:
            self.error = tr("Not changed: {reason}", reason=refusal(error, self.editor))
            self._sync()
        self._refresh()

    def _base_chosen(self, name: str) -> None:
        self.message = None
        try:
            self.editor.choose(name)
            self.error = None
        except RulesError as error:
            if not self._set_aside_broken(name):
                self.error = unusable(name, error, self.editor)
        self._sync()
        self._refresh()

    def _set_aside_broken(self, name: str) -> bool:
        """After rule set ``name`` failed to load: move aside every saved set that cannot
        be used, with a notice, and start from the preset beneath ``name`` if it was one of
        them (True). The next game's rules follow when they were moved aside too."""
        chosen = self.preferences.rules
        fallbacks, notices = set_aside_broken({name, chosen})
        self.notices.tell(notices)
        if chosen in fallbacks:
            self._set_next_game(fallbacks[chosen])
        if name not in fallbacks:
            return False
        self.editor.choose(fallbacks[name])
        self.error = None
        return True

    def reset(self) -> None:
        self.editor.reset()
        self.error = None
        self.message = tr(
            "Every option is back to the preset {name}.", name=rule_set_title(self.editor.preset)
        )
        self._sync()
        self._refresh()

    def use(self) -> None:
        if self.editor.changed:
            return
        self._set_next_game(self.editor.name)
        self.error = None
        self.message = tr(
            "The next game is played with {name}.", name=self.base_label(self.editor.name)
        )
        self._refresh()

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def _set_next_game(self, name: str) -> None:
        self.store.update(rules=name)

    def back(self) -> None:
        if not self.editor.changed:
            self.on_back()
            return
        name = self.base_label(self.editor.name)
        self._open_dialog(leave_dialog(name, self.close_dialog, self.on_back))

    def ask_save(self) -> None:
        typed = self.editor.name if self.editor.is_saved_set() else ""
        self.save_name = SaveName()
        self._open_dialog(save_dialog(typed, self.close_dialog, self.save))

    def save(self) -> None:
        """Save under the name typed in the dialog, after checking it."""
        dialog = self.dialog
        if dialog is None or dialog.field is None:
            return
        name = dialog.field.text.strip()
        problem = self.save_name.problem(name, self.editor.names(), self.editor.name)
        if problem:
            dialog.error = problem
            return
        try:
            notice = self.editor.save(name)
        except RulesError as error:
            dialog.error = say_error(error)
            return
        if notice is not None:
            dialog.error = str(notice)
            return
        self.close_dialog()
        self._set_next_game(name)
        self.error = None
        self.message = tr("Saved as {name}; the next game is played with it.", name=name)
        self._sync()
        self._refresh()

    def ask_delete(self) -> None:
        if not self.editor.is_saved_set():
            return
        self._open_dialog(delete_dialog(self.editor.name, self.close_dialog, self.delete))

    def delete(self) -> None:
        dialog = self.dialog
        name = self.editor.name
        try:
            notice = self.editor.delete()
        except RulesError as error:
            notice = None
            self.error = say_error(error)
        if notice is not None and dialog is not None:
            dialog.error = str(notice)
            return
        self.close_dialog()
        if self.preferences.rules == name:
            self._set_next_game(self.editor.preset)
        self.message = tr("The rule set {name} is deleted.", name=name)
        self._sync()
        self._refresh()

    def _open_dialog(self, dialog: Dialog) -> None:
        self.dialog = dialog
        if self.size != (0, 0):
            dialog.layout(self.size)

    def close_dialog(self) -> None:
        self.dialog = None

    # The scene ----------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.tabs, visible=False)
        self.notices.flush()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            return self.dialog.handle_event(event)
        lines = scroll_lines(event)
        if lines:
            self.rows.scroll(lines)
            return True
        consumed = self.focus.handle_event(event)
        if event.type == pygame.KEYDOWN:
            self.rows.reveal(self.focus.focused)
            if not consumed and menu_key(event) is MenuKey.BACK:
                self.back()
                return True
        return consumed

    def update(self, dt: float) -> None:
        if self.dialog is not None:
            self.dialog.update(dt)
        self.focus.update(dt)

    def place(self) -> None:
        """The layout for the window and the buttons' words, applied to the widgets."""
        layout = place_settings(self.size, [button.text for button in self.buttons])
        self.layout = layout
        self.base_choice.rect = layout.base_choice.copy()
        self.description.text_size = layout.small_size
        self.description.max_lines = DESCRIPTION_LINES
        self.description.rect = layout.description.copy()
        self.tabs.rect = layout.tabs.copy()
        self.rows.configure(layout.rows.copy(), layout.row_sizes)
        for button, rect in zip(self.buttons, layout.buttons, strict=True):
            button.rect = rect.copy()

    def _laid_out(self) -> SettingsLayout:
        if self.layout is None:
            raise RuntimeError("the house-rules menu has no layout before on_resize")
        return self.layout

    # The places the layout gives, by the names callers (and tests) read them.

    @property
    def panel(self) -> pygame.Rect:
        return self._laid_out().panel

    @property
    def small_size(self) -> int:
        return self._laid_out().small_size

    @property
    def places(self) -> dict[str, pygame.Rect]:
        """The layout's places without a widget, by name."""
        layout = self._laid_out()
        return {
            "heading": layout.heading,
            "next_game": layout.next_game,
            "caption": layout.caption,
            "status": layout.status,
        }

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("House rules"), layout.heading_size)
        surface.blit(heading, heading.get_rect(midleft=layout.heading.midleft))
        next_game, small = layout.next_game, layout.small_size
        line = fit_text(self.next_game_line(), small, next_game.width, theme.HIGHLIGHT)
        surface.blit(line, line.get_rect(midright=next_game.midright))
        draw_panel(surface, layout.panel, radius=layout.panel_radius)
        caption = text_image(tr("Start from"), layout.caption_size, theme.TEXT_DIM)
        surface.blit(caption, layout.caption)
        self.rows.draw(surface)
        window = surface.get_rect()
        for widget in self.focus.widgets:
            if widget.rect.colliderect(window):
                widget.draw(surface)
        self.description.draw(surface)
        text, colour = self.status()
        draw_wrapped(surface, text, small, layout.status, colour, STATUS_LINES)
        if self.dialog is not None:
            self.dialog.draw(surface)
