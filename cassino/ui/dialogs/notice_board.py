"""Notices for the player (a file set aside, a save that failed): collected as they
happen, their technical detail printed on stderr, shown over the screen on top."""

from __future__ import annotations

import sys

from cassino.ui.scene import SceneStack
from cassino.userdata import logs
from cassino.userdata.storage import Notice


class NoticeBoard:
    def __init__(self) -> None:
        self.waiting: list[Notice] = []

    def add(self, notice: Notice | None) -> None:
        if notice is not None:
            self.waiting.append(notice)
            if notice.detail:
                print(f"cassino: {notice.detail}", file=sys.stderr)  # stderr is logged too
            else:
                logs.notice(notice)

    def show(self, stack: SceneStack) -> None:
        """Every waiting notice, over the screen on top."""
        from cassino.ui.dialogs.notice import show_notice

        while self.waiting:
            show_notice(stack, str(self.waiting.pop(0)))
