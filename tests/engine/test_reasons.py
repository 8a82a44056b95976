"""The engine's reasons as templates and parameters: the same English as ever, every
template listed (so that a translation can be checked for each), parameters that are only
numbers and cards."""

from __future__ import annotations

import ast
import pickle
import string
from pathlib import Path
from typing import Any

import pytest
from positions import position
from source_calls import literal_first_arguments, parse

from cassino.engine.cards import Card
from cassino.engine.errors import IllegalMoveError
from cassino.engine.explain import illegal_reason, illegal_reason_parts
from cassino.engine.match import OUTCOME_TEMPLATES, call_out, finish_round
from cassino.engine.moves import Move
from cassino.engine.notation import parse_move
from cassino.engine.reasons import Reason
from cassino.engine.refusal_words import TEMPLATES
from cassino.engine.scoring import CATEGORIES
from cassino.engine.state import State
from cassino.userdata.presets import position_from_json

# The sources by path: a compiled module's __file__ is its .so.
ENGINE = Path(__file__).resolve().parents[2] / "cassino" / "engine"


def build(cards: list[str], value: int, owner: int) -> dict[str, Any]:
    return {"cards": cards, "value": value, "owner": owner}


# The position of tests/cli/test_cli.py and the one of tests/engine/test_simulation.py.
CLI = position(
    "classic",
    [["8s", "2h", "6c", "Kd"], ["4h", "Kc", "9s", "9h"]],
    ["3c", "5d", build(["4s", "2c"], 6, 1)],
)
SIMULATION = position(
    "classic",
    [["3h", "7c", "9d"], ["Kd"]],
    ["2c", build(["5s", "2d"], 7, 0), build(["4s", "4c"], 4, 1)],
)
MAY_TRAIL = {"preset": "classic", "owner_may_trail": True}
ROYAL_MAY_TRAIL = {"preset": "royal", "owner_may_trail": True}
TAKE_OR_ADD = {"preset": "classic", "owner_duty": "take_or_add"}
PLUCK_HANDS = [["7c", "3h"], ["2c", "9d"]]
PLUCK_TABLE = ["7h", "4d", "Kd", "As", "Td"]
STOCK = ["5s", "6s"]
FOURTEENS = build(["9h", "5c", "9s", "5d"], 14, 0)  # a multiple build: 9+5, 9+5


def sudden_death_over() -> State:
    state = position("sudden_death", [["9c", "3h"], ["2d", "4c"]], ["4d", "5h"], scores=[20, 5])
    return state.apply(parse_move("9c takes 4d 5h"))


def callabra_over() -> State:
    state = position("callabra", [["9c", "3h"], ["2d", "4c"]], ["4d", "5h"], stock=["6s", "7s"])
    return state.apply(parse_move("9c takes 4d 5h"))


def round_over() -> State:
    state = position("classic", [["9c"], ["2d"]], ["4d"], dealer=1)
    return state.apply(parse_move("9c trails")).apply(parse_move("2d trails"))


