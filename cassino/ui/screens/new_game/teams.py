"""Who partners whom on the new-game form: each team's colour, and one line per team
naming its seats. No pygame here."""

from __future__ import annotations

from collections.abc import Sequence

from cassino.engine.rules import Rules
from cassino.i18n import tr
from cassino.ui.screens.new_game.seats import SeatRow
from cassino.ui.theme import Colour

PARTNER_COUNTS = (4, 6)  # the player counts that may play in partnerships
TEAM_COLOURS = ((255, 210, 92), (124, 186, 255), (240, 142, 172))
TeamLine = tuple[Colour | None, str]  # a team's colour (None: no teams) and its names


def team_colour(seat: int, players: int, partners: bool) -> Colour | None:
    """The colour of ``seat``'s team when ``partners`` play, else None."""
    if not partners:
        return None
    return TEAM_COLOURS[seat % (players // 2)]


def team_lines(
    rules: Rules, rows: Sequence[SeatRow], *, offered: bool, partners: bool
) -> list[TeamLine]:
    """Who partners whom, one team a line in its colour: nothing when partnerships are
    not ``offered`` for this many players, one line when they are but not chosen."""
    if not offered:
        return []
    if not partners:
        return [(None, tr("Everyone plays for themselves."))]
    return [
        (
            team_colour(side, rules.players, partners),
            " & ".join(
                row.name or tr("Seat {number}", number=row.seat + 1)
                for row in rows[: rules.players]
                if rules.side_of[row.seat] == side
            ),
        )
        for side in range(rules.sides)
    ]
