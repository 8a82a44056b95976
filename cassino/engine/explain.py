"""Why a move is illegal, in the words of RULES.md.

Only called for moves that are not among ``legal_moves()``, so clarity matters here and
speed does not: the checks run from the plainest problem (a card you do not hold) to
the subtlest (the build owner's duty).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.cards import RANK_NAMES, Card
from cassino.engine.combos import TableCombos
from cassino.engine.errors import IllegalMoveError
from cassino.engine.movegen import table_view
from cassino.engine.moves import Move
from cassino.engine.table import Build, Item

if TYPE_CHECKING:
    from cassino.engine.state import State


def checked_move(state: State, move: Move) -> Move:
    """``move`` as listed by ``legal_moves()``, or IllegalMoveError with the reason.

    A numeric capture written without its value is read at the card's value.
    """
    legal = state.legal_moves()
    if move in legal:
        return move
    if move.action == "capture" and move.value is None and state.rules.values[move.card]:
        completed = move._replace(value=state.rules.values[move.card])
        if completed in legal:
            return completed
    if move.action == "capture" and move.value == 14 and move.card.rank == 1:
        # An ace taking what it could take as 1 is the same move, listed with value 1.
        as_one = move._replace(value=1)
        if as_one in legal:
            return as_one
    raise IllegalMoveError(illegal_reason(state, move))


def illegal_reason(state: State, move: Move) -> str:
    if state.ended_by_sweep:
        return "the game is over: a sweep reached the target"
    if state.round_over:
        return "the round is over: nobody has a card left to play"
    if move.action == "pluck" or move.pluck is not None:
        return _pluck_reason(state, move)
    seat = state.to_move
    card = move.card
    if card not in state.hands[seat]:
        return f"you do not hold {card.symbol()}"
    problem = _table_problem(state, move)
    if problem:
        return problem
    used = [item for item in state.table if _first(item) in move.table]
    rules = state.rules
    owned = state.builds_owned_by(seat)
    if move.action == "trail":
        if owned and rules.owner_duty == "take_or_add":
            return "you own a build, so this turn you must take it or add to it"
        if owned and not rules.owner_may_trail:
            return "you own a build, so you may not trail"
        return _duty_reason(state, move, used) or "that trail is not legal here"
    if not used:
        verb = "a capture must take" if move.action == "capture" else "a build must use"
        return f"{verb} at least one card from the table"
    shape = (
        _capture_problem(state, move, used)
        if move.action == "capture"
        else _build_problem(state, move, used)
    )
    if shape:
        return shape
    if owned and rules.owner_duty == "take_or_add" and not any(b in used for b in owned):
        return "you own a build, so this turn you must take it or add to it"
    return _duty_reason(state, move, used) or "that move is not legal here"


def _pluck_reason(state: State, move: Move) -> str:
    """Why a pluck (alone, or after a play) is refused (preset ``pluck``)."""
    if move.action != "pluck":
        play = move._replace(pluck=None)
        if play not in state.legal_moves():
            return illegal_reason(state, play)
    plucked = move.pluck if move.pluck is not None else move.card
    rules = state.rules
    if not rules.pluck:
        return "plucking is not part of these rules"
    if state.plucked[state.to_move]:
        return "you have already plucked in this deal"
    if not state.stock:
        return "there is no plucking once the stock is empty"
    if plucked.rank == 1 or plucked.code in ("Td", "2s"):
        return f"{plucked.symbol()} cannot be plucked: aces, 10♦ and 2♠ never can"
    if move.action != "pluck" and plucked == move.card:
        return "you may not pluck the card you just played"
    if plucked not in state.table and (move.action == "pluck" or plucked != move.card):
        return f"{plucked.symbol()} is not a loose card on the table"
    return "you may not pluck the only card on the table"


def _table_problem(state: State, move: Move) -> str | None:
    if move.action == "trail":
        return "a trail lays the card alone: it uses no table cards" if move.table else None
    on_table = {c for item in state.table for c in _cards(item)}
    for card in move.table:
        if card not in on_table:
            return f"{card.symbol()} is not on the table"
    for item in state.table:
        if isinstance(item, Build):
            taken = [c for c in item.cards if c in move.table]
            if taken and len(taken) != len(item.cards):
                return f"a build is moved as one unit: {item.describe()} cannot be split"
    return None


def _capture_problem(state: State, move: Move, used: list[Item]) -> str | None:
    card = move.card
    rules = state.rules
    value = rules.values[card]
    if not value:
        name = RANK_NAMES[card.rank]
        for item in used:
            if isinstance(item, Build) and not (rules.court_builds and item.value == card.rank):
                return f"a {name} takes only {name}s: court cards have no value to add up"
            if not isinstance(item, Build) and item.rank != card.rank:
                return f"a {name} takes only {name}s: court cards have no value to add up"
        if len(used) > 1 and rules.court_capture == "one":
            return f"a {name} takes only one {name} at a time"
        return None
    if card.rank == 1 and rules.ace_high and move.value in (1, 14):
        value = move.value
    elif move.value is not None and move.value != value:
        if card.rank == 1 and move.value == 14:
            return "an ace counts 14 only with the option ace_high"
        return f"{card.symbol()} captures at {value}, not {move.value}"
    for item in used:
        if not isinstance(item, Build) and not state.rules.values[item]:
            name = RANK_NAMES[item.rank]
            return f"{item.symbol()} has no value to add up: only a {name} takes a {name}"
    for item in used:
        if isinstance(item, Build) and item.value != value:
            if item.multiple:
                return f"{item.describe()} can be taken only by {_a(item.value)}"
            if state.rules.build_in_sums == "never":
                return f"a {item.value}-build cannot be part of a sum"
    combos = TableCombos(table_view(state, state.to_move)[0], ace_high=rules.ace_high)
    if _mask(state, used) in combos.capture(value):
        return None
    if state.rules.build_in_sums == "opponents" and any(
        isinstance(item, Build) and item.value != value for item in used
    ):
        return "only an opponent's build may be counted in a sum"
    return f"those cards do not split into groups worth {value} for {card.symbol()}"


def _build_problem(state: State, move: Move, used: list[Item]) -> str | None:
    rules = state.rules
    card = move.card
    card_value = rules.values[card]
    target = move.value
    if not card_value:
        name = RANK_NAMES[card.rank]
        if not rules.court_builds:
            return "court cards cannot be built: they have no value"
        hand = list(state.hands[state.to_move])
        hand.remove(card)
        if not any(other.rank == card.rank for other in hand):
            return f"you must hold another {name} to build {name}s"
        return f"{name}s are built only on loose {name}s or builds of {name}s"
    if target is None:
        return "a build must announce its value"
    if card.rank == 1 and rules.ace_high and target == 14:
        card_value = 14
    if target > rules.max_build:
        return f"builds go up to {rules.max_build}; {target} is too high"
    if target < card_value:
        return f"{card.symbol()} is worth {card_value}, more than the {target} announced"
    hand = list(state.hands[state.to_move])
    hand.remove(card)
    if not rules.holds(hand, target):
        return f"you must hold {_a(target)} to build {target}"
    for item in used:
        if not isinstance(item, Build) and not rules.values[item]:
            return f"court cards cannot be built: {item.symbol()} has no value"
    off_value = [item for item in used if isinstance(item, Build) and item.value != target]
    for build in off_value:
        if build.multiple:
            return "a multiple build cannot be raised"
    if len(off_value) > 1 or (off_value and card_value + off_value[0].value != target):
        return f"a {off_value[0].value}-build cannot be part of a sum"
    combos = TableCombos(table_view(state, state.to_move)[0], ace_high=rules.ace_high)
    mask = _mask(state, used)
    if mask in combos.build(card_value, target, rules.build_gathers):
        return None
    if off_value:
        return "loose cards never take part in a raise"
    if not rules.build_gathers and mask in combos.build(card_value, target, True):
        return "this game does not allow gathering more groups into a build (build_gathers)"
    return f"those cards do not make groups worth {target} with {card.symbol()}"


def _duty_reason(state: State, move: Move, used: list[Item]) -> str | None:
    hand = list(state.hands[state.to_move])
    hand.remove(move.card)
    for build in state.builds_owned_by(state.to_move):
        if build in used:
            continue
        if not state.rules.holds(hand, build.value):
            return f"you own {build.describe()}, so you must keep {_a(build.value)} in hand"
    return None


def _mask(state: State, used: list[Item]) -> int:
    mask = 0
    for index, item in enumerate(state.table):
        if item in used:
            mask |= 1 << index
    return mask


def _first(item: Item) -> Card:
    return item.cards[0] if isinstance(item, Build) else item


def _cards(item: Item) -> tuple[Card, ...]:
    return item.cards if isinstance(item, Build) else (item,)


def _a(value: int) -> str:
    """``an 8``, ``a 9``, ``an ace`` — how a player names the card they must hold."""
    if value in (1, 14):
        return "an ace"
    word = str(value)
    return f"an {word}" if word.startswith(("8", "11")) else f"a {word}"
