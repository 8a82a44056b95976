"""Controls for the menus and the settings: Button, Toggle, Choice, Stepper, TextField, Label,
Tabs.

Each widget has a ``rect`` that the screen's layout sets, ``handle_event(event) -> bool``
(True: consumed), ``update(dt)``, ``draw(surface)`` and a callback called when the player
changes it (setting ``value`` from code calls nothing). ``FocusGroup`` owns the focus of
one screen: Tab / Shift-Tab and Down / Up move it, a click sets it, Enter / Space activate
a button or a toggle, Left / Right change a choice, a stepper or a toggle, and Enter in a
text field moves on. Text sizes follow each widget's height unless ``text_size`` is set.
"""

from cassino.ui.widgets.arrows import Choice, Stepper
from cassino.ui.widgets.base import Widget
from cassino.ui.widgets.controls import Button, ChipToggle, Toggle
from cassino.ui.widgets.drawing import (
    blit_centred,
    draw_panel,
    draw_wrapped,
    ellipsize,
    fit_text,
    line_pitch,
    lines_height,
    text_image,
    text_width,
    wrap_text,
)
from cassino.ui.widgets.fields import Label, TextField
from cassino.ui.widgets.focus import FocusGroup
from cassino.ui.widgets.tabs import Tabs

__all__ = [
    "Button",
    "ChipToggle",
    "Choice",
    "FocusGroup",
    "Label",
    "Stepper",
    "Tabs",
    "TextField",
    "Toggle",
    "Widget",
    "blit_centred",
    "draw_panel",
    "draw_wrapped",
    "ellipsize",
    "fit_text",
    "line_pitch",
    "lines_height",
    "text_image",
    "text_width",
    "wrap_text",
]
