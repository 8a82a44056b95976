"""How much the plays of a deal tell of the hands a player cannot see, in bits.

``research/information_bound.py`` found that, against Hard, a single card of the other
hand known once the other player has played in the deal would be worth three quarters
of a point a round, while Hard's reading of those plays (``inference``) is worth about a
tenth. This asks where the gap lies: in the plays themselves, which may tell little, or
in the reading, which may miss what they tell.

Rounds of a level against itself are played (Hard unless ``--level``); at the
decisions where another player still holding cards has played in this deal and the
stock is not empty (one in ``--every``), the hidden hands are guessed ``--guesses``
times, consistently with the view (``sampler``: a build's owner holds its value), and
each reading weighs the guesses:

- ``uniform``: every unseen card as likely in each hand (no guesses needed);
- ``plain``: every guess alike — what the view alone tells;
- ``reading``: by how likely the deal's plays were from the guessed hands under Hard's
  model of a sensible player (``inference.plays_log_likelihood``);
- ``own search`` (``--own-search M``): by how close each play of the deal was to the best
  move Hard's search (``M`` guesses) finds from that player's own view with the guessed
  hand: the weight is exp(beta × the play's searched value less the best's), for each
  beta in ``BETAS``. A reading that knows how the other player chooses; slow (seconds a
  decision).

Each reading gives each unseen card a share of each read hand, smoothed by ``PSEUDO``
guesses at the uniform share; its bits are the log-loss of those shares against the
true hands (each card in or out of each hand), lower is better. For scale, being told
one card of a hand of h among U unseen is worth about log2(U / h) bits. Beside the bits,
how many cards of the true hands a guess holds, on average under the weights.

    python research/reading_information.py --rounds 1000 --seed 3000 --jobs 2
    python research/reading_information.py --rounds 60 --seed 3600 --every 4 \
        --guesses 100 --own-search 12 --jobs 2

What it found with those (classic, two players; bits a decision, fewer is better): every
unseen card alike 9.58, the plain guesses 9.23, Hard's reading 9.05, 0.18 (0.17 ...
0.19) fewer than plain; one card told would be about 3.67 fewer. With 100 guesses and
the own search: Hard's reading 0.19 fewer than plain, the own search (beta 8) 0.39, 0.19
(0.12 ... 0.27) fewer than Hard's reading. The plays tell twice what Hard reads, yet a
tenth of one card; docs/strength.md ("How much the plays tell of the other hand") says
what that is worth and why no level reads so.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from math import exp, log, log2
from random import Random

from cassino.ai.research import (
    DEFAULT_HARD,
    LEVEL_NAMES,
    UNTIMED_LEVELS,
    HiddenFacts,
    MoveOrder,
    deal_plays,
    evaluator_for,
    plays_log_likelihood,
    rounded_ci95,
    sample_hidden,
    score_moves_hard,
)
from cassino.engine import seeds
from cassino.engine.cards import Card
from cassino.engine.errors import RulesError
from cassino.engine.match import start_round
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import table_cards
from cassino.engine.view import Play, PlayerView
from cassino.userdata import presets

PSEUDO = 20.0  # guesses at the uniform share mixed into every reading's shares
BETAS = (2.0, 4.0, 8.0, 16.0)
# A play the guessed hand could not have made, as a gap below the best: a weight of
# 1/1000 at the largest beta (about 0.43 points).
UNEXPLAINED_GAP = log(1e-3) / max(BETAS)

Hands = dict[int, tuple[Card, ...]]


@dataclass(frozen=True)
class Settings:
    rules: Rules
    level: str
    every: int
    guesses: int
    own_search: int  # the own-search reading's guesses a replayed play (0: not read)


def read_seats(view: PlayerView, plays: Sequence[Play]) -> tuple[int, ...]:
    """The other seats still holding cards that have played in this deal."""
    played = {play.seat for play in plays}
    return tuple(
        seat
        for seat, size in enumerate(view.hand_sizes)
        if seat != view.seat and size and seat in played
    )


def round_figures(task: tuple[Settings, int]) -> list[dict[str, float]]:
    """Every measured decision of one round (seeded) of the level against itself."""
    settings, seed = task
    rules = settings.rules
    choose = UNTIMED_LEVELS[settings.level]
    state = start_round(rules, seeds.deck_rng(seed), seed % rules.players)
    rng = Random(seed * 7919 + 1)
    guess_rng = Random(seed * 131 + 7)
    history: list[Play] = []
    states: list[State] = []
    found: list[dict[str, float]] = []
    met = 0
    while not state.round_over:
        view = PlayerView.of(state, state.to_move, tuple(history))
        plays = deal_plays(view)
        if view.stock_size and read_seats(view, plays):
            met += 1
            if met % settings.every == 0:
                found.append(measure(settings, view, state, tuple(states), guess_rng))
        move = choose(view, rng)
        states.append(state)
        history.append(Play.before(state, move))
        state = state.apply(move)
    return found


def measure(
    settings: Settings,
    view: PlayerView,
    truth: State,
    earlier: tuple[State, ...],
    rng: Random,
) -> dict[str, float]:
    """One decision's bits and cards right under each reading. ``earlier``: the round's
    states before each play of ``view.history``, to replay the other players' plays."""
    seats = read_seats(view, deal_plays(view))
    guesses, weighings = weighed_guesses(settings, view, earlier, rng)
    true_hands = {seat: truth.hands[seat] for seat in seats}
    unseen = tuple(view.unseen_cards())
    figures: dict[str, float] = {
        "bits_uniform": uniform_bits(true_hands, unseen),
        "bits_one_card": sum(log2(len(unseen) / len(hand)) for hand in true_hands.values()),
    }
    for name, weights in weighings.items():
        figures[f"bits_{name}"] = reading_bits(guesses, weights, true_hands, unseen)
        figures[f"right_{name}"] = cards_right(guesses, weights, true_hands)
    return figures


