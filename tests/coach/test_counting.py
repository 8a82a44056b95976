"""The counting aid against brute force: the unseen cards counted from the whole position
(what the other hands and the stock hold), and the majorities decided by trying, with the
engine's own scoring, every way the cards still to be taken could be shared."""

from __future__ import annotations

from itertools import product

import pytest
from coach_helpers import last_deal, positions

from cassino.coach.counting import Majority, counting_aid
from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card
from cassino.engine.scoring import score_round
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

PRESETS = [
    ("classic", 2),
    ("classic", 3),
    ("classic", 4),  # partners: two sides of two seats
    ("spade", 2),  # every spade a point card
    ("diamond", 2),  # 40 cards, the sette bello
    ("italian", 2),  # no 10♦: Big Cassino is never unseen
    ("portuguese", 2),  # card_tie: spades
    ("five_players", 5),
]


def rules_for(name: str, players: int):  # type: ignore[no-untyped-def]
    rules = load(name)
    if rules.players != players:
        rules = rules.with_options(players=players, partnerships=players == 4)
    return rules


def hidden(state: State, seat: int) -> list[Card]:
    """What the seat truly cannot see: the other hands and the stock."""
    cards = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    return sorted([*cards, *state.stock])


def own_points(state: State, card: Card) -> int:
    """The points ``card`` scores by itself: a round in which one seat took only it,
    the majorities left out."""
    players = state.players
    alone = state._replace(
        captured=((card,), *(((),) * (players - 1))),
        sweeps=(0,) * players,
        penalties=(0,) * players,
    )
    side = score_round(alone).sides[state.rules.side_of[0]]
    return sum(points for category, points in side.points if category not in ("cards", "spades"))


@pytest.mark.parametrize(("name", "players"), PRESETS)
def test_the_unseen_cards_are_the_other_hands_and_the_stock(name: str, players: int) -> None:
    rules = rules_for(name, players)
    for seed in range(3):
        for state, history in positions(rules, seed):
            seat = state.to_move
            aid = counting_aid(PlayerView.of(state, seat, history))
            truth = hidden(state, seat)
            assert aid.unseen == len(truth)
            assert aid.unseen_aces == tuple(card for card in truth if card.rank == 1)
            assert aid.big_cassino_unseen == (BIG_CASSINO in truth)
            assert aid.little_cassino_unseen == (LITTLE_CASSINO in truth)
            assert aid.unseen_spades == sum(1 for card in truth if card.suit == "s")
            assert aid.unseen_point_cards == tuple(c for c in truth if own_points(state, c) > 0)
            in_play = [
                *table_cards(state.table),
                *state.stock,
                *(c for h in state.hands for c in h),
            ]
            assert aid.left_to_take == len(in_play)
            assert aid.spades_left_to_take == sum(1 for card in in_play if card.suit == "s")


def shares(left: int, sides: int) -> list[tuple[int, ...]]:
    return [split for split in product(range(left + 1), repeat=sides) if sum(split) == left]


def brute_force(state: State) -> tuple[list[set[bool]], list[set[bool]]]:
    """For each side, whether it wins "most cards" / "most spades" in each way the cards
    left could be shared out (only how many spades and others each side gets matters)."""
    rules = state.rules
    left = [*table_cards(state.table), *state.stock, *(c for h in state.hands for c in h)]
    spades = [card for card in left if card.suit == "s"]
    others = [card for card in left if card.suit != "s"]
    first_seat = [rules.side_of.index(side) for side in range(rules.sides)]
    cards_won: list[set[bool]] = [set() for _ in range(rules.sides)]
    spades_won: list[set[bool]] = [set() for _ in range(rules.sides)]
    for spade_split in shares(len(spades), rules.sides):
        for other_split in shares(len(others), rules.sides):
            piles = [list(pile) for pile in state.captured]
            s_at = o_at = 0
            for side in range(rules.sides):
                seat = first_seat[side]
                piles[seat] += spades[s_at : s_at + spade_split[side]]
                piles[seat] += others[o_at : o_at + other_split[side]]
                s_at += spade_split[side]
                o_at += other_split[side]
            end = state._replace(captured=tuple(tuple(pile) for pile in piles))
            for side, score in enumerate(score_round(end).sides):
                cards_won[side].add(score.of("cards") > 0)
                spades_won[side].add(score.of("spades") > 0)
    return cards_won, spades_won


