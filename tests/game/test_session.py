"""The game in progress, driven headless: turns, computer players, rounds, game over."""

from __future__ import annotations

import pytest
from play_helpers import play_to_the_end

from cassino.engine.reasons import Reason
from cassino.game.events import GameEvent, GameOver, TurnPlayed
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.userdata.presets import load


def play_out(session: GameSession) -> list[str]:
    """Play to the end: people take their first legal move, computers think."""
    kinds: list[str] = []
    play_to_the_end(session, kinds)
    return kinds


def test_a_game_against_the_computer_runs_to_its_end() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "easy")], 5)
    kinds = play_out(session)
    assert session.outcome is not None
    assert {"human", "computer", "round_end"} <= set(kinds)
    assert session.log and all(isinstance(entry.words, Reason) for entry in session.log)
    session.close()


def test_same_seed_same_game() -> None:
    logs = []
    for _ in range(2):
        seats = [Seat("A", "computer", "easy"), Seat("B", "computer", "greedy")]
        session = GameSession(load("classic"), seats, 9)
        play_out(session)
        logs.append(session.log)
        session.close()
    assert logs[0] == logs[1]


def test_every_move_reports_to_the_listeners() -> None:
    seen: list[GameEvent] = []
    session = GameSession(load("classic"), [Seat("A"), Seat("B")], 1)
    session.listeners.append(seen.append)
    first = session.state.legal_moves()[0]
    session.play(first)
    session.play(session.state.legal_moves()[0])
    assert [type(event) for event in seen] == [TurnPlayed, TurnPlayed]
    played = seen[0]
    assert isinstance(played, TurnPlayed) and played.move == first and played.seat == 1
    session.close()


def test_a_round_ends_and_the_game_ends_as_events() -> None:
    seen: list[GameEvent] = []
    seats = [Seat("A", "computer", "greedy"), Seat("B", "computer", "greedy")]
    session = GameSession(load("classic").with_options(target=1), seats, 2)
    session.listeners.append(seen.append)
    play_out(session)
    assert isinstance(seen[-1], GameOver) and seen[-1].outcome == session.outcome
    assert sum(isinstance(event, GameOver) for event in seen) == 1
    assert len(session.rounds) == session.state.round_number  # every round kept for replay
    session.close()


def test_undo_after_a_resume_takes_the_moves_out_of_the_log() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "greedy")], 4)
    session.play(session.think().result(timeout=10))
    log = list(session.log)
    session.play(session.state.legal_moves()[0])  # Ana
    session.play(session.think().result(timeout=10))
    resumed = GameSession.resume(session.saved())
    assert resumed.undo(0)
    assert resumed.log == log
    session.close()
    resumed.close()


def test_seats_must_fit_the_rules() -> None:
    with pytest.raises(ValueError, match="3 seats for rules of 2 players"):
        GameSession(load("classic"), [Seat("A"), Seat("B"), Seat("C")], 1)
    with pytest.raises(ValueError, match="no computer level 'grandmaster'"):
        GameSession(load("classic"), [Seat("A"), Seat("B", "computer", "grandmaster")], 1)


def test_undo_takes_back_to_the_players_previous_turn() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "greedy")], 4)
    assert session.to_move == 1  # the dealer's left, the computer, leads
    session.play(session.think().result(timeout=10))
    before, log = session.state, list(session.log)
    session.play(before.legal_moves()[0])  # Ana
    session.play(session.think().result(timeout=10))  # the computer answers
    assert len(session.log) == 3
    assert session.undo(0)
    assert session.state == before and session.log == log and len(session.history) == 1
    assert not session.undo(0)  # nothing of Ana's left to take back this round
    session.close()


def test_no_undo_between_people() -> None:
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Ben")], 4)
    session.play(session.state.legal_moves()[0])
    assert session.undo_point(0) is None and not session.undo(0)
    session.close()


def test_a_saved_game_resumes_exactly_and_deals_on_as_before() -> None:
    seats = [Seat("A", "computer", "greedy"), Seat("B", "computer", "greedy")]
    straight = GameSession(load("classic"), seats, 12)
    while straight.awaiting != "round_end":
        straight.play(straight.think().result(timeout=10))
    saved_midway = None
    copy = GameSession(load("classic"), seats, 12)
    for _ in range(11):
        copy.play(copy.think().result(timeout=10))
    saved_midway = copy.saved()
    resumed = GameSession.resume(saved_midway)
    assert resumed.state == copy.state and resumed.log == copy.log
    while resumed.awaiting != "round_end":
        resumed.play(resumed.think().result(timeout=10))
    straight.next_round()
    resumed.next_round()
    assert resumed.state.hands == straight.state.hands  # the next deal is the same deal
    for session in (straight, copy, resumed):
        session.close()


def test_calling_out_ends_the_game_right_or_wrong() -> None:
    rules = load("classic").with_options(call_out=True)
    session = GameSession(rules, [Seat("Ana"), Seat("Ben")], 4)
    outcome = session.call_out(0)  # nothing captured yet: far from 21
    assert outcome.winner == 1 and session.awaiting == "game_over"
    assert str(session.log[-1].words) == "Ana called out wrongly and lost"
    session.close()


