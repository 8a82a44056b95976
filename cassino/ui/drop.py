"""What a drop means: the legal moves of the dragged card that fit where it was dropped.

The engine decides legality; this module only narrows the engine's list to the player's
gesture. None fit → the reason, in the engine's words, for the move the gesture most
likely meant. One → play it. Several → the chooser offers them, most natural first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.explain import illegal_reason_parts
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.state import State
from cassino.engine.table import Item, item_cards


@dataclass(frozen=True)
class DropResult:
    moves: tuple[Move, ...]  # the moves the drop can mean, most natural first
    reason: Reason | None = None  # when there are none: why not, in the rules' words


def card_moves(state: State, card: Card) -> list[Move]:
    """The plays of ``card`` (a pluck after the play is offered separately, later); with
    ``hand_pair_capture`` also the captures it makes together with another hand card."""
    return [
        move
        for move in state.legal_moves()
        if (move.card == card or move.partner == card)
        and move.action != "pluck"
        and move.pluck is None
    ]


def usable_items(state: State, card: Card) -> list[Item]:
    """The table items some legal move of ``card`` uses: they light up while it is dragged."""
    used: set[Card] = set()
    for move in card_moves(state, card):
        used.update(move.table)
    return [item for item in state.table if item_cards(item)[0] in used]


def items_of(state: State, move: Move) -> list[Item]:
    used = set(move.table)
    return [item for item in state.table if item_cards(item)[0] in used]


def moves_for_drop(
    state: State, card: Card, target: Item | None, selected: Sequence[Item] = ()
) -> DropResult:
    """The moves a drop of ``card`` on ``target`` (None: the empty felt) can mean.

    With items ``selected`` by clicking, the drop means exactly those items and the target;
    without, any move that uses the target.
    """
    moves = card_moves(state, card)
    if target is None:
        trails = tuple(move for move in moves if move.action == "trail")
        if trails:
            return DropResult(trails)
        return DropResult((), illegal_reason_parts(state, Move(card, "trail")))
    wanted = [*selected, target] if target not in selected else list(selected)
    wanted_cards = tuple(sorted(card for item in wanted for card in item_cards(item)))
    if selected:
        fits = [move for move in moves if move.table == wanted_cards]
    else:
        target_card = item_cards(target)[0]
        fits = [move for move in moves if target_card in move.table]
    if fits:
        return DropResult(tuple(sorted(fits, key=lambda move: _naturalness(state, move))))
    return DropResult((), _likely_reason(state, card, wanted_cards))


def _naturalness(state: State, move: Move) -> tuple[int, int, int]:
    """Captures before builds, fewer items before more, lower values first."""
    order = {"capture": 0, "build": 1, "trail": 2}[move.action]
    return (order, len(items_of(state, move)), move.value or 0)


def _likely_reason(state: State, card: Card, table: tuple[Card, ...]) -> Reason:
    """Why the gesture's most likely meaning is illegal: a build when the cards add up to
    more than the card is worth (the player was building), else a capture."""
    rules = state.rules
    worth = rules.values[card]
    total = worth + sum(rules.values[other] for other in table)
    if worth and total > worth and total <= max(rules.max_build, worth):
        return illegal_reason_parts(state, Move(card, "build", table, total))
    return illegal_reason_parts(state, Move(card, "capture", table, worth or None))
