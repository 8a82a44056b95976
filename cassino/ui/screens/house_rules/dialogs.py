"""The questions the house-rules menu asks: leave without saving, save as a rule set
(with the name checked), delete a rule set. Each is a ``Dialog`` built from the words and
what each button does; the menu decides what happens.
"""

from __future__ import annotations

from collections.abc import Callable

from cassino.i18n import tr
from cassino.ui.dialogs.question import Dialog
from cassino.ui.screens.house_rules.rule_sets import name_problem
from cassino.ui.widgets import Button, TextField
from cassino.userdata import presets

Action = Callable[[], None]


def leave_dialog(name: str, stay: Action, leave: Action) -> Dialog:
    """Leave with the changes to rule set ``name`` (as the player knows it) unsaved?"""
    return Dialog(
        tr("Leave without saving?"),
        tr("Your changes to {name} are not saved.", name=name),
        [Button(tr("Stay"), stay), Button(tr("Leave"), leave, primary=True)],
        stay,
    )


def save_dialog(typed: str, cancel: Action, save: Action) -> Dialog:
    """Save as: a field with ``typed`` in it for the new rule set's name."""
    field = TextField(typed, max_length=presets.MAX_RULE_SET_NAME, placeholder=tr("family"))
    return Dialog(
        tr("Save as a rule set"),
        tr(
            "Name it with letters, digits, spaces, _ and -. The next game is played with it, "
            "and you can choose it again here or in a new game."
        ),
        [Button(tr("Cancel"), cancel), Button(tr("Save"), save, primary=True)],
        cancel,
        field=field,
    )


def delete_dialog(name: str, cancel: Action, delete: Action) -> Dialog:
    return Dialog(
        tr("Delete {name}?", name=name),
        tr("The rule set {name} will be gone for good.", name=name),
        [Button(tr("Cancel"), cancel), Button(tr("Delete"), delete, primary=True)],
        cancel,
    )


class SaveName:
    """Checks the names typed in one Save-as dialog: a name already saved is taken when
    Save is pressed a second time with it."""

    def __init__(self) -> None:
        self._replacing: str | None = None  # a saved set's name the player chose to replace

    def problem(self, name: str, names: list[str], current: str) -> str | None:
        """Why ``name`` cannot be used (yet), in words, or None; ``names`` are the rule
        sets there are, ``current`` the one being changed (saved over without asking)."""
        problem = name_problem(name)
        if problem:
            return problem
        exists = name in names and name != current
        if exists and self._replacing != name:
            self._replacing = name
            return tr(
                "You already have a rule set called {name}: Save again to replace it.", name=name
            )
        return None
