"""Would choices better than Hard's own gain against Hard? The rollout test.

``docs/strength.md`` names a learned direction: a model of how a player chooses, rich
enough to stand in for Hard's own choice deep in the search. This measures what choices
made so would gain, with Hard's own play as the model (one step of policy improvement
by rollouts, far too slow to be a level).

Rounds of Hard against Hard are played. At one in ``--every`` of seat 0's choices with
hidden cards (more than one legal move, the hidden hands not known), a rollout player
values Hard's best ``--top`` moves (by Hard's own values; Hard's choice always among
them) by playing out the rest of the round in each of ``--worlds`` of Hard's guessed
deals (``inference``), every player choosing fairly, from its own view, by Hard with
``--base-guesses`` guesses; the same play-out seeds for every move. It picks the best
average. Where its pick differs from Hard's choice, both moves are judged from the true
position: ``--judge`` play-outs of the rest of the round by Hard against Hard, the same
seeds for the two moves, each with a fresh order of the stock (no player knows the
stock, so any order is as likely as the true one, and a fixed one would add the noise of
one order to every decision). The gain is the judged difference, zero where the
choices agree. Hard is the level as it is; ``--hard-guesses`` measures against a Hard of
other guesses instead (the tests' quick runs take 4).

Each round's gain is ``--every`` times the sum of its decisions' gains: what choosing so
at every one of seat 0's choices would gain in the round (the other decisions left to
Hard). Issue 19 asks for half a point a round.

    python research/decision_duel.py --rounds 80 --seed 5080 --jobs 2 --out part2.jsonl
    python research/decision_duel.py --summarise part1.jsonl part2.jsonl

What it found (classic, two players). With the default model, Hard of 8 guesses (seeds
5000 to 5239 in three parts of 80, the first by the scratch script this tool was made
from, with the true stock): over 1,163 decisions the rollout player chose as Hard in
64%, and its choices gained -0.050 points a decision (-0.104 ... +0.004), -0.73 a round
(-1.52 ... +0.06). With Hard itself as the model (``--base-guesses 48 --worlds 12``),
120 rounds from seed 5240: -0.80 a round (-1.94 ... +0.33). Neither chooses better.
docs/strength.md ("Choices better than Hard's, by rollouts of its own play").

Each round is a line of ``--out`` as soon as it is played (a run cut short keeps what it
played), with the settings it was measured with, so runs on following seeds can be
summarised together; runs of other settings are summarised apart. Beside the gains the
summary gives the picks that differ from Hard's choice, split in thirds by how far the
rollouts preferred them, and the gain a round split by the cards left in the stock
(``duel_summary.py``). A file that is not a record of this tool is refused with its
name and line.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from random import Random

from duel_summary import read_rounds, summary

from cassino.ai.research import (
    DEFAULT_HARD,
    HardConfig,
    MoveOrder,
    best_scored,
    choose_hard,
    config_for,
    evaluator_for,
    hidden_is_known,
    inferred_worlds,
    relative,
    score_moves_hard,
)
from cassino.engine import seeds
from cassino.engine.errors import RulesError
from cassino.engine.match import finish_round, start_round
from cassino.engine.moves import Move
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.view import Play, PlayerView
from cassino.userdata import presets

Chooser = Callable[[PlayerView, Random], Move]


@dataclass(frozen=True)
class Settings:
    rules: Rules
    every: int = 3
    top: int = 3
    worlds: int = 24
    base_guesses: int = 8
    judge: int = 12
    # The Hard played against and judging, by its guesses: a compiled HardConfig does
    # not pickle, and the settings go to the worker processes.
    hard_guesses: int = DEFAULT_HARD.samples

    @property
    def hard(self) -> HardConfig:
        if self.hard_guesses == DEFAULT_HARD.samples:  # Hard as it is keeps its twins by rules
            return DEFAULT_HARD
        return replace(config_for(self.rules, DEFAULT_HARD), samples=self.hard_guesses)

    def recorded(self) -> dict[str, int]:
        """What a round's record keeps of how it was measured."""
        return {
            "top": self.top,
            "worlds": self.worlds,
            "base_guesses": self.base_guesses,
            "judge": self.judge,
            "hard_guesses": self.hard_guesses,
        }