def needs_by_brute_force(state: State, side: int, spades_only: bool) -> int | None:
    """Two sides: the fewest cards (spades) of those left that make the side sure to win
    the category, however the rest go; None when no number does."""
    rules = state.rules
    left = [*table_cards(state.table), *state.stock, *(c for h in state.hands for c in h)]
    counted = [card for card in left if card.suit == "s"] if spades_only else left
    rest = [card for card in left if card not in counted]
    seat, other = rules.side_of.index(side), rules.side_of.index(1 - side)
    category = "spades" if spades_only else "cards"
    for k in range(len(counted) + 1):
        piles = [list(pile) for pile in state.captured]
        piles[seat] += counted[:k]
        piles[other] += counted[k:] + rest
        end = state._replace(captured=tuple(tuple(pile) for pile in piles))
        if score_round(end).sides[side].of(category) > 0:
            return k
    return None


def status(won: set[bool]) -> str:
    if won == {True}:
        return "clinched"
    return "out_of_reach" if won == {False} else "open"


@pytest.mark.parametrize(
    ("name", "players"),
    [("classic", 2), ("classic", 3), ("portuguese", 2), ("diamond", 2), ("classic", 4)],
)
def test_the_majorities_agree_with_every_way_the_rest_could_go(name: str, players: int) -> None:
    rules = rules_for(name, players)
    checked = 0
    for seed in range(6):
        for state, history in positions(rules, seed):
            left = sum(map(len, state.hands)) + len(state.stock) + len(table_cards(state.table))
            if left > (12 if rules.sides == 2 else 7):
                continue
            aid = counting_aid(PlayerView.of(state, state.to_move, history))
            cards_won, spades_won = brute_force(state)
            for side in range(rules.sides):
                assert aid.cards[side].status == status(cards_won[side]), (side, state)
                assert aid.spades[side].status == status(spades_won[side]), (side, state)
                if rules.sides == 2 and rules.card_tie == "none":
                    assert aid.cards[side].needs == needs_by_brute_force(state, side, False)
                if rules.sides == 2:
                    assert aid.spades[side].needs == needs_by_brute_force(state, side, True)
            checked += 1
    assert checked > 10


def test_two_sides_need_27_cards_and_7_spades_at_the_start() -> None:
    rules = load("classic")
    state = next(iter(positions(rules, 1)))[0]
    aid = counting_aid(PlayerView.of(state, state.to_move))
    assert aid.cards == (Majority(0, 0, "open", 27), Majority(1, 0, "open", 27))
    assert aid.spades == (Majority(0, 0, "open", 7), Majority(1, 0, "open", 7))


def test_needs_counts_down_to_clinched_and_out_of_reach() -> None:
    # Of the 47 other cards seat 0 took 24 (7 spades), seat 1 23 (5 spades); 5 are left,
    # one of them a spade: 27 against 25 is sure for seat 0, 27 against 25 for seat 1.
    state = last_deal(["2h 9c", "7s Kd"], ["5d"])
    aid = counting_aid(PlayerView.of(state, 0))
    assert [m.have for m in aid.cards] == [24, 23]
    assert aid.cards[0].needs == 3 and aid.cards[1].needs == 4
    assert aid.unseen == 2 and aid.unseen_spades == 1  # seat 1's 7♠ and K♦
    assert aid.spades[0].status == "clinched" and aid.spades[0].needs == 0
    assert aid.spades[1].status == "out_of_reach" and aid.spades[1].needs is None
