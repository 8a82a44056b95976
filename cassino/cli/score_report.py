"""``python -m cassino score POSITION``: the round's points per side as it stands.

The breakdown the round summary shows, for any position: what each side would score if
the round ended now with the captures it has (leftovers on the table are not given to
anyone until the round really ends).
"""

from __future__ import annotations

from typing import Any

from cassino.engine.scoring import CATEGORIES, score_round
from cassino.engine.state import State


def side_names(state: State) -> list[str]:
    """``player 0`` ..., or ``team 0 (seats 0, 2)`` with partnerships."""
    rules = state.rules
    if rules.sides == state.players:
        return [f"player {seat}" for seat in range(state.players)]
    names = []
    for side in range(rules.sides):
        seats = ", ".join(str(seat) for seat in range(state.players) if rules.side_of[seat] == side)
        names.append(f"team {side} (seats {seats})")
    return names


def score_json(state: State) -> dict[str, Any]:
    score = score_round(state)
    side_of = state.rules.side_of
    return {
        "round_over": state.round_over,
        "sides": [
            {
                "side": index,
                "seats": [seat for seat in range(state.players) if side_of[seat] == index],
                "cards": side.cards,
                "spades": side.spades,
                "points": dict(side.points),
                "total": side.total,
            }
            for index, side in enumerate(score.sides)
        ],
    }


def score_lines(state: State) -> list[str]:
    """A table: one row per category with points in play, one column per side."""
    score = score_round(state)
    names = side_names(state)
    width = max(len(category) for category in CATEGORIES) + 2
    column = max(len(name) for name in names) + 2
    lines = ["".ljust(width) + "".join(name.rjust(column) for name in names)]
    rows = [("cards taken", [side.cards for side in score.sides])]
    rows.append(("spades taken", [side.spades for side in score.sides]))
    for category in CATEGORIES:
        points = [side.of(category) for side in score.sides]
        if any(points):
            rows.append((category, points))
    rows.append(("total", [side.total for side in score.sides]))
    for label, values in rows:
        lines.append(label.ljust(width) + "".join(str(v).rjust(column) for v in values))
    if not state.round_over:
        lines.append("(the round is not over: the points are the captures as they stand)")
    return lines
