"""Notices a screen has for the player (a saved rule set moved aside): held until the
screen is on the stack, then handed to ``on_notice`` — by default shown in a
``NoticeScene`` over the screen — so a notice found while the screen is being built
still appears on top of it, once."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from cassino.ui.dialogs.notice import show_notice
from cassino.ui.scene import Scene
from cassino.userdata.storage import Notice


class ScreenNotices:
    """Use ``tell`` when a notice arises and ``flush`` in the screen's ``on_enter``."""

    def __init__(self, scene: Scene, on_notice: Callable[[Notice], None] | None) -> None:
        self.scene = scene
        self.on_notice = on_notice
        self.untold: list[Notice] = []
        self.entered = False

    def tell(self, notices: Iterable[Notice]) -> None:
        self.untold.extend(notices)
        if self.entered:
            self.flush()

    def flush(self) -> None:
        """Hand over every notice held (the screen is on the stack from now on)."""
        self.entered = True
        while self.untold:
            stack = self.scene.stack
            if self.on_notice is None and stack is None:
                return  # kept until the screen is shown again
            notice = self.untold.pop(0)
            if self.on_notice is not None:
                self.on_notice(notice)
            elif stack is not None:
                show_notice(stack, str(notice))
