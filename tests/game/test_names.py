"""The one bound on a name (issue 56): characters counted as a person sees them, and text
that is no name refused in a clause that says why."""

from __future__ import annotations

import pytest

from cassino.game.names import (
    MAX_NAME_CHARACTERS,
    escaped,
    fits,
    name_problem,
    shown,
    visible_length,
)


@pytest.mark.parametrize(
    ("text", "seen"),
    [
        ("Ana", 3),
        ("Zoe\u0308", 3),  # e and a combining diaeresis
        ("🇪🇸🇮🇹", 2),  # two flags of two letters each
        ("👨\u200d👩\u200d👧", 1),  # a family joined by zero-width joiners
        ("👍🏽", 1),  # a skin tone
        ("♠\ufe0f", 1),  # a variation selector
        ("", 0),
    ],
)
def test_visible_length(text: str, seen: int) -> None:
    assert visible_length(text) == seen


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("Carla", None),
        ("x" * MAX_NAME_CHARACTERS, None),
        ("x" * (MAX_NAME_CHARACTERS + 1), "is longer than 24 characters"),
        ("e\u0301" * MAX_NAME_CHARACTERS, None),
        ("e" + "\u0301" * 200, "is longer than 24 characters"),  # marks that show as nothing
        ("   ", "is empty"),
        ("Ana\nBen", "holds a control character or a line break"),
        ("Ana\x00", "holds a control character or a line break"),
        ("Ana\ud800", "is not valid text (it holds a lone surrogate)"),
        ("Ana\u202eneB", "holds an invisible formatting character"),
    ],
)
def test_name_problem(text: str, problem: str | None) -> None:
    assert name_problem(text) == problem
    assert fits(text) == (problem != "is longer than 24 characters")


def test_shown_cuts_and_escapes() -> None:
    assert shown("x" * 100) == "x" * 60 + "… (100 characters)"
    assert shown("caf\udce9\x00") == "caf\\udce9\\x00"
    assert escaped("Zoë ♠") == "Zoë ♠"
    shown("\udcff").encode("utf-8")  # always writable
