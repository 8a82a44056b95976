"""Long team names never run into the score column ("Computer 1 & Computer 40")."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import table_scene

from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui import paint
from cassino.userdata.presets import load


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_team_names_stop_before_the_score(
    monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    names = ["Ana María Fernández", "Computer 1", "Bartolomé Rodríguez", "Computer 40"]
    seats = [Seat(names[0]), *(Seat(name, "computer", "greedy") for name in names[1:])]
    session = GameSession(load("classic").with_options(players=4), seats, 2)
    scene, _ = table_scene(session, size, frames=0)
    drawn: list[tuple[str, pygame.Rect]] = []
    original = paint.text

    def record(
        surface: pygame.Surface, rect: pygame.Rect, words: str, *a: object, **k: object
    ) -> pygame.Rect:
        placed = original(surface, rect, words, *a, **k)  # type: ignore[arg-type]
        drawn.append((words, placed))
        return placed

    monkeypatch.setattr(paint, "text", record)
    scene.draw(pygame.Surface(size))
    team = next(rect for words, rect in drawn if words.startswith("Ana María Fernández &"))
    score = next(
        rect
        for words, rect in drawn
        if words == "0" and abs(rect.centery - team.centery) <= 3 and rect != team
    )
    assert team.right < score.left
    session.close()


def test_seats_are_named_the_same_way_on_the_table_and_in_the_score(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    names = ["Ana", "Ben", "Cleo", "Dani"]
    session = GameSession(
        load("classic").with_options(players=4), [Seat(name) for name in names], 2
    )
    scene, _ = table_scene(session, (1024, 640), frames=0)
    scene.model.hands_hidden = False
    drawn: list[str] = []
    original = paint.text

    def record(
        surface: pygame.Surface, rect: pygame.Rect, words: str, *a: object, **k: object
    ) -> pygame.Rect:
        drawn.append(words)
        return original(surface, rect, words, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(paint, "text", record)
    scene.draw(pygame.Surface((1024, 640)))
    assert "Ana & Cleo (A)" in drawn and "Ben & Dani (B)" in drawn  # the score's rows
    for name, letter in zip(names, "ABAB", strict=True):  # each seat's label on the table
        assert any(w.startswith(f"{name} ({letter})") for w in drawn), (name, drawn)
    session.close()
