"""The in-game menu opened over a table, with what each of its buttons does there: the
rules sheet, the table's settings (applied now and kept in the preferences), a new game,
the same game again, the title, conceding."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cassino.preferences import Aid
from cassino.ui.menus.game_menu import GameMenuActions, GameMenuScene, TableSettings
from cassino.ui.menus.rules_sheet import RulesSheetScene

if TYPE_CHECKING:
    from cassino.ui.flow import GameFlow
    from cassino.ui.table_scene import TableScene


def open_game_menu(flow: GameFlow, table: TableScene) -> None:
    """Esc, F10 or Menu at the table: the in-game menu over it."""
    session = table.session
    prefs = flow.preferences
    settings = TableSettings(
        muted=flow.sounds.muted,
        speed=prefs.animation_speed,
        hints=table.controller.aids.hints_allowed,
        undo=table.controller.aids.undo_allowed,
        counting_aid=table.model.counting_aid,
        sweep_warning=table.model.sweep_warning,
    )

    def change(new: TableSettings) -> None:
        table.controller.aids.hints_allowed = new.hints
        table.controller.aids.undo_allowed = new.undo
        model = table.model
        counting, sweeps = model.counting_aid, model.sweep_warning  # before this change
        if (new.counting_aid, new.sweep_warning) != (counting, sweeps):
            table.set_aids(new.counting_aid, new.sweep_warning)
        # An aid turned on or off here stays so in every game from now on.
        preferences = replace(
            flow.preferences,
            muted=new.muted,
            animation_speed=new.speed,
            hints_allowed=new.hints,
            undo_allowed=new.undo,
        )
        if new.counting_aid != counting:
            preferences = replace(preferences, counting_aid=_aid(new.counting_aid))
        if new.sweep_warning != sweeps:
            preferences = replace(preferences, sweep_warning=_aid(new.sweep_warning))
        flow.apply(preferences)

    def rules() -> None:
        flow.app.stack.push(RulesSheetScene(session.rules, on_back=flow.pop))

    def restart() -> None:
        if flow.config is not None:
            flow.start(flow.config)

    humans = session.humans()
    concede = (lambda: session.concede(humans[0])) if len(humans) == 1 else None

    def conceded() -> None:
        flow.app.stack.pop()  # the menu; the table then shows the end of the game
        if concede is not None:
            concede()

    actions = GameMenuActions(
        rules=rules,
        settings=change,
        new_game=flow.new_game,
        restart=restart,
        quit_to_title=flow.title,
        concede=conceded if concede is not None else None,
    )
    flow.app.stack.push(GameMenuScene(settings, actions))


def _aid(on: bool) -> Aid:
    return "on" if on else "off"
