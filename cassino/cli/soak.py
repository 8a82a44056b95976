"""``python -m cassino soak``: random rounds checked at every position.

Some holes in the rules show only once in thousands of rounds (a royal owner left with
no legal move appeared about once in 1,500), more than a test suite can afford to play.
The soak plays many uniformly random rounds of every preset at every player count it
allows and checks, at each position, what ``tests/engine/test_simulation.py`` checks on
fewer rounds: every card is in exactly one place, the player to move has a legal move
while cards remain, no move is listed twice, the scores hold exactly what was paid at
once, and at the end of each round the points add up. The first broken position stops
the soak and is reported in notation JSON.
"""

from __future__ import annotations

import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import Any

from cassino.engine.match import finish_round, side_scores, start_round
from cassino.engine.notation import position_to_json
from cassino.engine.rules import Rules
from cassino.engine.scoring import base_points, extra_points
from cassino.engine.state import State
from cassino.engine.table import table_cards


@dataclass
class Breach:
    """An invariant broken: what, and the position it was broken in."""

    problem: str
    position: dict[str, Any]


@dataclass
class CaseReport:
    """The soak of one preset at one player count."""

    rules: str
    players: int
    rounds: int = 0
    positions: int = 0
    breach: Breach | None = None


@dataclass
class SoakReport:
    cases: list[CaseReport] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def rounds(self) -> int:
        return sum(case.rounds for case in self.cases)

    @property
    def positions(self) -> int:
        return sum(case.positions for case in self.cases)

    @property
    def breach(self) -> CaseReport | None:
        return next((case for case in self.cases if case.breach is not None), None)


def soak(
    cases: Sequence[tuple[str, Rules]], rounds: int, seed: int, players: int | None = None
) -> SoakReport:
    """Play ``rounds`` random rounds of each named rules at each player count it allows
    (or at ``players`` only); stop at the first broken invariant."""
    report = SoakReport()
    start = time.perf_counter()
    for name, base in cases:
        counts = (players,) if players is not None else base.players_allowed
        for count in counts:
            rules = base if base.players == count else base.with_options("--players", players=count)
            case = soak_case(name, rules, rounds, Random(f"{seed}:{name}:{count}"))
            report.cases.append(case)
            if case.breach is not None:
                report.seconds = time.perf_counter() - start
                return report
    report.seconds = time.perf_counter() - start
    return report


def soak_case(name: str, rules: Rules, rounds: int, rng: Random) -> CaseReport:
    case = CaseReport(name, rules.players)
    for number in range(rounds):
        first = start_round(rules, rng, dealer=number % rules.players)
        for state, problem in _positions(first, rng):
            case.positions += 1
            if problem is not None:
                case.breach = Breach(problem, position_to_json(state))
                return case
        case.rounds += 1
    return case


def _positions(state: State, rng: Random) -> Iterator[tuple[State, str | None]]:
    """Each position of a random round from ``state``, with what is wrong in it (None)."""
    while True:
        problem = cards_problem(state) or paid_problem(state)
        if problem is not None or state.round_over:
            break
        moves = state.legal_moves()
        if not moves:
            problem = "the player to move has no legal move while cards remain"
        elif len(set(moves)) != len(moves):
            problem = "a move is listed twice"
        if problem is not None:
            break
        yield state, None
        state = state.apply_legal(moves[rng.randrange(len(moves))])
    if problem is None:
        problem = points_problem(state)
    yield state, problem


def paid_problem(state: State) -> str | None:
    """Whether the game scores (0 when the soak's rounds start) hold exactly what the
    round paid at once: sweeps with ``sweeps_at_once``, breaches with ``duty_penalty``,
    point cards with ``points_at_once``."""
    rules = state.rules
    expected = [0] * rules.sides
    for seat in range(state.players):
        side = rules.side_of[seat]
        if rules.sweeps_at_once and rules.sweeps:
            expected[side] += state.sweeps[seat] * rules.sweep_points
        expected[side] -= state.penalties[seat]
        if rules.points_at_once:
            expected[side] += sum(rules.card_points[card] for card in state.captured[seat])
    if list(side_scores(state)) != expected:
        return f"the scores are {list(side_scores(state))}; what was paid at once is {expected}"
    return None


def cards_problem(state: State) -> str | None:
    """Whether every card of the deck is in exactly one place (hands, table, stock, piles)."""
    places = [card for hand in state.hands for card in hand]
    places += table_cards(state.table)
    places += state.stock
    places += [card for pile in state.captured for card in pile]
    deck = state.rules.cards
    if len(places) != len(deck) or set(places) != set(deck):
        different = len(set(places))
        return f"{len(places)} cards in play, {different} different, of a deck of {len(deck)}"
    return None


def points_problem(state: State) -> str | None:
    """At the end of a round: the leftovers taken, and the points of the round adding up
    to the points the rules put in play (less only for a tie nobody scores)."""
    if state.ended_by_sweep:
        return None  # the game ended on the spot: no leftovers, no round scoring
    # Captures counted as they stand, nobody gets the rest (``rounds_to_five``, and
    # ``clear_ends_game``, whose clear leaves cards in hand and in the stock).
    early = state.ended_by_instants or state.ended_by_clear
    if state.table and state.last_capturer is not None and not early:
        return "the round is over but the leftovers were not taken"
    rules = state.rules
    sides = finish_round(state).score.sides
    total = sum(side.total for side in sides)
    paid_later = rules.sweeps and not rules.sweeps_at_once
    sweeps = sum(state.sweeps) * rules.sweep_points if paid_later else 0
    bonus = sum(side.of("bonus") for side in sides)
    expected = base_points(rules) + extra_points(rules) + sweeps + bonus - sum(state.penalties)
    counts = [side.cards for side in sides]
    spades = [side.spades for side in sides]
    leaders = [side for side, count in enumerate(counts) if count == max(counts)]
    cards_tied = len(leaders) > 1
    if cards_tied and rules.card_tie == "spades":
        leader_spades = [spades[side] for side in leaders]
        cards_tied = leader_spades.count(max(leader_spades)) > 1
    # Most spades is in play only with the cassino point cards (tablanette has none).
    spades_tied = spades.count(max(spades)) > 1 and rules.point_cards == "cassino"
    if early and total <= expected:
        return None
    if cards_tied or spades_tied:
        if total < expected:
            return None
        return f"the round scored {total} points with a tie; fewer than {expected} expected"
    if total != expected:
        return f"the round scored {total} points; the rules put {expected} in play"
    return None


def report_json(report: SoakReport) -> dict[str, Any]:
    broken = report.breach
    return {
        "ok": broken is None,
        "rounds": report.rounds,
        "positions": report.positions,
        "seconds": round(report.seconds, 1),
        "cases": [
            {"rules": case.rules, "players": case.players, "rounds": case.rounds}
            for case in report.cases
        ],
        "breach": None
        if broken is None or broken.breach is None
        else {
            "rules": broken.rules,
            "players": broken.players,
            "problem": broken.breach.problem,
            "position": broken.breach.position,
        },
    }
