"""The replay on the table: every hand face up, steps forward and back, the game untouched."""

from __future__ import annotations

import pygame

from cassino.engine.cards import Card
from cassino.game.replay import ReplayCursor
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.anim import tween
from cassino.ui.assets import CardImages, Sounds
from cassino.ui.scene import SceneStack
from cassino.ui.screens.replay.scene import ReplayScene
from cassino.userdata.presets import load

SIZE = (1280, 800)


def key(stack: SceneStack, code: int) -> None:
    stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode=""))
    for _ in range(40):
        stack.update(1 / 60)


def test_the_replay_shows_every_hand_and_steps_through_the_round() -> None:
    pygame.display.init()
    pygame.display.set_mode(SIZE)
    tween.set_speed_setting("instant")
    seats = [Seat("Ana"), Seat("Robot", "computer", "greedy")]
    session = GameSession(load("classic"), seats, 8)
    while session.awaiting != "round_end":
        mover = session.think() if session.awaiting == "computer" else None
        session.play(mover.result(timeout=10) if mover else session.state.legal_moves()[0])
    game_state, closed = session.state, []
    cursor = ReplayCursor(session.rounds, ["Ana", "Robot"])
    scene = ReplayScene(cursor, CardImages(), Sounds(muted=True), lambda: closed.append(1))
    stack = SceneStack(SIZE)
    stack.push(scene)
    for _ in range(60):
        stack.update(1 / 60)
    robot_hand = cursor.state.hands[1]
    assert robot_hand and all(scene.animator.sprites[card].face_up for card in robot_hand)
    assert scene.model.caption is not None and "move 0 of" in scene.model.caption
    key(stack, pygame.K_RIGHT)
    assert cursor.step == 1 and "move 1 of" in (scene.model.caption or "")
    played = session.rounds[0].moves[0].card
    assert played not in cursor.state.hands[cursor.rounds[0].start.to_move]
    key(stack, pygame.K_LEFT)
    assert cursor.step == 0 and isinstance(played, Card)
    key(stack, pygame.K_END)
    assert cursor.step == cursor.moves
    surface = pygame.Surface(SIZE)
    scene.draw(surface)  # the move list and the controls draw
    key(stack, pygame.K_ESCAPE)
    assert closed == [1]
    assert session.state == game_state  # the replay never touched the game
    session.close()


def test_a_long_move_wraps_in_the_list_instead_of_being_cut() -> None:
    """ "Ana took 3♣ 5♦ and the build of 8 with 8♠, a sweep" ended in "…" in the list."""
    import pygame

    from cassino.ui import paint
    from cassino.ui.screens.replay.controls import move_rows

    pygame.font.init()
    lines = ["Ana trailed 9♣", "Bartholomew took 3♣ 5♦ and the build of 8 with 8♠: a sweep"]
    rows = move_rows(lines, 16, 220)
    assert rows[0] == (0, "1. Ana trailed 9♣")
    second = [words for index, words in rows if index == 1]
    assert len(second) >= 2 and second[1].startswith("    ")
    assert " ".join(w.strip() for w in second).replace("  ", " ") == "2. " + lines[1]
    assert all(paint.text_width(words, 16) <= 220 for _, words in rows)