C = Card
# (position, move, the English as it has always been, template, parameters)
CASES: list[tuple[State, str | Move, str, str, dict[str, int | str]]] = [
    (CLI, "2h builds 5 on 3c", "you must hold a 5 to build 5",
     "you must hold a {value} to build {value}", {"value": 5}),
    (CLI, "9s trails", "you do not hold 9♠", "you do not hold {card}", {"card": "9♠"}),
    (CLI, Move(C("8s"), "capture", (C("4s"),), 8),
     "a build is moved as one unit: the 6-build 2♣ 4♠ cannot be split",
     "a build is moved as one unit: the {value}-build {cards} cannot be split",
     {"value": 6, "cards": "2♣ 4♠"}),
    (CLI, "8s takes 7h", "7♥ is not on the table", "{card} is not on the table", {"card": "7♥"}),
    (CLI, "8s takes 3c", "those cards do not split into groups worth 8 for 8♠",
     "those cards do not split into groups worth {value} for {card}", {"value": 8, "card": "8♠"}),
    (CLI, "2h builds 8 on 3c", "those cards do not make groups worth 8 with 2♥",
     "those cards do not make groups worth {value} with {card}", {"value": 8, "card": "2♥"}),
    (CLI, "6c builds 4 on 3c", "6♣ is worth 6, more than the 4 announced",
     "{card} is worth {worth}, more than the {value} announced",
     {"card": "6♣", "worth": 6, "value": 4}),
    (CLI, "2h builds 12 on 3c", "builds go up to 10; 12 is too high",
     "builds go up to {limit}; {value} is too high", {"limit": 10, "value": 12}),
    (CLI, "Kd takes 3c", "a king takes only kings: court cards have no value to add up",
     "a king takes only kings: court cards have no value to add up", {}),
    (CLI, "Kd builds 13 on 3c", "court cards cannot be built: they have no value",
     "court cards cannot be built: they have no value", {}),
    (CLI, Move(C("6c"), "build", (C("3c"),), None), "a build must announce its value",
     "a build must announce its value", {}),
    (CLI, Move(C("6c"), "capture", (), 6), "a capture must take at least one card from the table",
     "a capture must take at least one card from the table", {}),
    (CLI, Move(C("6c"), "build", (), 8), "a build must use at least one card from the table",
     "a build must use at least one card from the table", {}),
    (CLI, Move(C("8s"), "capture", (C("3c"), C("5d")), 9), "8♠ captures at 8, not 9",
     "{card} captures at {value}, not {announced}", {"card": "8♠", "value": 8, "announced": 9}),
    (CLI, Move(C("8s"), "trail", (C("3c"),)),
     "a trail lays the card alone: it uses no table cards",
     "a trail lays the card alone: it uses no table cards", {}),
    (SIMULATION, "3h trails", "you own a build, so you may not trail",
     "you own a build, so you may not trail", {}),
    (SIMULATION, "3h builds 7 on 4c 4s", "a multiple build cannot be raised",
     "a multiple build cannot be raised", {}),
    (SIMULATION, "9d takes 2c 2d 5s", "a 7-build cannot be part of a sum",
     "a {value}-build cannot be part of a sum", {"value": 7}),
    (SIMULATION, Move(C("9d"), "capture", (C("4s"),), 9),
     "a build is moved as one unit: the build of 4s 4♠ 4♣ cannot be split",
     "a build is moved as one unit: the build of {value}s {cards} cannot be split",
     {"value": 4, "cards": "4♠ 4♣"}),
    (SIMULATION, "9d takes 4c 4s", "the build of 4s 4♠ 4♣ can be taken only by a 4",
     "the build of {value}s {cards} can be taken only by a {value}",
     {"value": 4, "cards": "4♠ 4♣"}),
    (SIMULATION, "7c builds 9 on 2c", "you own the 7-build 2♦ 5♠, so you must keep a 7 in hand",
     "you own the {value}-build {cards}, so you must keep a {value} in hand",
     {"value": 7, "cards": "2♦ 5♠"}),
    (position(MAY_TRAIL, [["8h", "3c"], ["Kd"]], ["2c", build(["5s", "3d"], 8, 0)]),
     "8h trails", "you own the 8-build 3♦ 5♠, so you must keep an 8 in hand",
     "you own the {value}-build {cards}, so you must keep an {value} in hand",
     {"value": 8, "cards": "3♦ 5♠"}),
    (position(MAY_TRAIL, [["8h", "3c"], ["Kd"]], ["2c", build(["5s", "3d", "8c"], 8, 0)]),
     "8h trails", "you own the build of 8s 3♦ 5♠ 8♣, so you must keep an 8 in hand",
     "you own the build of {value}s {cards}, so you must keep an {value} in hand",
     {"value": 8, "cards": "3♦ 5♠ 8♣"}),
    (position(ROYAL_MAY_TRAIL, [["Ad", "3c"], ["Kd"]], ["2c", build(["9h", "5c"], 14, 0)]),
     "Ad trails", "you own the 14-build 5♣ 9♥, so you must keep an ace in hand",
     "you own the {value}-build {cards}, so you must keep an ace in hand",
     {"value": 14, "cards": "5♣ 9♥"}),
    (position(MAY_TRAIL, [["4h", "3c"], ["Kd"]], ["2c", build(["4s", "4c"], 4, 0)]),
     "4h trails", "you own the build of 4s 4♠ 4♣, so you must keep a 4 in hand",
     "you own the build of {value}s {cards}, so you must keep a {value} in hand",
     {"value": 4, "cards": "4♠ 4♣"}),
    (position(ROYAL_MAY_TRAIL, [["Ad", "3c"], ["Kd"]], ["2c", FOURTEENS]),
     "Ad trails", "you own the build of 14s 5♦ 5♣ 9♠ 9♥, so you must keep an ace in hand",
     "you own the build of {value}s {cards}, so you must keep an ace in hand",
     {"value": 14, "cards": "5♦ 5♣ 9♠ 9♥"}),
    (position("classic", [["9d", "8h"], ["Kd"]], [build(["5s", "3d", "8c"], 8, 0)]),
     "9d takes 3d 5s 8c", "the build of 8s 3♦ 5♠ 8♣ can be taken only by an 8",
     "the build of {value}s {cards} can be taken only by an {value}",
     {"value": 8, "cards": "3♦ 5♠ 8♣"}),
    (position("royal", [["Kd", "Ah"], ["Qd"]], [FOURTEENS]),
     "Kd takes 5c 5d 9h 9s", "the build of 14s 5♦ 5♣ 9♠ 9♥ can be taken only by an ace",
     "the build of {value}s {cards} can be taken only by an ace",
     {"value": 14, "cards": "5♦ 5♣ 9♠ 9♥"}),
    (position("classic", [["2h", "5c"], ["Kd"]], ["6d"]), "2h builds 8 on 6d",
     "you must hold an 8 to build 8", "you must hold an {value} to build {value}", {"value": 8}),
    (position("royal", [["5c", "2d"], ["Ah"]], ["6h"]), "5c builds 11 on 6h",
     "you must hold an 11 to build 11", "you must hold an {value} to build {value}",
     {"value": 11}),
    (position("royal", [["5c", "6d"], ["Ah"]], ["9h"]), "5c builds 14 on 9h",
     "you must hold an ace to build 14", "you must hold an ace to build {value}", {"value": 14}),
    (position("classic", [["Kd"], ["2c"]], ["Kc", "Kh"]), "Kd takes Kc Kh",
     "a king takes only one king at a time", "a king takes only one king at a time", {}),
    (position("classic", [["Qd"], ["2c"]], ["Qc", "Qh"]), "Qd takes Qc Qh",
     "a queen takes only one queen at a time", "a queen takes only one queen at a time", {}),
    (position("classic", [["Jd"], ["2c"]], ["Jc", "Jh"]), "Jd takes Jc Jh",
     "a jack takes only one jack at a time", "a jack takes only one jack at a time", {}),
    (position("classic", [["Jd"], ["2c"]], ["5c", "Jh"]), "Jd takes 5c",
     "a jack takes only jacks: court cards have no value to add up",
     "a jack takes only jacks: court cards have no value to add up", {}),
    (position("classic", [["Qd"], ["2c"]], ["5c", "Jh"]), "Qd takes 5c",
     "a queen takes only queens: court cards have no value to add up",
     "a queen takes only queens: court cards have no value to add up", {}),
    (position("classic", [["9d"], ["2c"]], ["Qs", "Jh", "Ks"]), "9d takes Qs",
     "Q♠ has no value to add up: only a queen takes a queen",
     "{card} has no value to add up: only a queen takes a queen", {"card": "Q♠"}),
    (position("classic", [["9d"], ["2c"]], ["Qs", "Jh", "Ks"]), "9d takes Jh",
     "J♥ has no value to add up: only a jack takes a jack",
     "{card} has no value to add up: only a jack takes a jack", {"card": "J♥"}),
    (position("classic", [["9d"], ["2c"]], ["Qs", "Jh", "Ks"]), "9d takes Ks",
     "K♠ has no value to add up: only a king takes a king",
     "{card} has no value to add up: only a king takes a king", {"card": "K♠"}),
    (position("trailing_royals", [["Qs", "5c"], ["Qc", "2d"]], ["Qd", "9s"]),
     "Qs builds 12 on Qd", "you must hold another queen to build queens",
     "you must hold another queen to build queens", {}),
    (position("trailing_royals", [["Ks", "5c"], ["Qc", "2d"]], ["Kd", "9s"]),
     "Ks builds 13 on Kd", "you must hold another king to build kings",
     "you must hold another king to build kings", {}),
    (position("trailing_royals", [["Js", "5c"], ["Qc", "2d"]], ["Jd", "9s"]),
     "Js builds 11 on Jd", "you must hold another jack to build jacks",
     "you must hold another jack to build jacks", {}),
    (position("trailing_royals", [["Qs", "Qh"], ["Qc", "2d"]], ["5c", "9s"]),
     "Qs builds 12 on 5c", "queens are built only on loose queens or builds of queens",
     "queens are built only on loose queens or builds of queens", {}),
    (position("trailing_royals", [["Ks", "Kh"], ["Qc", "2d"]], ["5c", "9s"]),
     "Ks builds 13 on 5c", "kings are built only on loose kings or builds of kings",
     "kings are built only on loose kings or builds of kings", {}),
    (position("trailing_royals", [["Js", "Jh"], ["Qc", "2d"]], ["5c", "9s"]),
     "Js builds 11 on 5c", "jacks are built only on loose jacks or builds of jacks",
     "jacks are built only on loose jacks or builds of jacks", {}),
    (position("classic", [["5c", "Th"], ["2d"]], ["5d", "Qs"]), "5c builds 10 on 5d Qs",
     "court cards cannot be built: Q♠ has no value",
     "court cards cannot be built: {card} has no value", {"card": "Q♠"}),
    (position("classic", [["2h", "9c"], ["2d"]], ["3c", build(["4s", "3d"], 7, 1)]),
     "2h builds 9 on 3c 3d 4s", "loose cards never take part in a raise",
     "loose cards never take part in a raise", {}),
    (position({"preset": "classic", "build_gathers": False}, [["2h", "9c"], ["2d"]],
              ["7d", "4s", "5c"]),
     "2h builds 9 on 4s 5c 7d",
     "this game does not allow gathering more groups into a build (build_gathers)",
     "this game does not allow gathering more groups into a build (build_gathers)", {}),
    (position({"preset": "classic", "build_in_sums": "opponents"}, [["9d", "7c"], ["Kd"]],
              ["2c", build(["5s", "2d"], 7, 0)]),
     "9d takes 2c 2d 5s", "only an opponent's build may be counted in a sum",
     "only an opponent's build may be counted in a sum", {}),
    (position("classic", [["Ah", "3c"], ["Kd"]], ["Kc", "5d"]),
     Move(C("Ah"), "capture", (C("5d"),), 14), "an ace counts 14 only with the option ace_high",
     "an ace counts 14 only with the option ace_high", {}),
    (position(TAKE_OR_ADD, [["9d", "7c", "3h"], ["Kd"]], ["2c", "6h", build(["5s", "2d"], 7, 0)]),
     "3h trails", "you own a build, so this turn you must take it or add to it",
     "you own a build, so this turn you must take it or add to it", {}),
    (position(TAKE_OR_ADD, [["9d", "7c", "3h"], ["Kd"]], ["3c", "6h", build(["5s", "2d"], 7, 0)]),
     "9d takes 3c 6h", "you own a build, so this turn you must take it or add to it",
     "you own a build, so this turn you must take it or add to it", {}),
    (position("classic", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK), "pluck 4d",
     "plucking is not part of these rules", "plucking is not part of these rules", {}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK, plucked=[True, False]),
     "pluck 4d", "you have already plucked in this deal",
     "you have already plucked in this deal", {}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE), "pluck 4d",
     "there is no plucking once the stock is empty",
     "there is no plucking once the stock is empty", {}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK), "pluck Td",
     "10♦ cannot be plucked: aces, 10♦ and 2♠ never can",
     "{card} cannot be plucked: aces, 10♦ and 2♠ never can", {"card": "10♦"}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK), "7c trails, plucks 7c",
     "you may not pluck the card you just played",
     "you may not pluck the card you just played", {}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK), "pluck 5c",
     "5♣ is not a loose card on the table", "{card} is not a loose card on the table",
     {"card": "5♣"}),
    (position("pluck", PLUCK_HANDS, PLUCK_TABLE, stock=STOCK), "7c takes 4d, plucks Kd",
     "those cards do not split into groups worth 7 for 7♣",
     "those cards do not split into groups worth {value} for {card}", {"value": 7, "card": "7♣"}),
    (position("pluck", [["7c"], ["2c"]], ["9h"], stock=STOCK), "pluck 9h",
     "you may not pluck the only card on the table",
     "you may not pluck the only card on the table", {}),
    (sudden_death_over(), "2d trails", "the game is over: a sweep reached the target",
     "the game is over: a sweep reached the target", {}),
    (round_over(), "9c trails", "the round is over: nobody has a card left to play",
     "the round is over: nobody has a card left to play", {}),
    (position({"preset": "michigan", "rounds_to_five": True}, [["7c"], ["2c"]], ["7h"],
              penalties=[6, 0], scores=[-6, 0]),
     "7c takes 7h", "the round is over: a third instant score against one side ended it",
     "the round is over: a third instant score against one side ended it", {}),
    (position("royal", [["Ac", "5d", "7h"], ["Kh"]], ["9s", build(["As", "Ad"], 1, 0)]),
     "5d builds 14 on 9s", "one card answers for one build value only: you need a card for each",
     "one card answers for one build value only: you need a card for each", {}),
    (position("classic", [["4d", "5c"], ["2c"]], ["9s"]), "4d with 5c takes 9s",
     "two hand cards take a table card only with the option hand_pair_capture",
     "two hand cards take a table card only with the option hand_pair_capture", {}),
    (position("callabra", [["4d", "5c"], ["2c"]], ["9s", "9h"]), "4d with 5c takes 9s 9h",
     "two hand cards take just one loose table card",
     "two hand cards take just one loose table card", {}),
    (position("callabra", [["4d", "2h"], ["2c"]], ["9s"]), "4d with 2h takes 9s",
     "2♥ 4♦ add up to 6, not to 9♠",
     "{cards} add up to {value}, not to {card}", {"cards": "2♥ 4♦", "value": 6, "card": "9♠"}),
    (position("callabra", [["4d", "5c", "8h"], ["2c"]], ["9s", build(["3s", "2h"], 5, 0)]),
     "4d with 5c takes 9s", "you own a build, so you must keep a card for it in hand",
     "you own a build, so you must keep a card for it in hand", {}),
    (callabra_over(), "3h trails", "the game is over: the table was cleared",
     "the game is over: the table was cleared", {}),
    (position("tablanette", [["Jh", "7d"], ["2c"]], ["2d", "5h", "Qs"]), "Jh takes 2d 5h",
     "J♥ takes the whole table at once, or trails",
     "{card} takes the whole table at once, or trails", {"card": "J♥"}),
    (position("tablanette", [["5c", "7d"], ["2c"]], ["2d", "Qs"]), "5c builds 7 on 2d",
     "this game has no builds (option builds is false)",
     "this game has no builds (option builds is false)", {}),
]  # fmt: skip


