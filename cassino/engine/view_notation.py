"""A player's view as JSON, and back: what a guest at a networked table is sent (issue 58).

The JSON holds exactly what ``PlayerView`` holds — the player's own hand, the table, the
captured piles (face up in this implementation), the other hands and the stock as counts,
the scores and the plays of the round everyone saw — and nothing else: no other player's
hidden card, no card of the stock, no order of the stock. Reading it back checks every
field as a position is checked (``notation``), so a malformed view is refused with the
reason, never half-read.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cassino.engine.cards import Card
from cassino.engine.errors import PositionError
from cassino.engine.move_notation import move_from_json, move_to_json
from cassino.engine.notation_fields import read_card, read_cards
from cassino.engine.rules import Rules
from cassino.engine.table import Build, Item
from cassino.engine.view import Play, PlayerView

VIEW_FORMAT = 1


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """``view`` as JSON-ready data; ``rules`` as the preset and its changed options."""
    rules = view.rules
    return {
        "format": VIEW_FORMAT,
        "rules": {"preset": rules.preset, **dict(rules.overrides)},
        "seat": view.seat,
        "hand": [card.code for card in view.hand],
        "table": [_item_json(item) for item in view.table],
        "hand_sizes": list(view.hand_sizes),
        "stock_size": view.stock_size,
        "captured": [[card.code for card in pile] for pile in view.captured],
        "sweeps": list(view.sweeps),
        "to_move": view.to_move,
        "dealer": view.dealer,
        "last_capturer": view.last_capturer,
        "scores": list(view.scores),
        "round": view.round_number,
        "plucked": list(view.plucked),
        "penalties": list(view.penalties),
        "history": [_play_json(play) for play in view.history],
    }


def view_from_json(data: object, rules: Rules) -> PlayerView:
    """The view ``view_to_json`` wrote, played by ``rules`` (which the receiver resolved
    from the view's ``rules``); PositionError naming the first field that is wrong."""
    fields = _mapping(data, "the view")
    if fields.get("format") != VIEW_FORMAT:
        raise PositionError(f"unknown view format {fields.get('format')!r}")
    players = rules.players
    seat = _seat(fields.get("seat"), players, "seat")
    hand_sizes = _counts(fields.get("hand_sizes"), players, "hand_sizes")
    seen: set[Card] = set()  # each card once in hand, table and piles together
    hand = read_cards(fields.get("hand"), "hand", seen)
    if len(hand) != hand_sizes[seat]:
        raise PositionError(f"the hand holds {len(hand)} cards, hand_sizes says {hand_sizes[seat]}")
    return PlayerView(
        rules=rules,
        seat=seat,
        hand=hand,
        table=tuple(
            _item(entry, f"table[{n}]", seen)
            for n, entry in enumerate(_list(fields.get("table"), "table"))
        ),
        hand_sizes=hand_sizes,
        stock_size=_whole(fields.get("stock_size"), "stock_size"),
        captured=tuple(
            read_cards(pile, f"captured[{n}]", seen)
            for n, pile in enumerate(_sized(fields.get("captured"), players, "captured"))
        ),
        sweeps=_counts(fields.get("sweeps"), players, "sweeps"),
        to_move=_seat(fields.get("to_move"), players, "to_move"),
        dealer=_seat(fields.get("dealer"), players, "dealer"),
        last_capturer=None
        if fields.get("last_capturer") is None
        else _seat(fields.get("last_capturer"), players, "last_capturer"),
        scores=_integers(fields.get("scores"), players, "scores"),
        round_number=_whole(fields.get("round"), "round"),
        plucked=_flags(fields.get("plucked"), players, "plucked"),
        penalties=_counts(fields.get("penalties"), players, "penalties"),
        history=tuple(
            _play(entry, players, f"history[{n}]")
            for n, entry in enumerate(_list(fields.get("history"), "history"))
        ),
    )


def _item_json(item: Item) -> Any:
    if isinstance(item, Build):
        return {
            "cards": [card.code for card in item.cards],
            "value": item.value,
            "owner": item.owner,
            "multiple": item.multiple,
        }
    return item.code


def _item(entry: object, where: str, seen: set[Card]) -> Item:
    if not isinstance(entry, Mapping):
        card = read_card(entry, where)
        if card in seen:
            raise PositionError(f"{where}: {card.code} is in the view twice")
        seen.add(card)
        return card
    cards = read_cards(entry.get("cards"), where, seen)
    multiple = entry.get("multiple", False)
    if not isinstance(multiple, bool):
        raise PositionError(f"{where}: 'multiple' must be true or false")
    return Build(
        cards, _whole(entry.get("value"), where), _whole(entry.get("owner"), where), multiple
    )


def _play_json(play: Play) -> dict[str, Any]:
    return {
        "seat": play.seat,
        "move": move_to_json(play.move),
        "table": [_item_json(item) for item in play.table],
        "stock_size": play.stock_size,
    }


def _play(entry: object, players: int, where: str) -> Play:
    fields = _mapping(entry, where)
    seen: set[Card] = set()  # the table as it was then: its own cards, once each
    table = tuple(
        _item(item, f"{where}.table[{n}]", seen)
        for n, item in enumerate(_list(fields.get("table"), f"{where}.table"))
    )
    return Play(
        _seat(fields.get("seat"), players, f"{where}.seat"),
        move_from_json(fields.get("move")),
        table,
        _whole(fields.get("stock_size"), f"{where}.stock_size"),
    )


def _mapping(data: object, what: str) -> Mapping[str, Any]:
    if not isinstance(data, Mapping):
        raise PositionError(f"{what} must be a JSON object")
    return data


def _list(data: object, what: str) -> Sequence[Any]:
    if not isinstance(data, list):
        raise PositionError(f"'{what}' must be a list")
    return data


def _sized(data: object, players: int, what: str) -> Sequence[Any]:
    entries = _list(data, what)
    if len(entries) != players:
        raise PositionError(f"'{what}' has {len(entries)} entries for {players} players")
    return entries


def _whole(data: object, what: str) -> int:
    if isinstance(data, bool) or not isinstance(data, int) or data < 0:
        raise PositionError(f"'{what}' must be a whole number, not {data!r}")
    return data


def _seat(data: object, players: int, what: str) -> int:
    seat = _whole(data, what)
    if seat >= players:
        raise PositionError(f"'{what}' is seat {seat}, and there are {players} players")
    return seat


def _counts(data: object, players: int, what: str) -> tuple[int, ...]:
    return tuple(_whole(value, what) for value in _sized(data, players, what))


def _integers(data: object, players: int, what: str) -> tuple[int, ...]:
    values = _sized(data, players, what)
    if not all(isinstance(value, int) and not isinstance(value, bool) for value in values):
        raise PositionError(f"'{what}' must hold whole numbers")
    return tuple(values)


def _flags(data: object, players: int, what: str) -> tuple[bool, ...]:
    values = _sized(data, players, what)
    if not all(isinstance(value, bool) for value in values):
        raise PositionError(f"'{what}' must hold true or false")
    return tuple(values)
