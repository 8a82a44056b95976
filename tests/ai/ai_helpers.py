"""Helpers shared by the computer players' tests: positions met in real play, and cheap
settings of the searching levels (the same code as the shipped levels, smaller budgets)."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from random import Random

from cassino.ai.arena import Chooser
from cassino.ai.expert import ExpertConfig, choose_expert
from cassino.ai.greedy import choose_greedy
from cassino.ai.hard import HardConfig, choose_hard
from cassino.ai.levels import LEVELS
from cassino.ai.medium import choose_medium
from cassino.engine.cards import parse_cards
from cassino.engine.match import start_round
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build, Item, item_key, table_cards
from cassino.engine.view import Play, PlayerView

SMALL_HARD = HardConfig(samples=3, widths=(99, 6, 4, 2, 1), policy_depth=3)
# Two guesses first, then the other four unless settled: both of its steps are met.
SMALL_EXPERT = ExpertConfig(samples=6, first_look=2, workers=2, time_limit=None, use_pool=False)

# Every level by name, the searching ones on small budgets: the fast stand-ins tests use.
CHEAP_LEVELS: dict[str, Chooser] = {
    "easy": LEVELS["easy"],
    "greedy": LEVELS["greedy"],
    "medium": partial(choose_medium, samples=3),
    "hard": partial(choose_hard, config=SMALL_HARD),
    "expert": partial(choose_expert, config=SMALL_EXPERT),
}


def positions(rules: Rules, seed: int, every: int = 1) -> Iterator[tuple[State, tuple[Play, ...]]]:
    """Positions of one round of greedy play (every ``every``-th), with the plays so far."""
    rng = Random(seed)
    state = start_round(rules, rng, seed % rules.players)
    history: list[Play] = []
    count = 0
    while not state.round_over:
        if count % every == 0:
            yield state, tuple(history)
        count += 1
        move = choose_greedy(PlayerView.of(state, state.to_move), rng)
        history.append(Play.before(state, move))
        state = state.apply(move)


def full_position(
    rules: Rules,
    hands: list[str],
    table: list[str | tuple[list[str], int, int]],
    stock_size: int,
    to_move: int = 0,
) -> State:
    """A position of the whole deck: the given hands (card codes, space-separated) and
    table (codes, or builds as (cards, value, owner)); ``stock_size`` of the other cards
    (a fixed random choice) make the stock, the rest lie in seat 0's captured pile."""
    hand_cards = [parse_cards(hand.split()) for hand in hands]
    items: list[Item] = []
    for entry in table:
        if isinstance(entry, str):
            items.append(parse_cards([entry])[0])
        else:
            codes, value, owner = entry
            cards = tuple(sorted(parse_cards(codes)))
            items.append(Build(cards, value, owner, rules.is_multiple(cards, value)))
    used = {card for hand in hand_cards for card in hand}
    used.update(table_cards(tuple(items)))
    rest = [card for card in rules.cards if card not in used]
    Random(len(rest)).shuffle(rest)  # which cards are unseen: a fixed, unremarkable mix
    players = len(hands)
    return State(
        rules=rules,
        hands=tuple(hand_cards),
        table=tuple(sorted(items, key=item_key)),
        stock=tuple(rest[:stock_size]),
        captured=(tuple(rest[stock_size:]), *((),) * (players - 1)),
        sweeps=(0,) * players,
        to_move=to_move,
        dealer=players - 1,
        last_capturer=0,
        scores=(0,) * players,
        round_number=1,
        plucked=(False,) * players,
        penalties=(0,) * players,
    )
