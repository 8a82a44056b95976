"""The one owner of the player's preferences in the window.

Every screen reads ``store.current`` when it needs a preference and changes them with
``store.change`` (or ``store.update(field=value)``); the store tells its owner, which
applies and saves them. No screen keeps a copy of its own, so none can go stale.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from cassino.userdata.preferences import Preferences

Changed = Callable[[Preferences, Preferences], None]  # (old, new)


class PreferenceStore:
    def __init__(self, current: Preferences, on_change: Changed | None = None) -> None:
        self._current = current
        self._on_change = on_change

    @property
    def current(self) -> Preferences:
        return self._current

    def change(self, new: Preferences) -> None:
        old, self._current = self._current, new
        if self._on_change is not None and new != old:
            self._on_change(old, new)

    def update(self, **changes: Any) -> None:
        self.change(replace(self._current, **changes))
