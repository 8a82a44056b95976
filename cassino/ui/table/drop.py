"""What a drop means: the legal moves of the dragged card that fit where it was dropped.

The engine decides legality; this module only narrows the position's legal moves (the
session's ``TurnOptions``, made once per position) to the player's gesture. None fit →
the reason, in the engine's words, for the move the gesture most likely meant. One → play
it. Several → the chooser offers them, in its one order (``table.moves.best_first``).
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
from cassino.game.turn_options import TurnOptions


@dataclass(frozen=True)
class DropResult:
    moves: tuple[Move, ...]  # the moves the drop can mean, in the engine's order
    reason: Reason | None = None  # when there are none: why not, in the rules' words


def moves_for_drop(
    options: TurnOptions, card: Card, target: Item | None, selected: Sequence[Item] = ()
) -> DropResult:
    """The moves a drop of ``card`` on ``target`` (None: the empty felt) can mean, of the
    position's legal moves (``options``).

    With items ``selected`` by clicking, the drop means exactly those items and the target;
    without, any move that uses the target.
    """
    state = options.state
    moves = options.plays_of(card)
    if target is None:
        trails = tuple(move for move in moves if move.action == "trail")
        if trails:
            return DropResult(trails)
        return DropResult((), illegal_reason_parts(state, Move(card, "trail")))
    wanted = [*selected, target] if target not in selected else list(selected)
    wanted_cards = tuple(sorted(card for item in wanted for card in item_cards(item)))
    if selected:
        fits = tuple(move for move in moves if move.table == wanted_cards)
    else:
        target_card = item_cards(target)[0]
        fits = tuple(move for move in moves if target_card in move.table)
    if fits:
        return DropResult(fits)
    return DropResult((), _likely_reason(state, card, wanted_cards))


def _likely_reason(state: State, card: Card, table: tuple[Card, ...]) -> Reason:
    """Why the gesture's most likely meaning is illegal: a build when the cards add up to
    more than the card is worth (the player was building), else a capture."""
    rules = state.rules
    worth = rules.values[card]
    total = worth + sum(rules.values[other] for other in table)
    if worth and total > worth and total <= max(rules.max_build, worth):
        return illegal_reason_parts(state, Move(card, "build", table, total))
    return illegal_reason_parts(state, Move(card, "capture", table, worth or None))
