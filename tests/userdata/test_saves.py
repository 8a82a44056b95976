"""The autosave: a game in progress written after every move and read back exactly, the
next round dealt as it would have been, and bad files set aside with a notice."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from random import Random
from typing import Any

import pytest

from cassino import i18n
from cassino.engine.match import finish_round, next_round, start_round
from cassino.engine.moves import Move
from cassino.engine.notation import position_to_json
from cassino.engine.reasons import Reason
from cassino.engine.rules import Rules
from cassino.engine.seeds import deck_rng
from cassino.engine.state import State
from cassino.game.log import LogEntry
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.game.snapshot import SavedGame, SavedSeat
from cassino.userdata import locations, presets
from cassino.userdata.presets import load
from cassino.userdata.saves import clear_game, load_game, save_game

NOON = datetime(2024, 5, 17, 12, 0, 5)
KEPT = "autosave.json.broken-20240517-120005"
SEATS = (SavedSeat("Ana"), SavedSeat("Computer", "computer", "greedy"))


@pytest.fixture(autouse=True)
def user_dirs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("CASSINO_DATA_DIR", str(tmp_path / "data"))
    i18n.set_language("en")
    yield tmp_path / "data"
    i18n.set_language("en")


def play(state: State, moves: int, rng: Random) -> tuple[State, list[Move]]:
    """``moves`` moves chosen at random (fewer if the round ends)."""
    history: list[Move] = []
    for _ in range(moves):
        if state.round_over:
            break
        move = rng.choice(state.legal_moves())
        history.append(move)
        state = state.apply(move)
    return state, history


def a_game(
    rules: Rules | None = None, seed: int = 7, moves: int = 5, seats: tuple[SavedSeat, ...] = SEATS
) -> SavedGame:
    rules = rules or load("classic")
    start = start_round(rules, deck_rng(seed))
    position, history = play(start, moves, Random(seed))
    log = tuple(
        LogEntry(1, n, Reason.of("{name} trailed {card}", name="Ana ñ", card=f"{n + 2}♠"))
        for n in range(len(history))
    )
    return SavedGame(seats, seed, start, tuple(history), position, log)


def stored() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(locations.autosave_file().read_text(encoding="utf-8"))
    return data


def rewrite(change: dict[str, Any]) -> None:
    locations.autosave_file().write_text(json.dumps(change), encoding="utf-8")


def assert_set_aside(reason: str) -> None:
    game, notice = load_game(now=NOON)
    assert game is None
    assert str(notice) == (
        f"The game in progress could not be resumed; the saved file is kept as {KEPT}."
    )
    assert notice is not None and reason in (notice.detail or "")
    assert (locations.autosave_file().parent / KEPT).is_file()
    assert not locations.autosave_file().exists()
    assert load_game() == (None, None)


def test_the_file_lives_in_the_data_dir(user_dirs: Path) -> None:
    assert locations.autosave_file() == user_dirs / "autosave.json"


def test_no_game_in_progress() -> None:
    assert load_game() == (None, None)


def test_a_game_round_trips() -> None:
    game = a_game()
    assert save_game(game) is None
    assert load_game() == (game, None)
    data = stored()
    assert data["game"] == {
        "rules": "classic",
        "seats": [
            {"name": "Ana", "kind": "human", "level": "easy"},
            {"name": "Computer", "kind": "computer", "level": "greedy"},
        ],
        "seed": 7,
    }
    assert data["round_number"] == 1 and len(data["history"]) == 5
    assert data["position"] == position_to_json(game.position)
    assert data["log"][0] == {
        "round": 1,
        "ply": 0,
        "text": "{name} trailed {card}",
        "with": {"name": "Ana ñ", "card": "2♠"},
    }


def test_an_older_saves_log_of_plain_lines_is_kept_as_text(user_dirs: Path) -> None:
    game = a_game()
    save_game(game)
    data = stored()
    data["log"] = ["Ana trailed 7♣ {odd}"]
    locations.autosave_file().write_text(json.dumps(data), encoding="utf-8")
    resumed, notice = load_game()
    assert notice is None and resumed is not None
    assert [str(entry.words) for entry in resumed.log] == ["Ana trailed 7♣ {odd}"]


@pytest.mark.parametrize(
    ("preset", "changes"),
    [("classic", {"players": 3}), ("classic", {"players": 4}), ("royal", {}), ("pluck", {})],
)
def test_other_rules_round_trip(preset: str, changes: dict[str, object]) -> None:
    rules = load(preset).with_options("test", **changes) if changes else load(preset)
    seats = tuple(SavedSeat(f"P{n}", "computer", "easy") for n in range(rules.players))
    game = a_game(rules, seed=11, moves=9, seats=seats)
    save_game(game)
    loaded, notice = load_game()
    assert notice is None and loaded == game
    assert loaded.rules.options() == rules.options()


def test_a_finished_round_round_trips() -> None:
    game = a_game(moves=500)
    assert game.position.round_over
    save_game(game)
    assert load_game() == (game, None)


def test_resuming_deals_the_next_rounds_as_without_the_interruption() -> None:
    """The game is saved in round 2 and resumed; the rounds after are dealt by the saved
    game's generator exactly as by the session's, which never stopped."""
    rules = load("classic")
    seats = (Seat("Ana", "computer", "easy"), Seat("Beto", "computer", "easy"))
    session = GameSession(rules, seats, seed=42)
    try:
        moves = Random(1)
        while session.round_result is None:
            session.play(moves.choice(session.state.legal_moves()))
        session.next_round()
        round_start = session.state
        history: list[Move] = []
        for _ in range(6):
            history.append(moves.choice(session.state.legal_moves()))
            session.play(history[-1])
        saved = SavedGame(
            tuple(SavedSeat(s.name, s.kind, s.level) for s in seats),
            42,
            round_start,
            tuple(history),
            session.state,
            tuple(session.log),
        )
        save_game(saved)
        resumed, notice = load_game()
        assert notice is None and resumed is not None
        assert resumed.round_number == 2
        assert position_to_json(resumed.position) == position_to_json(session.state)

        # Both play the rest of round 2 the same way, then deal round 3.
        rest: list[Move] = []
        while session.round_result is None:
            rest.append(moves.choice(session.state.legal_moves()))
            session.play(rest[-1])
        session.next_round()
        state = resumed.position
        for move in rest:
            state = state.apply(move)
        third = next_round(state, finish_round(state), resumed.deck_rng())
        assert third.round_number == 3
        assert position_to_json(third) == position_to_json(session.state)
    finally:
        session.close()


def test_clear_game_forgets_it() -> None:
    save_game(a_game())
    clear_game()
    assert load_game() == (None, None)
    clear_game()  # nothing to clear is fine


def test_a_failed_save_keeps_the_previous_one(monkeypatch: pytest.MonkeyPatch) -> None:
    first = a_game(moves=3)
    save_game(first)

    def full_disk(source: object, target: object) -> None:
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr("cassino.userdata.door.os.replace", full_disk)
        notice = save_game(a_game(moves=4))
    assert str(notice) == "Could not save autosave.json: No space left on device"
    assert load_game() == (first, None)


@pytest.mark.parametrize(
    "content",
    [b'{"format": 1, "game": {"rules": "classic", "se', bytes(range(256)) * 4, b"", b"[[[" * 5000],
    ids=["truncated", "binary", "empty", "deeply-nested"],
)
def test_an_unreadable_save_is_kept_aside(content: bytes) -> None:
    path = locations.autosave_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    assert_set_aside("autosave.json")
    assert (path.parent / KEPT).read_bytes() == content


def changed(edit: Any) -> None:
    """Save a real game, then change its file with ``edit(data)``."""
    save_game(a_game())
    data = stored()
    edit(data)
    rewrite(data)


def rules_everywhere(data: dict[str, Any], rules: object) -> None:
    for part in (data["game"], data["round_start"], data["position"]):
        part["rules"] = rules


def test_a_save_from_an_impossible_position_is_kept_aside() -> None:
    def card_twice(data: dict[str, Any]) -> None:
        data["position"]["table"].append(data["position"]["hands"][0][0])

    changed(card_twice)
    assert_set_aside("appears twice")


def test_a_round_start_with_a_card_twice_is_kept_aside() -> None:
    def card_twice(data: dict[str, Any]) -> None:
        data["round_start"]["stock"][0] = data["round_start"]["hands"][1][0]

    changed(card_twice)
    assert_set_aside("appears twice")


def test_a_position_the_moves_do_not_reach_is_kept_aside() -> None:
    def swap(data: dict[str, Any]) -> None:
        position = data["position"]
        position["hands"][0][0], position["stock"][0] = (
            position["stock"][0],
            position["hands"][0][0],
        )

    changed(swap)
    assert_set_aside("does not reach the saved position")


def test_an_illegal_move_in_the_history_is_kept_aside() -> None:
    def illegal(data: dict[str, Any]) -> None:
        start = data["round_start"]
        waiting = 1 - start["to_move"]
        card = start["hands"][waiting][0]  # a card of the player who is not to move
        data["history"][0] = {"card": card, "action": "trail", "table": [], "value": None}

    changed(illegal)
    assert_set_aside("you do not hold")


def test_a_deal_the_seed_does_not_give_is_kept_aside() -> None:
    changed(lambda data: data["game"].update(seed=8))
    assert_set_aside("not the deal this game's seed gives")


@pytest.mark.parametrize(
    ("edit", "reason"),
    [
        (lambda data: rules_everywhere(data, "no_such_preset"), "unknown preset"),
        (lambda data: rules_everywhere(data, {"preset": "classic", "target": -3}), "'target'"),
        (lambda data: data["game"]["seats"][1].update(level="genius"), "genius"),
        (lambda data: data["game"]["seats"].pop(), "1 seats for 2 players"),
        (lambda data: data["game"]["seats"][0].update(kind="robot"), "robot"),
        (lambda data: data.update(round_number=2), "round_number"),
        (lambda data: data.update(format=99), "format"),
        (lambda data: data.update(history="none"), "'history' must be a list"),
        (lambda data: data["position"].update(rules="royal"), "other rules"),
        (lambda data: data.update(log=[1, 2]), "'log'"),
        (lambda data: data.update(game=None), "'game'"),
        (lambda data: data["history"].append({"card": "Zz", "action": "trail"}), "Zz"),
    ],
)
def test_a_save_with_wrong_contents_is_kept_aside(edit: Any, reason: str) -> None:
    changed(edit)
    assert_set_aside(reason)


def test_the_notice_speaks_spanish() -> None:
    path = locations.autosave_file()
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\xff")
    _, notice = load_game(now=NOON)
    i18n.set_language("es")
    assert str(notice) == (
        f"No se pudo continuar la partida en curso; el archivo guardado se conserva como {KEPT}."
    )


def test_a_game_with_rules_from_a_file_resumes_after_the_file_is_gone(tmp_path: Path) -> None:
    """--rules FILE: the save said the file's name, which no preset has, so the game never
    resumed; it now keeps every option that differs from classic."""
    house = tmp_path / "house.yaml"
    house.write_text("extends: classic\ntarget: 11\ncourt_capture: all\n", encoding="utf-8")
    rules = presets.load_name_or_file(str(house))
    assert rules.preset == "house"
    game = a_game(rules)
    assert save_game(game) is None
    house.unlink()
    resumed, notice = load_game()
    assert notice is None and resumed is not None
    assert resumed.rules.target == 11 and resumed.rules.court_capture == "all"
    assert resumed.position == game.position
    # Its name stays with it: Resume and the rules page said "Classic" for such a game.
    assert resumed.rules.preset == resumed.position.rules.preset == "house"


def test_a_saved_rules_name_is_checked_like_every_field() -> None:
    rules = presets.load("classic").with_options(target=11)
    save_game(a_game(replace(rules, preset="Quick 11")))
    data = stored()
    assert data["game"]["rules_name"] == "Quick 11"
    data["game"]["rules_name"] = "x" * 500
    locations.autosave_file().write_text(json.dumps(data), encoding="utf-8")
    resumed, notice = load_game(now=NOON)
    assert resumed is None and notice is not None and KEPT in str(notice)


def test_a_save_with_a_huge_log_line_is_set_aside_not_shown() -> None:
    """A 100 KB line in the log was accepted, and --resume then ran out of memory."""
    save_game(a_game())
    data = stored()
    data["log"] = ["x" * 100_000]
    locations.autosave_file().write_text(json.dumps(data), encoding="utf-8")
    resumed, notice = load_game(now=NOON)
    assert resumed is None and notice is not None and KEPT in str(notice)


def test_a_save_holding_a_name_too_long_is_set_aside_and_the_next_start_works() -> None:
    # Issue 56: a game started with a huge seat name left a save that crashed every start.
    assert save_game(a_game()) is None
    data = stored()
    data["game"]["seats"][0]["name"] = "x" * 200_000
    rewrite(data)
    assert_set_aside("seat 0's name is longer than 24 characters")


def test_a_save_with_a_number_too_long_is_set_aside() -> None:
    assert save_game(a_game()) is None
    text = locations.autosave_file().read_text(encoding="utf-8")
    locations.autosave_file().write_text(
        text.replace('"seed": 7', '"seed": ' + "9" * 400, 1), encoding="utf-8"
    )
    assert_set_aside("the save holds a whole number longer than 18 digits")


@pytest.mark.posix_only
def test_a_device_linked_at_the_autosave_is_never_read() -> None:
    # Issue 56: finding which game the autosave holds read a link to /dev/zero to its end
    # (MemoryError at every start of a game); the door refuses it, and the game is saved
    # beside it, then loading sets the link aside.
    path = locations.autosave_file()
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    assert save_game(a_game()) is None
    assert path.is_symlink()  # not the game's to replace blindly: set aside when loaded
    assert load_game() == (a_game(), None)  # the saved game, beside it
    assert clear_game(seed=7) is None  # the game over: its save forgotten, the link read never
    game, notice = load_game()
    assert game is None and notice is not None
    assert not path.is_symlink() and list(path.parent.glob("autosave.json.broken-*"))
