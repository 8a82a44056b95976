"""callabra's capture with two hand cards at the table: a drop of either card on the table
card they sum to offers it, in the chooser when the drop has other meanings too."""

from __future__ import annotations

from table_helpers import PAIR_POSITION, parts

from cassino.engine.cards import Card
from cassino.engine.moves import format_move
from cassino.game.seats import Seat
from cassino.game.turn_options import TurnOptions
from cassino.ui.table.drop import moves_for_drop

POSITION = PAIR_POSITION


def test_dropping_the_second_card_of_the_pair_plays_it_at_once() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    state = table.session.state
    nine = state.table[1]  # the table is kept in order: 7♥ 9♠
    result = moves_for_drop(TurnOptions.of(state), Card("5c"), nine)
    assert [format_move(move) for move in result.moves] == ["4d with 5c takes 9s"]
    table.controller.moves.resolve(result, Card("5c"))
    assert table.overlays.asked == [] and len(table.session.history) == 1
    after = table.session.state
    assert {card.code for card in after.captured[0]} == {"4d", "5c", "9s"}
    assert [card.code for card in after.hands[0]] == ["Kh"]


def test_a_drop_that_could_also_build_offers_the_pair_in_the_chooser() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    state = table.session.state
    # 4♦ on 9♠: take it with 4♦ and 5♣, or build 13 on it holding the K♥.
    table.controller.moves.resolve(
        moves_for_drop(TurnOptions.of(state), Card("4d"), state.table[1]), Card("4d")
    )
    assert table.overlays.asked == ["choose"]
    title, labels, pick = table.overlays.choices[0]
    assert title == "What will 4♦ do?"
    assert labels[0] == "Take 9♠ with 4♦ and 5♣"
    assert len(labels) == 2 and labels[1].startswith("Build 13")
    pick(0)
    assert len(table.session.history) == 1
    assert [card.code for card in table.session.state.hands[0]] == ["Kh"]
