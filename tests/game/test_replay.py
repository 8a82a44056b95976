"""The replay walks the recorded rounds through the engine, forward and back."""

from __future__ import annotations

import pytest
from play_helpers import play_to_the_end

from cassino.game.replay import ReplayCursor
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.table.describe import log_lines
from cassino.userdata.presets import load


def finished_game() -> GameSession:
    seats = [Seat("Ana", "computer", "greedy"), Seat("Ben", "computer", "greedy")]
    session = GameSession(load("classic").with_options(target=11), seats, 5)
    play_to_the_end(session)
    session.close()
    return session


def test_the_replay_reaches_every_position_the_game_went_through() -> None:
    session = finished_game()
    cursor = ReplayCursor(session.rounds, ["Ana", "Ben"], round_index=len(session.rounds) - 1)
    assert cursor.step == 0 and cursor.state == session.rounds[-1].start
    while cursor.forward():
        pass
    assert cursor.state == session.state  # the last round's end, as the game ended
    assert cursor.awaiting == "round_end" and not cursor.forward()
    assert len(cursor.log) == cursor.moves
    assert log_lines(cursor.log)[0].startswith(("Ana ", "Ben "))
    cursor.back()
    assert cursor.step == cursor.moves - 1
    cursor.to_start()
    assert cursor.state == session.rounds[-1].start and cursor.last_effect is None


def test_rounds_can_be_changed_and_each_starts_at_its_deal() -> None:
    session = finished_game()
    assert len(session.rounds) >= 2
    cursor = ReplayCursor(session.rounds, ["Ana", "Ben"])
    cursor.to_end()
    assert cursor.to_round(1) and cursor.step == 0
    assert cursor.state == session.rounds[1].start
    assert not cursor.to_round(len(session.rounds))  # there is no such round


def test_the_replay_opens_just_after_a_given_move_of_a_given_round() -> None:
    session = finished_game()
    cursor = ReplayCursor(session.rounds, ["Ana", "Ben"])
    cursor.to_move(1, 4)
    assert (cursor.round_index, cursor.step) == (1, 5)
    assert cursor.log[-1].ply == 4  # the move list marks that move
    before = session.rounds[1].start
    for move in session.rounds[1].moves[:4]:
        before = before.apply(move)
    cursor.back()
    assert cursor.state == before  # one step back: the position it was chosen in
    with pytest.raises(ValueError, match="no move 99 in round 1"):
        cursor.to_move(1, 99)
    with pytest.raises(ValueError, match="no round 7"):
        cursor.to_move(7, 0)


def test_a_cursor_made_past_the_rounds_end_stays_at_its_end() -> None:
    session = finished_game()
    cursor = ReplayCursor(session.rounds, ["Ana", "Ben"], step=10_000)
    assert cursor.step == cursor.moves


def test_to_decision_shows_the_position_a_move_was_chosen_in() -> None:
    session = finished_game()
    cursor = ReplayCursor(session.rounds, ["Ana", "Ben"])
    cursor.to_decision(1, 4)
    before = session.rounds[1].start
    for move in session.rounds[1].moves[:4]:
        before = before.apply(move)
    assert (cursor.round_index, cursor.step) == (1, 4) and cursor.state == before
    assert cursor.forward() and cursor.log[-1].ply == 4  # forward: the move itself
