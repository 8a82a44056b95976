"""The in-game menu over a real flow (dummy driver): it opens from the table, asks before
anything that ends the game, keeps the game resumable on the way to the title, changes
the table's settings in the preferences; and the end of a game shows the last round's
summary, with who took the cards left, before the game-over screen."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pygame
import pytest
from flow_helpers import frames, short_game

from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.flow import GameFlow
from cassino.ui.screens.game_menu.scene import GameMenuScene
from cassino.ui.screens.game_over.scene import GameOverScene
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.ui.table_scene import TableScene
from cassino.userdata.presets import load
from cassino.userdata.saves import load_game

pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture
def flow() -> Iterator[GameFlow]:
    with short_game((1280, 800), 60) as started:
        yield started


def key(flow: GameFlow, code: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    frames(flow, 5)


def menu_of(flow: GameFlow) -> GameMenuScene:
    top = flow.app.stack.top
    assert isinstance(top, GameMenuScene)
    return top


def test_escape_opens_the_menu_and_again_closes_it(flow: GameFlow) -> None:
    key(flow, pygame.K_ESCAPE)
    menu_of(flow)
    key(flow, pygame.K_ESCAPE)
    assert isinstance(flow.app.stack.top, TableScene)


def test_concede_asks_first_and_then_ends_the_game_as_lost(flow: GameFlow) -> None:
    key(flow, pygame.K_F10)
    menu = menu_of(flow)
    assert menu.concede_button is not None
    menu.concede_button.activate()
    question = flow.app.stack.top
    assert isinstance(question, ChooserScene) and "Concede" in question.title
    key(flow, pygame.K_ESCAPE)  # keep playing: nothing happened
    assert flow.table is not None and flow.table.session.outcome is None
    menu.concede_button.activate()
    key(flow, pygame.K_1)  # yes
    frames(flow, 30)
    session = flow.table.session
    assert session.outcome is not None and session.outcome.winner == 1
    assert isinstance(flow.app.stack.top, RoundSummaryScene)  # the last round first
    flow.app.stack.top.continue_button.activate()
    frames(flow, 5)
    assert isinstance(flow.app.stack.top, GameOverScene)
    assert load_game() == (None, None)  # a finished game is no longer offered to resume


def test_quit_to_title_keeps_the_game_to_resume(flow: GameFlow) -> None:
    assert flow.table is not None
    position = flow.table.session.state
    key(flow, pygame.K_ESCAPE)
    menu_of(flow).title_button.activate()
    frames(flow, 5)
    title = flow.app.stack.top
    assert isinstance(title, TitleScene) and title.resume_button is not None
    saved, _ = load_game()
    assert saved is not None and saved.position == position


def test_the_menus_settings_change_the_table_and_the_preferences(flow: GameFlow) -> None:
    key(flow, pygame.K_ESCAPE)
    menu = menu_of(flow)
    menu.hints_button.activate()
    menu.sound_button.activate()
    menu.speed_button.activate()
    assert flow.table is not None and not flow.table.help_allowed()[0]
    assert flow.preferences.hints_allowed is False and flow.preferences.muted is True
    assert flow.sounds.muted and flow.preferences.animation_speed != "normal"


def test_the_menu_switches_the_table_s_theme_and_the_felt_follows(flow: GameFlow) -> None:
    from cassino.ui import themes

    key(flow, pygame.K_ESCAPE)
    menu = menu_of(flow)
    assert menu.theme_button.text == "Table: Green baize"
    try:
        menu.theme_button.activate()
        assert flow.preferences.table_theme == "blue" and menu.theme_button.text == "Table: Blue"
        assert themes.in_force()[0] == themes.THEMES["blue"]  # in force at once
        key(flow, pygame.K_ESCAPE)
        window = pygame.display.get_surface()
        assert window is not None
        edge = window.get_at((3, window.get_height() // 2))  # the felt at the window's edge
        assert edge[2] > edge[1]  # blue cloth, not green
    finally:
        themes.use()


def test_the_games_end_shows_the_last_round_and_who_took_the_cards_left(flow: GameFlow) -> None:
    assert flow.table is not None
    session = flow.table.session
    while session.outcome is None:
        top = flow.app.stack.top
        if isinstance(top, RoundSummaryScene):
            top.continue_button.activate()
        elif session.awaiting == "human" and flow.table.controller.my_turn():
            flow.table.controller.moves.commit(session.state.legal_moves()[-1])
        frames(flow, 10)
    frames(flow, 30)
    summary = flow.app.stack.top
    assert isinstance(summary, RoundSummaryScene) and session.outcome is not None
    assert summary.replay_button is not None
    assert summary.note.startswith(("Ana", "Robot", "You", "The"))  # how the game ended
    if session.leftovers is not None:
        seat, _ = session.leftovers
        assert summary.leftovers_note.startswith(session.name(seat))
        assert "left on the table" in summary.leftovers_note
        assert summary.notes == [summary.note, summary.leftovers_note]


def test_the_aids_follow_the_preference_and_the_menu_turns_them_on_for_good(
    flow: GameFlow,
) -> None:
    table = flow.table
    assert table is not None and table.model.counting_aid and table.model.sweep_warning
    key(flow, pygame.K_ESCAPE)
    menu = menu_of(flow)
    menu.counting_button.activate()
    menu.sweeps_button.activate()
    menu.why_not_button.activate()
    assert not table.model.counting_aid and not table.model.sweep_warning
    assert not table.model.why_not and flow.preferences.why_not == "off"
    assert table.stage.layout is not None and table.stage.layout.aid_panel is None
    assert (flow.preferences.counting_aid, flow.preferences.sweep_warning) == ("off", "off")
    menu.counting_button.activate()  # back on: remembered as on, in every game
    assert table.model.counting_aid and flow.preferences.counting_aid == "on"
    assert table.stage.layout is not None and table.stage.layout.aid_panel is not None


def test_against_the_expert_the_aids_are_off_unless_chosen(flow: GameFlow) -> None:
    seats = (Seat("Ana"), Seat("Robot", "computer", "expert"))
    flow.start(GameConfig(load("classic"), seats, 9))
    table = flow.table
    assert table is not None and not table.model.counting_aid and not table.model.sweep_warning
    flow.apply(replace(flow.preferences, counting_aid="on"))
    flow.start(GameConfig(load("classic"), seats, 10))
    assert flow.table is not None and flow.table.model.counting_aid
    assert not flow.table.model.sweep_warning
    flow.table.session.close()
    table.session.close()


def test_a_networked_games_hints_and_undo_are_the_hosts_not_the_menus(flow: GameFlow) -> None:
    from cassino.ui.table.policy import TablePolicy

    assert flow.table is not None
    hosts = TablePolicy(hints_allowed=False, undo_allowed=False, set_by_host=True)
    table = flow._new_table(flow.table.session, hosts, [])  # as a guest's table is made
    flow.table = table
    flow.app.stack.clear()
    flow.app.stack.push(table)
    frames(flow, 5)
    table.controller.aids.hint()
    assert table.model.message is not None
    assert table.model.message.words == "The host has not allowed hints in this game"
    table.controller.aids.undo()
    assert table.model.message.words == "A networked game has no undo"
    before = flow.preferences
    key(flow, pygame.K_ESCAPE)
    menu = menu_of(flow)
    assert not menu.hints_button.enabled and not menu.undo_button.enabled
    menu.sound_button.activate()  # another setting changed: hints and undo stay as they were
    assert flow.preferences.hints_allowed == before.hints_allowed
    assert flow.preferences.undo_allowed == before.undo_allowed
    assert table.help_allowed() == (False, False)


def test_the_hosts_menu_lets_a_computer_play_for_a_friend_who_is_away(flow: GameFlow) -> None:
    from cassino.ui.screens.game_menu.actions import open_game_menu

    table = flow.table
    assert table is not None
    session = table.session
    key(flow, pygame.K_ESCAPE)
    assert menu_of(flow).stand_in_button is None  # nobody is away in a local game
    key(flow, pygame.K_ESCAPE)
    away = 1 - session.humans()[0]
    session.away = lambda: (away,)  # type: ignore[method-assign]  # as a guest's session says
    asked: list[int] = []
    open_game_menu(flow, flow.context, table, hosting=True, computer_for=asked.append)
    frames(flow, 2)
    menu = menu_of(flow)
    assert menu.stand_in_button is not None
    assert menu.stand_in_button.text == f"A computer plays for {session.name(away)}"
    menu.stand_in_button.activate()
    assert asked == [away] and flow.app.stack.top is table