def play_out(state: State, history: Sequence[Play], chooser: Chooser, rng: Random) -> float:
    """Seat 0's side's points less the others' mean when the round is played out."""
    played = list(history)
    while not state.round_over:
        view = PlayerView.of(state, state.to_move, tuple(played))
        move = chooser(view, rng)
        played.append(Play.before(state, move))
        state = state.apply(move)
    totals = [float(total) for total in finish_round(state).side_totals]
    return relative(totals, state.rules.side_of[0])


def hard_chooser(rules: Rules, hard: HardConfig, guesses: int | None = None) -> Chooser:
    """Hard (with ``guesses`` guesses, if given): the rollout player's model of every
    player, and the players of the judge's play-outs."""
    config = config_for(rules, hard)
    if guesses is not None:
        config = replace(config, samples=guesses)

    def choose(view: PlayerView, rng: Random) -> Move:
        return choose_hard(view, rng, config)

    return choose


def candidates(scored: Sequence[tuple[Move, float]], chosen: Move, top: int) -> list[Move]:
    """Hard's choice and the next best moves by Hard's values, ``top`` in all."""
    ranked = sorted(scored, key=lambda scored_move: -scored_move[1])
    others = [move for move, _ in ranked if move != chosen]
    return [chosen, *others[: top - 1]]


def rollout_values(
    settings: Settings, view: PlayerView, moves: Sequence[Move], rng: Random
) -> list[float]:
    """Each move's mean over the guessed deals, played out by the base chooser."""
    order = MoveOrder(evaluator_for(settings.rules))
    worlds = inferred_worlds(view, rng, settings.worlds, order)
    chooser = hard_chooser(settings.rules, settings.hard, settings.base_guesses)
    values = []
    for move in moves:
        total = 0.0
        for index, world in enumerate(worlds):
            history = (*view.history, Play.before(world, move))
            total += play_out(world.apply(move), history, chooser, Random(index))
        values.append(total / len(worlds))
    return values


def judged_differences(
    settings: Settings, truth: State, history: Sequence[Play], pick: Move, chosen: Move
) -> list[float]:
    """The pick's result less Hard's choice's, play-out by play-out, from the true hands."""
    chooser = hard_chooser(settings.rules, settings.hard)
    differences = []
    for index in range(settings.judge):
        stock = list(truth.stock)
        Random(20_000 + index).shuffle(stock)
        state = truth._replace(stock=tuple(stock))
        results = []
        for move in (pick, chosen):
            after = (*history, Play.before(state, move))
            results.append(play_out(state.apply(move), after, chooser, Random(10_000 + index)))
        differences.append(results[0] - results[1])
    return differences


def duel_round(task: tuple[Settings, int]) -> dict[str, object]:
    """One seeded round of Hard against Hard, with every measured decision of seat 0."""
    settings, seed = task
    rules = settings.rules
    state = start_round(rules, seeds.deck_rng(seed), seed % rules.players)
    rng = Random(seed * 7919 + 1)
    history: list[Play] = []
    choices = 0
    decisions: list[dict[str, object]] = []
    while not state.round_over:
        view = PlayerView.of(state, state.to_move, tuple(history))
        scored = score_moves_hard(view, rng, settings.hard)
        chosen = best_scored(scored, rng)
        if state.to_move == 0 and len(scored) > 1 and not hidden_is_known(view):
            choices += 1
            if choices % settings.every == 0:
                decisions.append(decide(settings, view, state, scored, chosen, seed, choices))
        history.append(Play.before(state, chosen))
        state = state.apply(chosen)
    return {
        "seed": seed,
        "every": settings.every,
        "settings": settings.recorded(),
        "choices": choices,
        "decisions": decisions,
    }


