"""A table's parts put together without a scene stack, for the parts' own tests."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.table.animator import TableAnimator
from cassino.ui.table.controller import TableController
from cassino.ui.table.model import TableModel
from cassino.ui.table.stage import TableStage
from cassino.ui.table_scene import TableScene
from cassino.userdata.presets import load, position_from_json

SIZE = (1280, 800)
POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "9c", "5h"], ["6h", "Kc", "Kd", "Ks"]],
    "table": ["3c", "5d", "7d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
    "stock": ["4h", "6d", "6s", "6c", "Ah", "Ad", "Ac", "As"],
}

# callabra: 4♦ and 5♣ in hand take the 9♠ they add up to (``hand_pair_capture``).
PAIR_POSITION = {
    "rules": "callabra",
    "to_move": 0,
    "hands": [["4d", "5c", "Kh"], ["2c", "3c", "6c"]],
    "table": ["9s", "7h"],
    "stock": ["2d", "3d", "4h", "5h", "6h", "8h"],
}


@dataclass
class RecordedOverlays:
    """Overlays that remember what was asked, and answer when told to."""

    asked: list[str] = field(default_factory=list)
    choices: list[tuple[str, list[str], Callable[[int], None]]] = field(default_factory=list)
    ready: list[Callable[[], None]] = field(default_factory=list)
    recaps: list[list[str]] = field(default_factory=list)
    confirms: list[tuple[str, Callable[[], None]]] = field(default_factory=list)

    def choose(
        self, title: str, labels: list[str], pick: Callable[[int], None], cancel: Callable[[], None]
    ) -> None:
        self.asked.append("choose")
        self.choices.append((title, labels, pick))

    def privacy(self, name: str, recap: list[str], ready: Callable[[], None]) -> None:
        self.asked.append(f"privacy:{name}")
        self.recaps.append(recap)
        self.ready.append(ready)

    def confirm(self, question: str, yes: str, on_yes: Callable[[], None]) -> None:
        self.asked.append("confirm")
        self.confirms.append((question, on_yes))

    def menu(self) -> None:
        self.asked.append("menu")

    def round_end(self) -> None:
        self.asked.append("round_end")

    def game_over(self) -> None:
        self.asked.append("game_over")


@dataclass
class Parts:
    session: GameSession
    model: TableModel
    animator: TableAnimator
    stage: TableStage
    controller: TableController
    overlays: RecordedOverlays

    def settle(self, seconds: float = 2.0) -> None:
        """Let the cards land and the controller move the game on."""
        for _ in range(round(seconds * 60)):
            self.animator.update(1 / 60)
            self.controller.update(1 / 60)


def parts(seats: list[Seat], position: dict[str, object] | None = POSITION) -> Parts:
    pygame.display.init()
    rules = load("classic")
    if len(seats) != rules.players:
        rules = rules.with_options(players=len(seats))
    session = GameSession(rules, seats, seed=3)
    if position is not None:
        session.start_from(position_from_json(position))
    humans = session.humans()
    model = TableModel(viewer=humans[0] if humans else 0, hands_hidden=len(humans) > 1)
    animator = TableAnimator(Sounds(muted=True))
    stage = TableStage(session, model, animator)
    overlays = RecordedOverlays()
    controller = TableController(session, model, stage, Sounds(muted=True), overlays)
    stage.resize(SIZE)
    session.listeners.append(
        lambda event: stage.refresh()  # the scene animates; a refresh is enough here
    )
    return Parts(session, model, animator, stage, controller, overlays)


def table_scene(
    session: GameSession, size: tuple[int, int] = SIZE, frames: int = 30
) -> tuple[TableScene, SceneStack]:
    """The whole table scene on a stack at ``size``, cards at instant speed, let settle."""
    pygame.display.init()
    pygame.display.set_mode(size)
    tween.set_speed_setting("instant")
    scene = TableScene(
        session, CardImages(), Sounds(muted=True), on_round_end=print, on_game_over=print
    )
    stack = SceneStack(size)
    stack.push(scene)
    for _ in range(frames):
        stack.update(1 / 60)
    return scene, stack
