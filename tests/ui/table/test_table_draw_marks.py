"""In draw, the card just drawn is marked in the hand for a moment and the log says a
card was drawn (which one stays the drawer's secret)."""

from __future__ import annotations

from table_helpers import table_scene

from cassino.engine.cards import Card
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.table.describe import log_lines
from cassino.ui.table.model import FRESH_TIME
from cassino.userdata.presets import load, position_from_json


def test_the_card_drawn_is_marked_and_the_log_counts_it() -> None:
    position = {
        "rules": "draw",
        "to_move": 0,
        "hands": [["9s", "2h", "3h", "4h"], ["Kd", "2c", "3c", "4c"]],
        "table": ["Qh"],
        "stock": ["5s", "6s", "7s"],
    }
    session = GameSession(load("draw"), [Seat("You"), Seat("Ben", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    scene, stack = table_scene(session, frames=0)
    trail = next(move for move in session.state.legal_moves() if str(move) == "9s trails")
    scene.controller.moves.commit(trail)
    assert log_lines(session.log)[0] == "You trailed 9♠ and you drew a card"
    assert set(scene.model.fresh) == {Card("5s")}
    for _ in range(round(FRESH_TIME * 60) + 5):
        stack.update(1 / 60)
    assert scene.model.fresh == {}
    session.close()
