"""What one player may see (the observer): a computer player gets this, never the State.

A ``PlayerView`` holds the player's own hand, the table, everything captured so far
(captured cards are turned face up in this implementation, as many house rules allow and
as careful players remember anyway), the counts of the other hands and the stock, the
scores, and — when the caller records them with ``Play.before`` — the plays of the round
so far, which everyone at the table saw. ``legal_moves()`` answers from the view alone:
legality depends only on the mover's hand and the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Item, table_cards


class Play(NamedTuple):
    """One move of the round as everyone at the table saw it made."""

    seat: int
    move: Move
    table: tuple[Item, ...]  # the table just before the move
    stock_size: int  # the stock then: the plays of one deal share it (except with ``draw``)

    @classmethod
    def before(cls, state: State, move: Move) -> Play:
        """``move`` about to be made in ``state`` by the player to move."""
        return cls(state.to_move, move, state.table, len(state.stock))


@dataclass(frozen=True)
class PlayerView:
    rules: Rules
    seat: int
    hand: tuple[Card, ...]
    table: tuple[Item, ...]
    hand_sizes: tuple[int, ...]
    stock_size: int
    captured: tuple[tuple[Card, ...], ...]
    sweeps: tuple[int, ...]
    to_move: int
    dealer: int
    last_capturer: int | None
    scores: tuple[int, ...]
    round_number: int
    plucked: tuple[bool, ...]
    penalties: tuple[int, ...]
    # The plays of this round so far, oldest first; empty when whoever builds the view
    # keeps no record (computer players then know a little less).
    history: tuple[Play, ...] = ()

    @classmethod
    def of(cls, state: State, seat: int, history: tuple[Play, ...] = ()) -> PlayerView:
        return cls(
            rules=state.rules,
            seat=seat,
            hand=state.hands[seat],
            table=state.table,
            hand_sizes=tuple(len(hand) for hand in state.hands),
            stock_size=len(state.stock),
            captured=state.captured,
            sweeps=state.sweeps,
            to_move=state.to_move,
            dealer=state.dealer,
            last_capturer=state.last_capturer,
            scores=state.scores,
            round_number=state.round_number,
            plucked=state.plucked,
            penalties=state.penalties,
            history=history,
        )

    def seen_cards(self) -> set[Card]:
        """Every card this player knows the place of: own hand, table, captured piles."""
        seen = set(self.hand) | set(table_cards(self.table))
        for pile in self.captured:
            seen.update(pile)
        return seen

    def unseen_cards(self) -> list[Card]:
        """The cards in other hands or the stock, as far as this player can tell."""
        seen = self.seen_cards()
        return [card for card in self.rules.cards if card not in seen]

    def legal_moves(self) -> list[Move]:
        """The legal moves when this player is to move (they depend on nothing hidden)."""
        return self.as_state().legal_moves()

    def as_state(
        self,
        hidden: dict[int, tuple[Card, ...]] | None = None,
        stock: tuple[Card, ...] | None = None,
    ) -> State:
        """A State with this view's public facts and the given guesses for what is hidden
        (other hands and the stock); without guesses, they are left empty.

        The stock's size matters to the rules (``pluck``, the last deal), so an unguessed
        stock is stood in for by unseen cards — never read, only counted.
        """
        hands = tuple(
            self.hand if seat == self.seat else (hidden or {}).get(seat, ())
            for seat in range(len(self.hand_sizes))
        )
        if stock is None:
            stock = tuple(self.unseen_cards()[: self.stock_size])
        return State(
            self.rules,
            hands,
            self.table,
            stock,
            self.captured,
            self.sweeps,
            self.to_move,
            self.dealer,
            self.last_capturer,
            self.scores,
            self.round_number,
            self.plucked,
            self.penalties,
        )