def weighed_guesses(
    settings: Settings, view: PlayerView, earlier: tuple[State, ...], rng: Random
) -> tuple[list[Hands], dict[str, list[float]]]:
    """The guessed hidden hands, and each reading's weight of every guess."""
    plays = deal_plays(view)
    facts = HiddenFacts.of(view)
    order = MoveOrder(evaluator_for(view.rules))
    guesses: list[Hands] = []
    reading: list[float] = []
    for _ in range(settings.guesses):
        hands, _ = sample_hidden(view, rng, facts)
        guesses.append(hands)
        reading.append(plays_log_likelihood(view, hands, plays, order))
    weighings = {"plain": [1.0] * len(guesses), "reading": normalized(reading)}
    if settings.own_search:
        gaps = [own_search_gaps(settings, view, hands, earlier, rng) for hands in guesses]
        for beta in BETAS:
            weighings[f"own_{beta:g}"] = normalized([beta * sum(row) for row in gaps])
    return guesses, weighings


def shares(
    guesses: Sequence[Hands], weights: Sequence[float], seat: int, unseen: Sequence[Card]
) -> dict[Card, float]:
    """Each unseen card's weighted share of ``seat``'s hand, smoothed by ``PSEUDO``
    guesses at the uniform share (so that no card is ever ruled out by chance)."""
    size = len(guesses[0][seat])
    mass = dict.fromkeys(unseen, 0.0)
    for guess, weight in zip(guesses, weights, strict=True):
        for card in guess[seat]:
            mass[card] += weight
    total = sum(weights)
    prior = size / len(unseen)
    return {card: (mass[card] + PSEUDO * prior) / (total + PSEUDO) for card in unseen}


def own_search_gaps(
    settings: Settings,
    view: PlayerView,
    hands: Hands,
    earlier: tuple[State, ...],
    rng: Random,
) -> list[float]:
    """For each play of this deal by a read seat: how far below the best move, by Hard's
    search from that player's view with the guessed hands, the play was (a play the
    guessed hand could not make: ``UNEXPLAINED_GAP``)."""
    plays = deal_plays(view)
    first = len(view.history) - len(plays)
    seats = read_seats(view, plays)
    model = replace(DEFAULT_HARD, samples=settings.own_search)
    gaps: list[float] = []
    for index, play in enumerate(plays):
        if play.seat not in seats:
            continue
        before = earlier[first + index]
        their_view = PlayerView.of(
            _with_hands(before, view.seat, hands, plays[index:]),
            play.seat,
            view.history[: first + index],
        )
        if play.move not in their_view.legal_moves():
            gaps.append(UNEXPLAINED_GAP)
            continue
        scored = score_moves_hard(their_view, rng, model)
        best = max(value for _, value in scored)
        gaps.append(next(value for move, value in scored if move == play.move) - best)
    return gaps


