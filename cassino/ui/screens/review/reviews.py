"""From the game-over screen to the review and its examples' replay, and back.

Only a game a person played is reviewed. With one person at the window it is theirs
("Review my game"); in hot seat each player reviews their own game, so the screen asks
whose first ("Review a game…"). Each review is rated once: coming back to it, from the
game-over screen or an example's replay, shows it at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cassino.coach.review import DEFAULT_REVIEW, Decision, GameReview, ReviewConfig
from cassino.coach.review_job import ReviewJob
from cassino.game.replay import ReplayCursor
from cassino.game.session import GameSession, PlayedRound
from cassino.i18n import tr
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.screens.replay.note import ReplayNote
from cassino.ui.screens.review import words as review_words
from cassino.ui.screens.review.scene import ReviewScene

if TYPE_CHECKING:
    from cassino.ui.navigator import Navigator


class GameReviews:
    """The reviews of ``session``'s people, opened over the screens ``nav`` shows."""

    def __init__(
        self, nav: Navigator, session: GameSession, config: ReviewConfig | None = None
    ) -> None:
        self.nav = nav
        self.session = session
        # The game's seed, as review_session does: the same game, the same review.
        self.config = replace(config or DEFAULT_REVIEW, seed=session.seed)
        self.people = session.humans()
        self.names = [seat.name for seat in session.seats]
        self.reviews: dict[int, GameReview] = {}

    @property
    def label(self) -> str:
        return tr("Review my game") if len(self.people) == 1 else tr("Review a game…")

    def open(self) -> None:
        if len(self.people) == 1:
            self.review(self.people[0])
            return
        names = [self.names[seat] for seat in self.people]
        chooser = ChooserScene(
            tr("Whose game should the Expert review?"),
            names,
            lambda index: self.review(self.people[index]),
            lambda: None,
        )
        self.nav.push(chooser)

    def heading(self, seat: int) -> str:
        if len(self.people) == 1:
            return tr("The Expert's review of your game")
        return tr("The Expert's review of {name}'s game", name=self.names[seat])

    def review(self, seat: int) -> None:
        known = self.reviews.get(seat)
        rounds = list(self.session.rounds)
        job = None if known is not None else ReviewJob(rounds, [seat], self.config)

        def keep(review: GameReview) -> None:
            self.reviews[seat] = review

        scene = ReviewScene(
            rounds,
            self.heading(seat),
            on_back=self.nav.pop,
            on_example=lambda decision: self.example(decision),
            review=known,
            job=job,
            on_reviewed=keep,
        )
        self.nav.push(scene)

    def example(self, decision: Decision) -> None:
        cursor, note = replay_at(decision, self.session.rounds, self.names)
        self.nav.replay(cursor, [decision.seat], note=note)


def replay_at(
    decision: Decision, rounds: Sequence[PlayedRound], names: Sequence[str]
) -> tuple[ReplayCursor, ReplayNote]:
    """The replay at the decision (the position the move was chosen in: Forward shows what
    was played), the reviewed person told as "you", and its note."""
    cursor = ReplayCursor(list(rounds), list(names), you=decision.seat)
    cursor.to_decision(decision.round_index, decision.move_index)
    words = review_words.replay_note(decision, rounds)
    return cursor, ReplayNote(decision.round_index, decision.move_index, words)