def test_the_computer_player_sees_the_plays_of_the_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from random import Random

    from cassino.ai.levels import LEVELS
    from cassino.engine.moves import Move
    from cassino.engine.view import Play, PlayerView

    seen: list[PlayerView] = []

    def spy(view: PlayerView, rng: Random) -> Move:
        seen.append(view)
        return view.legal_moves()[0]

    monkeypatch.setitem(LEVELS, "spy", spy)
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "spy")], 3)
    expected: list[Play] = []
    for _ in range(6):
        move = (
            session.think().result(timeout=10)
            if session.awaiting == "computer"
            else session.state.legal_moves()[-1]
        )
        expected.append(Play.before(session.state, move))
        session.play(move)
    assert session.awaiting == "computer"
    session.think().result(timeout=10)
    assert seen[-1].history == tuple(expected)  # what the table showed, as the tournament
    assert seen[-1] == PlayerView.of(session.state, 1, tuple(expected))
    session.close()


@pytest.mark.parametrize("level", ["expert", "hard"])
def test_a_game_with_expert_starts_its_worker_processes_at_once(
    monkeypatch: pytest.MonkeyPatch, level: str
) -> None:
    import threading

    from cassino.ai import expert

    started = threading.Event()
    monkeypatch.setattr(expert, "warm_up", started.set)
    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", level)], 3)
    assert started.wait(timeout=2 if level == "expert" else 0.2) == (level == "expert")
    session.close()


def test_a_resumed_games_log_is_told_in_the_language_of_the_day() -> None:
    from cassino import i18n
    from cassino.ui.table.describe import log_lines

    session = GameSession(load("classic"), [Seat("Ana"), Seat("Robot", "computer", "greedy")], 4)
    session.play(session.think().result(timeout=10))
    session.play(session.state.legal_moves()[-1])
    english = log_lines(session.log)
    resumed = GameSession.resume(session.saved())
    i18n.set_language("es")
    try:
        spanish = log_lines(resumed.log)
    finally:
        i18n.set_language("en")
    assert spanish != english
    assert all(" took " not in line and " trailed " not in line for line in spanish)
    assert any("descartó" in line or "tomó" in line or "construyó" in line for line in spanish)
    session.close()
    resumed.close()


def test_the_one_person_at_the_window_is_told_as_you_and_people_in_hot_seat_by_name() -> None:
    from cassino import i18n
    from cassino.ui.table.describe import log_lines

    alone = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 4)
    alone.play(alone.think().result(timeout=10))  # seat 0 deals: seat 1 leads
    trail = next(move for move in alone.state.legal_moves() if move.action == "trail")
    alone.play(trail)
    card = trail.card.symbol()
    assert log_lines(alone.log)[0].startswith("Robot ")
    assert log_lines(alone.log)[1] == f"You trailed {card}"
    while alone.awaiting != "round_end":
        if alone.awaiting == "computer":
            alone.play(alone.think().result(timeout=10))
        else:
            alone.play(alone.state.legal_moves()[0])
    alone.next_round()  # seat 1 deals round 2
    assert log_lines(alone.log)[-1] == "Round 2: Robot deals"
    i18n.set_language("es")
    try:
        assert log_lines(alone.log)[1] == f"Descartaste {card}"  # not "Tú descartó"
    finally:
        i18n.set_language("en")
    people = GameSession(load("classic"), [Seat("Ana"), Seat("Ben")], 4)
    people.play(next(move for move in people.state.legal_moves() if move.action == "trail"))
    assert log_lines(people.log)[0].startswith("Ben trailed ")
    alone.close()
    people.close()


def test_the_person_who_deals_is_told_you_deal() -> None:
    from cassino.game import narration
    from cassino.ui.reasons import say

    assert say(narration.dealt_told(3, "You", you=True)) == "Round 3: you deal"
    assert say(narration.dealt_told(3, "Ana")) == "Round 3: Ana deals"


def test_think_times_are_kept_only_when_asked_and_never_change_the_move() -> None:
    seats = [Seat("A", "computer", "medium"), Seat("B", "computer", "medium")]
    plain = GameSession(load("classic"), seats, 4)
    timed = GameSession(load("classic"), seats, 4)
    timed.think_times = []
    try:
        assert plain.think().result() == timed.think().result()
        assert plain.think_times is None
        assert len(timed.think_times) == 1 and timed.think_times[0] >= 0
    finally:
        plain.close()
        timed.close()


@pytest.mark.parametrize("seed", range(8))
def test_an_undo_cannot_re_roll_the_computers_reply(seed: int) -> None:
    """The computer drew its choices from one stream per seat, so the same position after
    an undo could get another reply; now each position has its own generator."""
    session = GameSession(load("classic"), (Seat("Ana"), Seat("Rob", "computer", "easy")), seed)
    if session.awaiting == "computer":
        session.play(session.think().result())
    first_moves = session.state.legal_moves()
    replies = []
    for _ in range(3):
        for move in first_moves[:3]:  # a few different moves, then each taken back
            session.play(move)
            reply = session.think().result()
            replies.append((move, reply))
            session.play(reply)
            assert session.undo(0)
    by_move: dict[object, set[object]] = {}
    for move, reply in replies:
        by_move.setdefault(move, set()).add(reply)
    assert all(len(answers) == 1 for answers in by_move.values()), by_move
    session.close()