def decide(
    settings: Settings,
    view: PlayerView,
    truth: State,
    scored: Sequence[tuple[Move, float]],
    chosen: Move,
    seed: int,
    choice: int,
) -> dict[str, object]:
    """One measured decision: the rollout player's pick and, where it differs, its gain."""
    moves = candidates(scored, chosen, settings.top)
    values = rollout_values(settings, view, moves, Random(seed * 3 + choice))
    pick = moves[max(range(len(moves)), key=values.__getitem__)]
    record: dict[str, object] = {
        "moves": [str(move) for move in moves],
        "rollout_values": [round(value, 3) for value in values],
        "differ": pick != chosen,
        "gain": 0.0,
        "stock": len(truth.stock),
    }
    if pick != chosen:
        differences = judged_differences(settings, truth, view.history, pick, chosen)
        record["differences"] = differences
        record["gain"] = sum(differences) / len(differences)
    return record


def run(settings: Settings, rounds: int, seed: int, jobs: int, out: Path) -> None:
    """Play the rounds, each appended to ``out`` as one line once played."""
    tasks = [(settings, seed + index) for index in range(rounds)]
    with out.open("a", encoding="utf-8") as lines:
        if jobs > 1:
            with ProcessPoolExecutor(max_workers=jobs) as pool:
                for played in pool.map(duel_round, tasks):
                    lines.write(json.dumps(played) + "\n")
                    lines.flush()
        else:
            for task in tasks:
                lines.write(json.dumps(duel_round(task)) + "\n")
                lines.flush()


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="classic", help="a preset or a rules file")
    parser.add_argument("--players", type=int, help="number of players (the rules' default)")
    parser.add_argument("--rounds", type=int, default=80, help="rounds to play")
    parser.add_argument("--seed", type=int, default=5000, help="the first round's deck seed")
    parser.add_argument("--every", type=int, default=3, help="measure one choice in N")
    parser.add_argument("--top", type=int, default=3, help="moves the rollout player weighs")
    parser.add_argument("--worlds", type=int, default=24, help="guessed deals a move")
    parser.add_argument("--base-guesses", type=int, default=8, help="guesses of the model")
    parser.add_argument("--judge", type=int, default=12, help="true play-outs a differing pick")
    parser.add_argument(
        "--hard-guesses",
        type=int,
        default=DEFAULT_HARD.samples,
        help="guesses of Hard itself",
    )
    parser.add_argument("--jobs", type=int, default=1, help="rounds played in parallel")
    parser.add_argument("--out", type=Path, help="the file each played round is added to")
    parser.add_argument("--summarise", type=Path, nargs="+", metavar="FILE", help="sum up runs")
    args = parser.parse_args(argv)
    if args.summarise:
        try:
            print(json.dumps(summary(read_rounds(args.summarise))))
        except (OSError, ValueError) as error:
            parser.error(str(error))
        return 0
    if args.out is None:
        parser.error("--out is needed to play (or --summarise to sum up runs)")
    try:
        rules = presets.load_for_players(args.rules, args.players)
    except RulesError as error:
        parser.error(str(error))
    counts = (
        args.rounds,
        args.every,
        args.top - 1,
        args.worlds,
        args.base_guesses,
        args.judge,
        args.hard_guesses,
    )
    if min(counts) < 1:
        parser.error("every count must be at least 1 (--top at least 2)")
    settings = Settings(
        rules,
        args.every,
        args.top,
        args.worlds,
        args.base_guesses,
        args.judge,
        args.hard_guesses,
    )
    run(settings, args.rounds, args.seed, max(1, args.jobs), args.out)
    try:
        print(json.dumps(summary(read_rounds([args.out]))))
    except ValueError as error:
        print(f"played, not summed up: {error}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
