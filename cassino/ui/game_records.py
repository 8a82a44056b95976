"""What listens to a game in progress besides the table: the autosave after every change;
at the game's end the save cleared, the game counted in the statistics and kept whole
for the title's replay; and ``--debug-state FILE``, the game as JSON after every move
and whenever the cards settle, so tests and bug reports see what the player saw."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from cassino.engine.errors import RulesError
from cassino.engine.notation import position_to_json
from cassino.game.events import GameEvent, GameOver
from cassino.game.session import GameSession
from cassino.game.tally import seat_tallies
from cassino.ui.dialogs.notice_board import NoticeBoard
from cassino.ui.table.describe import log_lines
from cassino.userdata import logs
from cassino.userdata.last_game import FinishedGame, save_finished
from cassino.userdata.presets import ROOT_PRESET, fetch
from cassino.userdata.saves import clear_game, save_game, save_path_for
from cassino.userdata.statistics import GamePlayed, Key, opponent_key, record_games
from cassino.userdata.storage import write_atomic

ScreenPositions = Callable[[], dict[str, object]]


class GameRecords:
    def __init__(self, notices: NoticeBoard, debug_state: Path | None) -> None:
        self.notices = notices
        self.debug_state = debug_state
        self.screen: ScreenPositions = dict  # where things are on screen, for the debug state
        self._failing: str | None = None  # the autosave's failure already told
        self._save_paths: dict[int, Path] = {}  # each game's autosave file, by seed

    def follow(self, session: GameSession, screen: ScreenPositions) -> None:
        """Listen to ``session`` from now on; ``screen`` says where its cards are shown."""
        self.screen = screen
        session.listeners.append(lambda event: self.heard(session, event))
        self.write_debug_state(session, settled=False)

    def heard(self, session: GameSession, event: GameEvent) -> None:
        if session.seats_elsewhere():  # a joined game: the host keeps and records it
            self.write_debug_state(session, settled=False)
        elif isinstance(event, GameOver):
            self.notices.add(clear_game(seed=session.seed))  # not another window's game
            self.record(session)
            names = tuple(seat.name for seat in session.seats)
            finished = FinishedGame(names, tuple(session.humans()), tuple(session.rounds))
            self.notices.add(save_finished(finished))
            self.write_debug_state(session, settled=False)
        else:
            self.save(session)

    def save(self, session: GameSession) -> None:
        """The autosave, and the debug state when asked for. A save that keeps failing
        the same way (a full disk) is told once, not after every move."""
        # The file is chosen once a game: another window's game may take autosave.json
        # meanwhile, and each game keeps to its own file.
        path = self._save_paths.setdefault(session.seed, save_path_for(session.seed))
        notice = save_game(session.saved(), path)
        if notice is None:
            self._failing = None
        elif notice.message != self._failing:
            self._failing = notice.message
            self.notices.add(notice)
        self.write_debug_state(session, settled=False)

    def record(self, session: GameSession) -> None:
        """A finished game with a person at the screen, in the statistics."""
        games = games_for_statistics(session)
        if games:
            _, notice = record_games(games)
            self.notices.add(notice)

    def write_debug_state(self, session: GameSession, settled: bool) -> None:
        """``--debug-state FILE``: the game as JSON after every move and whenever the cards
        settle — the position (NOTATION.md), whose turn, the log, and where things are on
        screen — so tests and bug reports see what the player saw."""
        path = self.debug_state
        if path is None:
            return
        position = position_to_json(session.state)
        if not _named_anywhere(session.state.rules.preset):
            # Rules from a file (``--rules FILE``) are named by the file, which a reader of
            # this position may not have: write every option, on the classic preset.
            position["rules"] = {"preset": ROOT_PRESET, **session.state.rules.options()}
        data = {
            "position": position,
            "awaiting": session.awaiting,
            "log": log_lines(session.log),
            "moves_this_round": len(session.history),
            "outcome": None if session.outcome is None else session.outcome.winner,
            # A move's own write comes before its animation: only the write made when the
            # cards come to rest says "settled" (where things are on screen is then true).
            "settled": settled,
            "screen": self.screen(),
        }
        try:
            write_atomic(path, json.dumps(data, indent=1))
        except (OSError, ValueError) as error:  # a debugging aid: never a reason to stop play
            logs.handled_error(f"--debug-state {path} could not be written: {error}")


def _named_anywhere(name: str) -> bool:
    try:
        fetch(name)
    except RulesError:
        return False
    return True


def games_for_statistics(session: GameSession) -> list[tuple[Key, GamePlayed]]:
    """What a finished game adds to the statistics. Against the computer: one record,
    the side of the first person's seat. Only people at the table: one record per
    player name, with that person's own sweeps and 10♦ (a name twice at one table is
    counted once, for its first seat). Nothing without a person or an outcome."""
    outcome, result = session.outcome, session.round_result
    humans = session.humans()
    if outcome is None or result is None or not humans:
        return []
    rules = session.rules
    tallies = seat_tallies(session.rounds, len(session.seats))
    levels = [seat.level for seat in session.seats if seat.kind == "computer"]
    opponent = opponent_key(levels)

    def played(side: int, seats: list[int]) -> GamePlayed:
        return GamePlayed(
            won=outcome.winner == side,
            points=result.side_totals[side],
            sweeps=sum(tallies[seat].sweeps for seat in seats),
            big_cassinos=sum(tallies[seat].big_cassinos for seat in seats),
        )

    if levels:
        side = rules.side_of[humans[0]]
        seats = [seat for seat in range(len(session.seats)) if rules.side_of[seat] == side]
        return [((rules.preset, opponent, ""), played(side, seats))]
    games: dict[str, GamePlayed] = {}
    for seat in humans:
        name = session.name(seat)
        if name not in games:
            games[name] = played(rules.side_of[seat], [seat])
    return [((rules.preset, opponent, name), game) for name, game in games.items()]
