"""Moves in plain words: the chooser's labels ("Take 5♥ 4♦ with 9♣", "Build 9 on 7♦ —
you hold 9♠") and the log's past tense ("Ana took 5♥ 4♦ with 9♣ — sweep!")."""

from __future__ import annotations

from cassino.engine.cards import RANK_NAMES, cards_symbols
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, item_cards


def choice_label(state: State, move: Move) -> str:
    """What a move does, said to the player who is about to make it."""
    card = move.card.symbol()
    if move.action == "pluck":
        return f"Pluck {card} first"
    if move.action == "trail":
        text = f"Trail {card}"
    elif move.action == "capture":
        played = f"{card} as 14" if move.value == 14 and move.card.rank == 1 else card
        text = f"Take {_taken(state, move)} with {played}"
        if _sweeps(state, move):
            text += " — sweep!"
    else:
        text = _build_label(state, move)
    if move.pluck is not None:
        text += f", then pluck {move.pluck.symbol()}"
    return text


def log_line(name: str, state: State, move: Move) -> str:
    """What a player did, for the log of the last moves (``state`` is before the move)."""
    card = move.card.symbol()
    if move.action == "pluck":
        return f"{name} plucked {card}"
    if move.action == "trail":
        text = f"{name} trailed {card}"
    elif move.action == "capture":
        text = f"{name} took {_taken(state, move)} with {card}"
        if _sweeps(state, move):
            text += " — sweep!"
    else:
        text = f"{name} {_build_label(state, move, past=True)}"
    if move.pluck is not None:
        text += f" and plucked {move.pluck.symbol()}"
    return text


def _taken(state: State, move: Move) -> str:
    """The items taken, builds named as builds: ``5♥ 4♦ and the 8-build``."""
    used = _used_items(state, move)
    loose = [item for item in used if not isinstance(item, Build)]
    builds = [item for item in used if isinstance(item, Build)]
    parts = [cards_symbols(loose)] if loose else []
    parts += [_build_name(build) for build in builds]
    return " and ".join(parts)


def _build_label(state: State, move: Move, past: bool = False) -> str:
    """``Build 9 on 7♦ with 2♥``, ``Raise the 6-build to 8 with 2♥``, ``Build 8s on 3♣ 5♦
    and the 6-build with 2♥``; to the player, with the card that answers for it."""
    value = move.value or 0
    used = _used_items(state, move)
    card = move.card.symbol()
    raised = [
        item
        for item in used
        if isinstance(item, Build) and not item.multiple and item.value != value
    ]
    if raised and len(used) == 1:
        text = f"{'raised' if past else 'Raise'} {_build_name(raised[0])} to {value} with {card}"
    else:
        multiple = state.rules.is_multiple(tuple(sorted((move.card, *move.table))), value)
        kind = _value_name(value, plural=multiple)
        text = f"{'built' if past else 'Build'} {kind} on {_taken(state, move)} with {card}"
    if past:
        return text
    holding = _holding(state, move)
    return f"{text} — you hold {holding}" if holding else text


def _holding(state: State, move: Move) -> str | None:
    """The card in hand that answers for the build (the first one, by rank and suit)."""
    rules = state.rules
    hand = [card for card in state.hands[state.to_move] if card != move.card]
    for card in sorted(hand):
        if rules.holds([card], move.value or 0):
            return card.symbol()
    return None


def _value_name(value: int, plural: bool) -> str:
    if value > 10 and value in RANK_NAMES and value != 14:
        name = RANK_NAMES[value]
        return f"{name}s" if plural else name
    return f"{value}s" if plural else str(value)


def _build_name(build: Build) -> str:
    if build.multiple:
        return f"the build of {_value_name(build.value, plural=True)}"
    return f"the {build.value}-build"


def _used_items(state: State, move: Move) -> list[object]:
    used = set(move.table)
    return [item for item in state.table if item_cards(item)[0] in used]


def _sweeps(state: State, move: Move) -> bool:
    return move.action == "capture" and len(_used_items(state, move)) == len(state.table)
