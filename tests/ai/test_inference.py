"""Reading hands from plays: a player who let the 10♦ go probably holds no 10."""

from __future__ import annotations

from math import comb
from random import Random

from ai_helpers import full_position

from cassino.ai.evaluation import evaluator_for
from cassino.ai.inference import deal_plays, inferred_worlds
from cassino.ai.ordering import MoveOrder
from cassino.ai.sampler import is_consistent, sample_world
from cassino.engine.cards import parse_card
from cassino.engine.moves import Move
from cassino.engine.view import Play, PlayerView
from cassino.userdata.presets import load

STOCK = 30


def position_after_a_telling_trail() -> tuple[PlayerView, Play]:
    rules = load("classic")
    state = full_position(rules, ["2h 4h 6h 7c", "Kc Qd Jc"], ["Td", "8h", "3c"], STOCK)
    # Before this, seat 1 trailed the 3c though the table offered the 10♦ to any 10.
    trail = Play(1, Move(parse_card("3c"), "trail"), (parse_card("8h"), parse_card("Td")), STOCK)
    return PlayerView.of(state, 0, (trail,)), trail


def share_holding_a_ten(worlds: list) -> float:  # type: ignore[type-arg]
    return sum(any(card.rank == 10 for card in world.hands[1]) for world in worlds) / len(worlds)


def test_a_trail_past_the_big_cassino_makes_a_ten_unlikely() -> None:
    view, _ = position_after_a_telling_trail()
    order = MoveOrder(evaluator_for(view.rules))
    inferred = inferred_worlds(view, Random(3), 200, order)
    plain = [sample_world(view, Random(seed)) for seed in range(200)]
    assert all(is_consistent(view, world) for world in inferred)
    tens = sum(1 for card in view.unseen_cards() if card.rank == 10)
    unseen = len(view.unseen_cards())
    prior = 1 - comb(unseen - tens, 3) / comb(unseen, 3)  # a 3-card hand with a 10
    assert tens >= 2
    assert abs(share_holding_a_ten(plain) - prior) < 0.08
    assert share_holding_a_ten(inferred) < share_holding_a_ten(plain) / 3


def test_only_the_current_deals_plays_are_read() -> None:
    view, trail = position_after_a_telling_trail()
    earlier = trail._replace(stock_size=STOCK + 8)  # made in the deal before
    assert deal_plays(view) == [trail]
    assert deal_plays(PlayerView.of(view.as_state(), 0, (earlier,))) == []
