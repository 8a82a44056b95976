"""A fingerprint of the rules engine's behaviour: the legal moves of every position met in
seeded random rounds (in the order the generator lists them) and every position reached.

Speed work on the engine must not change what it does, nor the order of its moves (the
computer players' choices and many tests depend on it). Run this before and after a
change: every line must be the same. A change that orders the moves anew on purpose is
checked with ``--unordered``: the moves sorted (``move_sort_key``) before they are hashed
and one is chosen, so the same moves and positions hash the same in any order.

    python tools/movegen_fingerprint.py [--rounds N] [--seed S] [--unordered] [PRESET ...]

One line per preset and player count: ``preset players positions sha256``. Moves and
positions are hashed through their public fields (card numbers, actions, values, the
table's items, hands, stock, piles...), so a faster representation that behaves the same
hashes the same.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterable
from random import Random

from cassino.engine.match import finish_round, start_round
from cassino.engine.moves import Move, move_sort_key
from cassino.engine.rules import Rules
from cassino.engine.state import State
from cassino.engine.table import Build
from cassino.userdata.presets import load, preset_names


def move_text(move: Move) -> str:
    """A move's fields, with the types of its cards (``Card``, not a bare int)."""
    table = ",".join(f"{type(card).__name__}{int(card)}" for card in move.table)
    return (
        f"{type(move.card).__name__}{int(move.card)}|{move.action}|{table}|{move.value!r}"
        f"|{_optional(move.pluck)}|{_optional(move.partner)}"
    )


def state_text(state: State) -> str:
    """Every field of a position but its rules (the same for a whole case)."""
    items: list[str] = []
    for item in state.table:
        if isinstance(item, Build):
            cards = ",".join(str(int(card)) for card in item.cards)
            items.append(f"B({cards}={item.value}/{item.owner}/{item.multiple})")
        else:
            items.append(f"{type(item).__name__}{int(item)}")
    return ";".join(
        (
            _cards_per_seat(state.hands),
            " ".join(items),
            _cards(state.stock),
            _cards_per_seat(state.captured),
            repr(state.sweeps),
            repr(state.to_move),
            repr(state.dealer),
            repr(state.last_capturer),
            repr(state.scores),
            repr(state.round_number),
            repr(state.plucked),
            repr(state.penalties),
            repr(state.round_over),
        )
    )


def fingerprint(rules: Rules, rounds: int, seed: str, unordered: bool = False) -> tuple[int, str]:
    """(positions seen, sha256) over ``rounds`` random rounds of ``rules``; each round's
    score is hashed too. ``unordered``: the moves of each position sorted first."""
    rng = Random(seed)
    digest = hashlib.sha256()
    positions = 0
    for number in range(rounds):
        state = start_round(rules, rng, dealer=number % rules.players)
        while True:
            digest.update(state_text(state).encode())
            positions += 1
            moves = state.legal_moves()
            if unordered:
                moves.sort(key=move_sort_key)
            digest.update("\n".join(move_text(move) for move in moves).encode())
            if not moves:
                break
            state = state.apply_legal(moves[rng.randrange(len(moves))])
        result = finish_round(state)
        digest.update(repr(result.score.totals()).encode())
        digest.update(repr(result.side_totals).encode())
    return positions, digest.hexdigest()


def cases(names: Iterable[str]) -> list[tuple[str, Rules]]:
    """Each preset at each player count it allows."""
    found: list[tuple[str, Rules]] = []
    for name in names:
        base = load(name)
        for players in base.players_allowed:
            rules = base if base.players == players else base.with_options("fp", players=players)
            found.append((name, rules))
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=200, help="rounds per case (200)")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--unordered", action="store_true", help="sort each position's moves first")
    parser.add_argument("presets", nargs="*", help="the presets (all of them by default)")
    args = parser.parse_args(argv)
    for name, rules in cases(args.presets or preset_names()):
        seed = f"{args.seed}:{name}:{rules.players}"
        positions, digest = fingerprint(rules, args.rounds, seed, args.unordered)
        print(f"{name} {rules.players} {positions} {digest}")
    return 0


def _optional(card: int | None) -> str:
    return "-" if card is None else f"{type(card).__name__}{int(card)}"


def _cards(cards: Iterable[int]) -> str:
    return ",".join(f"{type(card).__name__}{int(card)}" for card in cards)


def _cards_per_seat(piles: Iterable[Iterable[int]]) -> str:
    return "/".join(_cards(pile) for pile in piles)


if __name__ == "__main__":
    sys.exit(main())
