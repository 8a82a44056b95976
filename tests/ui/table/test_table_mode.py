"""The table does one thing at a time with the player's input (issue 57): its mode, where
scattered flags (a drag set or not, an overlay open or not) once said it."""

from __future__ import annotations

from cassino.engine.cards import Card
from cassino.ui.table.model import Drag, Mode, TableModel


def test_a_held_card_is_dragging_until_let_go() -> None:
    model = TableModel(viewer=0, hands_hidden=False)
    assert model.mode is Mode.IDLE and not model.asking
    drag = Drag(Card("8s"), (5, 5), (100, 100))
    model.hold(drag)
    assert model.mode is Mode.DRAGGING and model.drag is drag
    assert model.let_go() is drag
    assert model.mode is Mode.IDLE and model.drag is None
    assert model.let_go() is None  # nothing held: nothing to let go


def test_a_question_drops_the_held_card_and_waits_for_its_answer() -> None:
    model = TableModel(viewer=0, hands_hidden=False)
    model.hold(Drag(Card("8s"), (5, 5), (100, 100)))
    model.ask(Mode.CHOOSING)
    assert model.mode is Mode.CHOOSING and model.asking and model.drag is None
    model.answered()
    assert model.mode is Mode.IDLE
    model.ask(Mode.PRIVACY)
    assert model.asking
