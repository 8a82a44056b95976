"""A finished game in the statistics, played through a real session to its end: against
the computer one record for the person's side; only people at the table one record per
name, each with their own sweeps and Big Cassinos."""

from __future__ import annotations

import pytest
from play_helpers import play_to_the_end

from cassino.engine.cards import BIG_CASSINO
from cassino.game.events import GameEvent, TurnPlayed
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.dialogs.notice_board import NoticeBoard
from cassino.ui.game_records import GameRecords, games_for_statistics
from cassino.userdata.presets import load
from cassino.userdata.statistics import HOT_SEAT, load_statistics

pytestmark = pytest.mark.usefixtures("user_dirs")


def played_out(session: GameSession) -> tuple[list[int], list[int]]:
    """Play ``session`` to its end with the greedy move for everyone, heard by the
    window's records; the sweeps and 10♦ each seat took, as the moves said."""
    board = NoticeBoard()
    GameRecords(board, None).follow(session, dict)
    sweeps, big = [0] * len(session.seats), [0] * len(session.seats)

    def heard(event: GameEvent) -> None:
        if isinstance(event, TurnPlayed):
            sweeps[event.seat] += int(event.effect.swept)
            took = (*event.effect.taken, event.move.card) if event.effect.taken else ()
            big[event.seat] += took.count(BIG_CASSINO)
            if event.effect.leftovers_to is not None:
                big[event.effect.leftovers_to] += event.effect.leftovers.count(BIG_CASSINO)

    session.listeners.append(heard)
    play_to_the_end(session)
    session.close()
    assert board.waiting == []
    return sweeps, big


def test_a_game_against_the_computer_is_recorded_for_the_persons_side() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "greedy")], 7)
    sweeps, big = played_out(session)
    assert session.outcome is not None and session.round_result is not None
    statistics, notice = load_statistics()
    assert notice is None
    assert list(statistics.records) == [("classic", "greedy", "")]
    record = statistics.get("classic", "greedy")
    won = session.outcome.winner == 0
    points = session.round_result.side_totals[0]
    assert (record.games, record.wins, record.streak, record.best_streak) == (
        1,
        int(won),
        int(won),
        int(won),
    )
    assert record.points == record.best_score == points
    assert (record.sweeps, record.big_cassinos) == (sweeps[0], big[0])
    assert big[0] + big[1] == len(session.rounds)  # someone takes the 10♦ every round


def test_a_hot_seat_game_is_recorded_per_player_name() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Bruno")], 3)
    sweeps, big = played_out(session)
    assert session.outcome is not None and session.round_result is not None
    statistics, _ = load_statistics()
    assert set(statistics.records) == {
        ("classic", HOT_SEAT, "Ana"),
        ("classic", HOT_SEAT, "Bruno"),
    }
    for seat, name in enumerate(["Ana", "Bruno"]):
        record = statistics.get("classic", HOT_SEAT, name)
        assert record.games == 1
        assert record.wins == int(session.outcome.winner == seat)
        assert record.best_score == session.round_result.side_totals[seat]
        assert (record.sweeps, record.big_cassinos) == (sweeps[seat], big[seat])
    assert sum(r.wins for r in statistics.records.values()) == 1


def test_a_name_twice_at_one_table_counts_once_and_no_person_no_record() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Ana")], 3)
    session.concede(1)
    assert [key for key, _ in games_for_statistics(session)] == [("classic", HOT_SEAT, "Ana")]
    session.close()
    robots = [Seat("R1", "computer", "greedy"), Seat("R2", "computer", "greedy")]
    session = GameSession(load("classic"), robots, 3)
    session.concede(1)
    assert games_for_statistics(session) == []
    session.close()
