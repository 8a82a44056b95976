"""A lesson on the real table, played through the table's own input: a drag or clicks
that make the right move advance it, a legal move it does not teach comes back with the
lesson's hint, an illegal try is explained in the engine's words, and the panel says so."""

from __future__ import annotations

import pygame
from lesson_helpers import Screen, card, lesson_screen

from cassino.engine.table import Build
from cassino.i18n import tr
from cassino.lessons import BY_ID
from cassino.ui.table.intents import Command, SelectCard, ToggleItem


def test_dragging_the_right_card_onto_its_pair_finishes_the_first_lesson() -> None:
    screen = lesson_screen("pairing")
    assert screen.scene.words().note is None
    screen.drag("7h", "7c")
    run = screen.scene.run
    assert [str(move) for move in run.session.history] == ["7h takes 7c"]
    assert run.finished and screen.scene.done
    assert screen.done == ["pairing"]
    words = screen.scene.words()
    assert words.note is not None and words.note.text == tr(BY_ID["pairing"].done)
    # "Well done!" over "Well done: the 7♥ …" said it twice; the label now says what ended.
    assert words.note.label == "Lesson complete"
    assert not words.note.text.startswith(words.note.label.rstrip("!"))
    assert screen.scene.next_button.visible
    # The computer has nothing to play: the lesson is over, the table stays still.
    screen.settle(120)
    assert len(run.session.history) == 1


def test_a_legal_move_the_lesson_does_not_teach_comes_back_with_the_hint() -> None:
    screen = lesson_screen("pairing")
    table = screen.scene.table
    screen.drag("Kd", screen.felt())
    run = screen.scene.run
    assert run.session.history == [] and run.step == 0
    note = screen.scene.words().note
    assert note is not None and note.text.startswith("That is a legal move")
    assert not screen.scene.next_button.visible and screen.done == []
    message = table.model.message
    assert message is not None and "lesson" in message.words
    screen.drag("7h", "7c")  # and the player tries again
    assert run.finished and screen.done == ["pairing"]


def test_an_illegal_try_is_explained_in_the_rules_words() -> None:
    screen = lesson_screen("owner_duty")
    screen.drag("Qh", screen.felt())
    run = screen.scene.run
    assert run.session.history == []
    assert run.said is not None and not run.said.legal
    note = screen.scene.words().note
    assert note is not None and note.label == tr("Not allowed") and "trail" in note.text


def test_clicking_a_card_that_cannot_join_is_explained_too() -> None:
    screen = lesson_screen("adding_up")
    controller = screen.scene.table.controller
    controller.handle(SelectCard(card("9c")))
    controller.handle(ToggleItem(card("8s")))
    run = screen.scene.run
    assert run.said is not None and not run.said.legal


def test_clicks_and_the_computers_reply_carry_a_lesson_of_two_steps() -> None:
    screen = lesson_screen("building")
    scene = screen.scene
    controller = scene.table.controller
    controller.handle(SelectCard(card("3c")))
    controller.handle(ToggleItem(card("5d")))
    controller.handle(Command("play"))
    assert scene.words().instruction == tr("The computer plays its card — watch the table.")
    screen.settle(240)  # the build lands, the computer trails its J♥
    history = [str(move) for move in scene.run.session.history]
    assert history == ["3c builds 8 on 5d", "Jh trails"]
    assert scene.run.step == 1 and "step 2 of 2" in scene.words().heading
    build = next(item for item in scene.run.session.state.table if isinstance(item, Build))
    controller.handle(SelectCard(card("8s")))
    controller.handle(ToggleItem(build))
    controller.handle(Command("play"))
    screen.settle()
    assert scene.done and screen.done == ["building"]


def test_the_scoring_lesson_ends_on_the_rounds_summary() -> None:
    from cassino.ui.screens.round_summary.scene import RoundSummaryScene

    screen = lesson_screen("scoring")
    screen.drag("Td", "Tc")
    screen.settle(240)
    screen.drag("5c", "5s")
    screen.settle(120)
    top = screen.stack.top
    assert isinstance(top, RoundSummaryScene)
    assert not screen.scene.done  # not before the summary is seen
    top.continue_button.activate()
    screen.settle(5)
    assert screen.scene.done and screen.done == ["scoring"]
    assert screen.scene.next_button.text == tr("Play a game against Easy")
    screen.scene.next_button.activate()
    assert screen.played == [True]


def test_next_skip_back_and_leave() -> None:
    screen = lesson_screen("raising")
    scene = screen.scene
    scene.skip_button.activate()
    scene.back_button.activate()
    assert screen.opened == ["owner_duty", "multiple_build"]
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    screen.stack.handle_event(escape)  # the table's menu key leaves the lesson
    scene.leave_button.activate()
    assert screen.left == [True, True]
    first = lesson_screen("pairing").scene
    assert not first.back_button.enabled and first.skip_button.enabled


def test_keys_play_the_table_and_enter_goes_on_once_done() -> None:
    screen = lesson_screen("pairing")
    scene = screen.scene

    def key(code: int) -> None:
        screen.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
        screen.settle(30)

    key(pygame.K_RIGHT)  # the first card of the hand: 2♣
    assert scene.table.model.selected_card == card("2c")
    key(pygame.K_RIGHT)
    key(pygame.K_TAB)  # the table's first card, 4♦ (the table is in rank order)
    key(pygame.K_TAB)  # then the 7♣
    key(pygame.K_SPACE)
    assert scene.table.model.selected_card == card("7h")
    assert scene.table.model.selected_items == [card("7c")]
    key(pygame.K_RETURN)
    screen.settle(120)
    assert scene.done and screen.opened == []
    key(pygame.K_RETURN)
    assert screen.opened == ["adding_up"]


def key(screen: Screen, code: int) -> None:
    screen.stack.handle_event(pygame.event.Event(pygame.KEYDOWN, {"key": code, "mod": 0}))
    screen.stack.update(1 / 60)


def test_f6_takes_the_keyboard_to_the_lessons_buttons_and_back() -> None:
    screen = lesson_screen("adding_up")  # the second lesson: Previous and Skip both work
    scene = screen.scene
    key(screen, pygame.K_F6)
    assert scene.focus.focused is scene.back_button and scene.back_button.show_focus
    key(screen, pygame.K_TAB)  # Next is hidden until the lesson is done
    assert scene.focus.focused is scene.skip_button
    key(screen, pygame.K_ESCAPE)  # back to the table, the lesson still open
    assert scene.focus.focused is None and screen.left == []
    key(screen, pygame.K_RIGHT)  # the table has the keys again: a hand card is chosen
    assert scene.table.model.selected_card is not None
    key(screen, pygame.K_F6)
    key(screen, pygame.K_TAB)
    key(screen, pygame.K_RETURN)  # Skip, pressed from the keyboard
    assert screen.opened == ["several_groups"]
