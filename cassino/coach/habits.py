"""What a review's decisions add up to: at most two strengths and two habits to work on.

Each rated decision that cost something gets the one category that says best what went
wrong (the first that fits, in ``HABITS`` order: trailing a point card comes before the
capture it passed up); each that cost nothing worth naming gets the categories of what it
did well. A habit needs two examples, or one costly one; a strength needs two. Decisions
with one legal move are not rated, and costs below ``NEGLIGIBLE`` are no mistakes.

The categories' names are messages marked for translation; the window says them with
``tr(finding.label)``. Every example is (round index, move index), where the replay opens.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cassino.ai.evaluation import evaluator_for
from cassino.coach.sweeps import sweep_warning
from cassino.engine.cards import BIG_CASSINO, FIVE_OF_SPADES
from cassino.engine.effects import effect_of
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView
from cassino.i18n import N_

if TYPE_CHECKING:
    from cassino.coach.review import Decision

NEGLIGIBLE = 0.25  # points of margin: a choice that cost less is no mistake
COSTLY = 1.5  # points of margin: one such mistake is already a habit to work on
MOST = 2  # strengths and habits named

HABITS: dict[str, str] = {
    "trailed_point_cards": N_("trailed point cards"),
    "missed_sweeps": N_("missed sweeps"),
    "missed_big_cassino": N_("missed captures of Big Cassino"),
    "open_to_sweeps": N_("left the table open to sweeps"),
    "missed_point_cards": N_("missed captures of point cards"),
    "missed_captures": N_("trailed when a capture was better"),
    "weak_builds": N_("built when another play was better"),
    "other": N_("other choices that cost points"),
}
STRENGTHS: dict[str, str] = {
    "swept": N_("swept the table"),
    "took_big_cassino": N_("took Big Cassino"),
    "took_point_cards": N_("took point cards"),
    "built_well": N_("built well"),
    "last_capture": N_("took the last capture"),
}
HEADINGS = (N_("Strengths"), N_("Habits to work on"))


@dataclass(frozen=True)
class Finding:
    """A strength or a habit: its category, its name, its examples and what they cost."""

    category: str  # a key of HABITS or STRENGTHS
    label: str  # the category's name, a msgid: ``tr(label)``
    examples: tuple[tuple[int, int], ...]  # (round index, move index), the telling first
    cost: float  # points of margin the examples cost in all (0 for a strength)


def categorize(
    view: PlayerView,
    played: Move,
    best: Move,
    cost: float,
    positions: Sequence[State],
    moves: Sequence[Move],
    ply: int,
) -> tuple[str | None, tuple[str, ...]]:
    """The habit a decision shows (None if it cost nothing worth naming) and, when it cost
    nothing, what it did well. ``positions`` are the round's (the deal, then after each of
    its ``moves``); ``positions[ply]`` is the one the decision was made in."""
    if cost >= NEGLIGIBLE:
        return _habit(view, played, best, positions[ply]), ()
    return None, _strengths(view, played, positions, moves, ply)


def _habit(view: PlayerView, played: Move, best: Move, before: State) -> str:
    points = evaluator_for(view.rules).card_points
    kept_trail = best.action == "trail" and best.card == played.card
    if played.action == "trail" and points[played.card] > 0 and not kept_trail:
        return "trailed_point_cards"  # a point card laid down where a better play was
    mine, better = effect_of(before, played), effect_of(before, best)
    if (better.cleared or better.swept) and not (mine.cleared or mine.swept):
        return "missed_sweeps"
    if BIG_CASSINO in _pile_gain(before, best) and BIG_CASSINO not in _pile_gain(before, played):
        return "missed_big_cassino"
    if sweep_warning(view, played).danger > sweep_warning(view, best).danger:
        return "open_to_sweeps"
    gain = sum(points[card] for card in _pile_gain(before, played))
    if sum(points[card] for card in _pile_gain(before, best)) > gain:
        return "missed_point_cards"
    if played.action == "trail" and best.action == "capture":
        return "missed_captures"
    if played.action == "build" and best.action != "build":
        return "weak_builds"
    return "other"


def _strengths(
    view: PlayerView, played: Move, positions: Sequence[State], moves: Sequence[Move], ply: int
) -> tuple[str, ...]:
    before = positions[ply]
    effect = effect_of(before, played)
    gain = _pile_gain(before, played)
    points = evaluator_for(view.rules).card_points
    found: list[str] = []
    if effect.swept:
        found.append("swept")
    if BIG_CASSINO in gain:
        found.append("took_big_cassino")
    elif any(points[card] > 0 for card in gain):
        found.append("took_point_cards")
    if played.action == "build" and _build_taken_by_side(view, played, positions, ply):
        found.append("built_well")
    if _captures(before, played) and _last_capture(positions, moves, ply):
        found.append("last_capture")
    return tuple(found)


def _pile_gain(before: State, move: Move) -> set[int]:
    """The cards ``move`` puts in the mover's pile by itself (the card played with what it
    takes, or a plucked card), not the leftovers the end of the round may add."""
    effect = effect_of(before, move)
    seat = before.to_move
    gained = effect.after.captured[seat][len(before.captured[seat]) :]
    leftovers = set(effect.leftovers) if effect.leftovers_to == seat else set()
    return {card for card in gained if card not in leftovers}


def _captures(before: State, move: Move) -> bool:
    """A capture, or the 5♠ trailed onto cards with ``five_of_spades_sweeps``."""
    if move.action == "capture":
        return True
    five = before.rules.five_of_spades_sweeps and move.card == FIVE_OF_SPADES
    return move.action == "trail" and five and bool(before.table)


def _last_capture(positions: Sequence[State], moves: Sequence[Move], ply: int) -> bool:
    """No capture follows in the round after the move at ``ply``."""
    return not any(_captures(positions[k], moves[k]) for k in range(ply + 1, len(moves)))


def _build_taken_by_side(
    view: PlayerView, played: Move, positions: Sequence[State], ply: int
) -> bool:
    """The build made by ``played`` was later taken by the builder's side."""
    side_of = view.rules.side_of
    side = side_of[view.seat]
    for later in range(ply + 1, len(positions)):
        for seat, pile in enumerate(positions[later].captured):
            if played.card in pile:
                return side_of[seat] == side
    return False


