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
from cassino.engine.reasons import Reason
from cassino.engine.table import Build, table_cards
from cassino.engine.view import PlayerView

MANY_CARDS = 4  # a capture of this many cards is worth saying so


@dataclass(frozen=True)
class Hint:
    move: Move
    reason: str  # in English
    cause: Reason  # the same as a template, for the window to say in the player's language

    def __str__(self) -> str:
        return f"{self.move}: {self.reason}"


def hint(view: PlayerView, rng: Random, config: HardConfig = DEFAULT_HARD) -> Hint:
    """The move the Hard level would play from ``view``, and why."""
    move = choose_hard(view, rng, config)
    cause = reason_parts(view, move)
    return Hint(move, str(cause), cause)


def reason_for(view: PlayerView, move: Move) -> str:
    """A few words on why ``move`` is good, from what it takes, builds or keeps."""
    return str(reason_parts(view, move))


def reason_parts(view: PlayerView, move: Move) -> Reason:
    """The reason as a template with parameters, for the window to say in any language."""
    if move.action == "pluck":
        return Reason.of("plucks the {card} before playing", card=move.card.symbol())
    if move.action == "capture":
        return _capture_reason(view, move)
    if move.action == "build":
        return _build_reason(view, move)
    return _trail_reason(view, move)


def _capture_reason(view: PlayerView, move: Move) -> Reason:
    taken = (move.card, *move.table)
    if view.rules.sweeps and len(move.table) == len(table_cards(view.table)):
        return Reason.of("sweeps the table")
    if BIG_CASSINO in taken:
        return Reason.of("takes Big Cassino")
    if LITTLE_CASSINO in taken:
        return Reason.of("takes Little Cassino")
    aces = [card for card in taken if card.rank == 1]
    if len(aces) > 1:
        return Reason.of("takes {count} aces", count=len(aces))
    if aces:
        return Reason.of("takes the {card}", card=aces[0].symbol())
    builds = [
        item for item in view.table if isinstance(item, Build) and item.cards[0] in move.table
    ]
    rival = [build for build in builds if not _same_side(view, build.owner)]
    if rival:
        return Reason.of("takes their {value}-build", value=rival[0].value)
    if builds:
        return Reason.of("takes your {value}-build", value=builds[0].value)
    if len(taken) >= MANY_CARDS:
        return Reason.of("takes {count} cards", count=len(taken))
    spades = sum(1 for card in taken if card.suit == "s")
    if spades > 1:
        return Reason.of("takes {count} spades", count=spades)
    return Reason.of("takes the {cards}", cards=_symbols(move.table))


def _build_reason(view: PlayerView, move: Move) -> Reason:
    value = move.value or 0  # a build always announces its value
    if BIG_CASSINO in (move.card, *move.table):
        return Reason.of("builds {value} with Big Cassino, to take next turn", value=value)
    raised = [
        item
        for item in view.table
        if isinstance(item, Build) and item.cards[0] in move.table and item.value != value
    ]
    if raised and not _same_side(view, raised[0].owner):
        return Reason.of(
            "raises their {old}-build to {value}, yours to take next turn",
            old=raised[0].value,
            value=value,
        )
    return Reason.of("builds {value} you can take next turn", value=value)


def _trail_reason(view: PlayerView, move: Move) -> Reason:
    kept = [card for card in view.hand if card != move.card]
    for valuable in (BIG_CASSINO, LITTLE_CASSINO):
        if valuable in kept:
            return Reason.of("keeps the {card} safe", card=valuable.symbol())
    aces = [card for card in kept if card.rank == 1]
    if aces:
        return Reason.of("keeps the {card} safe", card=aces[0].symbol())
    return Reason.of(
        "gives away the {card}, the card least useful to the others", card=move.card.symbol()
    )


def _same_side(view: PlayerView, seat: int) -> bool:
    return view.rules.side_of[seat] == view.rules.side_of[view.seat]


def _symbols(cards: tuple[Card, ...]) -> str:
    return " ".join(card.symbol() for card in sorted(cards))
