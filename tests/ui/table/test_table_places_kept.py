"""Table items keep their order between moves: the engine keeps its table sorted, the
table shows the items in the order they came, and a new card goes to the end of the row."""

from __future__ import annotations

from table_helpers import parts

from cassino.engine.cards import Card
from cassino.engine.table import Build
from cassino.game.seats import Seat
from cassino.ui.table.placement import stable_order


def test_a_trailed_card_goes_last_and_the_others_stay_where_they_were() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")])
    before = {code: table.animator.rect_of(Card(code)).copy() for code in ("3c", "5d", "7d")}
    trail = next(m for m in table.session.state.legal_moves() if str(m) == "2h trails")
    table.session.play(trail)  # the helper's listener lays the table out again
    table.settle(1.0)
    shown = table.stage.shown
    assert shown[-1] == Card("2h")  # the engine sorts it first
    assert table.session.state.table[0] == Card("2h")
    # The row stays centred, so it may slide as a whole; no card changes its neighbours.
    shifts = {table.animator.rect_of(Card(code)).x - rect.x for code, rect in before.items()}
    assert len(shifts) == 1
    assert table.animator.rect_of(Card("2h")).x > table.animator.rect_of(Card("7d")).x


def test_a_raised_build_keeps_the_place_of_the_build_it_grew_from() -> None:
    old = (Card("9c"), Build((Card("2c"), Card("4s")), 6, 1, False), Card("3d"))
    new = (Card("3d"), Build((Card("2c"), Card("2h"), Card("4s")), 8, 0, False), Card("9c"))
    assert stable_order(old, new) == (new[2], new[1], new[0])
    assert stable_order((), new) == new  # a new deal: the engine's order


def _live_table():  # type: ignore[no-untyped-def]
    from table_helpers import POSITION, table_scene

    from cassino.game.session import GameSession
    from cassino.userdata.presets import load, position_from_json

    seats = [Seat("You"), Seat("Robot", "computer", "greedy")]
    session = GameSession(load("classic"), seats, 3)
    session.start_from(position_from_json(POSITION))
    scene, stack = table_scene(session)
    return session, scene, stack


def test_an_undo_and_a_resume_show_the_table_as_it_was_seen() -> None:
    from table_helpers import table_scene

    from cassino.game.session import GameSession

    session, scene, stack = _live_table()
    first = tuple(scene.stage.shown)
    session.play(next(m for m in session.state.legal_moves() if str(m) == "2h trails"))
    for _ in range(300):  # the Robot answers
        stack.update(1 / 60)
    assert len(session.history) == 2
    seen = tuple(scene.stage.shown)
    assert seen != tuple(session.state.table)  # the engine sorts; the table does not
    resumed = GameSession.resume(session.saved())
    again, _ = table_scene(resumed, frames=1)
    assert tuple(again.stage.shown) == seen  # a resume shows it as it was left
    resumed.close()
    assert session.undo(0)
    stack.update(1 / 60)
    assert tuple(scene.stage.shown) == first  # as it was before the player's move
    session.close()