def _move(move: str | Move) -> Move:
    return parse_move(move) if isinstance(move, str) else move


@pytest.mark.parametrize(
    ("state", "move", "english", "template", "params"), CASES, ids=[str(c[1]) for c in CASES]
)
def test_every_reason_is_a_template_with_the_english_of_old(
    state: State, move: str | Move, english: str, template: str, params: dict[str, int | str]
) -> None:
    move = _move(move)
    assert move not in state.legal_moves()
    reason = illegal_reason_parts(state, move)
    assert reason == Reason(template, params)
    assert str(reason) == english
    assert illegal_reason(state, move) == english
    assert reason.template in TEMPLATES
    with pytest.raises(IllegalMoveError) as refusal:
        state.apply(move)
    assert str(refusal.value) == english
    assert refusal.value.reason == reason


def test_the_table_gives_nearly_every_template() -> None:
    given = {template for _, _, _, template, _ in CASES}
    # The fallbacks, for a move none of the checks explains (none of the moves above).
    fallbacks = {"that trail is not legal here", "that move is not legal here"}
    assert set(TEMPLATES) - given == fallbacks


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_templates_are_distinct_and_well_formed() -> None:
    for templates in (TEMPLATES, OUTCOME_TEMPLATES):
        assert len(set(templates)) == len(templates)
        for template in templates:
            fields = _fields(template)  # raises on unbalanced braces
            assert fields <= {"card", "cards", "value", "announced", "worth", "limit", "points"}


