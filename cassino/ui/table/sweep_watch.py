"""The sweep warning at the table, before a play is made: while a card is held over where
it would go, or chosen with the table cards it would use, whether the table that play
leaves could be taken whole by one card of the next rival, and how many such cards the
player cannot see (``coach.sweeps`` asks the engine; nothing is decided here). The words
go on the banner; the chooser marks each play that leaves such a table.

Only cards the player cannot see count: a sweeper in the player's own hand, or already
captured, is no danger, so it is not warned of."""

from __future__ import annotations

from collections.abc import Sequence

from cassino.coach.sweeps import SweepWarning, sweep_warnings
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView
from cassino.game.session import GameSession
from cassino.i18n import tr, tr_plural
from cassino.ui.table.model import TableModel

Position = tuple[int, int, int]  # round, moves made, seat to move: the warnings' key


class SweepWatch:
    """The warnings of the player's candidate plays, worked out once per position."""

    def __init__(self, session: GameSession, model: TableModel) -> None:
        self.session = session
        self.model = model
        self._position: Position | None = None
        self._warnings: dict[Move, SweepWarning] = {}

    def _current(self) -> dict[Move, SweepWarning]:
        session = self.session
        state = session.state
        position = (state.round_number, len(session.history), state.to_move)
        if position != self._position:
            self._position = position
            self._warnings = {}
        return self._warnings

    def warnings(self, moves: Sequence[Move]) -> list[SweepWarning]:
        """The warning of each of ``moves`` (legal moves of the player to move)."""
        known = self._current()
        missing = [move for move in moves if move not in known]
        if missing:
            session = self.session
            view = PlayerView.of(session.state, session.state.to_move, session.plays())
            for warning in sweep_warnings(view, missing):
                known[warning.move] = warning
        return [known[move] for move in moves]

    def watch(self, moves: Sequence[Move]) -> None:
        """The banner's warning for the plays the player is about to make (none: cleared)."""
        model = self.model
        model.warning = None
        if not model.sweep_warning or not moves or not self._may_look():
            return
        dangers = [warning.danger for warning in self.warnings(moves)]
        if all(dangers):
            model.warning = tr_plural(
                "Careful: after this play, {count} card you cannot see could sweep the table",
                "Careful: after this play, {count} cards you cannot see could sweep the table",
                min(dangers),
            )
        elif any(dangers):
            model.warning = tr("Careful: some of these plays leave the table open to a sweep")

    def note(self, move: Move) -> str | None:
        """What the chooser adds to a play that leaves the table open to a sweep."""
        if not self.model.sweep_warning or not self._may_look():
            return None
        danger = self.warnings([move])[0].danger
        if not danger:
            return None
        return tr_plural(
            "open to a sweep ({count} unseen card)",
            "open to a sweep ({count} unseen cards)",
            danger,
        )

    def clear(self) -> None:
        self.model.warning = None

    def _may_look(self) -> bool:
        """Only the player to move, looking at their own hand, is warned."""
        session, model = self.session, self.model
        return (
            session.awaiting == "human"
            and session.to_move == model.viewer
            and not model.hands_hidden
        )
