"""The last move of another player stays marked on the table until the next one: the card
they laid is ringed and named, what they took is named on their pile; the player's own
moves, an undo and a new deal leave no mark."""

from __future__ import annotations

import pygame
from table_helpers import table_scene

from cassino.engine.cards import Card
from cassino.engine.effects import effect_of
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.table.last_move import LastMove, marked_item, pill_words
from cassino.ui.table.last_move_marks import pill_rect
from cassino.userdata.presets import load, position_from_json

ROBOT_TO_MOVE = {"to_move": 1, "hands": [["9s", "2h"], ["4h", "Kd"]], "table": ["4d", "5h", "Qc"]}
# Kings only pair in classic: the Robot can only trail.
YOU_TO_MOVE = {"to_move": 0, "hands": [["9s", "2h"], ["Ks", "Kd"]], "table": ["4d", "5h", "Qc"]}


def game(position: dict[str, object]) -> GameSession:
    session = GameSession(load("classic"), [Seat("You"), Seat("Robot", "computer", "greedy")], 3)
    session.start_from(position_from_json(position))
    return session


def play(session: GameSession, text: str) -> None:
    session.play(next(m for m in session.state.legal_moves() if str(m) == text))


def test_a_trail_marks_its_card_and_a_capture_names_what_it_took() -> None:
    session = game(ROBOT_TO_MOVE)
    trail = LastMove.of(
        effect_of(
            session.state, next(m for m in session.state.legal_moves() if str(m) == "Kd trails")
        )
    )
    shown = [*session.state.table, Card("Kd")]
    assert marked_item(trail, shown) == len(shown) - 1 and pill_words(trail, "Robot") == "Robot"
    take = LastMove.of(
        effect_of(
            session.state, next(m for m in session.state.legal_moves() if str(m) == "4h takes 4d")
        )
    )
    assert marked_item(take, shown) is None
    assert pill_words(take, "Robot") == "Robot took 4♦"


def test_a_pill_stays_inside_the_window() -> None:
    window = pygame.Rect(0, 0, 400, 300)
    pill = pill_rect(pygame.Rect(380, 280, 40, 56), 120, 20, window)
    assert window.contains(pill)


def test_the_computer_s_move_is_marked_until_the_player_moves() -> None:
    session = game(YOU_TO_MOVE)
    scene, stack = table_scene(session)
    play(session, "2h trails")
    assert scene.model.last_move is not None and scene.model.last_move.seat == 0
    for _ in range(300):  # the computer's pause, then its move
        stack.update(1 / 60)
    mark = scene.model.last_move
    assert mark is not None and mark.seat == 1 and not mark.taken  # the greedy Robot trails

    layout = scene.stage.layout
    assert layout is not None
    index = marked_item(mark, scene.stage.shown)
    assert index is not None
    item = layout.items[index]
    surface = pygame.Surface(layout.window.size)
    scene.draw(surface)
    ring = item.inflate(8, 8)
    assert surface.get_at((ring.centerx, ring.top))[:3] == (246, 241, 226)  # the ring
    below = [surface.get_at((x, item.bottom + 7))[:3] for x in range(item.left, item.right)]
    assert sum(sum(colour) < 200 for colour in below) > item.width // 4  # the name's pill
    play(session, "9s takes 4d 5h")  # the player's own move: the mark goes
    assert scene.model.last_move is not None and scene.model.last_move.seat == 0
    after = pygame.Surface(layout.window.size)
    scene.draw(after)
    assert after.get_at((ring.centerx, ring.top))[:3] != (246, 241, 226)
    session.close()