def test_parameters_are_numbers_and_cards_only() -> None:
    """Words would need translating; cards and numbers read the same in every language."""
    for state, move, _, _, _ in CASES:
        reason = illegal_reason_parts(state, _move(move))
        assert set(reason.params) == _fields(reason.template)
        for name, value in reason.params.items():
            if name in ("card", "cards"):
                assert isinstance(value, str) and all(Card(code) for code in value.split()), value
            else:
                assert isinstance(value, int) and not isinstance(value, bool)


def _literal_templates(path: Path, tables: bool = True) -> set[str]:
    """The string literals given as a template in ``path``: the first argument of
    ``_r(...)``, ``Reason.of(...)`` or ``Reason(...)``, and (``tables``) the values of the
    module's dicts of strings (refusal_words.py's templates chosen by case)."""
    tree = parse(path)
    found = literal_first_arguments(tree, ("_r", "Reason.of", "Reason"))
    for statement in tree.body if tables else []:
        value = statement.value if isinstance(statement, ast.Assign | ast.AnnAssign) else None
        if isinstance(value, ast.Dict):
            texts = [v.value for v in value.values if isinstance(v, ast.Constant)]
            found.update(text for text in texts if isinstance(text, str))
    return found


def test_the_template_lists_are_complete() -> None:
    """A template written in the code but missing from TEMPLATES / OUTCOME_TEMPLATES would
    never be checked for a translation."""
    listed = {*TEMPLATES, *OUTCOME_TEMPLATES}
    written: set[str] = set()
    for path in sorted(ENGINE.glob("*.py")):
        if path.name != "reasons.py":  # its docstring example
            written |= _literal_templates(path, tables=False)
    assert written - listed == set()
    # Every refusal listed is given by explain.py, as it is or from a table chosen by case.
    given = _literal_templates(ENGINE / "explain.py")
    assert given | _literal_templates(ENGINE / "refusal_words.py") >= set(TEMPLATES)
    counted_out = {f"counted out to {{points}} on {category}" for category in CATEGORIES}
    assert _literal_templates(ENGINE / "match.py") | counted_out == set(OUTCOME_TEMPLATES)


