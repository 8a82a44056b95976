"""A lesson being played: the game session on its deal, with the computer's scripted
replies, and the judge of each move the player makes.

The table asks ``vet(move)`` before it plays a legal move of the player: the step's goal
met → the move is played and the lesson moves on; not met → the move is not played (the
card goes back) and the step's hint says why. An illegal try never reaches ``vet``: the
table refuses it with the engine's reason, and ``refused`` keeps it for the lesson's panel.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Literal

from cassino.engine.effects import effect_of
from cassino.engine.explain import checked_move
from cassino.engine.moves import Move
from cassino.engine.reasons import Reason
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.i18n import N_
from cassino.lessons.lesson import COMPUTER, YOU, Lesson

Verdict = Literal["played", "wrong"]
LESSON_SEED = 0  # the deal is scripted; the seed only feeds what no lesson uses
# What the table's banner says of a legal move the lesson does not want; the panel beside
# the table says why (the step's hint).
NOT_THIS_MOVE = N_("Not this move — the lesson beside the table says why")


class ScriptedSession(GameSession):
    """A session whose computer plays the lesson's replies, in order, instead of thinking."""

    def __init__(self, lesson: Lesson, names: Sequence[str]) -> None:
        state = lesson.start()
        seats = (Seat(names[YOU]), Seat(names[COMPUTER], kind="computer", level="easy"))
        super().__init__(state.rules, seats, LESSON_SEED)
        self.start_from(state)
        self.replies: deque[Move] = deque()

    def think(self) -> Future[Move]:
        answer: Future[Move] = Future()
        if self.replies:
            # As the engine lists it (a reply in words may leave a capture's value out).
            answer.set_result(checked_move(self.state, self.replies.popleft()))
        else:
            answer.set_exception(RuntimeError("the lesson has no reply for the computer here"))
        return answer


@dataclass
class Said:
    """What the lesson's panel says after a try: the engine's reason or the step's hint."""

    reason: Reason
    legal: bool  # a legal move that was not the lesson's (False: refused by the rules)


class LessonRun:
    def __init__(self, lesson: Lesson, names: Sequence[str] = ("You", "Computer")) -> None:
        self.lesson = lesson
        self.session = ScriptedSession(lesson, names)
        self.step_index = 0
        self.said: Said | None = None  # why the last try was wrong; None after a good one
        self.wrong_tries = 0

    @property
    def step(self) -> int:
        """The step the player is on (len(steps) once all are done)."""
        return self.step_index

    def instruction(self) -> str:
        steps = self.lesson.steps
        return steps[min(self.step_index, len(steps) - 1)].instruction

    @property
    def finished(self) -> bool:
        """Every step made and every reply played (the round's end, if any, reached)."""
        return self.step_index >= len(self.lesson.steps) and not self.session.replies

    def vet(self, move: Move) -> Reason | None:
        """Judge a legal move of the player before it is played: None plays it (the step is
        done and its replies queued), a reason refuses it (the step's hint)."""
        session = self.session
        if session.to_move != YOU or self.step_index >= len(self.lesson.steps):
            return None
        step = self.lesson.steps[self.step_index]
        if not step.goal.met(effect_of(session.state, move)):
            self.wrong_tries += 1
            self.said = Said(Reason.of(step.hint), legal=True)
            return Reason.of(NOT_THIS_MOVE)
        self.said = None
        self.step_index += 1
        session.replies.extend(step.reply_moves())
        return None

    def refused(self, reason: Reason) -> None:
        """The table refused an illegal try, with the engine's reason."""
        self.wrong_tries += 1
        self.said = Said(reason, legal=False)

    def verdict(self, move: Move) -> Verdict:
        """``vet`` and, when it passes, the move played: what a scripted test calls."""
        if self.vet(move) is not None:
            return "wrong"
        self.session.play(move)
        while self.session.awaiting == "computer" and self.session.replies:
            self.session.play(self.session.think().result())
        return "played"
