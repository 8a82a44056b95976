"""The replay's note about one move: at the top of the move list, which shrinks below it,
or above the banner when there is no move list; its words wrapped inside it."""

from __future__ import annotations

import pygame
import pytest

from cassino.ui import theme
from cassino.ui.screens.replay.note import ReplayNote, place_note
from cassino.ui.widgets import text_width

NOTE = ReplayNote(
    2,
    17,
    "Round 3, move 18 · the Expert: build 7 on 5♦ with 2♠ — you hold 7♠ · "
    "your move cost 3.1 points",
)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_note_heads_the_move_list(display: pygame.Surface, size: tuple[int, int]) -> None:
    log_panel = pygame.Rect(size[0] - 240, 130, 230, size[1] - 140)
    banner = pygame.Rect(110, size[1] - 190, 560, 30)
    placed = place_note(NOTE, size, log_panel, banner)
    assert log_panel.contains(placed.panel) and placed.panel.top == log_panel.top
    assert placed.move_list is not None and placed.move_list.bottom == log_panel.bottom
    assert placed.move_list.top > placed.panel.bottom
    assert " ".join(placed.lines) == NOTE.text  # every word, in at most four lines
    assert all(text_width(line, placed.size) <= placed.text.width for line in placed.lines)
    assert placed.size >= theme.READABLE_SIZE


def test_without_a_move_list_the_note_sits_above_the_banner(display: pygame.Surface) -> None:
    banner = pygame.Rect(110, 448, 560, 30)
    placed = place_note(NOTE, (800, 600), None, banner)
    assert placed.move_list is None
    assert placed.panel.bottom < banner.top and placed.panel.width == banner.width
    assert all(text_width(line, placed.size) <= placed.text.width for line in placed.lines)
