"""The last finished game, kept for the title's replay; a broken file is set aside."""

from __future__ import annotations

import json

import pytest
from play_helpers import play_to_the_end

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.userdata import locations
from cassino.userdata.last_game import FinishedGame, load_finished, save_finished
from cassino.userdata.presets import load

pytestmark = pytest.mark.usefixtures("user_dirs")


def a_finished_game() -> FinishedGame:
    seats = [Seat("Ana"), Seat("Ben", "computer", "greedy")]
    session = GameSession(load("classic").with_options(target=5), seats, 3)
    play_to_the_end(session)
    session.close()
    return FinishedGame(("Ana", "Ben"), (0,), tuple(session.rounds))


def test_a_finished_game_round_trips() -> None:
    game = a_finished_game()
    assert save_finished(game) is None
    assert load_finished() == (game, None)


def test_a_last_game_with_an_illegal_move_is_set_aside() -> None:
    save_finished(a_finished_game())
    path = locations.last_game_file()
    data = json.loads(path.read_text(encoding="utf-8"))
    first = data["rounds"][0]["moves"][0]
    data["rounds"][0]["moves"].insert(0, first)  # the same card played twice
    path.write_text(json.dumps(data), encoding="utf-8")
    game, notice = load_finished()
    assert game is None and notice is not None
    assert not path.exists() and list(path.parent.glob("last_game.json.broken-*"))
