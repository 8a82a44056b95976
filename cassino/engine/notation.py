"""Positions and moves as JSON, and moves in readable form (NOTATION.md).

Positions name their rules by preset or by a mapping of options; the caller passes
``load_rules`` to turn either into a ``Rules`` (the engine reads no files).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cassino.engine.cards import BIG_CASSINO, Card, parse_card
from cassino.engine.errors import CassinoError, MoveError, PositionError
from cassino.engine.moves import Move, format_move
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
MOVE_KEYS = ("card", "action", "table", "value", "pluck", "partner")
ACTIONS = ("trail", "capture", "build", "pluck")

__all__ = [
    "format_move",
    "move_from_json",
    "move_to_json",
    "parse_move",
    "position_from_json",
    "position_to_json",
]


def position_from_json(data: object, load_rules: LoadRules) -> State:
    """A State from a NOTATION.md position; PositionError naming the problem otherwise."""
    if not isinstance(data, Mapping):
        raise PositionError("a position must be a JSON object")
    for key in data:
        if key not in POSITION_KEYS:
            raise PositionError(
                f"unknown position key {_shown(key)}; the keys are {', '.join(POSITION_KEYS)}"
            )
    for key in ("hands", "table", "to_move"):
        if key not in data:
            raise PositionError(f"a position needs '{key}'")
    hands_data = _list(data["hands"], "hands")
    players = _whole(data.get("players", len(hands_data)), "players")
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
    hands = tuple(_cards(hand, f"hands[{seat}]", seen) for seat, hand in enumerate(hands_data))
    table = _table(_list(data["table"], "table"), rules, players, seen)
    stock = _cards(data.get("stock", []), "stock", seen)
    captured = tuple(
        _cards(pile, f"captured[{seat}]", seen)
        for seat, pile in enumerate(_per_seat(data, "captured", players, []))
    )
    sweeps = tuple(
        _whole(count, f"sweeps[{seat}]")
        for seat, count in enumerate(_per_seat(data, "sweeps", players, 0))
    )
    scores = tuple(
        _whole(score, f"scores[{seat}]", minimum=-1000)
        for seat, score in enumerate(_per_seat(data, "scores", players, 0))
    )
    penalties = tuple(
        _whole(paid, f"penalties[{seat}]")
        for seat, paid in enumerate(_per_seat(data, "penalties", players, 0))
    )
    plucked = tuple(
        _flag(flag, f"plucked[{seat}]")
        for seat, flag in enumerate(_per_seat(data, "plucked", players, False))
    )
    round_number = _whole(data.get("round", 1), "round", minimum=1)
    for card in seen:
        if card not in rules.cards:
            raise PositionError(f"{card.code} is not in the deck of these rules")
    to_move = _seat(data["to_move"], "to_move", players)
    dealer = _seat(data.get("dealer", (to_move - 1) % players), "dealer", players)
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
    last_capturer = None if last is None else _seat(last, "last_capturer", players)
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
        "table": [_item_json(item) for item in state.table],
        "stock": [card.code for card in state.stock],
        "captured": [[card.code for card in pile] for pile in state.captured],
        "sweeps": list(state.sweeps),
        "last_capturer": state.last_capturer,
        "scores": list(state.scores),
        "round": state.round_number,
        "plucked": list(state.plucked),
        "penalties": list(state.penalties),
    }


def move_to_json(move: Move) -> dict[str, Any]:
    data: dict[str, Any] = {
        "card": move.card.code,
        "action": move.action,
        "table": [card.code for card in move.table],
        "value": move.value,
    }
    if move.pluck is not None:
        data["pluck"] = move.pluck.code
    if move.partner is not None:
        data["partner"] = move.partner.code
    return data


def move_from_json(data: object) -> Move:
    if not isinstance(data, Mapping):
        raise MoveError("a move must be a JSON object with card, action, table and value")
    for key in data:
        if key not in MOVE_KEYS:
            raise MoveError(f"unknown move key {_shown(key)}; the keys are {', '.join(MOVE_KEYS)}")
    if "card" not in data or "action" not in data:
        raise MoveError("a move needs 'card' and 'action'")
    action = data["action"]
    if action not in ACTIONS:
        raise MoveError(f"unknown action {_shown(action)}; the actions are {', '.join(ACTIONS)}")
    card = _card(data["card"], "card")
    seen: set[Card] = set()
    table = tuple(sorted(_cards(data.get("table", []), "move table", seen)))
    value = data.get("value")
    if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
        raise MoveError(f"the move's value must be a whole number or null, not {_shown(value)}")
    if action == "build" and value is None:
        raise MoveError("a build move needs its announced value")
    pluck = data.get("pluck")
    plucked = None if pluck is None else _card(pluck, "pluck")
    if action == "pluck":
        return Move(card, "pluck", (card,))
    partner = data.get("partner")
    second = None if partner is None else _card(partner, "partner")
    if second is not None and action != "capture":
        raise MoveError("only a capture may be played with a partner card")
    value = None if action == "trail" else value
    return Move(card, action, table, value, plucked, second)


def parse_move(text: str) -> Move:
    """A move in readable form (``9c takes 4d 5h``, ``2h builds 9 on 7d``, ``Kd trails``)
    or as a JSON object."""
    stripped = text.strip()
    if stripped.startswith("{"):
        import json

        try:
            return move_from_json(json.loads(stripped))
        except ValueError as error:
            if isinstance(error, CassinoError):
                raise
            raise MoveError(f"the move is not valid JSON: {error}") from None
    main, _, after = stripped.partition(",")
    plucked = None
    if after:
        tail = after.split()
        if len(tail) != 2 or tail[0].lower() not in ("plucks", "pluck"):
            raise MoveError(f"cannot read the move {_shown(text)}: {_READABLE_HELP}")
        plucked = _card(tail[1], "pluck")
    words = main.split()
    if len(words) == 2 and words[0].lower() == "pluck" and plucked is None:
        card = _card(words[1], "pluck")
        return Move(card, "pluck", (card,))
    if len(words) < 2:
        raise MoveError(f"cannot read the move {_shown(text)}: {_READABLE_HELP}")
    card = _card(words[0], "card")
    value: int | None = None
    if len(words) > 4 and words[1].lower() == "with" and words[3].lower() in ("takes", "take"):
        # Two hand cards (hand_pair_capture): ``4d with 5c takes 9s``.
        partner = _card(words[2], "partner")
        taken = tuple(sorted(_cards(words[4:], "move", set())))
        return Move(card, "capture", taken, None, plucked, partner)
    if len(words) > 3 and words[1].lower() == "as":
        value = _whole_word(words[2])
        words = [words[0], *words[3:]]
    verb = words[1].lower()
    seen: set[Card] = set()
    if verb in ("trails", "trail") and len(words) == 2 and value is None:
        return Move(card, "trail", (), None, plucked)
    if verb in ("takes", "take", "captures", "capture") and len(words) > 2:
        taken = tuple(sorted(_cards(words[2:], "move", seen)))
        return Move(card, "capture", taken, value, plucked)
    if (
        verb in ("builds", "build")
        and len(words) > 4
        and words[3].lower() == "on"
        and value is None
    ):
        announced = _whole_word(words[2])
        built = tuple(sorted(_cards(words[4:], "move", seen)))
        return Move(card, "build", built, announced, plucked)
    raise MoveError(f"cannot read the move {_shown(text)}: {_READABLE_HELP}")


_READABLE_HELP = (
    "write e.g. '9c takes 4d 5h', '2h builds 9 on 7d', 'Kd trails', 'Ah as 14 takes Kd', "
    "'pluck 7c' or '9c takes 4d 5h, plucks 7c'"
)


def _whole_word(word: str) -> int:
    # ASCII digits only: str.isdigit is also true of ٩ and ², which int() reads or refuses.
    if not (word.isascii() and word.isdigit()) or len(word) > 2:
        raise MoveError(f"{_shown(word)} is not a build value")
    return int(word)


SHOWN_CHARACTERS = 40


def _shown(value: object) -> str:
    """A value as a message repeats it (``repr``), cut short when it is long."""
    text = repr(value)
    return text if len(text) <= SHOWN_CHARACTERS else text[:SHOWN_CHARACTERS] + "…"


def _item_json(item: Item) -> Any:
    if isinstance(item, Build):
        return {
            "cards": [card.code for card in item.cards],
            "value": item.value,
            "owner": item.owner,
        }
    return item.code


def _table(
    entries: Sequence[object], rules: Rules, players: int, seen: set[Card]
) -> tuple[Item, ...]:
    items: list[Item] = []
    for index, entry in enumerate(entries):
        where = f"table[{index}]"
        if isinstance(entry, Mapping):
            items.append(_build(entry, rules, players, seen, where))
        else:
            items.append(_cards([entry], where, seen)[0])
    return tuple(sorted(items, key=item_key))


def _build(
    entry: Mapping[str, object], rules: Rules, players: int, seen: set[Card], where: str
) -> Build:
    for key in entry:
        if key not in ("cards", "value", "owner"):
            raise PositionError(
                f"{where}: unknown build key {_shown(key)}; use cards, value, owner"
            )
    if "cards" not in entry or "value" not in entry or "owner" not in entry:
        raise PositionError(f"{where}: a build needs 'cards', 'value' and 'owner'")
    cards = tuple(sorted(_cards(entry["cards"], where, seen)))
    value = _whole(entry["value"], f"{where} value", minimum=1)
    owner = _seat(entry["owner"], f"{where} owner", players)
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


def _per_seat(data: Mapping[str, object], key: str, players: int, empty: object) -> list[object]:
    if key not in data:
        return [empty] * players
    values = _list(data[key], key)
    if len(values) != players:
        raise PositionError(f"'{key}' has {len(values)} entries for {players} players")
    return list(values)


def _list(value: object, key: str) -> Sequence[object]:
    if not isinstance(value, list):
        raise PositionError(f"'{key}' must be a list")
    return value


def _cards(value: object, where: str, seen: set[Card]) -> tuple[Card, ...]:
    cards: list[Card] = []
    for entry in _list(value, where):
        card = _card(entry, where)
        if card in seen:
            raise PositionError(f"{card.code} appears twice (again in {where})")
        seen.add(card)
        cards.append(card)
    return tuple(cards)


def _card(value: object, where: str) -> Card:
    if not isinstance(value, str):
        raise PositionError(f"{where}: {_shown(value)} is not a card code")
    try:
        return parse_card(value)
    except CassinoError as error:
        raise PositionError(f"{where}: {error}") from None


def _flag(value: object, key: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"'{key}' must be true or false, not {_shown(value)}")
    return value


def _whole(value: object, key: str, minimum: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise PositionError(
            f"'{key}' must be a whole number of at least {minimum}, not {_shown(value)}"
        )
    return value


def _seat(value: object, key: str, players: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < players:
        raise PositionError(f"'{key}' must be a seat from 0 to {players - 1}, not {_shown(value)}")
    return value
