"""What a move did, said by the engine so no screen has to re-decide a rule.

``effect_of(before, move)`` applies a legal move and reports its consequences: the cards
that went to the mover's pile, whether the table was cleared and whether that counted as
a sweep (it does not where sweeps do not score, or on the last play with
``sweep_on_last_play: false``), the cards drawn or dealt after it, the points paid for
breaking the build duty, and, when the move ends the round, the leftovers and who took
them. The window animates and words moves from this; the log keeps it.
"""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_cards


@dataclass(frozen=True)
class Effect:
    """The consequences of one move (``seat`` is the player who made it)."""

    seat: int
    move: Move
    after: State
    taken: tuple[Card, ...]  # table cards the move took (a capture's and a pluck's)
    used_items: tuple[Item, ...]  # the table items the move used, as they lay before it
    cleared: bool  # a capture emptied the table
    swept: bool  # ...and it counted as a sweep
    penalty: int  # points the mover paid for breaking the build duty
    drawn: tuple[Card, ...]  # ``draw``: the cards the mover drew back up
    dealt: bool  # the hands were empty and a new deal followed
    leftovers: tuple[Card, ...]  # the round ended: the table cards left, given away
    leftovers_to: int | None  # ...to this seat (the last capturer)

    @property
    def round_over(self) -> bool:
        return self.after.round_over

    @property
    def raised(self) -> Build | None:
        """A single build this move raised to a new value (None for anything else)."""
        builds = [item for item in self.used_items if isinstance(item, Build)]
        if self.move.action != "build" or len(self.used_items) != 1 or not builds:
            return None
        build = builds[0]
        return build if not build.multiple and build.value != self.move.value else None


def used_items(state: State, move: Move) -> tuple[Item, ...]:
    """The table items ``move`` uses (a build is used whole), in table order."""
    used = set(move.table)
    return tuple(item for item in state.table if item_cards(item)[0] in used)


def effect_of(before: State, move: Move) -> Effect:
    """Apply ``move`` (a legal move of ``before``) and say what it did."""
    return describe_effect(before, move, before.apply_legal(move))


def describe_effect(before: State, move: Move, after: State) -> Effect:
    """What ``move`` did, given the position after it (``after = before.apply(move)``)."""
    seat = before.to_move
    items = used_items(before, move)
    taken: list[Card] = []
    if move.action == "capture":
        taken = [card for item in items for card in item_cards(item)]
    elif move.action == "pluck":
        taken = [move.card]
    if move.pluck is not None:
        taken.append(move.pluck)
    if move.action == "pluck":
        cleared = False
    else:
        table_left = [item for item in before.table if item not in items]
        if move.pluck is not None:
            table_left = [item for item in table_left if item != move.pluck]
        cleared = move.action == "capture" and not table_left
    swept = after.sweeps[seat] > before.sweeps[seat]
    penalty = after.penalties[seat] - before.penalties[seat]
    leftovers, leftovers_to = _leftovers(before, move, after, seat, taken)
    dealt, drawn = _refills(before, move, after, seat)
    return Effect(
        seat=seat,
        move=move,
        after=after,
        taken=tuple(taken),
        used_items=items,
        cleared=cleared,
        swept=swept,
        penalty=penalty,
        drawn=drawn,
        dealt=dealt,
        leftovers=leftovers,
        leftovers_to=leftovers_to,
    )


def _leftovers(
    before: State, move: Move, after: State, seat: int, taken: list[Card]
) -> tuple[tuple[Card, ...], int | None]:
    """The cards that reached a pile at the round's end without being played for."""
    if not after.round_over or after.ended_by_sweep:
        return (), None
    own = {move.card, *taken} if move.action in ("capture", "pluck") else set(taken)
    if move.partner is not None:
        own.add(move.partner)  # the second hand card of a hand pair (hand_pair_capture)
    for other in range(before.players):
        gained = after.captured[other][len(before.captured[other]) :]
        extra = tuple(card for card in gained if not (other == seat and card in own))
        if extra:
            return extra, other
    return (), None


def _refills(before: State, move: Move, after: State, seat: int) -> tuple[bool, tuple[Card, ...]]:
    """Whether a new deal followed the move, and the cards the mover drew (``draw``)."""
    if move.action == "pluck" or len(after.stock) == len(before.stock):
        return False, ()
    if before.rules.draw:
        kept = set(before.hands[seat])
        return False, tuple(card for card in after.hands[seat] if card not in kept)
    return True, ()
