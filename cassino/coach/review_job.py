"""A review rated off the caller's thread: the window keeps drawing while the Expert
rates the game, reads how far it got, and can stop it.

The rating runs on one worker thread of its own (``concurrent.futures``, as the session
runs its computer players); the review asks before each decision whether it was
cancelled, so a cancelled job ends within one decision's rating and leaves no thread
behind (``join`` waits for that, which the window never needs to).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from concurrent.futures import CancelledError, ThreadPoolExecutor

from cassino.coach.review import (
    DEFAULT_REVIEW,
    GameReview,
    ReviewCancelled,
    ReviewConfig,
    review_game,
)
from cassino.game.session import PlayedRound

THREAD_PREFIX = "review"


class ReviewJob:
    """The review of ``seats`` in the recorded ``rounds``, started at once."""

    def __init__(
        self,
        rounds: Sequence[PlayedRound],
        seats: Sequence[int],
        config: ReviewConfig = DEFAULT_REVIEW,
    ) -> None:
        self._stop = threading.Event()
        self._rated = 0
        self.total = len(rounds)
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=THREAD_PREFIX)
        self._future = self._executor.submit(
            review_game, tuple(rounds), tuple(seats), config, self._note, self._stop.is_set
        )
        self._executor.shutdown(wait=False)  # its one thread ends with its one task

    def _note(self, rated: int, total: int) -> None:
        self._rated = rated  # an int written whole: the window's thread reads it as is

    @property
    def rated(self) -> int:
        """Rounds rated so far."""
        return self._rated

    @property
    def done(self) -> bool:
        """The rating ended: finished, failed or cancelled."""
        return self._future.done()

    @property
    def cancelled(self) -> bool:
        return self._stop.is_set()

    def result(self) -> GameReview | None:
        """The review, once it is done (None before, or when it was cancelled); an error
        of the rating is raised here, on the caller's thread."""
        if not self._future.done():
            return None
        try:
            return self._future.result()
        except (ReviewCancelled, CancelledError):
            return None

    def cancel(self) -> None:
        """Stop the rating; it ends at the next decision. Does not wait."""
        self._stop.set()
        self._future.cancel()  # if it has not started yet, it never will

    def join(self) -> None:
        """Wait until the rating's thread has ended (after ``cancel``: within one
        decision's rating)."""
        self._executor.shutdown(wait=True)
