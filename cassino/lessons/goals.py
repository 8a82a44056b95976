"""What counts as done in a lesson's step: a predicate on the move the player made and
what the engine says it did (``Effect``). Goals are small values, so a lesson reads like
a rule table: ``Takes("3c 4d")``, ``Builds(8)``, ``Sweeps()``."""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.cards import Card, parse_card
from cassino.engine.effects import Effect
from cassino.engine.table import Build


def cards(text: str) -> frozenset[Card]:
    """``"3c 4d"`` as a set of cards."""
    return frozenset(parse_card(code) for code in text.split())


@dataclass(frozen=True)
class Takes:
    """A capture that takes at least these table cards (``with_card``: played with it)."""

    table: str
    with_card: str | None = None

    def met(self, effect: Effect) -> bool:
        move = effect.move
        if move.action != "capture" or not cards(self.table) <= set(move.table):
            return False
        return self.with_card is None or move.card == parse_card(self.with_card)


@dataclass(frozen=True)
class TakesBuild:
    """A capture that takes a build (any of them)."""

    def met(self, effect: Effect) -> bool:
        return effect.move.action == "capture" and any(
            isinstance(item, Build) for item in effect.used_items
        )


@dataclass(frozen=True)
class Builds:
    """A build of ``value``; ``multiple``: the build made is a multiple one; ``raising``:
    it raised a single build to the value."""

    value: int
    multiple: bool = False
    raising: bool = False

    def met(self, effect: Effect) -> bool:
        move = effect.move
        if move.action != "build" or move.value != self.value:
            return False
        if self.raising and effect.raised is None:
            return False
        if self.multiple:
            made = [
                item
                for item in effect.after.table
                if isinstance(item, Build) and move.card in item.cards
            ]
            return bool(made) and made[0].multiple
        return True


@dataclass(frozen=True)
class Sweeps:
    """A capture that clears the table and counts as a sweep."""

    def met(self, effect: Effect) -> bool:
        return effect.swept


@dataclass(frozen=True)
class AnyMove:
    """Whatever legal move the player makes (a step that only shows what follows)."""

    def met(self, effect: Effect) -> bool:
        return True


Goal = Takes | TakesBuild | Builds | Sweeps | AnyMove
