"""The rounds ``decision_duel.py`` recorded, read back and summed up.

A line of its ``--out`` is a round: its seed, the settings it was measured with and its
decisions. Rounds of different settings are refused together; a line that is not a round
is refused with its file and line.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from cassino.ai.research import rounded_ci95

HALF_A_POINT = 0.5  # what issue 19 asks of the Expert over Hard, a round
MARGIN_GROUPS = 3  # the differing picks, split by how far the rollouts preferred them
# Records made before they kept their settings were all measured with these.
FIRST_SETTINGS = {"top": 3, "worlds": 24, "base_guesses": 8, "judge": 12, "hard_guesses": 48}


@dataclass(frozen=True)
class PlayedRound:
    """What a round of ``--out`` says: its seed, how it was measured and its decisions."""

    seed: int
    every: int
    settings: tuple[tuple[str, int], ...]
    gains: tuple[float, ...]
    differ: tuple[bool, ...]
    # How far the rollouts put their pick above Hard's choice (None where not recorded).
    margins: tuple[float | None, ...]
    # The cards left in the stock at each decision (None where not recorded).
    stocks: tuple[int | None, ...]

    @property
    def gain(self) -> float:
        """What choosing so at every choice of seat 0 would gain in this round."""
        return self.every * sum(self.gains)


def read_rounds(paths: Iterable[Path]) -> list[PlayedRound]:
    """Every round recorded in the files; a line that is not one is refused."""
    found = []
    for path in paths:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            try:
                found.append(_played_round(json.loads(line)))
            except (ValueError, KeyError, TypeError) as error:
                message = f"{path}, line {number}: not a round of this tool ({error})"
                raise ValueError(message) from error
    return found


def _played_round(record: object) -> PlayedRound:
    if not isinstance(record, dict):
        raise TypeError("not an object")
    decisions = record["decisions"]
    if not isinstance(decisions, list) or not all(isinstance(one, dict) for one in decisions):
        raise TypeError("decisions are not a list of objects")
    settings = record.get("settings", FIRST_SETTINGS)
    if not isinstance(settings, dict):
        raise TypeError("settings are not an object")
    return PlayedRound(
        int(record["seed"]),
        int(record["every"]),
        tuple(sorted((str(name), int(value)) for name, value in settings.items())),
        tuple(float(decision["gain"]) for decision in decisions),
        tuple(bool(decision["differ"]) for decision in decisions),
        tuple(_margin(decision) for decision in decisions),
        tuple(_stock(decision) for decision in decisions),
    )


def _margin(decision: dict[str, object]) -> float | None:
    values = decision.get("rollout_values")
    if not isinstance(values, list) or not values:
        return None
    return max(float(value) for value in values) - float(values[0])


def _stock(decision: dict[str, object]) -> int | None:
    stock = decision.get("stock")
    return None if stock is None else int(str(stock))


def summary(rounds: Sequence[PlayedRound]) -> dict[str, object]:
    """The gain a decision and a round, with 95% intervals, and how often the picks agree;
    where the picks differ, their gain, and by thirds of the rollouts' margin; and what
    choosing so only at the decisions with so many cards in the stock gains a round."""
    gains = [gain for played in rounds for gain in played.gains]
    if len(rounds) < 2 or len(gains) < 2:
        raise ValueError("fewer than two rounds or decisions measured: play more rounds")
    if len({played.settings for played in rounds}) > 1:
        raise ValueError("the rounds were measured with different settings: sum them up apart")
    differing = [
        (margin, gain)
        for played in rounds
        for gain, differ, margin in zip(played.gains, played.differ, played.margins, strict=True)
        if differ
    ]
    seeds_played = sorted(played.seed for played in rounds)
    return {
        "rounds": len(rounds),
        "seeds": [seeds_played[0], seeds_played[-1]],
        "settings": dict(rounds[0].settings),
        "decisions": len(gains),
        "same_choice_as_hard": round(1 - len(differing) / len(gains), 3),
        "gain_a_decision": rounded_ci95(gains),
        "gain_a_round": rounded_ci95([played.gain for played in rounds]),
        "asked_a_round": HALF_A_POINT,
        "where_the_picks_differ": _differing_summary(differing),
        "gain_a_round_by_stock": _by_stock(rounds),
    }


def _by_stock(rounds: Sequence[PlayedRound]) -> list[dict[str, object]]:
    """For each size of the stock: its decisions, how many picks differ there, and what
    choosing so there alone gains a round (each round's sum over those decisions)."""
    stocks = sorted({stock for played in rounds for stock in played.stocks if stock is not None})
    found: list[dict[str, object]] = []
    for stock in reversed(stocks):
        at_stock = [
            [
                (gain, differ)
                for gain, differ, where in zip(
                    played.gains, played.differ, played.stocks, strict=True
                )
                if where == stock
            ]
            for played in rounds
        ]
        found.append(
            {
                "stock": stock,
                "decisions": sum(len(decisions) for decisions in at_stock),
                "differ": sum(differ for decisions in at_stock for _, differ in decisions),
                "gain": rounded_ci95(
                    [
                        played.every * sum(gain for gain, _ in decisions)
                        for played, decisions in zip(rounds, at_stock, strict=True)
                    ]
                ),
            }
        )
    return found


def _differing_summary(differing: Sequence[tuple[float | None, float]]) -> dict[str, object]:
    """The picks that differ from Hard's choice: their gain, and by the rollouts' margin."""
    found: dict[str, object] = {"decisions": len(differing)}
    if len(differing) >= 2:
        found["gain"] = rounded_ci95([gain for _, gain in differing])
    with_margins = sorted((margin, gain) for margin, gain in differing if margin is not None)
    if len(with_margins) >= 2 * MARGIN_GROUPS:
        size = len(with_margins)
        thirds = [
            with_margins[size * group // MARGIN_GROUPS : size * (group + 1) // MARGIN_GROUPS]
            for group in range(MARGIN_GROUPS)
        ]
        found["gain_by_margin"] = [
            {
                "margins": [round(third[0][0], 3), round(third[-1][0], 3)],
                "gain": rounded_ci95([gain for _, gain in third]),
            }
            for third in thirds
        ]
    return found
