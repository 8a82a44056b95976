"""The table's geometry and motion together: the layout for the window's size and the
position as the viewer sees it, and the animator that moves the sprites there."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cassino.engine.table import Item
from cassino.i18n import tr
from cassino.ui.layout.table import LayoutError, TableLayout
from cassino.ui.table.animator import TableAnimator
from cassino.ui.table.counting_panel import counting_lines
from cassino.ui.table.model import TableModel
from cassino.ui.table.placement import card_places, played_order, stable_order, table_layout
from cassino.ui.table.shown import ShownGame

Size = tuple[int, int]


class TableStage:
    def __init__(self, session: ShownGame, model: TableModel, animator: TableAnimator) -> None:
        self.session = session
        self.model = model
        self.animator = animator
        self.size: Size = (1280, 800)
        self.layout: TableLayout | None = None
        self.problem: str | None = None  # the window is too small: said instead of a table
        self.shown: tuple[Item, ...] = ()  # the table's items in the order laid out

    def new_round(self) -> None:
        """A new deal: the table's items are laid out in the engine's order again."""
        self.shown = ()

    def reorder(self, tables: Iterable[Sequence[Item]]) -> None:
        """Lay the table's items out in the order they were seen, given the round's
        tables since its deal (an undo, a resume, a step back in a replay)."""
        self.shown = played_order(tables)

    def resize(self, size: Size) -> None:
        self.size = size
        self.refresh(animate=False)

    def refresh(
        self, animate: bool = True, deal: bool = False, reveal_leaving: bool = False
    ) -> None:
        """Lay the table out again and send every card to its place."""
        state = self.session.state
        shown = stable_order(self.shown, state.table)
        try:
            model = self.model
            aid = counting_lines(state.rules.sides, model.aid_details) if model.counting_aid else 0
            layout = table_layout(self.size, state, self.model.viewer, shown, aid)
        except LayoutError as error:
            # Keep no stale layout: a click must never hit where cards were.
            self.layout = None
            self.problem = tr("The window is too small for this table ({error}).", error=error)
            return
        self.problem = None
        self.layout = layout
        self.shown = shown
        places = card_places(state, layout, self.model, shown)
        self.animator.settle_to(
            places, state, layout, animate=animate, deal=deal, reveal_leaving=reveal_leaving
        )
