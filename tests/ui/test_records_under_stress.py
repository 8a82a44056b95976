"""The game's files when the disk misbehaves: a save that keeps failing is told once, a
finished game that cannot be forgotten is told, and --start sets an unreadable autosave
aside instead of writing over it."""

from __future__ import annotations

import pytest

from cassino.game.events import GameOver
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.dialogs.notice_board import NoticeBoard
from cassino.ui.flow import GameFlow
from cassino.ui.game_records import GameRecords
from cassino.ui.options import StartRequest, WindowOptions
from cassino.userdata import locations, saves
from cassino.userdata.presets import load
from cassino.userdata.storage import Notice

pytestmark = pytest.mark.usefixtures("user_dirs")


def session() -> GameSession:
    return GameSession(load("classic"), [Seat("Ana"), Seat("Ben")], 3)


def test_a_full_disk_is_told_once_not_after_every_move(monkeypatch: pytest.MonkeyPatch) -> None:
    full = Notice.of("Could not save {file}: {reason}", file="autosave.json", reason="full")
    monkeypatch.setattr("cassino.ui.game_records.save_game", lambda game, path=None: full)
    board = NoticeBoard()
    records = GameRecords(board, None)
    game = session()
    for _ in range(5):
        records.save(game)
    assert board.waiting == [full]
    game.close()


def test_a_finished_game_that_cannot_be_forgotten_is_told(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(path: object) -> None:
        raise PermissionError(13, "Permission denied")

    board = NoticeBoard()
    game = session()
    assert saves.save_game(game.saved()) is None  # the game's save, in a folder gone read-only
    monkeypatch.setattr("cassino.userdata.door.os.unlink", refuse)
    assert saves.clear_game() is not None  # it raised PermissionError at game over
    outcome = game.call_out(0) if game.rules.call_out else None
    records = GameRecords(board, None)
    event = GameOver(outcome or game.concede(0), game.round_result)  # type: ignore[arg-type]
    records.heard(game, event)
    assert any("Could not forget" in notice.message for notice in board.waiting)
    game.close()


def test_start_sets_an_unreadable_autosave_aside() -> None:
    path = locations.autosave_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x00 not a game")
    request = StartRequest(load("classic"), None, 5)
    flow = GameFlow(WindowOptions(start=request, quit_after_frames=1, speed="instant"))
    flow.run()
    kept = list(path.parent.glob("autosave.json.broken-*"))
    assert kept and kept[0].read_bytes() == b"\x00 not a game"
    if flow.table is not None:
        flow.table.session.close()
