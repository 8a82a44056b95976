"""The controller's decisions: the chooser, the privacy screen, the computer's pace."""

from __future__ import annotations

from table_helpers import parts

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.game.turn_options import TurnOptions
from cassino.ui import theme
from cassino.ui.anim import tween
from cassino.ui.table.controller import COMPUTER_PAUSE
from cassino.ui.table.drop import moves_for_drop
from cassino.ui.table.intents import Command, SelectCard, ToggleItem
from cassino.ui.table.model import Mode


def test_an_ambiguous_play_asks_the_chooser_and_plays_nothing_until_answered() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    state = table.session.state
    table.controller.handle(SelectCard(Card("2h")))
    table.controller.handle(ToggleItem(state.table[-1]))  # the 6-build
    table.controller.handle(ToggleItem(state.table[0]))  # 3♣
    table.controller.handle(ToggleItem(state.table[1]))  # 5♦
    table.controller.handle(Command("play"))
    assert table.overlays.asked == []  # one meaning: built at once
    assert len(table.session.history) == 1


def test_a_drop_with_two_meanings_opens_the_chooser() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    build = table.session.state.table[-1]
    # 2♥ dropped on the 6-build: raise it to 8, or build a double 8 with 3♣ 5♦.
    table.controller.moves.resolve(
        moves_for_drop(TurnOptions.of(table.session.state), Card("2h"), build), Card("2h")
    )
    assert table.overlays.asked == ["choose"]
    title, labels, pick = table.overlays.choices[0]
    assert title == "What will 2♥ do?" and len(labels) == 2
    assert table.session.history == [] and table.model.mode is Mode.CHOOSING
    pick(0)
    assert len(table.session.history) == 1 and table.model.mode is Mode.IDLE


def test_hot_seat_asks_for_privacy_before_showing_the_next_hand() -> None:
    table = parts([Seat("Ana"), Seat("Ben")])
    table.settle()
    assert table.overlays.asked == ["privacy:Ana"] and table.model.hands_hidden
    table.overlays.ready[0]()
    assert not table.model.hands_hidden
    table.controller.handle(SelectCard(Card("9c")))
    table.controller.handle(Command("play"))  # a trail
    table.settle()
    assert table.overlays.asked[-1] == "privacy:Ben" and table.model.hands_hidden
    table.overlays.ready[-1]()
    assert table.model.viewer == 1 and not table.model.hands_hidden


def test_the_computer_moves_no_sooner_than_its_pause() -> None:
    tween.set_speed_setting("normal")
    position = {
        "to_move": 1,
        "hands": [["8s", "2h"], ["6h", "Kc"]],
        "table": ["3c", "5d"],
    }
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], position)
    table.settle(0.1)  # thinking has begun
    assert table.controller.thinking is not None
    table.controller.thinking.result(timeout=10)
    table.controller.update(COMPUTER_PAUSE / 2)
    assert table.session.history == []  # its answer is known, but it seems to think
    table.controller.update(COMPUTER_PAUSE)
    assert len(table.session.history) == 1


def test_call_out_asks_first() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    table.session.rules = table.session.rules.with_options(call_out=True)
    table.controller.handle(Command("call"))
    assert table.overlays.asked == ["confirm"] and table.session.outcome is None
    table.overlays.confirms[0][1]()
    assert table.session.outcome is not None


def test_hot_seat_shows_the_move_landed_then_hides_it_and_tells_what_the_others_did() -> None:
    from cassino.ui.table.controller import LANDED_PAUSE

    tween.set_speed_setting("normal")
    position = {
        "to_move": 0,
        "hands": [["9c", "2h"], ["4d", "Kc"], ["7s", "Qh"]],
        "table": ["3c", "5d"],
    }
    table = parts([Seat("Ana"), Seat("Ben"), Seat("Cleo")], position)
    table.settle()
    assert table.overlays.asked == ["privacy:Ana"]
    assert table.overlays.recaps[0] == []  # nothing has happened yet
    for seat, card in enumerate(("9c", "4d", "7s")):
        table.overlays.ready[-1]()
        table.controller.handle(SelectCard(Card(card)))
        table.controller.handle(Command("play"))  # each trails
        table.animator.finish_all()
        table.controller.update(LANDED_PAUSE / 2)
        # The move is shown where it landed before the next person's privacy screen.
        assert not table.model.hands_hidden and table.model.viewer == seat
        table.settle(LANDED_PAUSE + 0.2)
        assert table.model.hands_hidden
    assert table.overlays.asked == ["privacy:Ana", "privacy:Ben", "privacy:Cleo", "privacy:Ana"]
    assert table.overlays.recaps[1] == ["Ana trailed 9♣"]
    assert table.overlays.recaps[2] == ["Ana trailed 9♣", "Ben trailed 4♦"]
    assert table.overlays.recaps[3] == ["Ben trailed 4♦", "Cleo trailed 7♠"]  # not her own


