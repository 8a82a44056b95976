"""A game (match) over several rounds to the target, the deal passing left (RULES.md §2, §6).

Rounds begin from a shuffle with the injected random generator; everything else is a
pure function of the positions.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from random import Random

from cassino.engine.cards import Card
from cassino.engine.deal import deal_first, shuffled_deck
from cassino.engine.play import apply_legal
from cassino.engine.reasons import Reason
from cassino.engine.rules import Rules
from cassino.engine.scoring import CATEGORIES, RoundScore, score_round, settled_score
from cassino.engine.state import State
from cassino.engine.table import item_key

# Why a game ended: every template an Outcome's ``cause`` can have (translations need each).
_COUNTED_OUT = {category: f"counted out to {{points}} on {category}" for category in CATEGORIES}
OUTCOME_TEMPLATES: tuple[str, ...] = (
    "called out with {points} points",
    "called out wrongly with {points} points",
    "took all eleven points in one round",
    "highest total, {points}, after every player dealt twice",
    "reached {points} points with a sweep",
    "reached {points} points during the round",
    "reached {points} points",
    "highest total, {points}, when the table was cleared",
    *_COUNTED_OUT.values(),
)


@dataclass(frozen=True)
class Outcome:
    """The end of a game: the winning side (None never happens once a game is over) and
    why, as a template and its numbers (``cause``, to be translated) or in English
    (``reason``)."""

    winner: int
    cause: Reason

    @property
    def reason(self) -> str:
        """Why the game ended, in English: ``reached 22 points``."""
        return str(self.cause)


@dataclass(frozen=True)
class RoundResult:
    score: RoundScore
    side_totals: tuple[int, ...]  # game totals per side after the round
    outcome: Outcome | None  # None: another round is played


def start_round(
    rules: Rules,
    rng: Random,
    dealer: int = 0,
    side_totals: tuple[int, ...] | None = None,
    round_number: int = 1,
) -> State:
    """A new round: shuffle, first deal, the dealer's left to lead."""
    players = rules.players
    totals = side_totals or (0,) * rules.sides
    hands, table, stock = deal_first(rules, shuffled_deck(rules, rng), dealer)
    first = (dealer + 1) % players
    captured: list[tuple[Card, ...]] = [()] * players
    sweeps = [0] * players
    last_capturer = None
    if rules.initial_pairs:
        pairs = _pairs(table)
        if pairs:
            # Pairs dealt to the table go to the first player; an emptied table is a sweep.
            table = [card for card in table if card not in pairs]
            captured[first] = tuple(pairs)
            last_capturer = first
            if rules.points_at_once:
                side = rules.side_of[first]
                paid = sum(rules.card_points[card] for card in pairs)
                totals = tuple(t + paid if s == side else t for s, t in enumerate(totals))
            if not table and rules.sweeps:
                sweeps[first] = 1
    return State(
        rules=rules,
        hands=tuple(tuple(hand) for hand in hands),
        table=tuple(sorted(table, key=item_key)),
        stock=stock,
        captured=tuple(captured),
        sweeps=tuple(sweeps),
        to_move=first,
        dealer=dealer,
        last_capturer=last_capturer,
        scores=tuple(totals[rules.side_of[seat]] for seat in range(players)),
        round_number=round_number,
        plucked=(False,) * players,
        penalties=(0,) * players,
    )


def random_round(rules: Rules, rng: Random, dealer: int = 0) -> State:
    """A round played with uniformly random legal moves, each picked by ``rng.choice`` (the
    same draws as ``randrange(len(moves))``): the finished position, before its scoring.
    The random play of ``bench`` and the self-test: a loop of the compiled engine, as a
    simple engine's random deal is a loop of its own."""
    state = start_round(rules, rng, dealer)
    choose = rng.choice
    while state.hands[state.to_move]:
        state = apply_legal(state, choose(state.legal_moves()))
    return state


