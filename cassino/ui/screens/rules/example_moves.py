"""The rules screen's examples: a hand card, the table cards it meets and the move it
makes there, each built as a position under the rules being played and kept only if that
move is the engine's legal move in it (an example the rules do not allow is left out,
never shown wrong). Only cards every deck has (A–7), so they hold in the 40-card games."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.errors import CassinoError
from cassino.engine.moves import Move
from cassino.engine.notation import position_from_json
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Item
from cassino.i18n import N_, tr


@dataclass(frozen=True)
class Example:
    """A hand card, what it meets on the table, and the legal move it makes there."""

    played: Card
    held: tuple[Card, ...]  # the other hand cards the example needs, shown beside
    table: tuple[Item, ...]
    move: Move
    caption: str
    position: State  # where the move is legal: what is drawn is read from it


@dataclass(frozen=True)
class ExampleSpec:
    """An example as written: seat 0's hand, the table (codes, builds as in notation),
    the move it makes and what it shows."""

    hand: tuple[str, ...]
    table: tuple[str | dict[str, object], ...]
    move: str
    caption: str


CAPTURE_EXAMPLES = (
    ExampleSpec(
        ("7h", "6d"),
        ("7c", "3d", "4s", "5s"),
        "7h takes 3d 4s 7c",
        N_("Two groups at once: 7♣ pairs with 7♥, and 3♦ 4♠ add up to 7."),
    ),
)
BUILD_EXAMPLES = (
    ExampleSpec(
        ("3h", "7s"),
        ("4c", "6s"),
        "3h builds 7 on 4c",
        N_("3♥ on 4♣ builds 7: you hold 7♠ to take it later."),
    ),
    ExampleSpec(
        ("3h", "7s"),
        ("4c", "7d", "6s"),
        "3h builds 7 on 4c 7d",
        N_("A double 7: 3♥ 4♣ and 7♦ together; only a 7 takes it."),
    ),
    ExampleSpec(
        ("Ad", "6s"),
        ({"cards": ["4c", "Ac"], "value": 5, "owner": 1}, "7d"),
        "Ad builds 6 on 4c Ac",
        N_("A raise: A♦ on the other player's 5 makes it a 6, and yours."),
    ),
)
SWEEP_EXAMPLES = (
    ExampleSpec(
        ("7h", "6d"),
        ("3c", "4d"),
        "7h takes 3c 4d",
        N_("7♥ takes 3♣ 4♦, every card on the table: a sweep."),
    ),
)


def examples_for(rules: Rules, specs: Sequence[ExampleSpec]) -> tuple[Example, ...]:
    found = (_example(rules, spec) for spec in specs)
    return tuple(example for example in found if example is not None)


def _example(rules: Rules, spec: ExampleSpec) -> Example | None:
    """The example under ``rules``, or None when they do not allow it as written."""
    used = set(spec.hand) | set(_codes(spec.table))
    spare = [card.code for card in rules.cards if card.code not in used]
    hands = [list(spec.hand)] + [spare[2 * n : 2 * n + 2] for n in range(rules.players - 1)]
    data = {"to_move": 0, "dealer": rules.players - 1, "hands": hands, "table": list(spec.table)}
    try:
        state = position_from_json(data, lambda _: rules)
    except CassinoError:
        return None  # a card these rules' deck does not have
    words = sorted(spec.move.split())
    for move in state.legal_moves():
        if sorted(str(move).split()) == words:
            held = tuple(card for card in state.hands[0] if card != move.card)
            return Example(move.card, held, state.table, move, tr(spec.caption), state)
    return None


def _codes(table: Sequence[str | dict[str, object]]) -> list[str]:
    codes: list[str] = []
    for item in table:
        if isinstance(item, dict):
            cards = item["cards"]
            codes += [str(code) for code in cards] if isinstance(cards, list) else []
        else:
            codes.append(item)
    return codes