def summarize(decisions: Sequence[Decision]) -> tuple[tuple[Finding, ...], tuple[Finding, ...]]:
    """(strengths, habits): each at most ``MOST``, the strongest first."""
    habits: dict[str, list[Decision]] = {}
    strengths: dict[str, list[Decision]] = {}
    for decision in decisions:
        if decision.choices < 2:
            continue
        if decision.habit is not None and decision.cost >= NEGLIGIBLE:
            habits.setdefault(decision.habit, []).append(decision)
        for category in decision.strengths:
            strengths.setdefault(category, []).append(decision)
    found_habits = [
        Finding(
            category,
            HABITS[category],
            tuple(_where(d) for d in sorted(examples, key=lambda d: -d.cost)),
            sum(d.cost for d in examples),
        )
        for category, examples in habits.items()
        if len(examples) >= 2 or max(d.cost for d in examples) >= COSTLY
    ]
    found_habits.sort(key=lambda finding: (-finding.cost, list(HABITS).index(finding.category)))
    found_strengths = [
        Finding(category, STRENGTHS[category], tuple(_where(d) for d in examples), 0.0)
        for category, examples in strengths.items()
        if len(examples) >= 2
    ]
    found_strengths.sort(key=lambda f: (-len(f.examples), list(STRENGTHS).index(f.category)))
    return tuple(found_strengths[:MOST]), tuple(found_habits[:MOST])


def _where(decision: Decision) -> tuple[int, int]:
    return (decision.round_index, decision.move_index)
