"""A player's view as JSON, and back: what a guest at a networked table is sent (issue 58).

The JSON holds exactly what ``PlayerView`` holds — the player's own hand, the table, the
captured piles (face up in this implementation), the other hands and the stock as counts,
the scores and the plays of the round everyone saw — and nothing else: no other player's
hidden card, no card of the stock, no order of the stock. The table and the cards are
written and read as a position writes and reads them (``notation``), so a malformed view
is refused with the reason, never half-read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from cassino.engine.cards import Card
from cassino.engine.errors import PositionError
from cassino.engine.move_notation import move_from_json, move_to_json
from cassino.engine.notation import item_to_json, table_from_json
from cassino.engine.notation_fields import (
    read_cards,
    read_flag,
    read_list,
    read_per_seat,
    read_seat,
    read_whole,
)
from cassino.engine.rules import Rules
from cassino.engine.view import Play, PlayerView

VIEW_FORMAT = 1
T = TypeVar("T")


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """``view`` as JSON-ready data; ``rules`` as the preset and its changed options."""
    rules = view.rules
    return {
        "format": VIEW_FORMAT,
        "rules": {"preset": rules.preset, **dict(rules.overrides)},
        "seat": view.seat,
        "hand": [card.code for card in view.hand],
        "table": [item_to_json(item) for item in view.table],
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
    if not isinstance(data, Mapping):
        raise PositionError("a view must be a JSON object")
    if data.get("format") != VIEW_FORMAT:
        raise PositionError(f"unknown view format {data.get('format')!r}")
    players = rules.players
    seat = read_seat(data.get("seat"), "seat", players)
    hand_sizes = _per_seat(data, "hand_sizes", players, read_whole)
    seen: set[Card] = set()  # each card once in hand, table and piles together
    hand = read_cards(data.get("hand"), "hand", seen)
    if len(hand) != hand_sizes[seat]:
        raise PositionError(f"the hand holds {len(hand)} cards, hand_sizes says {hand_sizes[seat]}")
    last_capturer = data.get("last_capturer")
    return PlayerView(
        rules=rules,
        seat=seat,
        hand=hand,
        table=table_from_json(read_list(data.get("table"), "table"), rules, players, seen),
        hand_sizes=hand_sizes,
        stock_size=read_whole(data.get("stock_size"), "stock_size"),
        captured=tuple(
            read_cards(pile, f"captured[{n}]", seen)
            for n, pile in enumerate(_required(data, "captured", players))
        ),
        sweeps=_per_seat(data, "sweeps", players, read_whole),
        to_move=read_seat(data.get("to_move"), "to_move", players),
        dealer=read_seat(data.get("dealer"), "dealer", players),
        last_capturer=None
        if last_capturer is None
        else read_seat(last_capturer, "last_capturer", players),
        scores=_per_seat(data, "scores", players, _integer),
        round_number=read_whole(data.get("round"), "round"),
        plucked=_per_seat(data, "plucked", players, read_flag),
        penalties=_per_seat(data, "penalties", players, read_whole),
        history=tuple(
            _play(entry, rules, f"history[{n}]")
            for n, entry in enumerate(read_list(data.get("history"), "history"))
        ),
    )


def _play_json(play: Play) -> dict[str, Any]:
    return {
        "seat": play.seat,
        "move": move_to_json(play.move),
        "table": [item_to_json(item) for item in play.table],
        "stock_size": play.stock_size,
    }


def _play(entry: object, rules: Rules, where: str) -> Play:
    if not isinstance(entry, Mapping):
        raise PositionError(f"{where} must be a JSON object")
    players = rules.players
    seen: set[Card] = set()  # the table as it was then: its own cards, once each
    table = read_list(entry.get("table"), f"{where}.table")
    return Play(
        read_seat(entry.get("seat"), f"{where}.seat", players),
        move_from_json(entry.get("move")),
        table_from_json(table, rules, players, seen),
        read_whole(entry.get("stock_size"), f"{where}.stock_size"),
    )


def _required(data: Mapping[str, Any], key: str, players: int) -> list[object]:
    """A list of one entry a seat, which a view always writes (a position may leave it out)."""
    if key not in data:
        raise PositionError(f"a view needs '{key}'")
    return read_per_seat(data, key, players, None)


def _per_seat(
    data: Mapping[str, Any], key: str, players: int, read: Callable[[object, str], T]
) -> tuple[T, ...]:
    return tuple(read(value, key) for value in _required(data, key, players))


def _integer(value: object, key: str) -> int:
    """A score: a whole number that may be below zero (duty penalties)."""
    return read_whole(value, key, minimum=-(10**9))
