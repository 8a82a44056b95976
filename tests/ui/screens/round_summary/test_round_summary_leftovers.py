"""The round summary and the log say who took the cards left on the table, and how many."""

from __future__ import annotations

import pygame
import pytest

from cassino import i18n
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.ui.screens.round_summary.scene import RoundSummaryScene
from cassino.ui.table.describe import log_lines
from cassino.userdata.presets import load, position_from_json


def last_trail(seats: list[Seat]) -> GameSession:
    """Seat 1 trails the round's last card; seat 0 took last and takes the 3 cards left."""
    pygame.display.init()
    session = GameSession(load("classic"), seats, 1)
    session.start_from(
        position_from_json(
            {"to_move": 1, "hands": [[], ["2c"]], "table": ["7d", "Kh"], "last_capturer": 0}
        )
    )
    session.play(session.state.legal_moves()[0])
    return session


@pytest.mark.parametrize(
    ("other", "who", "spanish"),
    [
        (Seat("Ben"), "Ana", "Ana se llevó las 3 cartas que quedaban en la mesa"),
        # The one person at the window is told as "you", as the log does.
        (
            Seat("Robot", "computer", "easy"),
            "You",
            "Te llevaste las 3 cartas que quedaban en la mesa",
        ),
    ],
)
def test_the_last_trail_gives_the_table_to_the_last_capturer_and_the_summary_says_so(
    other: Seat, who: str, spanish: str
) -> None:
    session = last_trail([Seat("Ana"), other])  # the other seat trails the last card
    assert session.leftovers == (0, 3)
    assert log_lines(session.log)[-1] == f"{who} took the 3 cards left on the table: 2♣ 7♦ K♥"
    summary = RoundSummaryScene(session, on_continue=lambda: None)
    assert summary.leftovers_note == f"{who} took the 3 cards left on the table."
    i18n.set_language("es")
    try:
        note = RoundSummaryScene(session, on_continue=lambda: None).leftovers_note
        assert note == spanish + "."
    finally:
        i18n.set_language("en")
    session.close()


def test_the_goal_is_said_in_the_singular_for_one_point() -> None:
    from cassino.game.seats import Seat
    from cassino.game.session import GameSession
    from cassino.ui.screens.game_over.scores import standing_line
    from cassino.userdata.presets import load

    session = GameSession(load("classic").with_options(target=1), [Seat("Ana"), Seat("Ben")], 1)
    assert standing_line(session) == "First to 1 point wins"
    session.close()
