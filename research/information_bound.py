"""What seeing the hidden cards is worth against Hard: a ceiling for issue 19.

Every fair player — however it guesses, infers or searches — knows less than one that
sees the other hands. So a player that cheats, playing Hard's own search on the true
hidden cards, bounds from above what any better handling of hidden information could
win against Hard. The ceiling is approximate (the cheat still searches only to the end
of the deal, as Hard does), but it tells whether a target is in reach at all.

Each player below is played against Hard on mirrored decks exactly as ``python -m
cassino tournament A hard --single-round`` plays them (same deck seeds, dealers and
Hard's own generators), two players. Two cheats:

- ``hands``: sees the other hands, not the stock's order: Hard's search over as many
  guesses of the stock as Hard makes, the other hands true in each;
- ``all``: sees the other hands and the stock: one search of the true deal, its own later
  moves searched too (nothing is hidden, so nothing is fused).

Where in a deal that worth lies, split by when the cheat looks:

- ``later``: sees the other hand (as ``hands``) only once the other player has played in
  this deal — where a fair player could at best have read some of it from those plays;
- ``first``: sees it only before then (as Hard otherwise);
- ``card``: where ``later`` looks, sees only one card of the other hand, drawn at random
  at each choice; the rest guessed and read from the plays as Hard does. What a reading
  of the plays that pinned down a single card would be worth.

And for scale, one that knows less than Hard:

- ``unread``: Hard without reading the plays of the deal: its guesses of the hidden cards
  are only consistent with the view, not weighed by how the others played
  (``inference``). Its shortfall is what Hard's reading of the plays is worth.

    python research/information_bound.py hands --decks 600 --seed 1 --jobs 2
    python research/information_bound.py all --decks 600 --seed 1 --jobs 2
    python research/information_bound.py unread --decks 600 --seed 1 --jobs 2
    python research/information_bound.py later --decks 600 --seed 1 --jobs 2
    python research/information_bound.py first --decks 600 --seed 1 --jobs 2
    python research/information_bound.py card --decks 600 --seed 1 --jobs 2

What it found with the commands above (classic, 600 decks each, points a round over
Hard): seeing the other hand +2.69 (+2.48 ... +2.91); seeing the stock too +2.50 (+2.29
... +2.72), no more; seeing the hand only once the other has played in the deal +1.74
(+1.54 ... +1.93), only before then +0.73 (+0.51 ... +0.94); only one card of it, there,
+0.77 (+0.58 ... +0.97); not reading the plays -0.10 (-0.29 ... +0.09). So the other
hand is worth well over two points a round, most of it at choices made after the other
player has played in the deal; a single card of it known there would be worth three
quarters of a point, yet Hard's reading of those plays gets about a tenth. The ceiling
is far above issue 19's +0.5; how much of it a fair player could have is not known.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from random import Random

from cassino.ai.research import (
    DEFAULT_HARD,
    HiddenFacts,
    MoveOrder,
    best_scored,
    choose_hard,
    config_for,
    deal_plays,
    deck_seed,
    evaluator_for,
    hidden_is_known,
    inferred_worlds,
    mean_ci95,
    paired_difference,
    sample_world,
    search_worlds,
    summed,
)
from cassino.engine import seeds
from cassino.engine.cards import Card
from cassino.engine.errors import RulesError
from cassino.engine.match import finish_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.userdata import presets

CHEATS = ("hands", "all", "later", "first", "card", "unread")


def cheat_move(cheat: str, state: State, view: PlayerView, rng: Random) -> Move:
    """The cheat's move: Hard's, its guesses replaced by the truth it is allowed to see (or,
    ``unread``, drawn without reading the plays)."""
    moves = view.legal_moves()
    if len(moves) == 1 or hidden_is_known(view):
        return choose_hard(view, rng)  # nothing hidden that a cheat would see better
    if cheat in ("later", "first", "card"):
        others_played = any(play.seat != view.seat for play in deal_plays(view))
        if others_played != (cheat != "first"):
            return choose_hard(view, rng)  # not where this cheat looks
        cheat = "card" if cheat == "card" else "hands"
    config = config_for(view.rules, DEFAULT_HARD)
    hidden = {seat: state.hands[seat] for seat in range(state.players) if seat != view.seat}
    other = 1 - view.seat  # two players
    if cheat == "card":
        if not hidden[other]:
            return choose_hard(view, rng)  # the other hand is played out: nothing to see
        known = rng.choice(hidden[other])
        order = MoveOrder(evaluator_for(view.rules))
        guesses = inferred_worlds(view, rng, config.samples, order)
        worlds = [holding(world, other, known, rng) for world in guesses]
    elif cheat == "unread":
        facts = HiddenFacts.of(view)
        worlds = [sample_world(view, rng, facts) for _ in range(config.samples)]
    elif cheat == "all":
        worlds = [view.as_state(hidden, state.stock)]
        config = replace(config, policy_depth=None)
    else:
        worlds = []
        for _ in range(config.samples):
            stock = list(state.stock)
            rng.shuffle(stock)
            worlds.append(view.as_state(hidden, tuple(stock)))
    side = view.rules.side_of[view.seat]
    values, _ = search_worlds(worlds, moves, side, config)
    totals = summed(values, len(moves))
    return best_scored(list(zip(moves, totals, strict=True)), rng)


def holding(world: State, seat: int, card: Card, rng: Random) -> State:
    """``world`` with ``card`` in ``seat``'s hand: if the guess put it in the stock, it
    changes places there with one of that hand's cards, drawn at random."""
    hand = list(world.hands[seat])
    if card in hand:
        return world
    stock = list(world.stock)
    swapped = rng.randrange(len(hand))
    stock[stock.index(card)] = hand[swapped]
    hand[swapped] = card
    hands = list(world.hands)
    hands[seat] = tuple(sorted(hand))
    return world._replace(hands=tuple(hands), stock=tuple(stock))


