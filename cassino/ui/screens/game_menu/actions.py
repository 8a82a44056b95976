"""The in-game menu opened over a table, with what each of its buttons does there: the
rules sheet, the table's settings (applied now and kept in the preferences), a new game,
the same game again, the title, conceding."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from cassino.ui.screens.game_menu.scene import GameMenuActions, GameMenuScene, TableSettings
from cassino.ui.screens.rules.scene import RulesSheetScene
from cassino.userdata.preferences import AID_NAMES, Aid, AidName

if TYPE_CHECKING:
    from cassino.ui.navigator import AppContext, Navigator
    from cassino.ui.table_scene import TableScene


def open_game_menu(
    nav: Navigator,
    context: AppContext,
    table: TableScene,
    *,
    hosting: bool = False,
    computer_for: Callable[[int], None] | None = None,
) -> None:
    """Esc, F10 or Menu at the table: the in-game menu over it (``hosting``: a networked
    game hosted from this window, which ends for everyone when it is left, and where
    ``computer_for`` has a computer play for a friend who is away)."""
    session = table.session
    prefs = context.preferences
    model = table.model
    settings = TableSettings(
        muted=context.sounds.muted,
        speed=prefs.animation_speed,
        hints=table.help_allowed()[0],
        undo=table.help_allowed()[1],
        counting_aid=model.counting_aid,
        sweep_warning=model.sweep_warning,
        why_not=model.why_not,
        table_theme=prefs.table_theme,
    )

    help_fixed = table.help_set_by_host()

    def change(new: TableSettings) -> None:
        preferences = replace(
            context.preferences,
            muted=new.muted,
            animation_speed=new.speed,
            table_theme=new.table_theme,
        )
        if not help_fixed:  # a networked game's hints and undo are the host's, not saved
            table.allow_help(new.hints, new.undo)
            preferences = replace(preferences, hints_allowed=new.hints, undo_allowed=new.undo)
        # An aid turned on or off here stays so in every game from now on.
        aids: dict[AidName, Aid] = {}
        for name in AID_NAMES:
            wanted: bool = getattr(new, name)
            changed = wanted != getattr(model, name)
            aids[name] = ("on" if wanted else "off") if changed else getattr(preferences, name)
        preferences = replace(
            preferences,
            counting_aid=aids["counting_aid"],
            sweep_warning=aids["sweep_warning"],
            why_not=aids["why_not"],
        )
        table.set_aids(new.counting_aid, new.sweep_warning, new.why_not)
        context.store.change(preferences)  # used at once (the flow listens) and saved

    def rules() -> None:
        nav.push(RulesSheetScene(session.rules, on_back=nav.pop, images=context.images))

    humans = session.humans()
    networked = session.seats_elsewhere()
    alone = len(humans) == 1 and not networked
    concede = (lambda: session.concede(humans[0])) if alone else None

    def conceded() -> None:
        nav.pop()  # the menu; the table then shows the end of the game
        if concede is not None:
            concede()

    def talked() -> None:
        nav.pop()  # the menu; the table then asks which message
        table.controller.talk()

    away = session.away() if computer_for is not None else ()
    stand_in_seat = session.to_move if session.to_move in away else away[0] if away else None

    def stood_in() -> None:
        nav.pop()  # the menu; the table then shows the computer playing
        if computer_for is not None and stand_in_seat is not None:
            computer_for(stand_in_seat)

    actions = GameMenuActions(
        rules=rules,
        settings=change,
        new_game=nav.new_game,
        restart=None if networked else nav.restart,
        quit_to_title=nav.title,
        concede=conceded if concede is not None else None,
        networked=networked,
        hosting=hosting,
        talk=talked if networked else None,
        help_fixed=help_fixed,
        stand_in=stood_in if stand_in_seat is not None else None,
        stand_in_name=session.name(stand_in_seat) if stand_in_seat is not None else "",
    )
    nav.push(GameMenuScene(settings, actions))
