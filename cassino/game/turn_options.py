"""What the player to move may do now, worked out once per position.

The engine's legal moves are the one source of truth; a table that asked the engine again
for every mouse motion, every frame drawn and every step of one drop generated them four
times per drop (issue 57). ``TurnOptions`` holds them for one position, with the views of
them the table needs: a card's plays, the table items those use, the cards that may be
plucked, a play's pluck variants. ``GameSession.options()`` keeps one for the current
position and makes a new one only when the position changes; the session's own check of a
move the player makes is a lookup in it.

"""

from __future__ import annotations

from collections.abc import Sequence

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards


class TurnOptions:
    """The legal moves of ``state`` (in the engine's order) and what the table reads of
    them. Made by ``of``; each view is worked out on first use and kept."""

    def __init__(self, state: State, moves: Sequence[Move]) -> None:
        self.state = state
        self.moves: tuple[Move, ...] = tuple(moves)
        self._legal = frozenset(self.moves)
        self._plays: dict[Card, tuple[Move, ...]] = {}
        self._pluckable: frozenset[Card] | None = None

    @classmethod
    def of(cls, state: State) -> TurnOptions:
        """The options of ``state``: its legal moves, generated once, here."""
        return cls(state, state.legal_moves())

    def is_legal(self, move: Move) -> bool:
        return move in self._legal

    def plays_of(self, card: Card) -> tuple[Move, ...]:
        """The plays of ``card`` (a pluck after the play is offered separately, later);
        with ``hand_pair_capture`` also the captures it makes together with another hand
        card."""
        found = self._plays.get(card)
        if found is None:
            found = tuple(
                move
                for move in self.moves
                if (move.card == card or move.partner == card)
                and move.action != "pluck"
                and move.pluck is None
            )
            self._plays[card] = found
        return found

    def usable_items(self, card: Card) -> list[Item]:
        """The table items some play of ``card`` uses: they light up while it is held."""
        used: set[Card] = set()
        for move in self.plays_of(card):
            used.update(move.table)
        return [item for item in self.state.table if item_cards(item)[0] in used]

    @property
    def pluckable(self) -> frozenset[Card]:
        """The loose table cards the player to move may pluck now (``pluck`` rules)."""
        if self._pluckable is None:
            self._pluckable = frozenset(
                move.card
                for move in self.moves
                if move.action == "pluck" and not isinstance(move.card, Build)
            )
        return self._pluckable

    def pluck_variants(self, move: Move) -> tuple[Move, ...]:
        """``move`` with each pluck the rules allow after it (none: it has none)."""
        return tuple(
            other
            for other in self.moves
            if other.pluck is not None and other._replace(pluck=None) == move
        )
