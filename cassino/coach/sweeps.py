"""The sweep warning: before a move is made, whether the table it leaves could be taken
whole by one card of the next rival to play, and how many such cards the player cannot
see (they may be in that rival's hand).

Everything is asked of the engine, so it holds under every preset (builds and who owns
them, ``ace_high``, court values, ``big_ten``, the 5♠ that sweeps when trailed, the
pluck before a play): the move is applied to a position that has the player's view and
stand-ins for the hidden cards (only how many there are matters to what follows the
move), and each card is tried in the rival's hand on the table left, every legal play of
it applied, asking whether the table is then empty. The rival holds only that card, and
another seat a card of no use, so that its play never ends the round (the leftovers of
the last play would empty the table without a sweep).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import PlayerView


@dataclass(frozen=True)
class SweepWarning:
    """What the table left by ``move`` offers the next rival."""

    move: Move
    rival: int | None  # the seat of the next rival to play; None if the round ends
    sweepers: tuple[Card, ...]  # every card of the deck (not on the table) that takes it all
    unseen: tuple[Card, ...]  # ...of them, those the player cannot see

    @property
    def sweepable(self) -> bool:
        """One card could take the whole table (whether or not it is still to come)."""
        return bool(self.sweepers)

    @property
    def danger(self) -> int:
        """How many cards the player cannot see would sweep it: 0 is safe."""
        return len(self.unseen)


def sweep_warning(view: PlayerView, move: Move) -> SweepWarning:
    """The warning for ``move``, one of ``view.legal_moves()`` (the player must be to move)."""
    before = guessed_state(view)
    return _warning(view, before, move)


def sweep_warnings(view: PlayerView, moves: Iterable[Move] | None = None) -> list[SweepWarning]:
    """The warning for each of ``moves`` (every legal move by default)."""
    before = guessed_state(view)
    chosen = view.legal_moves() if moves is None else list(moves)
    return [_warning(view, before, move) for move in chosen]


def guessed_state(view: PlayerView) -> State:
    """The view as a position, the unseen cards dealt in order to the other hands (their
    sizes as the view says) and the stock: a stand-in, never read for what it holds."""
    unseen = sorted(view.unseen_cards())
    hidden: dict[int, tuple[Card, ...]] = {}
    at = 0
    for seat, size in enumerate(view.hand_sizes):
        if seat != view.seat:
            hidden[seat] = tuple(unseen[at : at + size])
            at += size
    return view.as_state(hidden, tuple(unseen[at : at + view.stock_size]))


def _warning(view: PlayerView, before: State, move: Move) -> SweepWarning:
    after = before.apply_legal(move)  # a legal move of the player, whose hand is as it is
    rival = next_rival(after, view.seat)
    if rival is None or after.round_over or not after.table:
        return SweepWarning(move, None if after.round_over else rival, (), ())
    on_table = set(table_cards(after.table))
    candidates = [card for card in view.rules.cards if card not in on_table]
    sweepers = tuple(card for card in candidates if takes_all(after, rival, card))
    unseen = set(view.unseen_cards())
    return SweepWarning(move, rival, sweepers, tuple(card for card in sweepers if card in unseen))


def next_rival(after: State, seat: int) -> int | None:
    """The first seat of another side to play from ``after`` on, in turn order."""
    side_of = after.rules.side_of
    for offset in range(after.players):
        other = (after.to_move + offset) % after.players
        if side_of[other] != side_of[seat]:
            return other
    return None


def takes_all(state: State, seat: int, card: Card) -> bool:
    """Whether ``seat``, holding ``card``, could take the whole of ``state``'s table with
    one play of it (after a pluck first, where the rules allow one)."""
    spare = _spare_card(state, card)
    hands = tuple(
        (card,) if other == seat else (spare,) if other == (seat + 1) % state.players else ()
        for other in range(state.players)
    )
    trial = state._replace(hands=hands, to_move=seat)
    return _clears(trial, allow_pluck=True)


def _clears(state: State, allow_pluck: bool) -> bool:
    for move in state.legal_moves():
        if move.action == "pluck":
            if allow_pluck and _clears(state.apply_legal(move), allow_pluck=False):
                return True
            continue
        if move.pluck is not None:
            continue  # a pluck after the play is not part of the sweep
        if not state.apply_legal(move).table:
            return True
    return False


def _spare_card(state: State, card: Card) -> Card:
    """A card for another seat, so the trial play is never the round's last."""
    on_table = set(table_cards(state.table))
    return next(other for other in state.rules.cards if other != card and other not in on_table)
