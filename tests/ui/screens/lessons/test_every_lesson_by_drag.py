"""Every lesson can be finished with the mouse alone, as a new player would do it: each
right move made by dragging its card onto a card it uses (or onto the felt for a trail),
picking it in the chooser when the drop could mean several moves."""

from __future__ import annotations

import pygame
import pytest
from lesson_helpers import Screen, lesson_screen
from lesson_scripts import RIGHT

from cassino.engine.explain import checked_move
from cassino.engine.moves import Move
from cassino.engine.notation import parse_move
from cassino.engine.table import item_cards
from cassino.game.turn_options import TurnOptions
from cassino.lessons import IDS
from cassino.ui.dialogs.chooser import ChooserScene
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.table.drop import moves_for_drop
from cassino.ui.table.moves import best_first


def make(screen: Screen, move: Move) -> None:
    """Drag ``move``'s card where it means ``move``; choose it if a chooser opens."""
    state = screen.scene.run.session.state
    if move.action == "trail":
        screen.drag(str(move.card), screen.felt())
        return
    used = set(move.table)
    for item in state.table:
        first = item_cards(item)[0]
        if first not in used:
            continue
        meant = moves_for_drop(TurnOptions.of(state), move.card, item).moves
        if move in meant:
            screen.drag(str(move.card), str(first))
            top = screen.stack.top
            if isinstance(top, ChooserScene):
                index = best_first(state, meant).index(move)
                screen.click(top.buttons[index].center)
            return
    pytest.fail(f"no drop means {move}")


@pytest.mark.parametrize("lesson_id", IDS)
@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_every_lesson_is_finished_by_drags(lesson_id: str, size: tuple[int, int]) -> None:
    screen = lesson_screen(lesson_id, size)
    for words in RIGHT[lesson_id]:
        make(screen, checked_move(screen.scene.run.session.state, parse_move(words)))
        screen.settle(240)  # the move lands, and the computer's reply
    top = screen.stack.top
    if isinstance(top, RoundSummaryScene):
        screen.click(top.continue_button.rect.center)
    assert screen.scene.done, [str(move) for move in screen.scene.run.session.history]
    assert screen.done == [lesson_id]
    pygame.display.quit()
