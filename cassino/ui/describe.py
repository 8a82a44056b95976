"""Moves in plain words, in the player's language: the chooser's labels ("Take 5♥ 4♦ with
9♣", "Build 9 on 7♦ with 2♥ — you hold 9♠") and the log's past tense ("Ana took 5♥ 4♦
with 9♣ — sweep!"). Whole sentences are templates of the message catalogue."""

from __future__ import annotations

from cassino.engine.cards import RANK_NAMES, cards_symbols
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards
from cassino.i18n import tr


def choice_label(state: State, move: Move) -> str:
    """What a move does, said to the player who is about to make it."""
    card = move.card.symbol()
    if move.action == "pluck":
        return tr("Pluck {card} first", card=card)
    if move.action == "trail":
        text = tr("Trail {card}", card=card)
    elif move.action == "capture":
        played = tr("{card} as 14", card=card) if _as_fourteen(move) else card
        text = tr("Take {cards} with {card}", cards=_taken(state, move), card=played)
        if _sweeps(state, move):
            text = tr("{text} — sweep!", text=text)
    else:
        text = _build_text(state, move, past=False, name="")
        holding = _holding(state, move)
        if holding:
            text = tr("{text} — you hold {card}", text=text, card=holding)
    if move.pluck is not None:
        text = tr("{text}, then pluck {card}", text=text, card=move.pluck.symbol())
    return text


def log_line(name: str, state: State, move: Move) -> str:
    """What a player did, for the log of the last moves (``state`` is before the move)."""
    card = move.card.symbol()
    if move.action == "pluck":
        return tr("{name} plucked {card}", name=name, card=card)
    if move.action == "trail":
        text = tr("{name} trailed {card}", name=name, card=card)
    elif move.action == "capture":
        text = tr(
            "{name} took {cards} with {card}", name=name, cards=_taken(state, move), card=card
        )
        if _sweeps(state, move):
            text = tr("{text} — sweep!", text=text)
    else:
        text = _build_text(state, move, past=True, name=name)
    if move.pluck is not None:
        text = tr("{text} and plucked {card}", text=text, card=move.pluck.symbol())
    return text


def _build_text(state: State, move: Move, past: bool, name: str) -> str:
    """``Build 9 on 7♦ with 2♥``, ``Raise the 6-build to 8 with 2♥``, ``Build 8s on 3♣ 5♦
    and the 6-build with 2♥`` — or their past tense for the log."""
    value = move.value or 0
    used = _used_items(state, move)
    card = move.card.symbol()
    raised = [
        item
        for item in used
        if isinstance(item, Build) and not item.multiple and item.value != value
    ]
    if raised and len(used) == 1:
        build = _build_name(state, raised[0])
        if past:
            return tr(
                "{name} raised {build} to {value} with {card}",
                name=name, build=build, value=value, card=card,
            )  # fmt: skip
        return tr("Raise {build} to {value} with {card}", build=build, value=value, card=card)
    multiple = state.rules.is_multiple(tuple(sorted((move.card, *move.table))), value)
    shown = _value_name(state, value)
    cards = _taken(state, move)
    if past:
        template = (
            "{name} built {value}s on {cards} with {card}"
            if multiple
            else "{name} built {value} on {cards} with {card}"
        )
        return tr(template, name=name, value=shown, cards=cards, card=card)
    template = (
        "Build {value}s on {cards} with {card}"
        if multiple
        else "Build {value} on {cards} with {card}"
    )
    return tr(template, value=shown, cards=cards, card=card)


def _taken(state: State, move: Move) -> str:
    """The items taken, builds named as builds: ``5♥ 4♦ and the 8-build``."""
    used = _used_items(state, move)
    loose = [item for item in used if not isinstance(item, Build)]
    parts = [cards_symbols(loose)] if loose else []
    parts += [_build_name(state, item) for item in used if isinstance(item, Build)]
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = tr("{first} and {second}", first=text, second=part)
    return text


def _holding(state: State, move: Move) -> str | None:
    """The card in hand that answers for the build (the first one, by rank and suit)."""
    rules = state.rules
    hand = [card for card in state.hands[state.to_move] if card != move.card]
    for card in sorted(hand):
        if rules.holds([card], move.value or 0):
            return card.symbol()
    return None


def _value_name(state: State, value: int) -> str:
    """A build's value as said: a number, or for a build of court cards (which have no
    value) the rank's name; the templates make it plural ("Build queens", "Build 7s")."""
    if state.rules.court_builds and 10 < value < 14:
        return tr(RANK_NAMES[value])
    return str(value)


def _build_name(state: State, build: Build) -> str:
    if build.multiple:
        return tr("the build of {value}s", value=_value_name(state, build.value))
    return tr("the {value}-build", value=build.value)


def _used_items(state: State, move: Move) -> list[Item]:
    used = set(move.table)
    return [item for item in state.table if item_cards(item)[0] in used]


def _as_fourteen(move: Move) -> bool:
    return move.value == 14 and move.card.rank == 1


def _sweeps(state: State, move: Move) -> bool:
    return move.action == "capture" and len(_used_items(state, move)) == len(state.table)
