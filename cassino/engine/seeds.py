"""The one recipe that turns a game's seed into its random generators.

A game's decks are shuffled, round after round, by one generator made from the seed; each
computer player draws its guesses from its own. The window's session, the autosave (which
re-creates the deck generator to deal the next rounds as they would have been) and the
tournament all make them here, so the same seed gives the same game everywhere.

>>> deck_rng(7).random() == deck_rng(7).random()
True
"""

from __future__ import annotations

from random import Random

from cassino.engine.deal import shuffled_deck
from cassino.engine.rules import Rules


def deck_rng(seed: int) -> Random:
    """The generator that shuffles every round's deck, one shuffle per round."""
    return Random(f"deal:{seed}")


def deck_rng_after(rules: Rules, seed: int, rounds: int) -> Random:
    """The deck generator after ``rounds`` rounds have each shuffled one deck."""
    rng = deck_rng(seed)
    for _ in range(rounds):
        shuffled_deck(rules, rng)
    return rng


def seat_rng(seed: int, seat: int) -> Random:
    """A computer player's own generator (its guesses of the hidden cards, its slips)."""
    return Random(f"seat:{seed}:{seat}")


def think_rng(seed: int, seat: int, round_number: int, ply: int) -> Random:
    """A computer player's generator for one position: the same position (after an undo,
    or resumed) always gets the same reply, so taking a move back cannot re-roll it."""
    return Random(f"think:{seed}:{seat}:{round_number}:{ply}")


def hint_rng(seed: int, round_number: int, ply: int) -> Random:
    """The hint's generator for one position, so asking twice gives the same hint."""
    return Random(f"hint:{seed}:{round_number}:{ply}")
