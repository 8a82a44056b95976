"""Tablanette at the table: a jack dropped on any table card takes the whole table at once,
a jack with a part of the table selected is refused in the rules' words, and a whole game
of computers plays to its end in the full scene, drawn at 1280×800."""

from __future__ import annotations

import pygame
from table_helpers import SIZE, parts, table_scene

from cassino.engine.cards import Card
from cassino.engine.moves import format_move
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.game.turn_options import TurnOptions
from cassino.ui.table.describe import log_lines
from cassino.ui.table.drop import moves_for_drop
from cassino.userdata.presets import load

POSITION = {
    "rules": "tablanette",
    "to_move": 0,
    "hands": [["Jh", "5c", "Kh"], ["2c", "3c", "6c"]],
    "table": ["4d", "5h", "9s"],
    "stock": ["2d", "3d", "4h", "6h", "7h", "8h"],
}


def test_a_jack_dropped_on_any_table_card_takes_the_whole_table() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    state = table.session.state
    result = moves_for_drop(TurnOptions.of(state), Card("Jh"), state.table[0])
    assert [format_move(move) for move in result.moves] == ["Jh takes 4d 5h 9s"]
    table.controller.moves.resolve(result, Card("Jh"))
    assert table.overlays.asked == [] and len(table.session.history) == 1
    after = table.session.state
    assert after.table == () and after.sweeps == (0, 0)
    assert (
        log_lines(table.session.log)[-1] == "You took 4♦ 5♥ 9♠ with J♥ — the whole table, no sweep"
    )


def test_a_jack_on_a_part_of_the_table_is_refused_in_the_rules_words() -> None:
    table = parts([Seat("You"), Seat("Robot", "computer", "greedy")], POSITION)
    state = table.session.state
    result = moves_for_drop(
        TurnOptions.of(state), Card("Jh"), state.table[1], selected=[state.table[0]]
    )
    assert result.moves == () and result.reason is not None
    assert str(result.reason) == "J♥ takes the whole table at once, or trails"


def test_a_whole_game_of_tablanette_plays_to_its_end_at_the_table() -> None:
    seats = [Seat("Ana", "computer", "greedy"), Seat("Robot", "computer", "medium")]
    session = GameSession(load("tablanette"), seats, seed=15)
    _scene, stack = table_scene(session, SIZE)
    screen = pygame.Surface(SIZE)
    rounds = 0
    for _ in range(200_000):
        if session.outcome is not None:
            break
        if session.awaiting == "round_end":
            rounds += 1
            session.next_round()
        stack.update(1 / 60)
        stack.draw(screen)
    assert session.outcome is not None and rounds >= 1
    assert session.round_result is not None and max(session.round_result.side_totals) >= 101
    lines = log_lines(session.log)
    assert any(line.endswith("— the whole table, no sweep") for line in lines)
    assert not any("builds" in line or "built" in line for line in lines)
