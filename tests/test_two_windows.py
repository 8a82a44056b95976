"""Two windows on the same user folders: the statistics take turns and lose no game
(concurrent writes lost 293 of 600 games), and preferences changed in one window do not
undo what the other changed."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from cassino.userdata.statistics import load_statistics

pytestmark = pytest.mark.usefixtures("user_dirs")

RECORD = """
import sys
from cassino.userdata.statistics import GamePlayed, record_game
for n in range(int(sys.argv[1])):
    record_game("classic", "easy", GamePlayed(n % 2 == 0, 7))
"""


def test_two_windows_recording_games_at_once_lose_none(user_dirs: Path) -> None:
    games = 60
    writers = [subprocess.Popen([sys.executable, "-c", RECORD, str(games)]) for _ in range(2)]
    for writer in writers:
        assert writer.wait(timeout=120) == 0
    statistics, notice = load_statistics()
    assert notice is None
    (record,) = statistics.records.values()
    assert record.games == 2 * games and record.wins == games


def test_a_change_in_one_window_does_not_undo_the_others() -> None:
    from dataclasses import replace

    from cassino.userdata.preferences import Preferences, load_preferences, save_changes

    first = second = Preferences()  # both windows started from the same file
    assert save_changes(first, replace(first, volume=0.3)) is None
    assert save_changes(second, replace(second, language="es")) is None
    saved, _ = load_preferences()
    assert saved.volume == 0.3 and saved.language == "es"


def test_the_end_of_one_windows_game_leaves_the_others_save() -> None:
    from cassino.game.seats import Seat
    from cassino.game.session import GameSession
    from cassino.userdata import locations
    from cassino.userdata.presets import load
    from cassino.userdata.saves import clear_game, load_game, save_game

    other = GameSession(load("classic"), [Seat("Ana"), Seat("Ben")], 11)
    save_game(other.saved())  # the other window's game, saved after its last move
    assert clear_game(seed=12) is None  # this window's game (seed 12) ended
    assert locations.autosave_file().exists() and load_game()[0] is not None
    assert clear_game(seed=11) is None
    assert not locations.autosave_file().exists()
    other.close()


def test_two_games_at_once_each_keep_their_own_save_and_both_resume() -> None:
    from cassino.game.seats import Seat
    from cassino.game.session import GameSession
    from cassino.userdata import locations
    from cassino.userdata.presets import load
    from cassino.userdata.saves import clear_game, load_game, save_game, save_path_for, saved_games

    first = GameSession(load("classic"), [Seat("Ana"), Seat("Bot", "computer", "easy")], 1)
    second = GameSession(load("royal"), [Seat("Ana"), Seat("Bot", "computer", "easy")], 2)
    first_path, second_path = save_path_for(1), None
    for _ in range(6):  # the two windows' moves, one after the other
        for session in (first, second):
            if session.awaiting == "computer":
                session.play(session.think().result(timeout=10))
            else:
                session.play(session.state.legal_moves()[0])
            if session is first:
                save_game(session.saved(), first_path)
            else:
                second_path = second_path or save_path_for(2)
                save_game(session.saved(), second_path)
    assert first_path == locations.autosave_file() and second_path != first_path
    assert len(saved_games()) == 2
    newest, _ = load_game()
    assert newest is not None and newest.seed == 2  # the last saved is offered first
    clear_game(seed=2)  # the second game ends
    resumed, _ = load_game()
    assert resumed == first.saved()  # the first is still there, exactly
    first.close()
    second.close()
