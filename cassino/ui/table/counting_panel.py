"""The counting aid's panel at the table: what the player has not seen yet (the aces, the
two Cassinos, spades and cards) and, per side, how many more cards and spades it must
take to be sure of "most cards" and "most spades" — from ``coach.counting``, which reads
the player's view only. ``counting_rows`` says it in words; ``draw_counting_panel`` only
draws them in the panel the layout placed."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from cassino.coach.counting import CountingAid, Majority, counting_aid
from cassino.engine.cards import BIG_CASSINO, LITTLE_CASSINO
from cassino.engine.view import PlayerView
from cassino.i18n import N_, language, tr, tr_plural
from cassino.ui import paint, theme
from cassino.ui.table.shown import ShownGame

FACT_LINES = 3  # aces, Cassinos, counts: what a player wants at a glance
# Then a line that offers the races, or the races' heading and a row per side over it.


def counting_lines(sides: int, details: bool = False) -> int:
    """The panel's lines under its title for a game of ``sides`` sides, with the races
    (``details``) or only the offer of them."""
    return FACT_LINES + 1 + (1 + sides if details else 0)


@dataclass(frozen=True)
class CountingRows:
    title: str
    facts: tuple[str, ...]  # the unseen aces, Cassinos, and how many spades and cards
    heading: tuple[str, str, str]  # the races: what the columns say
    sides: tuple[tuple[str, str, str], ...]  # a side's name, its cards and its spades


def counting_rows(session: ShownGame, viewer: int) -> CountingRows:
    """The aid for ``viewer`` in words, from what that player can see."""
    state = session.state
    aid = counting_aid(PlayerView.of(state, viewer))
    rules = state.rules
    names = []
    for side in range(rules.sides):
        seats = [seat for seat in range(rules.players) if rules.side_of[seat] == side]
        names.append(" & ".join(session.name(seat) for seat in seats))
    return CountingRows(
        title=tr("Not seen yet"),
        facts=_facts(aid, rules.cards),
        heading=(tr("To win most"), tr("cards"), tr("spades")),
        sides=tuple(
            (names[side], _race(aid.cards[side]), _race(aid.spades[side]))
            for side in range(rules.sides)
        ),
    )


def _facts(aid: CountingAid, deck: tuple[int, ...]) -> tuple[str, ...]:
    aces = " ".join(card.symbol() for card in aid.unseen_aces)
    cassinos = [
        tr(N_("{card} not seen") if unseen else N_("{card} seen"), card=card.symbol())
        for card, unseen in (
            (BIG_CASSINO, aid.big_cassino_unseen),
            (LITTLE_CASSINO, aid.little_cassino_unseen),
        )
        if card in deck
    ]
    return (
        tr("Aces: {cards}", cards=aces) if aces else tr("Aces: all seen"),
        " · ".join(cassinos),
        # Under the title "Not seen yet": the counts need no word of their own.
        tr(
            "{cards}, {spades}",
            cards=tr_plural("{count} card", "{count} cards", aid.unseen),
            spades=tr_plural("{count} spade", "{count} spades", aid.unseen_spades),
        ),
    )


def _race(majority: Majority) -> str:
    """A side's race for most cards or spades in words: "won" (nobody can take it from
    it), "lost" (it can no longer be sure of it), or how many more it must take."""
    if majority.status == "clinched":
        return tr("won")
    if majority.status == "out_of_reach" or majority.needs is None:
        return tr("lost")
    return tr("{count} more", count=majority.needs)


def draw_counting_panel(
    surface: pygame.Surface, rect: pygame.Rect, rows: CountingRows, details: bool = False
) -> None:
    """The facts; with ``details`` the races under them, then a dim line saying that a
    click shows them or hides them again."""
    place = paint.side_panel(surface, rect, rows.title)
    inner, small = place.rows, place.small
    small_line = place.pitch - 4
    # Two narrow columns at the right for the races; the name takes the rest.
    # As wide as what the columns say now, so that the names keep the most room.
    shown = (*rows.heading[1:], *(cell for side in rows.sides for cell in side[1:]))
    column = max(paint.text_width(word, small) for word in shown)
    column += small_line // 2
    top = inner.top
    for fact in rows.facts:
        row = pygame.Rect(inner.left, top, inner.width, small_line)
        paint.text(surface, row, fact, small, theme.TEXT, cut=True)
        top += place.pitch
    table = ((rows.heading, theme.TEXT_DIM), *((side, theme.TEXT) for side in rows.sides))
    for (name, cards, spades), colour in table if details else ():
        row = pygame.Rect(inner.left, top, inner.width, small_line)
        spades_rect = pygame.Rect(row.right - column, top, column, small_line)
        cards_rect = spades_rect.move(-column, 0)
        name_rect = pygame.Rect(row.left, top, max(0, cards_rect.left - row.left - 4), small_line)
        paint.text(surface, name_rect, name, small, colour, cut=True)
        paint.text(surface, cards_rect, cards, small, colour, align="right")
        paint.text(surface, spades_rect, spades, small, colour, align="right")
        top += place.pitch
    offer = tr("Click for less") if details else tr("Click for more")
    row = pygame.Rect(inner.left, top, inner.width, small_line)
    paint.text(surface, row, offer, small, theme.TEXT_DIM, cut=True)


class CountingCache:
    """The rows worked out once per position, viewer and language, not every frame."""

    def __init__(self) -> None:
        self._key: tuple[object, ...] | None = None
        self._rows: CountingRows | None = None

    def rows(self, session: ShownGame, viewer: int, moves_made: int) -> CountingRows:
        state = session.state
        key = (state.round_number, moves_made, viewer, language(), len(state.table))
        if key != self._key or self._rows is None:
            self._key, self._rows = key, counting_rows(session, viewer)
        return self._rows