def _with_hands(before: State, me: int, hands: Hands, later: Sequence[Play]) -> State:
    """``before`` (a state of this deal) with the other hands as guessed now plus what
    each played since (as ``inference`` counts them: a pluck's card was on the table, a
    hand pair's second card left the hand too); the stock the cards left over (only its
    size is seen)."""
    new_hands = list(before.hands)
    for seat, hand in hands.items():
        mine = [play.move for play in later if play.seat == seat]
        since = [move.card for move in mine if move.action != "pluck"]
        since += [move.partner for move in mine if move.partner is not None]
        new_hands[seat] = hand + tuple(since)
    held = {card for seat, hand in enumerate(new_hands) if seat != me for card in hand}
    seen = held | set(before.hands[me]) | set(table_cards(before.table))
    seen |= {card for pile in before.captured for card in pile}
    stock = tuple(card for card in before.rules.cards if card not in seen)
    return before._replace(hands=tuple(new_hands), stock=stock)


def normalized(log_weights: Sequence[float]) -> list[float]:
    top = max(log_weights)
    return [exp(value - top) for value in log_weights]


def uniform_bits(true_hands: Hands, unseen: Sequence[Card]) -> float:
    return sum(
        _card_bits(len(hand) / len(unseen), card in hand)
        for hand in true_hands.values()
        for card in unseen
    )


def reading_bits(
    guesses: Sequence[Hands], weights: Sequence[float], true_hands: Hands, unseen: Sequence[Card]
) -> float:
    """The log-loss, in bits, of each card's weighted share of each read hand."""
    bits = 0.0
    for seat, hand in true_hands.items():
        for card, share in shares(guesses, weights, seat, unseen).items():
            bits += _card_bits(share, card in hand)
    return bits


def cards_right(guesses: Sequence[Hands], weights: Sequence[float], true_hands: Hands) -> float:
    """How many cards of the true hands a guess holds, on average under the weights."""
    total = sum(weights)
    right = 0.0
    for guess, weight in zip(guesses, weights, strict=True):
        right += weight * sum(
            len(set(guess[seat]) & set(hand)) for seat, hand in true_hands.items()
        )
    return right / total


def _card_bits(share: float, held: bool) -> float:
    return -log2(share if held else 1.0 - share)


def run(settings: Settings, rounds: int, seed: int, jobs: int) -> dict[str, object]:
    """The mean of every figure with its 95% interval, and each reading's bits against
    ``plain`` and ``reading``, paired decision by decision."""
    tasks = [(settings, seed + index) for index in range(rounds)]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            per_round = list(pool.map(round_figures, tasks))
    else:
        per_round = [round_figures(task) for task in tasks]
    found = [figures for round_found in per_round for figures in round_found]
    if len(found) < 2:
        raise ValueError("fewer than two decisions measured: play more rounds")
    result: dict[str, object] = {
        "rules": settings.rules.preset,
        "players": settings.rules.players,
        "level": settings.level,
        "rounds": rounds,
        "seed": seed,
        "decisions": len(found),
    }
    for key in found[0]:
        result[key] = rounded_ci95([figures[key] for figures in found])

    def gain(better: str, than: str) -> list[float]:
        return rounded_ci95(
            [figures[f"bits_{than}"] - figures[f"bits_{better}"] for figures in found]
        )

    result["gain_plain_over_uniform"] = gain("plain", "uniform")
    result["gain_reading_over_plain"] = gain("reading", "plain")
    for key in found[0]:
        if key.startswith("bits_own_"):
            name = key.removeprefix("bits_")
            result[f"gain_{name}_over_plain"] = gain(name, "plain")
            result[f"gain_{name}_over_reading"] = gain(name, "reading")
    return result


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="classic", help="a preset or a rules file")
    parser.add_argument("--players", type=int, help="number of players (the rules' default)")
    parser.add_argument("--level", default="hard", choices=LEVEL_NAMES, help="who plays")
    parser.add_argument("--rounds", type=int, required=True, help="rounds to play")
    parser.add_argument("--seed", type=int, required=True, help="the first round's deck seed")
    parser.add_argument("--every", type=int, default=1, help="measure one decision in N")
    parser.add_argument("--guesses", type=int, default=400, help="guesses a decision")
    parser.add_argument(
        "--own-search", type=int, default=0, metavar="M", help="also the own-search reading"
    )
    parser.add_argument("--jobs", type=int, default=1, help="rounds played in parallel")
    args = parser.parse_args(argv)
    try:
        rules = presets.load_for_players(args.rules, args.players)
    except RulesError as error:
        parser.error(str(error))
    if rules.draw:
        parser.error("with draw the hands change at every play: there is nothing to read")
    if args.rounds < 1 or args.every < 1 or args.guesses < 2 or args.own_search < 0:
        parser.error("--rounds and --every must be at least 1, --guesses at least 2")
    settings = Settings(rules, args.level, args.every, args.guesses, args.own_search)
    try:
        figures = run(settings, args.rounds, args.seed, max(1, args.jobs))
    except ValueError as error:
        parser.error(str(error))
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
