"""Hints for the table: the Hard level's move for the player, with a short reason in words.

The reason names what the move does that matters most — a sweep, a Cassino, aces, a
build to take next turn, a valuable card kept back — so a player learns why, not only
what. Only the player's own view is used, like any computer player.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from cassino.ai.hard import DEFAULT_HARD, HardConfig, choose_hard
from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card
from cassino.engine.moves import Move
from cassino.engine.table import Build, table_cards
from cassino.engine.view import PlayerView

MANY_CARDS = 4  # a capture of this many cards is worth saying so


@dataclass(frozen=True)
class Hint:
    move: Move
    reason: str

    def __str__(self) -> str:
        return f"{self.move}: {self.reason}"


def hint(view: PlayerView, rng: Random, config: HardConfig = DEFAULT_HARD) -> Hint:
    """The move the Hard level would play from ``view``, and why."""
    move = choose_hard(view, rng, config)
    return Hint(move, reason_for(view, move))


def reason_for(view: PlayerView, move: Move) -> str:
    """A few words on why ``move`` is good, from what it takes, builds or keeps."""
    if move.action == "pluck":
        return f"plucks the {move.card.symbol()} before playing"
    if move.action == "capture":
        return _capture_reason(view, move)
    if move.action == "build":
        return _build_reason(view, move)
    return _trail_reason(view, move)


def _capture_reason(view: PlayerView, move: Move) -> str:
    taken = (move.card, *move.table)
    if view.rules.sweeps and len(move.table) == len(table_cards(view.table)):
        return "sweeps the table"
    if BIG_CASSINO in taken:
        return "takes Big Cassino"
    if LITTLE_CASSINO in taken:
        return "takes Little Cassino"
    aces = [card for card in taken if card.rank == 1]
    if len(aces) > 1:
        return f"takes {len(aces)} aces"
    if aces:
        return f"takes the {aces[0].symbol()}"
    builds = [
        item for item in view.table if isinstance(item, Build) and item.cards[0] in move.table
    ]
    rival = [build for build in builds if not _same_side(view, build.owner)]
    if rival:
        return f"takes their {rival[0].value}-build"
    if builds:
        return f"takes your {builds[0].value}-build"
    if len(taken) >= MANY_CARDS:
        return f"takes {len(taken)} cards"
    spades = sum(1 for card in taken if card.suit == "s")
    if spades > 1:
        return f"takes {spades} spades"
    return f"takes the {_symbols(move.table)}"


def _build_reason(view: PlayerView, move: Move) -> str:
    value = move.value
    if BIG_CASSINO in (move.card, *move.table):
        return f"builds {value} with Big Cassino, to take next turn"
    raised = [
        item
        for item in view.table
        if isinstance(item, Build) and item.cards[0] in move.table and item.value != value
    ]
    if raised and not _same_side(view, raised[0].owner):
        return f"raises their {raised[0].value}-build to {value}, yours to take next turn"
    return f"builds {value} you can take next turn"


def _trail_reason(view: PlayerView, move: Move) -> str:
    kept = [card for card in view.hand if card != move.card]
    for valuable in (BIG_CASSINO, LITTLE_CASSINO):
        if valuable in kept:
            return f"keeps the {valuable.symbol()} safe"
    aces = [card for card in kept if card.rank == 1]
    if aces:
        return f"keeps the {aces[0].symbol()} safe"
    return f"gives away the {move.card.symbol()}, the card least useful to the others"


def _same_side(view: PlayerView, seat: int) -> bool:
    return view.rules.side_of[seat] == view.rules.side_of[view.seat]


def _symbols(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol() for card in sorted(cards))