def test_a_table_card_that_cannot_join_the_selection_is_not_added_and_the_banner_says_why() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    table.model.why_not = True
    state = table.session.state  # hand 8♠ 2♥ 9♣ 5♥; table 3♣ 5♦ 7♦ and a 6-build
    table.controller.handle(SelectCard(Card("8s")))
    table.controller.handle(ToggleItem(state.table[0]))  # 3♣: with 5♦ it makes 8
    assert table.model.selected_items == [state.table[0]]
    table.controller.handle(ToggleItem(state.table[2]))  # 7♦: 8♠ can do nothing with it
    assert table.model.selected_items == [state.table[0]]
    assert table.model.message is not None
    assert table.model.message.words == "Those cards do not split into groups worth 8 for 8♠"
    table.controller.handle(ToggleItem(state.table[1]))  # 5♦ joins
    assert table.model.selected_items == [state.table[0], state.table[1]]
    # Before Play, the banner says what Play will do with the cards chosen.
    assert table.model.message is not None
    assert table.model.message.words.startswith("Play (Enter): ")
    assert "3♣" in table.model.message.words and "5♦" in table.model.message.words
    table.controller.handle(ToggleItem(state.table[1]))  # and without 5♦…
    table.controller.handle(ToggleItem(state.table[0]))  # …or 3♣: a trail again
    assert table.model.message.words.startswith("Click the cards to use")


def test_with_why_not_off_a_table_card_joins_and_the_play_is_refused_with_its_reason() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    state = table.session.state
    table.controller.handle(SelectCard(Card("8s")))
    table.controller.handle(ToggleItem(state.table[2]))  # 7♦ is chosen all the same
    assert table.model.selected_items == [state.table[2]] and table.model.message is not None
    assert "Click the cards" in table.model.message.words  # no "why not" said
    table.controller.command("play")
    assert table.session.history == [] and table.model.message is not None
    assert table.model.message.colour == theme.DROP_BAD


def test_hot_seat_the_banner_says_the_cards_are_being_hidden_not_whose_turn_it_is() -> None:
    """For the landed pause after Ana's move the banner said "Ben to play" while Ana's
    hand was still face up: Ben looked, and saw it."""
    from types import SimpleNamespace

    from cassino.ui.table.controller import LANDED_PAUSE
    from cassino.ui.table.view import status

    tween.set_speed_setting("normal")
    position = {"to_move": 0, "hands": [["9c", "2h"], ["4d", "Kc"]], "table": ["3c", "5d"]}
    table = parts([Seat("Ana"), Seat("Ben")], position)
    table.settle()
    table.overlays.ready[-1]()  # Ana's hand shown
    table.controller.handle(SelectCard(Card("9c")))
    table.controller.handle(Command("play"))
    table.animator.finish_all()
    table.controller.update(LANDED_PAUSE / 2)
    assert not table.model.hands_hidden and table.model.viewer == 0  # Ana's cards still up
    view = SimpleNamespace(
        model=table.model, session=table.session, may_pluck=False, scripted=False
    )
    assert status(view)[0] == "Hiding Ana's cards…"  # type: ignore[arg-type]
    table.settle(LANDED_PAUSE + 0.2)
    assert table.model.hands_hidden


def test_the_computer_is_said_to_think_only_when_it_thinks_past_its_pause() -> None:
    """ "Robot is thinking…" flashed for the 0.7 s every computer move waits (in every
    lesson too); it is said now only when the move takes longer than that."""
    from types import SimpleNamespace

    from cassino.ui.table.controller import COMPUTER_PAUSE, THINKING_SAID_AFTER
    from cassino.ui.table.view import status

    tween.set_speed_setting("normal")
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], {
        "to_move": 1, "hands": [["9c", "2h"], ["4d", "Kc"]], "table": ["3c", "5d"],
    })  # fmt: skip
    controller = table.controller

    def words() -> str:
        view = SimpleNamespace(
            model=table.model, session=table.session, may_pluck=False, scripted=False,
            thinking_long=controller.thinking_long(),
        )  # fmt: skip
        return status(view)[0]  # type: ignore[arg-type]

    controller.update(0.01)  # the computer starts thinking
    assert controller.thinking is not None
    assert words() == "Robot to play"
    controller.thinking.result(timeout=10)  # its move is ready long before the pause ends
    controller.update(COMPUTER_PAUSE / 2)
    assert words() == "Robot to play" and controller.thinking is not None
    controller.thought_for = COMPUTER_PAUSE + THINKING_SAID_AFTER  # as if it took that long
    assert words() == "Robot is thinking…"
