"""Over positions of real play, every reason a hint can give is true to the move: checked
against what the engine says the move did (``effects``, on the true position with every
hand known) and against the true hands of the other players, never against the hint's
own reckoning. No reason calls a point card cheap."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from itertools import islice

import pytest
from ai_helpers import positions

from cassino.ai.hints import reason_parts
from cassino.engine.effects import Effect, effect_of
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build, table_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

BANNER_CHARACTERS = 90
CHEAP_WORDS = ("cheap", "least useful", "useless", "worthless")
TAKES_BUILD = {
    "takes back your {value}-build": "your",
    "takes your partner's {value}-build": "partner",
    "takes their {value}-build": "their",
}
NOTHING = "trails the {card}, which scores nothing by itself"


def _rules() -> Iterator[tuple[str, Rules]]:
    for name in ("classic", "royal", "spade", "diamond", "five_of_spades", "pluck", "buckeye"):
        yield name, load(name)
    yield "classic_teams", load("classic").with_options(players=4, partnerships=True)
    yield "classic_three", load("classic").with_options(players=3)


RULES = list(_rules())


def parts(reason: Reason) -> Iterator[Reason]:
    """``reason`` and every phrase inside it."""
    yield reason
    for value in reason.params.values():
        if isinstance(value, Reason):
            yield from parts(value)


def cases(rules: Rules, seed: int) -> Iterator[tuple[State, Move]]:
    """Moves of positions met in greedy play: a few moves of every third position."""
    for state, _ in positions(rules, seed, every=3):
        yield from ((state, move) for move in islice(state.legal_moves(), 0, None, 2))


SEEN: Counter[str] = Counter()  # the phrases met, so the last test knows each was checked


@pytest.mark.parametrize(("name", "rules"), RULES, ids=[name for name, _ in RULES])
def test_every_reason_is_true_to_the_move(name: str, rules: Rules) -> None:
    checked = 0
    for state, move in cases(rules, seed=len(name)):
        view = PlayerView.of(state, state.to_move)
        reason = reason_parts(view, move)
        check_reason(state, move, reason, effect_of(state, move))
        SEEN.update(part.template for part in parts(reason))
        checked += 1
    assert checked > 20


def test_the_positions_meet_every_kind_of_reason() -> None:
    if not SEEN:  # run alone: meet them now
        for name, rules in RULES:
            for state, move in cases(rules, seed=len(name)):
                reason = reason_parts(PlayerView.of(state, state.to_move), move)
                SEEN.update(part.template for part in parts(reason))
    wanted = [
        "sweeps the table",
        "risks a sweep",
        "{count} cards",
        "1 spade",
        "only you can take it",
        "trails the {card}, keeping the {kept}",
        NOTHING,
    ]
    assert [template for template in wanted if not SEEN[template]] == []


def check_reason(state: State, move: Move, reason: Reason, effect: Effect) -> None:
    rules = state.rules
    seat = state.to_move
    said = str(reason)
    templates = {part.template: part for part in parts(reason)}
    where = f"{move} in {state.table}: {said!r}"
    assert len(said) <= BANNER_CHARACTERS, where
    assert not any(word in said for word in CHEAP_WORDS), where
    if move.action == "trail" and rules.card_points[move.card]:
        assert NOTHING not in templates, where
    assert ("sweeps the table" in templates) == effect.swept, where
    banked = (move.card, *effect.taken) if move.action == "capture" else effect.taken
    if move.action == "trail" and not effect.after.table and bool(state.table):
        banked = (move.card, *table_cards(state.table))
    built = next(
        (i for i in effect.after.table if isinstance(i, Build) and move.card in i.cards), None
    )
    held = built.cards if move.action == "build" and built is not None else banked
    for template in ("{count} cards", "takes {count} cards"):
        if template in templates:
            assert templates[template].params["count"] == len(held), where
    spades = sum(1 for card in held if card.suit == "s")
    assert ("1 spade" in templates) == (spades == 1), where
    if "{count} spades" in templates:
        assert templates["{count} spades"].params["count"] == spades, where
    for template, whose in TAKES_BUILD.items():
        if template in templates:
            assert move.action == "capture", where
            owners = [i.owner for i in effect.used_items if isinstance(i, Build)]
            assert any(_whose(rules, seat, owner) == whose for owner in owners), where
    verbs = {"capture": ("takes", "sweeps"), "build": ("builds", "raises", "adds")}
    trail = ("trails", "the last play", "sweeps", "takes")  # the 5♠ trail may take the table
    heads = {"trail": trail, "pluck": ("plucks",), **verbs}[move.action]
    assert said.startswith(heads), where
    reply = _next_opponent(state, effect)
    if reply is not None and rules.sweeps:
        after = effect.after
        if any(effect_of(after, m).swept for m in after.legal_moves() if m.action != "build"):
            assert "risks a sweep" in templates, where
    if reply is not None and "only you can take it" in templates:
        assert built is not None, where
        takes = [m for m in effect.after.legal_moves() if m.action == "capture"]
        assert not any(built.cards[0] in m.table for m in takes), where
    if reply is not None and "trails the {card}: no card out can take it now" in templates:
        takes = [m for m in effect.after.legal_moves() if m.action == "capture"]
        assert not any(move.card in m.table for m in takes), where


def _next_opponent(state: State, effect: Effect) -> int | None:
    """The opponent who plays right after the move, if the round goes on."""
    after = effect.after
    side_of = state.rules.side_of
    if after.round_over or side_of[after.to_move] == side_of[state.to_move]:
        return None
    return after.to_move


def _whose(rules: Rules, seat: int, owner: int) -> str:
    if owner == seat:
        return "your"
    return "partner" if rules.side_of[owner] == rules.side_of[seat] else "their"
