"""The player's aids at the table: undo (against the computer, within the round), the
hint (worked out off the window's thread, then shown as a chosen card and selection),
and call out (asked first: a wrong call loses the game)."""

from __future__ import annotations

from concurrent.futures import Future

from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.table import item_cards
from cassino.game.session import GameSession
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.reasons import say
from cassino.ui.table.describe import choice_label
from cassino.ui.table.model import TableModel
from cassino.ui.table.overlays import Overlays
from cassino.ui.table.stage import TableStage


class Aids:
    def __init__(
        self,
        session: GameSession,
        model: TableModel,
        stage: TableStage,
        overlays: Overlays,
        *,
        hints_allowed: bool,
        undo_allowed: bool,
        set_by_host: bool = False,
    ) -> None:
        self.session = session
        self.model = model
        self.stage = stage
        self.overlays = overlays
        self.hints_allowed = hints_allowed
        self.undo_allowed = undo_allowed
        self.set_by_host = set_by_host  # a networked game's: not the preferences'
        self.hinting: Future[tuple[Move, Reason]] | None = None

    def offered(self, my_turn: bool) -> list[str]:
        """The helper buttons on offer now: undo, hint, call."""
        if not my_turn:
            return []
        offered = []
        if self.undo_allowed and self.session.undo_point(self.model.viewer) is not None:
            offered.append("undo")
        if self.hints_allowed and _hints_installed():
            offered.append("hint")
        if self.session.rules.call_out:
            offered.append("call")
        return offered

    def update(self, my_turn: bool) -> None:
        """A hint worked out in the background is shown when it is ready."""
        if self.hinting is not None and self.hinting.done():
            move, reason = self.hinting.result()
            self.hinting = None
            if my_turn:
                self._show_hint(move, reason)

    def _say(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.model.say(words, colour)

    def undo(self) -> None:
        if not self.undo_allowed:
            if self.set_by_host:
                self._say(tr("A networked game has no undo"))
            else:
                self._say(tr("Undo is switched off in the preferences"))
            return
        if self.session.undo(self.model.viewer):
            self.model.clear_selection()
            self._say(tr("Took back your last move"))
        else:
            self._say(tr("Nothing of yours to take back in this round"))

    def hint(self) -> None:
        if not self.hints_allowed:
            if self.set_by_host:
                self._say(tr("The host has not allowed hints in this game"))
            else:
                self._say(tr("Hints are switched off in the preferences"))
            return
        if self.hinting is None:
            self.hinting = self.session.hint(self.model.viewer)
            if self.hinting is not None:
                self._say(tr("Thinking of a hint…"))

    def ask_call_out(self) -> None:
        """``call_out``: claim the game now — asked first, since a wrong call loses it."""
        if not self.session.rules.call_out:
            return
        self.overlays.confirm(
            tr("Call out now? If your side has not reached the target, it loses the game."),
            tr("Call out"),
            self._call_out,
        )

    def _call_out(self) -> None:
        if self.session.rules.call_out and self.session.awaiting == "human":
            self.model.clear_selection()
            self.session.call_out(self.model.viewer)

    def _show_hint(self, move: Move, reason: Reason) -> None:
        """Point at the suggested move: its card chosen, the cards it uses selected."""
        state = self.session.state
        model = self.model
        model.selected_card = move.card if move.action != "pluck" else None
        model.selected_items = [i for i in state.table if item_cards(i)[0] in move.table]
        model.highlighted = []
        model.hinted = move
        self.stage.refresh()
        model.hint_reason = say(reason)  # the side column says why (``hint_panel``)
        self._say(tr("Hint: {move}", move=choice_label(state, move)), theme.HIGHLIGHT)


def _hints_installed() -> bool:
    try:
        import cassino.ai.hints  # noqa: F401
    except ImportError:
        return False
    return True