def test_the_refusal_pickles_with_its_reason() -> None:
    with pytest.raises(IllegalMoveError) as refusal:
        CLI.apply(parse_move("2h builds 5 on 3c"))
    again = pickle.loads(pickle.dumps(refusal.value))
    assert str(again) == "you must hold a 5 to build 5"
    assert again.reason == Reason.of("you must hold a {value} to build {value}", value=5)


def test_a_plain_sentence_is_a_reason_too() -> None:
    error = IllegalMoveError("braces {like these} stay")
    assert str(error) == "braces {like these} stay" == str(error.reason)


def test_reasons_are_values() -> None:
    first = Reason.of("you do not hold {card}", card="9♠")
    assert first == Reason("you do not hold {card}", {"card": "9♠"})
    assert hash(first) == hash(Reason.of("you do not hold {card}", card="9♠"))
    assert first != Reason.of("you do not hold {card}", card="9♥")
    assert str(Reason.of("that move is not legal here")) == "that move is not legal here"


# --- Why a game ended -------------------------------------------------------------------------

ALL_SPADES = ["As", "2s", "3s", "4s", "5s", "6s", "7s", "8s", "9s", "Ts", "Js", "Qs", "Ks"]


def finished(captured: list[list[str]], **more: Any) -> State:
    return position_from_json(
        {"to_move": 0, "hands": [[] for _ in captured], "table": [], "captured": captured, **more}
    )


