"""Why a table item cannot join the selection: one sentence in the rules' words.

At the table a player chooses a hand card, then clicks the table items to use with it.
When a click adds an item that no legal move of that card uses together with the items
already chosen, ``why_not`` says why, as the engine explains an illegal move
(``engine.explain``): it names the move the clicks most likely mean and asks the engine
why that move is illegal. The answer is a ``Reason`` (a template and its numbers and
cards), which the window says in the player's language as it says every refused move.
"""

from __future__ import annotations

from collections.abc import Sequence

from cassino.engine.cards import Card
from cassino.engine.explain import illegal_reason_parts
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards
from cassino.engine.view import PlayerView


def why_not(
    position: State | PlayerView,
    card: Card,
    chosen: Sequence[Item],
    clicked: Item,
    legal: Sequence[Move] | None = None,
) -> Reason | None:
    """Why ``clicked`` cannot be used with ``card`` and the ``chosen`` table items, or None
    when some legal move of ``card`` uses them all (or ``clicked`` is already chosen:
    the click takes it out). ``legal``: the position's legal moves when the caller has
    them already (the table's ``TurnOptions``)."""
    state = position.as_state() if isinstance(position, PlayerView) else position
    if clicked in chosen:
        return None
    wanted = _cards_of([*chosen, clicked])
    moves = state.legal_moves() if legal is None else legal
    plays = [m for m in moves if m.card == card and m.action != "pluck"]
    if any(wanted <= set(move.table) for move in plays):
        return None
    alone = _cards_of([clicked])
    if not any(alone <= set(move.table) for move in plays):
        # The item is of no use to this card whatever else is chosen: say why on its own.
        return _likely_reason(state, card, tuple(sorted(alone)), plays)
    fitting = [move for move in plays if _cards_of(chosen) <= set(move.table)]
    return _likely_reason(state, card, tuple(sorted(wanted)), fitting)


def _likely_reason(
    state: State, card: Card, table: tuple[Card, ...], hints: Sequence[Move]
) -> Reason:
    """The engine's reason against the move the player most likely means with ``table``:
    a build of the value the chosen items were building towards, or of the sum when the
    cards add up to more than the card is worth; else a capture at the card's value."""
    rules = state.rules
    worth = rules.values[card]
    builds = [move.value for move in hints if move.action == "build" and move.value]
    captures = [move for move in hints if move.action == "capture"]
    if builds and not captures:
        return illegal_reason_parts(state, Move(card, "build", table, min(builds)))
    total = worth + sum(rules.values[other] for other in table)
    has_build = any(isinstance(item, Build) for item in state.table if item_cards(item)[0] in table)
    if worth and not has_build and worth < total <= rules.max_build and not captures:
        return illegal_reason_parts(state, Move(card, "build", table, total))
    return illegal_reason_parts(state, Move(card, "capture", table, worth or None))


def _cards_of(items: Sequence[Item]) -> set[Card]:
    return {card for item in items for card in item_cards(item)}
