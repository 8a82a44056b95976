"""A finished round and game as rows of numbers, one column per side: what the round
summary and the game-over screen show. No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO
from cassino.engine.match import Outcome, RoundResult
from cassino.engine.rules import Rules
from cassino.engine.scoring import CATEGORIES
from cassino.game.session import GameSession
from cassino.i18n import N_, tr, tr_plural

RowKind = Literal["count", "points", "round", "game"]

CATEGORY_LABELS = {
    "cards": N_("Most cards"),
    "spades": N_("Most spades"),
    "big_cassino": N_("Big Cassino 10♦"),
    "little_cassino": N_("Little Cassino 2♠"),
    "aces": N_("Aces"),
    "tens_and_courts": N_("Tens and court cards"),
    "two_of_clubs": N_("Two of clubs 2♣"),
    "sweeps": N_("Sweeps"),
    "each_spade": N_("Each spade"),
    "sette_bello": N_("Sette bello 7♦"),
    "bonus": N_("All-eleven bonus"),
    "penalties": N_("Penalties"),
}


@dataclass(frozen=True)
class ScoreRow:
    label: str
    values: tuple[int, ...]  # one per side
    kind: RowKind


def side_names(session: GameSession) -> list[str]:
    """Each side's players, partners together: "You & Computer 2"."""
    rules = session.rules
    return [
        " & ".join(
            session.name(seat) for seat in range(rules.players) if rules.side_of[seat] == side
        )
        for side in range(rules.sides)
    ]


def category_shown(rules: Rules, category: str, values: tuple[int, ...]) -> bool:
    """The usual categories always; the others when these rules score them or someone
    scored them anyway."""
    if any(values):
        return True
    cassino = rules.point_cards == "cassino"
    used = {
        "cards": True,
        "spades": cassino,
        "big_cassino": BIG_CASSINO in rules.cards,
        "little_cassino": LITTLE_CASSINO in rules.cards and cassino,
        "aces": True,
        "tens_and_courts": not cassino,
        "two_of_clubs": not cassino,
        "sweeps": rules.sweeps,
        "each_spade": rules.spade_points,
        "sette_bello": rules.sette_bello,
        "bonus": rules.all_eleven == "bonus_point",
        "penalties": rules.duty_penalty > 0,
    }
    return used[category]


def round_rows(rules: Rules, result: RoundResult) -> list[ScoreRow]:
    """Cards and spades taken, the points of each category scored or in play, the round's
    total and the game's totals after it."""
    sides = result.score.sides
    rows = [ScoreRow(tr("Cards taken"), tuple(side.cards for side in sides), "count")]
    if rules.point_cards == "cassino" or rules.spade_points:  # tablanette counts no spades
        rows.append(ScoreRow(tr("Spades taken"), tuple(side.spades for side in sides), "count"))
    for category in CATEGORIES:
        values = tuple(side.of(category) for side in sides)
        if category_shown(rules, category, values):
            label = tr(CATEGORY_LABELS[category])
            if category == "sweeps" and rules.sweeps_at_once:
                label = tr("Sweeps (scored at once)")
            rows.append(ScoreRow(label, values, "points"))
    rows.append(ScoreRow(tr("This round"), result.score.totals(), "round"))
    rows.append(ScoreRow(tr("Game total"), result.side_totals, "game"))
    return rows


def leaders(totals: tuple[int, ...]) -> set[int]:
    """The sides with the highest total."""
    best = max(totals)
    return {side for side, total in enumerate(totals) if total == best}


def standing_line(session: GameSession) -> str:
    """What the game is played to, in words."""
    rules = session.rules
    if rules.match == "two_deals_each":
        return tr("The highest total after each player deals twice wins")
    if rules.finish == "count_out":
        return tr("Counting out to {target} points", target=rules.target)
    return tr_plural("First to {count} point wins", "First to {count} points wins", rules.target)


def winner_line(session: GameSession) -> str:
    """ "Ana wins", "You win", "You & Ana win" — or "" while the game goes on."""
    if session.outcome is None:
        return ""
    side = session.outcome.winner
    seats = [seat for seat in range(session.rules.players) if session.rules.side_of[seat] == side]
    name = side_names(session)[side]
    if name in ("You", tr("You")):
        return tr("You win")
    if len(seats) > 1:
        return tr("{names} win", names=name)
    return tr("{name} wins", name=name)


def outcome_sentence(outcome: Outcome) -> str:
    """Why the game ended, as a line in the player's language: "Reached 21 points."."""
    cause = outcome.cause
    return sentence(tr(cause.template, **cause.params))


def sentence(text: str) -> str:
    """``text`` with a capital first letter and a full stop: an engine reason as a line."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
