"""The review over the real flow (dummy driver): game over → Review my game → the round
being rated → the results → an example → the replay at that move → back to the review
→ back to the game over, where the review opens again at once. In hot seat, the screen
asks whose game to review."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest
from flow_helpers import frames, short_game
from play_helpers import play_to_the_end

from cassino.coach.review import ReviewConfig
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.flow import GameFlow
from cassino.ui.screens.game_over.scene import GameOverScene
from cassino.ui.screens.replay.scene import ReplayScene
from cassino.ui.screens.review import reviews as review_flow
from cassino.ui.screens.review.scene import ReviewScene
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.table.describe import log_lines
from cassino.userdata.presets import load

pytestmark = pytest.mark.usefixtures("user_dirs")


@pytest.fixture(autouse=True)
def quick_review(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(review_flow, "DEFAULT_REVIEW", ReviewConfig(samples=4))


@pytest.fixture
def flow() -> Iterator[GameFlow]:
    with short_game((1024, 640), 30) as started:
        yield started


def to_the_game_over(flow: GameFlow) -> GameOverScene:
    assert flow.table is not None
    session = flow.table.session
    while not isinstance(flow.app.stack.top, GameOverScene):
        top = flow.app.stack.top
        if isinstance(top, RoundSummaryScene):
            top.continue_button.activate()
        elif session.awaiting == "human" and flow.table.controller.my_turn():
            flow.table.controller.moves.commit(session.state.legal_moves()[0])
        frames(flow, 10)
    return flow.app.stack.top


def test_from_the_game_over_to_an_example_in_the_replay_and_back(flow: GameFlow) -> None:
    over = to_the_game_over(flow)
    assert over.review_button is not None and over.review_button.text == "Review my game"
    over.review_button.activate()
    review = flow.app.stack.top
    assert isinstance(review, ReviewScene) and review.rating and review.job is not None
    frames(flow, 1)
    assert review.progress is not None  # "Rating round 1 of …" and a Cancel meanwhile
    review.job.join()
    frames(flow, 2)
    assert not review.rating and review.review is not None and review.examples
    # Taking the first legal move each turn leaves habits to work on.
    assert review.review.habits and review.layout is not None
    example = review.examples[0]
    example.activate()
    replay = flow.app.stack.top
    assert isinstance(replay, ReplayScene) and replay.note is not None
    decision = example.decision
    cursor = replay.cursor
    # At the decision: the position the move was chosen in; Forward shows the move.
    assert (cursor.round_index, cursor.step) == (decision.round_index, decision.move_index)
    assert replay.at_the_note
    replay.command("forward")
    assert cursor.log[-1].ply == decision.move_index and replay.at_the_note
    assert log_lines(cursor.log)[-1].startswith("You ")  # the person's own move
    frames(flow, 5)
    replay.command("close")
    assert flow.app.stack.top is review
    review.back_button.activate()
    assert flow.app.stack.top is over
    over.review_button.activate()  # rated once: shown again at once
    again = flow.app.stack.top
    assert isinstance(again, ReviewScene) and not again.rating
    assert again.review == review.review


def test_in_hot_seat_the_screen_asks_whose_game_to_review(flow: GameFlow) -> None:
    seats = (Seat("Ana"), Seat("Bea"))
    session = play_to_the_end(GameSession(load("classic").with_options(target=5), seats, 6))
    session.close()
    reviews = review_flow.GameReviews(flow, session)
    assert reviews.label == "Review a game…"
    reviews.open()
    chooser = flow.app.stack.top
    assert isinstance(chooser, ChooserScene) and chooser.options == ["Ana", "Bea"]
    flow.app.stack.handle_event(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2")
    )
    review = flow.app.stack.top
    assert isinstance(review, ReviewScene) and review.heading == "The Expert's review of Bea's game"
    assert review.job is not None
    review.job.join()
    frames(flow, 2)
    assert review.review is not None and review.review.decisions
    assert all(decision.seat == 1 for decision in review.review.decisions)
