"""Why a move is illegal, in the words of RULES.md.

Only called for moves that are not among ``legal_moves()``, so clarity matters here and
speed does not: the checks run from the plainest problem (a card you do not hold) to
the subtlest (the build owner's duty).

Each reason is a ``Reason`` (an English template and its numbers and cards, see
reasons.py), so that the window can translate it; ``illegal_reason`` is its English.
Where English picks a word (``a 5`` or ``an 8``, ``queen`` or ``king``, ``the 8-build`` or
``the build of 8s``), there is one template per case, chosen from the tables below, and
``TEMPLATES`` (``refusal_words``) lists every template this module can give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.engine.cards import Card, cards_symbols
from cassino.engine.combos import TableCombos
from cassino.engine.errors import IllegalMoveError
from cassino.engine.movegen import eleven_bits_of, table_view
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.refusal_words import (
    COURT_BUILT_ON,
    COURT_HOLD_ANOTHER,
    COURT_NOT_ADDED,
    COURT_TAKES_ITS_RANK,
    COURT_TAKES_ONE,
    MUST_HOLD,
    MUST_KEEP,
    SPLIT,
    TAKEN_ONLY_BY,
)
from cassino.engine.table import Build, Item
from cassino.engine.take_all import takes_all

if TYPE_CHECKING:
    from cassino.engine.state import State


_r = Reason.of


def checked_move(state: State, move: Move) -> Move:
    """``move`` as listed by ``legal_moves()``, or IllegalMoveError with the reason.

    A numeric capture written without its value is read at the card's value.
    """
    legal = state.legal_moves()
    if move in legal:
        return move
    if move.partner is not None and move.action == "capture":
        # Two hand cards in either order, with or without their sum: the listed form.
        low, high = sorted((move.card, move.partner))
        values = state.rules.values
        written = move._replace(card=low, partner=high, value=values[low] + values[high])
        if written in legal:
            return written
    whole = move._replace(value=None)  # a take of everything (take_all) has no value
    if move.action == "capture" and takes_all(state.rules, move.card) and whole in legal:
        return whole
    if move.action == "capture" and move.value is None and state.rules.values[move.card]:
        completed = move._replace(value=state.rules.values[move.card])
        if completed in legal:
            return completed
    if move.action == "capture" and move.value == 14 and move.card.rank == 1:
        # An ace taking what it could take as 1 is the same move, listed with value 1.
        as_one = move._replace(value=1)
        if as_one in legal:
            return as_one
    if move.action == "capture" and move.value == 11 and state.rules.counts_eleven[move.card]:
        # likewise the 10♦ as 11 (big_ten), an ace as 11 (ace_eleven)
        as_ten = move._replace(value=state.rules.values[move.card])
        if as_ten in legal:
            return as_ten
    raise IllegalMoveError(illegal_reason_parts(state, move))


def illegal_reason(state: State, move: Move) -> str:
    """Why ``move`` is illegal, in English."""
    return str(illegal_reason_parts(state, move))


def illegal_reason_parts(state: State, move: Move) -> Reason:
    """Why ``move`` is illegal, as a template and its parameters (one of ``TEMPLATES``)."""
    if state.ended_by_sweep:
        return _r("the game is over: a sweep reached the target")
    if state.ended_by_instants:
        return _r("the round is over: a third instant score against one side ended it")
    if state.ended_by_clear:
        return _r("the game is over: the table was cleared")
    if state.round_over:
        return _r("the round is over: nobody has a card left to play")
    if move.action == "pluck" or move.pluck is not None:
        return _pluck_reason(state, move)
    if move.partner is not None:
        return _pair_reason(state, move)
    seat = state.to_move
    card = move.card
    if card not in state.hands[seat]:
        return _r("you do not hold {card}", card=card.symbol())
    problem = _table_problem(state, move)
    if problem:
        return problem
    rules = state.rules
    if move.action == "build" and not rules.builds:
        return _r("this game has no builds (option builds is false)")
    if move.action != "trail" and takes_all(rules, card):
        return _r("{card} takes the whole table at once, or trails", card=card.symbol())
    used = [item for item in state.table if _first(item) in move.table]
    owned = state.builds_owned_by(seat)
    if move.action == "trail":
        if owned and rules.owner_duty == "take_or_add":
            return _r("you own a build, so this turn you must take it or add to it")
        if owned and not rules.owner_may_trail:
            return _r("you own a build, so you may not trail")
        return _duty_reason(state, move, used) or _r("that trail is not legal here")
    if not used:
        if move.action == "capture":
            return _r("a capture must take at least one card from the table")
        return _r("a build must use at least one card from the table")
    shape = (
        _capture_problem(state, move, used)
        if move.action == "capture"
        else _build_problem(state, move, used)
    )
    if shape:
        return shape
    if owned and rules.owner_duty == "take_or_add" and not any(b in used for b in owned):
        return _r("you own a build, so this turn you must take it or add to it")
    return _duty_reason(state, move, used) or _r("that move is not legal here")


def _pair_reason(state: State, move: Move) -> Reason:
    """Why a capture with two hand cards (``hand_pair_capture``) is refused."""
    rules = state.rules
    hand = state.hands[state.to_move]
    partner = move.partner or move.card
    if not rules.hand_pair_capture:
        return _r("two hand cards take a table card only with the option hand_pair_capture")
    for card in (move.card, partner):
        if card not in hand:
            return _r("you do not hold {card}", card=card.symbol())
    problem = _table_problem(state, move)
    if problem:
        return problem
    loose = [item for item in state.table if not isinstance(item, Build)]
    if move.action != "capture" or len(move.table) != 1 or move.table[0] not in loose:
        return _r("two hand cards take just one loose table card")
    total = rules.values[move.card] + rules.values[partner]
    target = move.table[0]
    if not rules.values[move.card] or not rules.values[partner] or total != rules.values[target]:
        return _r(
            "{cards} add up to {value}, not to {card}",
            cards=cards_symbols((move.card, partner)),
            value=total,
            card=target.symbol(),
        )
    if state.builds_owned_by(state.to_move) and rules.owner_duty == "take_or_add":
        return _r("you own a build, so this turn you must take it or add to it")
    if state.builds_owned_by(state.to_move):
        return _r("you own a build, so you must keep a card for it in hand")
    return _r("that move is not legal here")


def _pluck_reason(state: State, move: Move) -> Reason:
    """Why a pluck (alone, or after a play) is refused (preset ``pluck``)."""
    if move.action != "pluck":
        play = move._replace(pluck=None)
        if play not in state.legal_moves():
            return illegal_reason_parts(state, play)
    plucked = move.pluck if move.pluck is not None else move.card
    rules = state.rules
    if not rules.pluck:
        return _r("plucking is not part of these rules")
    if state.plucked[state.to_move]:
        return _r("you have already plucked in this deal")
    if not state.stock:
        return _r("there is no plucking once the stock is empty")
    if plucked.rank == 1 or plucked.code in ("Td", "2s"):
        return _r("{card} cannot be plucked: aces, 10♦ and 2♠ never can", card=plucked.symbol())
    if move.action != "pluck" and plucked == move.card:
        return _r("you may not pluck the card you just played")
    if plucked not in state.table and (move.action == "pluck" or plucked != move.card):
        return _r("{card} is not a loose card on the table", card=plucked.symbol())
    return _r("you may not pluck the only card on the table")


def _table_problem(state: State, move: Move) -> Reason | None:
    if move.action == "trail":
        if move.table:
            return _r("a trail lays the card alone: it uses no table cards")
        return None
    on_table = {c for item in state.table for c in _cards(item)}
    for card in move.table:
        if card not in on_table:
            return _r("{card} is not on the table", card=card.symbol())
    for item in state.table:
        if isinstance(item, Build):
            taken = [c for c in item.cards if c in move.table]
            if taken and len(taken) != len(item.cards):
                return _r(SPLIT[item.multiple], **_build_params(item))
    return None


def _capture_problem(state: State, move: Move, used: list[Item]) -> Reason | None:
    card = move.card
    rules = state.rules
    value = rules.values[card]
    if not value:
        for item in used:
            if isinstance(item, Build) and not (rules.court_builds and item.value == card.rank):
                return _r(COURT_TAKES_ITS_RANK[card.rank])
            if not isinstance(item, Build) and item.rank != card.rank:
                return _r(COURT_TAKES_ITS_RANK[card.rank])
        if len(used) > 1 and rules.court_capture == "one":
            return _r(COURT_TAKES_ONE[card.rank])
        return None
    high_ace = card.rank == 1 and rules.ace_high and move.value in (1, 14)
    big_ten = rules.counts_eleven[card] and move.value in (value, 11)
    if high_ace or big_ten:
        value = move.value or 0
    elif move.value is not None and move.value != value:
        if card.rank == 1 and move.value == 14:
            return _r("an ace counts 14 only with the option ace_high")
        return _r(
            "{card} captures at {value}, not {announced}",
            card=card.symbol(),
            value=value,
            announced=move.value,
        )
    for item in used:
        if not isinstance(item, Build) and not state.rules.values[item]:
            return _r(COURT_NOT_ADDED[item.rank], card=item.symbol())
    for item in used:
        if isinstance(item, Build) and item.value != value:
            if item.multiple:
                return _r(TAKEN_ONLY_BY[_article(item.value)], **_build_params(item))
            if state.rules.build_in_sums == "never":
                return _r("a {value}-build cannot be part of a sum", value=item.value)
    combos = _combos(state)
    if _mask(state, used) in combos.capture(value):
        return None
    if state.rules.build_in_sums == "opponents" and any(
        isinstance(item, Build) and item.value != value for item in used
    ):
        return _r("only an opponent's build may be counted in a sum")
    return _r(
        "those cards do not split into groups worth {value} for {card}",
        value=value,
        card=card.symbol(),
    )


def _build_problem(state: State, move: Move, used: list[Item]) -> Reason | None:
    rules = state.rules
    card = move.card
    card_value = rules.values[card]
    target = move.value
    if not card_value:
        if not rules.court_builds:
            return _r("court cards cannot be built: they have no value")
        hand = list(state.hands[state.to_move])
        hand.remove(card)
        if not any(other.rank == card.rank for other in hand):
            return _r(COURT_HOLD_ANOTHER[card.rank])
        return _r(COURT_BUILT_ON[card.rank])
    if target is None:
        return _r("a build must announce its value")
    if card.rank == 1 and rules.ace_high and target == 14:
        card_value = 14
    if target > rules.max_build:
        return _r(
            "builds go up to {limit}; {value} is too high", limit=rules.max_build, value=target
        )
    if target < card_value:
        return _r(
            "{card} is worth {worth}, more than the {value} announced",
            card=card.symbol(),
            worth=card_value,
            value=target,
        )
    hand = list(state.hands[state.to_move])
    hand.remove(card)
    if not rules.holds(hand, target):
        return _r(MUST_HOLD[_article(target)], value=target)
    for item in used:
        if not isinstance(item, Build) and not rules.values[item]:
            return _r("court cards cannot be built: {card} has no value", card=item.symbol())
    off_value = [item for item in used if isinstance(item, Build) and item.value != target]
    for build in off_value:
        if build.multiple:
            return _r("a multiple build cannot be raised")
    if len(off_value) > 1 or (off_value and card_value + off_value[0].value != target):
        return _r("a {value}-build cannot be part of a sum", value=off_value[0].value)
    combos = _combos(state)
    mask = _mask(state, used)
    if mask in combos.build(card_value, target, rules.build_gathers):
        return None
    as_eleven = rules.counts_eleven[card]  # the 10♦ (big_ten) or an ace (ace_eleven) may count 11
    if as_eleven and mask in combos.build(11, target, rules.build_gathers):
        return None
    if off_value:
        return _r("loose cards never take part in a raise")
    if not rules.build_gathers and mask in combos.build(card_value, target, True):
        return _r("this game does not allow gathering more groups into a build (build_gathers)")
    return _r(
        "those cards do not make groups worth {value} with {card}",
        value=target,
        card=card.symbol(),
    )


def _duty_reason(state: State, move: Move, used: list[Item]) -> Reason | None:
    hand = list(state.hands[state.to_move])
    hand.remove(move.card)
    kept = [build for build in state.builds_owned_by(state.to_move) if build not in used]
    for build in kept:
        if not state.rules.holds(hand, build.value):
            template = MUST_KEEP[build.multiple, _article(build.value)]
            return _r(template, **_build_params(build))
    values = [build.value for build in kept]
    if move.action == "build" and move.value is not None:
        values.append(move.value)
    if not state.rules.answers(hand, values):
        # Each value is held, but one card would have to answer for two (a lone ace, 1 and 14).
        return _r("one card answers for one build value only: you need a card for each")
    return None


def _combos(state: State) -> TableCombos:
    rules = state.rules
    big_ten_bit = eleven_bits_of(state.table, rules.counts_eleven)
    signature = table_view(state, state.to_move)[0]
    return TableCombos(signature, ace_high=rules.ace_high, big_ten_bit=big_ten_bit)


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


def _build_params(build: Build) -> dict[str, int | str]:
    """What a template naming a build (as ``Build.describe`` does) is given."""
    return {"value": build.value, "cards": cards_symbols(build.cards)}


def _article(value: int) -> str:
    """How a player names the card they must hold: ``a`` 9, ``an`` 8, an ``ace`` (1, 14)."""
    if value in (1, 14):
        return "ace"
    return "an" if str(value).startswith(("8", "11")) else "a"