def play_round(cheat: str, rules: Rules, game_seed: int, dealer: int, cheat_seat: int) -> float:
    """One round, the cheat in ``cheat_seat`` and Hard elsewhere: the cheat's points less
    Hard's."""
    state = start_round(rules, seeds.deck_rng(game_seed), dealer)
    seat_rngs = [seeds.seat_rng(game_seed, seat) for seat in range(rules.players)]
    history: list[Play] = []
    while not state.round_over:
        seat = state.to_move
        view = PlayerView.of(state, seat, tuple(history))
        if seat == cheat_seat:
            move = cheat_move(cheat, state, view, seat_rngs[seat])
        else:
            move = choose_hard(view, seat_rngs[seat])
        after = state.apply(move)
        history.append(Play.before(state, move))
        state = after
    points = finish_round(state).side_totals
    return paired_difference(points, frozenset({rules.side_of[cheat_seat]}))


def play_deck(job: tuple[str, str, int, int]) -> float:
    """A deck's mirrored pair of rounds: the mean of the cheat's lead in each seat."""
    cheat, preset, seed, deck = job
    rules = presets.load(preset)
    game_seed = deck_seed(seed, deck)
    dealer = deck % rules.players
    leads = [play_round(cheat, rules, game_seed, dealer, seat) for seat in (0, 1)]
    return sum(leads) / len(leads)


def run(cheat: str, preset: str, decks: int, seed: int, jobs: int) -> dict[str, object]:
    work = [(cheat, preset, seed, deck) for deck in range(decks)]
    with ProcessPoolExecutor(max(1, jobs)) as pool:
        leads: Sequence[float] = (
            list(pool.map(play_deck, work, chunksize=2))
            if jobs > 1
            else [play_deck(job) for job in work]
        )
    mean, (low, high) = mean_ci95(leads)
    return {
        "cheat": cheat,
        "rules": preset,
        "decks": decks,
        "seed": seed,
        "lead": round(mean, 3),
        "interval": [round(low, 3), round(high, 3)],
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "cheat",
        choices=CHEATS,
        help="who plays Hard: told the other hand (hands), the stock too (all), the hand "
        "only after / before the other's first play of a deal (later / first), one card "
        "of it only after (card), or Hard not reading the plays (unread)",
    )
    parser.add_argument("--rules", default="classic", help="a preset of two players")
    parser.add_argument("--decks", type=int, required=True, help="mirrored decks to play")
    parser.add_argument("--seed", type=int, required=True, help="the tournament's deck seed")
    parser.add_argument("--jobs", type=int, default=1, help="decks played in parallel")
    args = parser.parse_args(argv)
    try:
        rules = presets.load(args.rules)
    except RulesError as error:
        parser.error(str(error))
    if rules.players != 2:
        parser.error("the ceiling is measured with two players")
    if args.decks < 1:
        parser.error("--decks must be at least 1")
    print(json.dumps(run(args.cheat, args.rules, args.decks, args.seed, args.jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
