"""``OneOf``: what a control showing one of a list of options keeps (``Choice``, ``Tabs``):
the options, which one is shown, how each is named, and who hears of a change."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

T = TypeVar("T")


class OneOf(Generic[T]):
    options: list[T]
    index: int
    on_change: Callable[[T], None] | None
    format: Callable[[T], str]

    def keep_options(
        self,
        options: Sequence[T],
        value: T | None,
        on_change: Callable[[T], None] | None,
        label: Callable[[T], str],
    ) -> None:
        """Show ``value`` (the first option if None) among ``options``."""
        self.format = label
        self.on_change = on_change
        self.options = self._checked(options)
        self.index = 0
        if value is not None:
            self.value = value

    def _checked(self, options: Sequence[T]) -> list[T]:
        if not options:
            raise ValueError(f"{type(self).__name__} needs at least one option")
        return list(options)

    @property
    def value(self) -> T:
        return self.options[self.index]

    @value.setter
    def value(self, value: T) -> None:
        if value not in self.options:
            shown = ", ".join(map(self.format, self.options))
            raise ValueError(f"{value!r} is not one of the options: {shown}")
        self.index = self.options.index(value)
