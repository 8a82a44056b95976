"""The base of the screens that are forms of widgets (New game, House rules, Preferences,
Statistics, the review): it owns their layout on resize. The window's size is kept, the
screen places its widgets (``place``) whenever the window changes and whenever what it
shows changes its shape, and a dialog open over it is laid out for the new size too."""

from __future__ import annotations

from cassino.ui.dialogs.question import Dialog
from cassino.ui.scene import Scene, Size


class FormScreen(Scene):
    def __init__(self) -> None:
        super().__init__()
        self.size: Size = (0, 0)  # until the stack says (``on_resize``, before ``on_enter``)
        self.dialog: Dialog | None = None  # a question over the form, if one is open

    def on_resize(self, size: Size) -> None:
        self.size = size
        self.place()
        if self.dialog is not None:
            self.dialog.layout(size)

    def place(self) -> None:
        """Lay the widgets out for ``size`` and what the screen shows now."""
        raise NotImplementedError
