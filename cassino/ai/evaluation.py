"""How good a position is for each side: the static evaluation every level shares.

Points a card carries on its own (aces, the Cassinos, each spade, the sette bello) and
what the majorities are worth are read once per rule set from the engine's own
``score_round``, so every preset is scored by its rules, not by a copy of them; a sweep
is worth the rules' ``sweep_points``.
Unfinished majorities ("most cards", "most spades") count as the chance of winning them,
a build counts mostly for its owner, who holds the card that takes it, and in the last
deal the loose cards lean to the last capturer, who gets what is left at the end. A
finished round is scored exactly by the engine.

Two refinements fitted to recorded rounds are options, the Expert's: a position where a
deal was just dealt leans its loose cards to the player who moves first in it (with
fresh cards and the first try, that player takes most of them; ``new_deal_lean``),
and the race for "most cards" is less settled than chance alone says: the leader
wins it less often than predicted, about as a spread twice as wide says
(``cards_spread``). For ``research/fit_deal_value.py``, which refits the lean, the loose
cards' count toward the majorities may lean apart from their points (``majorities_lean``).
"""

from __future__ import annotations

from functools import lru_cache
from math import erf, sqrt

from cassino.engine.cards import Card
from cassino.engine.rules import Rules
from cassino.engine.scoring import score_round
from cassino.engine.state import State
from cassino.engine.table import Build

MAJORITY_CATEGORIES = ("cards", "spades")
OWN_CARD_CATEGORIES = (
    "big_cassino",
    "little_cassino",
    "aces",
    "tens_and_courts",
    "two_of_clubs",
    "each_spade",
    "sette_bello",
)
BUILD_KEPT = 0.75  # how often a build's owner ends up taking it
LEFTOVER_SHARE = 0.5  # in the last deal, how often the last capturer keeps the leftovers
TIE_MARGIN = 0.5  # a tied majority scores for nobody


class Evaluator:
    """Static evaluation for one rule set (built once per ``Rules`` by ``evaluator_for``)."""

    def __init__(
        self,
        rules: Rules,
        new_deal_lean: float = 0.0,
        cards_spread: float = 1.0,
        majorities_lean: float | None = None,
    ) -> None:
        self.rules = rules
        # How much wider than chance alone the race for "most cards" is taken to be.
        self.cards_spread = cards_spread
        # At a new deal, the part of each loose card that goes to the deal's first player
        # for having the first try at it; the rest is shared evenly (see _credit_first_try).
        self.new_deal_lean = new_deal_lean
        # The same for the loose cards' count toward "most cards" and "most spades".
        self.majorities_lean = new_deal_lean if majorities_lean is None else majorities_lean
        self.side_of = rules.side_of
        self.sides = rules.sides
        points = [0.0] * 52
        for card in rules.cards:
            score = _score_single_capture(rules, card)
            points[card] = float(sum(score.get(cat, 0) for cat in OWN_CARD_CATEGORIES))
        self.card_points: tuple[float, ...] = tuple(points)
        self.is_spade: tuple[int, ...] = tuple(1 if card & 3 == 0 else 0 for card in range(52))
        any_card = rules.cards[0]
        any_spade = next((card for card in rules.cards if card.suit == "s"), any_card)
        self.cards_prize = float(_score_single_capture(rules, any_card).get("cards", 0))
        self.spades_prize = float(_score_single_capture(rules, any_spade).get("spades", 0))
        self.total_cards = len(rules.cards)
        self.total_spades = sum(1 for card in rules.cards if card.suit == "s")
        self.sweep_value = float(rules.sweep_points if rules.sweeps else 0)

    def side_values(self, state: State, new_deal: bool = False) -> list[float]:
        """Expected round points per side if the round went on from here (a heuristic).
        ``new_deal``: a deal was just dealt, and the loose cards lean to its first player."""
        sides = self.sides
        side_of = self.side_of
        card_points = self.card_points
        is_spade = self.is_spade
        values = [0.0] * sides
        cards = [0.0] * sides
        spades = [0.0] * sides
        for seat, pile in enumerate(state.captured):
            side = side_of[seat]
            # Native loops: ``sum(map(...))`` called back into Python for every card of
            # every pile, at every node of every search. The same additions in the same
            # order, so the same values.
            worth = 0.0
            spade_count = 0
            for card in pile:
                number: int = card  # a native int indexes a tuple directly
                worth += card_points[number]
                spade_count += is_spade[number]
            values[side] += worth + state.sweeps[seat] * self.sweep_value - state.penalties[seat]
            cards[side] += len(pile)
            spades[side] += spade_count
        for item in state.table:
            if isinstance(item, Build):
                self._credit_build(item, values, cards, spades)
        if new_deal and self.new_deal_lean:
            # Not the leftovers too: a deal is still to be played for the last capture.
            self._credit_first_try(state, values, cards, spades)
        elif not state.stock and state.last_capturer is not None:
            self._credit_leftovers(state, values, cards, spades)
        cards_left = float(self.total_cards) - sum(cards)
        spades_left = float(self.total_spades) - sum(spades)
        for side, chance in enumerate(_majority_chances(cards, cards_left, self.cards_spread)):
            values[side] += self.cards_prize * chance
        for side, chance in enumerate(_majority_chances(spades, spades_left)):
            values[side] += self.spades_prize * chance
        return values

    def _credit_build(
        self, build: Build, values: list[float], cards: list[float], spades: list[float]
    ) -> None:
        owner = self.side_of[build.owner]
        others = (1.0 - BUILD_KEPT) / max(1, self.sides - 1)
        worth = 0.0
        spade_count = 0
        for card in build.cards:
            number: int = card  # a native int indexes a tuple directly
            worth += self.card_points[number]
            spade_count += self.is_spade[number]
        count = len(build.cards) + 1  # and the card that takes it
        for side in range(self.sides):
            share = BUILD_KEPT if side == owner else others
            values[side] += share * worth
            cards[side] += share * count
            spades[side] += share * spade_count

    def _credit_leftovers(
        self, state: State, values: list[float], cards: list[float], spades: list[float]
    ) -> None:
        """In the last deal the loose cards left at the end go to the last capturer: as it
        stands, that side holds a claim on them."""
        side = self.side_of[state.last_capturer or 0]
        for item in state.table:
            if not isinstance(item, Build):
                card: int = item  # a native int indexes a list directly
                values[side] += LEFTOVER_SHARE * self.card_points[card]
                cards[side] += LEFTOVER_SHARE
                spades[side] += LEFTOVER_SHARE * self.is_spade[card]

    def _credit_first_try(
        self, state: State, values: list[float], cards: list[float], spades: list[float]
    ) -> None:
        """Whoever plays first in a new deal has the first try, with fresh cards, at the
        loose cards the last deal left."""
        mover = self.side_of[state.to_move]
        others = (1.0 - self.new_deal_lean) / self.sides
        share = self.new_deal_lean + others
        count_others = (1.0 - self.majorities_lean) / self.sides
        count_share = self.majorities_lean + count_others
        for item in state.table:
            if not isinstance(item, Build):
                card: int = item  # a native int indexes a list directly
                for side in range(self.sides):
                    part = share if side == mover else others
                    count_part = count_share if side == mover else count_others
                    values[side] += part * self.card_points[card]
                    cards[side] += count_part
                    spades[side] += count_part * self.is_spade[card]

    def exact_values(self, state: State) -> list[float]:
        """The points of a finished round, per side, as the engine scores them (sweeps paid
        at once with ``sweeps_at_once`` included, so every preset compares alike)."""
        totals = [float(total) for total in score_round(state).totals()]
        if self.rules.sweeps_at_once:
            for seat, sweeps in enumerate(state.sweeps):
                totals[self.side_of[seat]] += sweeps * self.sweep_value
        return totals

    def values(self, state: State) -> list[float]:
        """Exact for a finished round, otherwise the static estimate."""
        return self.exact_values(state) if state.round_over else self.side_values(state)

    def utility(self, state: State, side: int) -> float:
        return relative(self.values(state), side)


