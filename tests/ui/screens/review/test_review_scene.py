"""The review screen: while the Expert rates, the round it is on and a Cancel that stops
it (leaving too); then the known blunder named, and its example opening the replay at
exactly that move with the Expert's move on screen."""

from __future__ import annotations

import threading

import pygame
import pytest
from coach.coach_helpers import known_blunder

from cassino.ai.greedy import choose_greedy
from cassino.coach.review import Decision, ReviewConfig
from cassino.coach.review_job import THREAD_PREFIX, ReviewJob
from cassino.game.recorded import recorded_game
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.screens.replay.scene import ReplayScene
from cassino.ui.screens.review.reviews import replay_at
from cassino.ui.screens.review.scene import PROGRESS_WAKE, ExampleButton, ReviewScene
from cassino.ui.table.describe import log_lines
from cassino.userdata.presets import load

SIZE = (1024, 640)
NAMES = ["Ana", "Robot"]


def click(stack: SceneStack, pos: tuple[int, int]) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        stack.handle_event(pygame.event.Event(kind, pos=pos, button=1))


def no_review_thread() -> bool:
    return not any(t.name.startswith(THREAD_PREFIX) for t in threading.enumerate())


def test_the_known_blunder_is_named_and_its_example_opens_the_replay_at_the_decision(
    display: pygame.Surface,
) -> None:
    rounds = [known_blunder()]
    job = ReviewJob(rounds, [0])  # the Expert's review as the game gives it
    opened: list[Decision] = []
    scene = ReviewScene(rounds, "Review", lambda: None, opened.append, job=job)
    stack = SceneStack(SIZE)
    stack.push(scene)
    job.join()
    stack.update(0.1)
    assert scene.needs_redraw()  # the review came: drawn once
    assert not scene.rating and scene.review is not None and scene.layout is not None
    stack.update(0.1)
    assert not scene.needs_redraw() and scene.wake_in() is None  # then at rest
    habits = scene.layout.columns[0]
    assert habits.heading.lines == ("Habits to work on",)
    assert habits.findings[0].title.lines == ("Trailed point cards",)
    [example] = [button for button in scene.examples if isinstance(button, ExampleButton)]
    words = " ".join(example.words.lines)
    assert words == (
        "Round 1, move 1: you trailed 10♦ — the Expert's move: take 10♣ with 10♦ "
        "(takes Big Cassino: 2 cards)"  # why, in the words a hint uses
    )
    click(stack, example.rect.center)
    [decision] = opened
    assert (decision.round_index, decision.move_index) == (0, 0)

    tween.set_speed_setting("instant")
    cursor, note = replay_at(decision, rounds, NAMES)
    replay = ReplayScene(cursor, CardImages(), Sounds(muted=True), stack.pop, note=note)
    stack.push(replay)
    assert (cursor.round_index, cursor.step) == (0, 0)  # at the decision, before the move
    assert log_lines(cursor.log) == []
    assert replay.at_the_note and replay.placed_note is not None
    assert note.text == (
        "Round 1, move 1 · the Expert: take 10♣ with 10♦ (takes Big Cassino: 2 cards) · "
        "your move cost 10.0 points"
    )
    stack.draw(pygame.Surface(SIZE))
    replay.command("forward")  # what was played
    assert log_lines(cursor.log)[-1] == "You trailed 10♦" and replay.at_the_note
    replay.command("forward")
    assert not replay.at_the_note  # one move on, the note is about another move
    replay.command("close")
    assert stack.top is scene


def test_progress_shows_while_rating_and_cancel_stops_it(display: pygame.Surface) -> None:
    game = recorded_game(load("classic"), [choose_greedy, choose_greedy], seed=2)
    job = ReviewJob(game, [0], ReviewConfig(samples=100))
    backs: list[int] = []
    scene = ReviewScene(game, "Review", lambda: backs.append(1), lambda _: None, job=job)
    stack = SceneStack(SIZE)
    stack.push(scene)
    stack.update(0.1)
    assert scene.rating and scene.wake_in() == PROGRESS_WAKE  # it keeps drawing
    assert scene.progress is not None and scene.focus.widgets == [scene.cancel_button]
    stack.draw(pygame.Surface(SIZE))
    click(stack, scene.progress.cancel.center)
    assert backs == [1] and job.cancelled
    job.join()
    assert no_review_thread() and job.result() is None


@pytest.mark.parametrize("leave", ["escape", "pop"])
def test_leaving_while_rating_stops_the_rating(display: pygame.Surface, leave: str) -> None:
    game = recorded_game(load("classic"), [choose_greedy, choose_greedy], seed=2)
    job = ReviewJob(game, [0], ReviewConfig(samples=100))
    stack = SceneStack(SIZE)
    stack.push(ReviewScene(game, "Review", stack.pop, lambda _: None, job=job))
    if leave == "escape":
        event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
        stack.handle_event(event)
    else:
        stack.pop()  # as the window closing clears the stack
    assert len(stack) == 0 and job.cancelled
    job.join()
    assert no_review_thread()


def test_a_known_review_shows_at_once_and_a_finished_one_is_kept(
    display: pygame.Surface,
) -> None:
    rounds = [known_blunder()]
    job = ReviewJob(rounds, [0], ReviewConfig(samples=8))
    kept: list[object] = []
    rating = ReviewScene(
        rounds, "Review", lambda: None, lambda _: None, job=job, on_reviewed=kept.append
    )
    stack = SceneStack(SIZE)
    stack.push(rating)
    job.join()
    stack.update(0.1)
    assert kept == [rating.review]
    shown = ReviewScene(rounds, "Review", lambda: None, lambda _: None, review=rating.review)
    stack.push(shown)
    assert not shown.rating and shown.layout is not None and shown.wake_in() is None
