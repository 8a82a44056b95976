"""What a hinted move really does, as facts a reason can state (no words here).

The engine says what the move did (``effects``: the cards it takes, a sweep, the
leftovers); the rules say what each card scores (``Rules.card_points``). Only the
player's own view is used: the other hands and the stock are stood in for by unseen
cards, counted right so that the engine knows a last play when it sees one, and never
read for anything else. The risk of a sweep is counted over every card this player has
not seen: each one the next opponent might hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from cassino.engine.cards import Card
from cassino.engine.effects import Effect, effect_of
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.table import Build, table_cards
from cassino.engine.view import PlayerView


@dataclass(frozen=True)
class MoveFacts:
    """What ``move`` banks, protects and risks, seen from the mover's seat."""

    move: Move
    effect: Effect
    banked: tuple[Card, ...]  # every card the move puts in the mover's pile now
    takes_table: bool  # a trail that takes the table (the 5♠ with five_of_spades_sweeps)
    points: tuple[Card, ...]  # ...those that score by themselves (aces, Cassinos, per rules)
    spades: int  # spades among ``banked``
    builds_taken: tuple[Build, ...]  # builds the capture takes, as they lay
    leftovers_to_side: bool | None  # the round ended: the leftovers go to our side, or not
    built: Build | None  # the build the move leaves on the table
    build_takers: int | None  # unseen cards that could take ``built`` (None: no opponent next)
    sweepers: int  # unseen cards with which the next opponent would sweep the table
    trail_takers: int | None  # unseen cards that could take the card just trailed (likewise)

    @property
    def swept(self) -> bool:
        return self.effect.swept


def move_facts(view: PlayerView, move: Move) -> MoveFacts:
    """The facts of ``move``, a legal move of ``view``'s player."""
    rules = view.rules
    before = stand_in(view)
    effect = effect_of(before, move)
    banked = (*((move.card,) if move.action == "capture" else ()), *effect.taken)
    if trail_takes_table(before, move):  # the 5♠ trail takes the table like a capture
        banked = (move.card, *table_cards(before.table), *effect.taken)
    builds = tuple(item for item in effect.used_items if isinstance(item, Build))
    if trail_takes_table(before, move):
        builds = tuple(item for item in before.table if isinstance(item, Build))
    leftovers: bool | None = None
    if effect.leftovers_to is not None:
        leftovers = rules.side_of[effect.leftovers_to] == rules.side_of[view.seat]
    built = _built(effect, move, view.seat)
    unseen = view.unseen_cards()
    return MoveFacts(
        move=move,
        effect=effect,
        banked=banked,
        takes_table=trail_takes_table(before, move),
        points=tuple(sorted(card for card in banked if rules.card_points[card])),
        spades=sum(1 for card in banked if card.suit == "s"),
        builds_taken=builds if move.action != "build" else (),
        leftovers_to_side=leftovers,
        built=built,
        build_takers=None if built is None else _takers(view, effect.after, unseen, built.cards),
        sweepers=_sweepers(view, effect.after, unseen),
        trail_takers=(
            _takers(view, effect.after, unseen, (move.card,)) if move.action == "trail" else None
        ),
    )


def trail_takes_table(state: State, move: Move) -> bool:
    """``five_of_spades_sweeps``: this trail of the 5♠ takes every card on the table."""
    rules = state.rules
    return (
        move.action == "trail"
        and rules.five_of_spades_sweeps
        and move.card.code == "5s"
        and bool(state.table)
    )


def stand_in(view: PlayerView) -> State:
    """The view as a State, the hidden hands and stock filled with unseen cards."""
    unseen = view.unseen_cards()
    hidden: dict[int, tuple[Card, ...]] = {}
    for seat, size in enumerate(view.hand_sizes):
        if seat != view.seat:
            hidden[seat], unseen = tuple(unseen[:size]), unseen[size:]
    return view.as_state(hidden, tuple(unseen[: view.stock_size]))


def _built(effect: Effect, move: Move, seat: int) -> Build | None:
    if move.action != "build":
        return None
    for item in effect.after.table:
        if isinstance(item, Build) and move.card in item.cards:
            return item
    return None


def _next_opponent_hands(
    view: PlayerView, after: State, unseen: list[Card]
) -> tuple[int, list[tuple[Card, tuple[Card, ...]]]] | None:
    """The opponent to move next and, for each unseen card, a hand of theirs holding it
    (filled up to its size with other unseen cards): the hands to try."""
    rules = view.rules
    nxt = after.to_move
    if after.round_over or not after.table or rules.side_of[nxt] == rules.side_of[view.seat]:
        return None
    size = max(1, len(after.hands[nxt]))
    hands = []
    for card in unseen:
        fillers = [other for other in after.hands[nxt] if other != card]
        hands.append((card, (card, *fillers)[:size]))
    return nxt, hands


def _sweepers(view: PlayerView, after: State, unseen: list[Card]) -> int:
    """How many unseen cards would let the next opponent sweep the table ``after``."""
    if not view.rules.sweeps:
        return 0
    found = _next_opponent_hands(view, after, unseen)
    if found is None:
        return 0
    nxt, hands = found
    count = 0
    for card, hand in hands:
        state = _with_hand(after, nxt, hand)
        if any(
            reply.card == card
            and reply.action != "build"
            and _clears(after, reply)
            and effect_of(state, reply).swept
            for reply in state.legal_moves()
        ):
            count += 1
    return count


def _takers(
    view: PlayerView, after: State, unseen: list[Card], cards: tuple[Card, ...]
) -> int | None:
    """How many unseen cards would let the next opponent take ``cards`` from the table
    (None when no opponent plays next in this round)."""
    found = _next_opponent_hands(view, after, unseen)
    if found is None:
        return None
    nxt, hands = found
    wanted = cards[0]  # a build is named by all its cards: one of them is enough
    count = 0
    for card, hand in hands:
        replies = _with_hand(after, nxt, hand).legal_moves()
        if any(r.card == card and r.action == "capture" and wanted in r.table for r in replies):
            count += 1
    return count


def _clears(state: State, reply: Move) -> bool:
    """``reply`` would leave the table empty (a capture of everything, or the 5♠ trail)."""
    if reply.action == "trail":
        return state.rules.five_of_spades_sweeps and reply.card.code == "5s"
    return len(reply.table) == len(table_cards(state.table))


def _with_hand(state: State, seat: int, hand: tuple[Card, ...]) -> State:
    hands = list(state.hands)
    hands[seat] = hand
    return state._replace(hands=tuple(hands))
