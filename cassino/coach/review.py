"""The review after a game: the Expert rates every decision of the people at the table.

Each round the session kept (``PlayedRound``: the deal and every move) is played again;
at each turn of a reviewed seat with more than one legal move, the Expert's search values
every legal move from that player's view — the same guessed deals for every move, drawn
from a generator seeded by the game's seed, the round and the move, so a review is the
same each time. The move it values best is the one it would have played; the **cost** of
the player's choice is how much less the search values it, in points of the round's
margin (the side's points minus the other sides' average), averaged over the guesses.

The search is the Expert's (``ai.expert``: Hard's determinized alpha-beta with the
Expert's fitted value of the end of a deal); where nothing is hidden (the last deal of
two players) it is solved exactly, as the Expert does. To rate a whole game within
seconds it takes ``ReviewConfig.samples`` guesses a move (48, Hard's number, in this
process: the Expert's 96 on two workers would take twice as long), a choice measured by
``python -m cassino bench review``.

What the costs add up to — strengths and habits — is ``habits.summarize``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from random import Random

from cassino.ai.choice import best_scored
from cassino.ai.expert import DEFAULT_EXPERT, search_config
from cassino.ai.hard import score_moves_hard
from cassino.coach.habits import Finding, categorize, summarize
from cassino.engine.moves import Move
from cassino.engine.view import Play, PlayerView
from cassino.game.session import GameSession, PlayedRound

Progress = Callable[[int, int], None]  # (rounds rated, rounds in all)
Cancelled = Callable[[], bool]  # asked before each decision: True stops the review


class ReviewCancelled(Exception):
    """The review was stopped before its end (``cancelled`` said so)."""


@dataclass(frozen=True)
class ReviewConfig:
    samples: int = 48  # guessed deals per decision (the Expert plays with 96)
    seed: int = 0  # with the game's seed, what the guesses are drawn from


DEFAULT_REVIEW = ReviewConfig()


@dataclass(frozen=True)
class Decision:
    """One turn of a reviewed player: what they played and what the Expert would have."""

    round_index: int  # in the game's rounds (``GameSession.rounds``, the replay's)
    move_index: int  # in that round's moves: the replay shows it at step move_index
    seat: int
    played: Move
    best: Move  # the move the Expert would have played
    cost: float  # points of margin the choice lost against ``best``, >= 0
    choices: int  # how many legal moves there were
    habit: str | None  # the category of the mistake, when the choice cost something
    strengths: tuple[str, ...]  # the categories of what the choice did well


@dataclass(frozen=True)
class GameReview:
    decisions: tuple[Decision, ...]  # every rated decision, in the order played
    strengths: tuple[Finding, ...]  # at most two
    habits: tuple[Finding, ...]  # at most two

    def decision_at(self, round_index: int, move_index: int) -> Decision | None:
        for decision in self.decisions:
            if (decision.round_index, decision.move_index) == (round_index, move_index):
                return decision
        return None


def review_session(
    session: GameSession,
    config: ReviewConfig = DEFAULT_REVIEW,
    progress: Progress | None = None,
    seats: Sequence[int] | None = None,
    cancelled: Cancelled | None = None,
) -> GameReview:
    """The review of a finished game: the decisions of ``seats`` (every human seat when
    None)."""
    config = replace(config, seed=session.seed)
    chosen = session.humans() if seats is None else seats
    return review_game(session.rounds, chosen, config, progress, cancelled)


def review_game(
    rounds: Sequence[PlayedRound],
    seats: Sequence[int] = (0,),
    config: ReviewConfig = DEFAULT_REVIEW,
    progress: Progress | None = None,
    cancelled: Cancelled | None = None,
) -> GameReview:
    """Rate the decisions of ``seats`` in the recorded ``rounds``, then sum them up.
    ``cancelled`` is asked before each decision: True raises ``ReviewCancelled``."""
    decisions: list[Decision] = []
    for index, played in enumerate(rounds):
        decisions += rate_round(played, index, seats, config, cancelled)
        if progress is not None:
            progress(index + 1, len(rounds))
    strengths, habits = summarize(decisions)
    return GameReview(tuple(decisions), strengths, habits)


def rate_round(
    played: PlayedRound,
    round_index: int,
    seats: Sequence[int] = (0,),
    config: ReviewConfig = DEFAULT_REVIEW,
    cancelled: Cancelled | None = None,
) -> list[Decision]:
    """The decisions of ``seats`` in one recorded round (those with one legal move are
    not decisions)."""
    positions = [played.start]
    history: list[Play] = []
    views: list[tuple[int, PlayerView]] = []
    for ply, move in enumerate(played.moves):
        before = positions[-1]
        if before.to_move in seats:
            views.append((ply, PlayerView.of(before, before.to_move, tuple(history))))
        history.append(Play.before(before, move))
        positions.append(before.apply(move))
    decisions: list[Decision] = []
    for ply, view in views:
        moves = view.legal_moves()
        if len(moves) < 2:
            continue
        if cancelled is not None and cancelled():
            raise ReviewCancelled(f"stopped at round {round_index}, move {ply}")
        move = played.moves[ply]
        scored = score_decision(view, config, round_index, ply)
        values = dict(scored)
        best = best_scored(scored, Random(_seed(config, round_index, ply, "tie")))
        cost = max(0.0, values[best] - values[move])
        habit, strengths = categorize(view, move, best, cost, positions, played.moves, ply)
        decisions.append(
            Decision(round_index, ply, view.seat, move, best, cost, len(moves), habit, strengths)
        )
    return decisions


def score_decision(
    view: PlayerView, config: ReviewConfig, round_index: int, ply: int
) -> list[tuple[Move, float]]:
    """Every legal move with the Expert search's average value over the same guesses."""
    search = search_config(view.rules, DEFAULT_EXPERT)
    rng = Random(_seed(config, round_index, ply, "worlds"))
    return score_moves_hard(view, rng, replace(search, samples=config.samples))


def _seed(config: ReviewConfig, round_index: int, ply: int, use: str) -> str:
    return f"review:{use}:{config.seed}:{round_index}:{ply}"
