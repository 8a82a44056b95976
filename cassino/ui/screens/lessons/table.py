"""The table as a lesson shows it: the real table scene, whose right-hand column (the score
and the log of moves) the lesson's panel takes, as the replay takes the log's place for
its list of moves. So the table keeps the whole window and its readable text."""

from __future__ import annotations

import dataclasses

import pygame

from cassino.ui.table.buttons import TableButtons
from cassino.ui.table.view import TableView
from cassino.ui.table_scene import TableScene

NOWHERE = pygame.Rect(-1, -1, 0, 0)


class LessonTable(TableScene):
    def view(self) -> TableView:
        return dataclasses.replace(super().view(), show_log=False, scripted=True)

    def buttons(self) -> TableButtons | None:
        """The table's buttons without Menu, whose corner the panel covers (Esc still
        leaves the lesson)."""
        buttons = super().buttons()
        return None if buttons is None else dataclasses.replace(buttons, menu=NOWHERE)

    def column(self) -> pygame.Rect | None:
        """The right-hand column the panel may take: the score over the log; None when
        the window is laid out otherwise (tall), or the table did not fit."""
        layout = self.stage.layout
        if layout is None or layout.log_panel is None:
            return None
        column = layout.score_panel.union(layout.log_panel)
        return column if column.left > layout.score_panel.width else None
