"""The review's words, made where they are shown: the headline, what the game was too
short (or too good) to say, each strength and habit in plain words with how often it
came up, each example as the move played and the Expert's, and the replay's note.

Moves are said with the log's and the chooser's own sentences (``narration``), told to
the reviewed person as "you"; a number of points is written as the language writes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from cassino.coach.habits import NEGLIGIBLE, Finding
from cassino.coach.review import Decision, GameReview
from cassino.engine.effects import describe_effect
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.game import narration
from cassino.game.session import PlayedRound
from cassino.i18n import tr, tr_plural
from cassino.ui.reasons import say
from cassino.ui.screens.statistics.rows import decimal

FEW_DECISIONS = 6  # below this many, the review says it rests on few


def rating_words(rated: int, total: int) -> str:
    """While the Expert rates: the round it is on (a game with no round: none to count)."""
    if total == 0:
        return tr("Looking at your decisions…")
    return tr("Rating round {round} of {rounds}…", round=min(rated + 1, total), rounds=total)


def rating_explained() -> str:
    return tr("The Expert plays each of your decisions again: a few seconds.")


def open_hint() -> str:
    return tr("Choose an example to see that move in the replay.")


def headline(review: GameReview, rounds: int) -> str:
    """How often the person chose as well as the Expert, and what the rest cost."""
    count = len(review.decisions)
    if count == 0:
        return tr("This game was too short to say anything: you had no choice to make.")
    good = sum(1 for decision in review.decisions if decision.cost < NEGLIGIBLE)
    lost = sum(decision.cost for decision in review.decisions) / max(1, rounds)
    return tr_plural(
        "You chose as well as the Expert in {good} of {count} decision; your choices cost "
        "{cost} points a round.",
        "You chose as well as the Expert in {good} of {count} decisions; your choices cost "
        "{cost} points a round.",
        count,
        good=good,
        cost=decimal(lost),
    )


def verdict(review: GameReview) -> str | None:
    """The honest word when there is little to say: a short game, or no mistake at all."""
    count = len(review.decisions)
    if count == 0:
        return None
    if all(decision.cost < NEGLIGIBLE for decision in review.decisions):
        return tr("You played every decision as well as the Expert: nothing to work on here.")
    if count < FEW_DECISIONS:
        return tr("A short game: what follows rests on few decisions.")
    return None


def nothing_found(habits: bool) -> str:
    """What a column says when it has no finding."""
    if habits:
        return tr("No mistake came up often enough to call it a habit.")
    return tr("No strength came up twice in this game.")


def finding_title(finding: Finding) -> str:
    """The finding's own words, translated, as a line's start."""
    words = tr(finding.label)
    return words[:1].upper() + words[1:]


def finding_detail(finding: Finding, habit: bool) -> str:
    count = len(finding.examples)
    if habit:
        return tr_plural(
            "{count} time, {cost} points lost",
            "{count} times, {cost} points lost in all",
            count,
            cost=decimal(finding.cost),
        )
    return tr_plural("{count} time", "{count} times", count)


def position_before(played: PlayedRound, move_index: int) -> State:
    """The position the round's move ``move_index`` was chosen in."""
    state = played.start
    for move in played.moves[:move_index]:
        state = state.apply(move)
    return state


def why_best(decision: Decision, rounds: Sequence[PlayedRound]) -> str | None:
    """Why the Expert's move was good, in the words a hint uses ("takes the 10♦: 2
    points"), as the reviewed player could see the table; None where hints are not
    installed."""
    try:
        from cassino.ai.hints import reason_parts
    except ImportError:
        return None
    played = rounds[decision.round_index]
    state, history = played.start, []
    for move in played.moves[: decision.move_index]:
        history.append(Play.before(state, move))
        state = state.apply(move)
    view = PlayerView.of(state, decision.seat, tuple(history))
    return say(reason_parts(view, decision.best))


def example_words(decision: Decision, rounds: Sequence[PlayedRound]) -> str:
    """ "Round 2, move 5: you trailed 10♦ — the Expert's move: take 10♣ with 10♦"."""
    before = position_before(rounds[decision.round_index], decision.move_index)
    effect = describe_effect(before, decision.played, before.apply(decision.played))
    played = _lower_first(say(narration.told("", before, effect, you=True)))
    where = {"round": decision.round_index + 1, "move": decision.move_index + 1}
    if decision.cost < NEGLIGIBLE:
        return tr("Round {round}, move {move}: {played}", played=played, **where)
    best = _lower_first(say(narration.offer(before, decision.best)))
    why = why_best(decision, rounds)
    if why is None:
        return tr(
            "Round {round}, move {move}: {played} — the Expert's move: {best}",
            played=played,
            best=best,
            **where,
        )
    return tr(
        "Round {round}, move {move}: {played} — the Expert's move: {best} ({why})",
        played=played,
        best=best,
        why=why,
        **where,
    )


def replay_note(decision: Decision, rounds: Sequence[PlayedRound]) -> str:
    """The replay's note at the move: what the Expert would have played, and the cost."""
    where = {"round": decision.round_index + 1, "move": decision.move_index + 1}
    if decision.played == decision.best:
        return tr("Round {round}, move {move} · the Expert would have played the same", **where)
    before = position_before(rounds[decision.round_index], decision.move_index)
    best = _lower_first(say(narration.offer(before, decision.best)))
    why = why_best(decision, rounds)
    if why is None:
        return tr(
            "Round {round}, move {move} · the Expert: {best} · your move cost {cost} points",
            best=best,
            cost=decimal(decision.cost),
            **where,
        )
    return tr(
        "Round {round}, move {move} · the Expert: {best} ({why}) · your move cost {cost} points",
        best=best,
        why=why,
        cost=decimal(decision.cost),
        **where,
    )


def _lower_first(text: str) -> str:
    """A sentence's start made lower case inside another (not a card: "10♦ …")."""
    return text[:1].lower() + text[1:] if text[:1].isalpha() else text
