"""Positions and moves as JSON, and moves in readable form (docs/notation.md): the
positions here, the moves in ``move_notation`` (offered here too, as one contract), the
field readers both share in ``notation_fields``.

Positions name their rules by preset or by a mapping of options; the caller passes
``load_rules`` to turn either into a ``Rules`` (the engine reads no files).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cassino.engine.cards import BIG_CASSINO, Card
from cassino.engine.errors import PositionError
from cassino.engine.move_notation import (
    ACTIONS,
    MOVE_KEYS,
    move_from_json,
    move_to_json,
    parse_move,
)
from cassino.engine.moves import format_move
from cassino.engine.notation_fields import (
    read_cards,
    read_flag,
    read_list,
    read_per_seat,
    read_seat,
    read_whole,
    shown_value,
    unknown_key,
)
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_key

RulesSpec = str | Mapping[str, object]
LoadRules = Callable[[RulesSpec], Rules]

POSITION_KEYS = (
    "rules",
    "players",
    "to_move",
    "dealer",
    "hands",
    "table",
    "stock",
    "captured",
    "sweeps",
    "last_capturer",
    "scores",
    "round",
    "plucked",
    "penalties",
)
__all__ = [
    "ACTIONS",
    "MOVE_KEYS",
    "format_move",
    "item_to_json",
    "move_from_json",
    "move_to_json",
    "parse_move",
    "position_from_json",
    "position_to_json",
    "table_from_json",
]


def position_from_json(data: object, load_rules: LoadRules) -> State:
    """A State from a NOTATION.md position; PositionError naming the problem otherwise."""
    if not isinstance(data, Mapping):
        raise PositionError("a position must be a JSON object")
    key = unknown_key(data, POSITION_KEYS)
    if key is not None:
        known = ", ".join(POSITION_KEYS)
        raise PositionError(f"unknown position key {shown_value(key)}; the keys are {known}")
    for key in ("hands", "table", "to_move"):
        if key not in data:
            raise PositionError(f"a position needs '{key}'")
    hands_data = read_list(data["hands"], "hands")
    players = read_whole(data.get("players", len(hands_data)), "players")
    spec = data.get("rules", "classic")
    if not isinstance(spec, str | Mapping):
        raise PositionError("'rules' must be a preset name or an object of options")
    if isinstance(spec, Mapping) and "players" not in spec:
        spec = {**spec, "players": players}
    rules = load_rules(spec)
    if rules.players != players:
        rules = rules.with_options(source="position", players=players)
    if len(hands_data) != players:
        raise PositionError(f"'hands' has {len(hands_data)} hands for {players} players")

    seen: set[Card] = set()
    hands = tuple(read_cards(hand, f"hands[{seat}]", seen) for seat, hand in enumerate(hands_data))
    table = table_from_json(read_list(data["table"], "table"), rules, players, seen)
    stock = read_cards(data.get("stock", []), "stock", seen)
    captured = tuple(
        read_cards(pile, f"captured[{seat}]", seen)
        for seat, pile in enumerate(read_per_seat(data, "captured", players, []))
    )
    sweeps = tuple(
        read_whole(count, f"sweeps[{seat}]")
        for seat, count in enumerate(read_per_seat(data, "sweeps", players, 0))
    )
    scores = tuple(
        read_whole(score, f"scores[{seat}]", minimum=-1000)
        for seat, score in enumerate(read_per_seat(data, "scores", players, 0))
    )
    penalties = tuple(
        read_whole(paid, f"penalties[{seat}]")
        for seat, paid in enumerate(read_per_seat(data, "penalties", players, 0))
    )
    plucked = tuple(
        read_flag(flag, f"plucked[{seat}]")
        for seat, flag in enumerate(read_per_seat(data, "plucked", players, False))
    )
    round_number = read_whole(data.get("round", 1), "round", minimum=1)
    for card in seen:
        if card not in rules.cards:
            raise PositionError(f"{card.code} is not in the deck of these rules")
    to_move = read_seat(data["to_move"], "to_move", players)
    dealer = read_seat(data.get("dealer", (to_move - 1) % players), "dealer", players)
    if any(hands) and not hands[to_move]:
        raise PositionError(f"seat {to_move} is to move but holds no cards")
    for item in table:
        if not isinstance(item, Build) or item.owner != to_move or rules.duty_penalty:
            continue
        if hands[to_move] and not rules.holds(hands[to_move], item.value):
            raise PositionError(
                f"seat {to_move} is to move and owns {item.describe()} but holds no "
                f"card to take it: the build owner's duty makes that impossible"
            )
    owned = [b.value for b in table if isinstance(b, Build) and b.owner == to_move]
    if owned and hands[to_move] and not rules.duty_penalty:
        answered = rules.answers(hands[to_move], owned)
        if not answered:
            values = " and ".join(str(value) for value in sorted(set(owned)))
            raise PositionError(
                f"seat {to_move} is to move and owns builds of {values} but holds no "
                f"different card for each: one card answers for one build value only"
            )
    last = data.get("last_capturer")
    last_capturer = None if last is None else read_seat(last, "last_capturer", players)
    return State(
        rules,
        hands,
        table,
        stock,
        captured,
        sweeps,
        to_move,
        dealer,
        last_capturer,
        scores,
        round_number,
        plucked,
        penalties,
    )


def position_to_json(state: State) -> dict[str, Any]:
    rules = state.rules
    rules_out: Any = rules.preset
    if rules.overrides:
        rules_out = {"preset": rules.preset, **dict(rules.overrides)}
    return {
        "rules": rules_out,
        "players": state.players,
        "to_move": state.to_move,
        "dealer": state.dealer,
        "hands": [[card.code for card in hand] for hand in state.hands],
        "table": [item_to_json(item) for item in state.table],
        "stock": [card.code for card in state.stock],
        "captured": [[card.code for card in pile] for pile in state.captured],
        "sweeps": list(state.sweeps),
        "last_capturer": state.last_capturer,
        "scores": list(state.scores),
        "round": state.round_number,
        "plucked": list(state.plucked),
        "penalties": list(state.penalties),
    }


def item_to_json(item: Item) -> Any:
    """A table item as a position writes it: a card's code, or a build's cards, value
    and owner (whether it is multiple follows from them)."""
    if isinstance(item, Build):
        return {
            "cards": [card.code for card in item.cards],
            "value": item.value,
            "owner": item.owner,
        }
    return item.code


def table_from_json(
    entries: Sequence[object], rules: Rules, players: int, seen: set[Card]
) -> tuple[Item, ...]:
    """The table items ``entries`` write, each checked (a build must split into groups of
    its value); every card is added to ``seen``, and one seen before is refused."""
    items: list[Item] = []
    for index, entry in enumerate(entries):
        where = f"table[{index}]"
        if isinstance(entry, Mapping):
            items.append(_build(entry, rules, players, seen, where))
        else:
            items.append(read_cards([entry], where, seen)[0])
    return tuple(sorted(items, key=item_key))


def _build(
    entry: Mapping[str, object], rules: Rules, players: int, seen: set[Card], where: str
) -> Build:
    key = unknown_key(entry, ("cards", "value", "owner"))
    if key is not None:
        raise PositionError(
            f"{where}: unknown build key {shown_value(key)}; use cards, value, owner"
        )
    if "cards" not in entry or "value" not in entry or "owner" not in entry:
        raise PositionError(f"{where}: a build needs 'cards', 'value' and 'owner'")
    cards = tuple(sorted(read_cards(entry["cards"], where, seen)))
    value = read_whole(entry["value"], f"{where} value", minimum=1)
    owner = read_seat(entry["owner"], f"{where} owner", players)
    if len(cards) < 2:
        raise PositionError(f"{where}: a build has at least two cards")
    shown = " ".join(card.code for card in cards)
    card_values = [rules.values[card] for card in cards]
    if not all(card_values):
        if rules.court_builds and all(card.rank == value > 10 for card in cards):
            return Build(cards, value, owner, True)  # a build of one court rank
        raise PositionError(f"{where}: court cards have no value and cannot be in a build")
    high_ace = 14 if rules.ace_high else 11 if rules.ace_eleven else 0
    splits = _splits_into(card_values, value, high_ace)
    if not splits and rules.big_ten and BIG_CASSINO in cards:
        eleven = [11 if card == BIG_CASSINO else rules.values[card] for card in cards]
        splits = _splits_into(eleven, value, high_ace)  # the 10♦ counting 11
    if not splits:
        raise PositionError(f"{where}: the build {shown} does not split into groups worth {value}")
    return Build(cards, value, owner, rules.is_multiple(cards, value))


def _splits_into(card_values: list[int], value: int, high_ace: int) -> bool:
    """Whether the values split into groups each summing to ``value`` (with a ``high_ace``
    value, 14 with ``ace_high`` or 11 with ``ace_eleven``, any number of the aces may count
    it; aces are alike, so only how many matters)."""
    aces = card_values.count(1) if high_ace else 0
    others = [v for v in card_values if v != 1] if aces else card_values
    return any(
        _splits_exactly([*others, *[high_ace] * high, *[1] * (aces - high)], value)
        for high in range(aces + 1)
    )


def _splits_exactly(card_values: list[int], value: int) -> bool:
    if sum(card_values) % value:
        return False
    remaining = sorted(card_values, reverse=True)

    def fill(bins: list[int], index: int) -> bool:
        if index == len(remaining):
            return all(level == value for level in bins)
        tried: set[int] = set()
        for position, level in enumerate(bins):
            if level in tried or level + remaining[index] > value:
                continue
            tried.add(level)
            bins[position] += remaining[index]
            if fill(bins, index + 1):
                return True
            bins[position] -= remaining[index]
        return False

    return fill([0] * (sum(card_values) // value), 0)
