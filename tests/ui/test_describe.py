"""Moves in plain words, for the chooser and the log."""

from __future__ import annotations

from cassino.engine.notation import parse_move
from cassino.presets import position_from_json
from cassino.ui.describe import choice_label, log_line


def test_labels_say_what_a_move_does() -> None:
    state = position_from_json(
        {
            "to_move": 0,
            "hands": [["9s", "2h", "7c", "7s"], ["4h"]],
            "table": ["4d", "5h", "7d", {"cards": ["5c", "2s"], "value": 7, "owner": 1}],
        }
    )
    cases = {
        "9s takes 4d 5h": ("Take 4♦ 5♥ with 9♠", "Ana took 4♦ 5♥ with 9♠"),
        "2h builds 9 on 7d": (
            "Build 9 on 7♦ with 2♥ — you hold 9♠",
            "Ana built 9 on 7♦ with 2♥",
        ),
        "2h builds 9 on 2s 5c": (
            "Raise the 7-build to 9 with 2♥ — you hold 9♠",
            "Ana raised the 7-build to 9 with 2♥",
        ),
        "7c builds 7 on 2s 5c 7d": (
            "Build 7s on 7♦ and the 7-build with 7♣ — you hold 7♠",
            "Ana built 7s on 7♦ and the 7-build with 7♣",
        ),
        "7c trails": ("Trail 7♣", "Ana trailed 7♣"),
    }
    for text, (label, line) in cases.items():
        move = parse_move(text)
        move = state.apply(move) and next(m for m in state.legal_moves() if str(m) == text)
        assert choice_label(state, move) == label
        assert log_line("Ana", state, move) == line


def test_a_sweep_is_announced() -> None:
    state = position_from_json({"to_move": 0, "hands": [["9s"], ["4h"]], "table": ["4d", "5h"]})
    move = state.legal_moves()[0]
    assert choice_label(state, move) == "Take 4♦ 5♥ with 9♠ — sweep!"