def relative(values: list[float], side: int) -> float:
    """A side's points minus the mean of the other sides': what a side plays for (with
    partners, a partner's gain is one's own; with three players, all others are rivals)."""
    others = [value for other, value in enumerate(values) if other != side]
    return values[side] - sum(others) / len(others)


def relative_all(values: list[float]) -> list[float]:
    """``relative`` for every side at once."""
    total = sum(values)
    count = len(values) - 1
    return [value - (total - value) / count for value in values]


def _majority_chances(counts: list[float], left: float, widen: float = 1.0) -> list[float]:
    """The chance each side ends with strictly the most, if the ``left`` cards still to be
    taken were shared at random (a normal approximation; exact once nothing is left)."""
    sides = len(counts)
    spread = widen * sqrt(max(left, 0.0) * 2.0 / sides) + 0.2
    chances = []
    for side, count in enumerate(counts):
        chance = 1.0
        for other, other_count in enumerate(counts):
            if other != side:
                margin = (count - other_count - TIE_MARGIN) / spread
                chance *= 0.5 * (1.0 + erf(margin / sqrt(2.0)))
        chances.append(chance)
    return chances


def _score_single_capture(rules: Rules, card: Card) -> dict[str, int]:
    """The engine's points for a round in which seat 0 took only ``card``."""
    players = rules.players
    empty: tuple[Card, ...] = ()
    state = State(
        rules=rules,
        hands=(empty,) * players,
        table=(),
        stock=(),
        captured=((card,), *((empty,) * (players - 1))),
        sweeps=(0,) * players,
        to_move=0,
        dealer=0,
        last_capturer=0,
        scores=(0,) * players,
        round_number=1,
        plucked=(False,) * players,
        penalties=(0,) * players,
    )
    return dict(score_round(state).sides[rules.side_of[0]].points)


@lru_cache(maxsize=64)
def evaluator_for(
    rules: Rules,
    new_deal_lean: float = 0.0,
    cards_spread: float = 1.0,
    majorities_lean: float | None = None,
) -> Evaluator:
    return Evaluator(rules, new_deal_lean, cards_spread, majorities_lean)
