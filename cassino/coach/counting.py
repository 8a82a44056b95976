"""The counting aid: what a player has not seen yet, and how the races for the majorities
stand, from that player's view alone.

A player sees their own hand, the table and every captured pile (piles are face up in
this game, see ``engine.view``); every card played this round is on the table or in a
pile, so the view's ``unseen_cards`` are exactly the cards not seen played or captured
and not in the player's hand: the other hands and the stock.

The point cards named are those that score by themselves under the rules (the aces, the
Cassinos, and where the rules score them every spade and the 7♦), read from the engine's
own scoring through the computer players' evaluation, so no rule is decided here.

A majority is **clinched** when the side wins it however the cards still to be taken
go (with three sides or more that may be fewer than half the cards), **out of reach** when
it cannot win it even taking them all; otherwise ``needs`` says how many more it must take
to be sure of it (27 of 52 cards and 7 of 13 spades for two sides with nothing taken).
Ties follow the rules: "most spades" is never won tied; "most cards" tied goes to nobody
or, with ``card_tie: spades``, to the tied side with more spades.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.ai.evaluation import evaluator_for
from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO, Card
from cassino.engine.rules import Rules
from cassino.engine.view import PlayerView

Status = Literal["clinched", "open", "out_of_reach"]


@dataclass(frozen=True)
class Majority:
    """One side's race for "most cards" or "most spades"."""

    side: int
    have: int  # taken so far
    status: Status
    needs: int | None  # more to take to be sure of it: 0 clinched; None if it cannot be sure


@dataclass(frozen=True)
class CountingAid:
    """What the player has not seen yet, and each side's races (indexed by side)."""

    unseen: int  # cards in the other hands and the stock
    unseen_aces: tuple[Card, ...]
    big_cassino_unseen: bool  # False too when the deck has no 10♦
    little_cassino_unseen: bool
    unseen_spades: int
    unseen_point_cards: tuple[Card, ...]  # the cards that score by themselves, not seen
    left_to_take: int  # cards in no pile yet: hands, table and stock
    spades_left_to_take: int
    cards: tuple[Majority, ...]  # per side
    spades: tuple[Majority, ...]  # per side


def counting_aid(view: PlayerView) -> CountingAid:
    rules = view.rules
    unseen = sorted(view.unseen_cards())
    points = evaluator_for(rules).card_points
    piles_cards = [0] * rules.sides
    piles_spades = [0] * rules.sides
    for seat, pile in enumerate(view.captured):
        side = rules.side_of[seat]
        piles_cards[side] += len(pile)
        piles_spades[side] += sum(1 for card in pile if card.suit == "s")
    deck_spades = sum(1 for card in rules.cards if card.suit == "s")
    cards_left = len(rules.cards) - sum(piles_cards)
    spades_left = deck_spades - sum(piles_spades)
    return CountingAid(
        unseen=len(unseen),
        unseen_aces=tuple(card for card in unseen if card.rank == 1),
        big_cassino_unseen=BIG_CASSINO in unseen,
        little_cassino_unseen=LITTLE_CASSINO in unseen,
        unseen_spades=sum(1 for card in unseen if card.suit == "s"),
        unseen_point_cards=tuple(card for card in unseen if points[card] > 0),
        left_to_take=cards_left,
        spades_left_to_take=spades_left,
        cards=tuple(
            _race(rules, side, piles_cards, cards_left, piles_spades, spades_left)
            for side in range(rules.sides)
        ),
        spades=tuple(_race(rules, side, piles_spades, spades_left) for side in range(rules.sides)),
    )


def _race(
    rules: Rules,
    side: int,
    counts: list[int],
    left: int,
    spades: list[int] | None = None,
    spades_left: int = 0,
) -> Majority:
    """A side's race for strictly the most of ``counts`` with ``left`` still to be taken.
    With ``spades`` (the race for cards) and ``card_tie: spades``, a tie goes to the tied
    side with strictly more spades."""
    have = counts[side]
    rivals = [count for other, count in enumerate(counts) if other != side]
    top = max(rivals)
    tie_break = spades is not None and rules.card_tie == "spades"
    # Sure: even if every card left went to the strongest rival, this side is ahead —
    # or, level with a rival who took them all, it has more spades than that rival.
    sure = have > top + left
    if not sure and tie_break and spades is not None and have == top + left:
        level = [o for o, count in enumerate(counts) if o != side and count + left == have]
        sure = all(spades[side] > spades[o] + spades_left for o in level)
    if sure:
        return Majority(side, have, "clinched", 0)
    # Possible: taking every card left, this side is ahead — or level, and wins the tie.
    possible = have + left > top
    if not possible and tie_break and spades is not None and have + left == top:
        level = [o for o, count in enumerate(counts) if o != side and count == top]
        possible = all(spades[side] + spades_left > spades[o] for o in level)
    if not possible:
        return Majority(side, have, "out_of_reach", None)
    # Taking k of the rest, the rest going to the strongest rival: have + k > top + left - k.
    needs = (top + left - have) // 2 + 1
    return Majority(side, have, "open", needs if needs <= left else None)