def _pairs(table: list[Card]) -> list[Card]:
    """The cards of ``table`` that form pairs of a rank (a third of a rank stays)."""
    by_rank: dict[int, list[Card]] = {}
    for card in sorted(table):
        by_rank.setdefault(card.rank, []).append(card)
    return [card for cards in by_rank.values() for card in cards[: len(cards) // 2 * 2]]


def side_scores(state: State) -> tuple[int, ...]:
    """Game totals per side before this round (from the per-seat ``scores``)."""
    rules = state.rules
    totals = [0] * rules.sides
    for seat, score in enumerate(state.scores):
        totals[rules.side_of[seat]] = score
    return tuple(totals)


def totals_before_round(state: State) -> tuple[int, ...]:
    """Game totals per side before this round. ``scores`` already carry the breaches of
    the duty paid at the moment (``duty_penalty``) and the point cards taken
    (``points_at_once``); the round's categories show them again, so they are taken back
    out here to be counted once."""
    totals = list(side_scores(state))
    rules = state.rules
    for seat in range(state.players):
        # Partners carry the same score; what each partner paid or took went to the side.
        side = rules.side_of[seat]
        totals[side] += state.penalties[seat]
        if rules.points_at_once:
            totals[side] -= sum(rules.card_points[card] for card in state.captured[seat])
    return tuple(totals)


def finish_round(state: State) -> RoundResult:
    """Score a finished round and decide whether the game is over."""
    rules = state.rules
    score = score_round(state)
    before = totals_before_round(state)
    after = tuple(total + side.total for total, side in zip(before, score.sides, strict=True))
    if state.ended_by_sweep:
        # The game ended on the spot: the round's captures are not counted, only what
        # was paid at once (sweeps, breaches), which the scores carry.
        now = side_scores(state)
        return RoundResult(score, now, _outcome(rules, now, score, state.round_number))
    if state.ended_by_clear:
        return RoundResult(score, after, _cleared_outcome(after))
    return RoundResult(score, after, _outcome(rules, before, score, state.round_number))


def _cleared_outcome(after: tuple[int, ...]) -> Outcome | None:
    """``clear_ends_game``: the table was cleared; the highest total wins (a tie plays
    another round)."""
    leader = _sole_leader(after)
    if leader is None:
        return None
    side, best = leader
    why = Reason.of("highest total, {points}, when the table was cleared", points=best)
    return Outcome(side, why)


def _sole_leader(totals: Sequence[int]) -> tuple[int, int] | None:
    """The one side with the highest total, and that total; None when sides tie for it."""
    best = max(totals)
    leaders = [side for side, total in enumerate(totals) if total == best]
    return (leaders[0], best) if len(leaders) == 1 else None


def next_round(state: State, result: RoundResult, rng: Random) -> State:
    """The following round: the deal passes one seat to the left."""
    dealer = (state.dealer + 1) % state.players
    return start_round(state.rules, rng, dealer, result.side_totals, state.round_number + 1)


def call_out(state: State, seat: int) -> Outcome:
    """``call_out``: ``seat`` claims the game now. With the target reached (this round's
    points counted only as far as they are settled, ``settled_score``) the claimer's side
    wins, otherwise it loses."""
    rules = state.rules
    side = rules.side_of[seat]
    now = totals_before_round(state)[side] + settled_score(state).sides[side].total
    other = 1 - side
    if now >= rules.target:
        return Outcome(side, Reason.of("called out with {points} points", points=now))
    return Outcome(other, Reason.of("called out wrongly with {points} points", points=now))


def _outcome(
    rules: Rules, before: tuple[int, ...], score: RoundScore, round_number: int
) -> Outcome | None:
    if rules.all_eleven == "wins_game":
        for side, side_score in enumerate(score.sides):
            if side_score.took_all_base:
                return Outcome(side, Reason.of("took all eleven points in one round"))
    after = [total + side.total for total, side in zip(before, score.sides, strict=True)]
    if rules.match == "two_deals_each":
        # California: every player deals twice; then the highest total wins (a tie plays on).
        if round_number < 2 * rules.players:
            return None
        leader = _sole_leader(after)
        if leader is None:
            return None
        side, best = leader
        why = Reason.of("highest total, {points}, after every player dealt twice", points=best)
        return Outcome(side, why)
    if (rules.sweeps_at_once or rules.points_at_once) and max(before) >= rules.target:
        # The target was reached during the round: the game ended on the spot.
        best = max(before)
        if rules.points_at_once:
            why = Reason.of("reached {points} points during the round", points=best)
        else:
            why = Reason.of("reached {points} points with a sweep", points=best)
        return Outcome(before.index(best), why)
    if rules.finish == "count_out":
        return _count_out(rules.target, before, score)
    reached = [side for side, total in enumerate(after) if total >= rules.target]
    if not reached:
        return None
    best = max(after[side] for side in reached)
    leaders = [side for side in reached if after[side] == best]
    if len(leaders) > 1:
        return None  # a tie: another round is played
    return Outcome(leaders[0], Reason.of("reached {points} points", points=best))


def _count_out(target: int, before: tuple[int, ...], score: RoundScore) -> Outcome | None:
    """Apply the round category by category; the first side to reach the target wins."""
    running = list(before)
    for category in CATEGORIES:
        for side, side_score in enumerate(score.sides):
            running[side] += side_score.of(category)
        reached = [side for side, total in enumerate(running) if total >= target]
        if len(reached) == 1:
            why = Reason.of(_COUNTED_OUT[category], points=running[reached[0]])
            return Outcome(reached[0], why)
        if len(reached) > 1:
            best = max(running[side] for side in reached)
            leaders = [side for side in reached if running[side] == best]
            if len(leaders) == 1:
                why = Reason.of(_COUNTED_OUT[category], points=best)
                return Outcome(leaders[0], why)
            return None
    return None