def test_outcomes_are_templates_with_the_english_of_old() -> None:
    count_out = {"preset": "classic", "finish": "count_out"}
    captured = [["As", "Ah", "Ad", "Ac", "3h", "4h", "5h"], ["Td", "4s", "6h"]]
    all_eleven = {"preset": "classic", "all_eleven": "wins_game"}
    call = {
        "to_move": 0,
        "hands": [["9c"], ["9d"]],
        "table": [],
        "captured": [["Td", "As"], []],
        "rules": {"preset": "classic", "call_out": True},
    }
    outcomes = {
        "counted out to 21 on big_cassino": finish_round(
            finished(captured, scores=[16, 19], rules=count_out)
        ).outcome,
        "reached 25 points": finish_round(finished([ALL_SPADES, ["Td"]], scores=[19, 20])).outcome,
        "took all eleven points in one round": finish_round(
            finished([[*ALL_SPADES, "Td", "Ah", "Ad", "Ac"], ["2h"]], rules=all_eleven)
        ).outcome,
        "reached 21 points with a sweep": finish_round(sudden_death_over()).outcome,
        "highest total, 9, after every player dealt twice": finish_round(
            finished([ALL_SPADES, ["Td"]], scores=[3, 2], round=4, rules="california")
        ).outcome,
        "called out with 21 points": call_out(position_from_json({**call, "scores": [18, 5]}), 0),
        "called out wrongly with 13 points": call_out(
            position_from_json({**call, "scores": [10, 5]}), 0
        ),
    }
    for english, outcome in outcomes.items():
        assert outcome is not None, english
        assert outcome.reason == str(outcome.cause) == english
        assert outcome.cause.template in OUTCOME_TEMPLATES
        assert set(outcome.cause.params) == _fields(outcome.cause.template)
    counted = outcomes["counted out to 21 on big_cassino"]
    assert counted is not None
    assert counted.cause == Reason.of("counted out to {points} on big_cassino", points=21)
