"""What the strength research (``research/`` at the repository's top) may use of the AI
(issue 57): this module's names, and nothing else of ``cassino.ai``. It only re-exports;
every name is defined, documented and tested where it lives. ``tests/ai/test_research_api.py``
fails when a script or test of ``research/`` imports any other module of ``cassino.ai``.
The rest of the AI stays free to change behind it: a change to a name below is a change
to this face, and the research's own tests say what it breaks.

The groups, and what the research does with them:

- The levels: ``LEVELS`` (every level's chooser by name, the table's Expert with its time
  limit), ``UNTIMED_LEVELS`` (the same without it, for figures that depend only on the
  deck), ``LEVEL_NAMES`` (the levels a player can choose) and ``choose_greedy`` (the plain
  greedy player, for rounds played fast).
- Hard and its search: ``HardConfig`` and ``DEFAULT_HARD`` (its settings), ``config_for``
  (the settings it plays a rule set with), ``choose_hard`` and ``score_moves_hard`` (its
  choice, and every move's score), ``search_worlds`` (the search over given positions,
  for searching the true hands or a chosen share of the guesses), ``summed`` (the
  worlds' values added up by move) and ``hidden_is_known`` (when the unseen cards are
  certain and no guessing is needed).
- The Expert's settings: ``DEFAULT_EXPERT`` and ``search_config`` (the Hard search the
  Expert runs), ``NEW_DEAL_LEAN`` and ``CARDS_SPREAD`` (the evaluation's two fitted
  constants, which ``fit_deal_value.py`` refits).
- The evaluation: ``Evaluator``, ``evaluator_for`` (one per rule set and options),
  ``evaluator_of`` (the one a Hard config plays with), ``relative`` and ``relative_all``
  (a side's points against the others', what every side plays for), ``best_scored``
  (the best-scored move, a tie broken by the random generator) and ``MoveOrder`` (the
  moves ranked by what they bank at once, the inference's model of a player).
- The guessing of hidden cards: ``HiddenFacts`` (what a view says of the cards it cannot
  see), ``sample_hidden`` and ``sample_world`` (one uniform guess, as hands or as a full
  position), ``inferred_worlds`` (guesses weighed by the deal's plays), ``deal_plays``
  (those plays) and ``plays_log_likelihood`` (how likely they are for given hands).
- Measuring: ``mean_ci95`` and ``rounded_ci95`` (a mean and its 95% interval),
  ``deck_seed`` and ``paired_difference`` (the tournament's deck seeds, and one round's
  points of A's sides less B's), so the research's figures match ``cassino tournament``'s.

This module is not compiled (it is not in setup.py's ``NATIVE_MODULES``); the compiled
modules it imports are the same either way.
"""

from __future__ import annotations

from cassino.ai.choice import best_scored
from cassino.ai.evaluation import Evaluator, evaluator_for, relative, relative_all
from cassino.ai.expert import CARDS_SPREAD, DEFAULT_EXPERT, NEW_DEAL_LEAN, search_config
from cassino.ai.greedy import choose_greedy
from cassino.ai.hard import (
    DEFAULT_HARD,
    HardConfig,
    choose_hard,
    config_for,
    evaluator_of,
    hidden_is_known,
    score_moves_hard,
    search_worlds,
    summed,
)
from cassino.ai.inference import deal_plays, inferred_worlds, plays_log_likelihood
from cassino.ai.levels import LEVEL_NAMES, LEVELS, UNTIMED_LEVELS
from cassino.ai.ordering import MoveOrder
from cassino.ai.sampler import HiddenFacts, sample_hidden, sample_world
from cassino.ai.stats import mean_ci95, rounded_ci95
from cassino.ai.tournament import deck_seed, paired_difference

__all__ = [
    "CARDS_SPREAD",
    "DEFAULT_EXPERT",
    "DEFAULT_HARD",
    "LEVELS",
    "LEVEL_NAMES",
    "NEW_DEAL_LEAN",
    "UNTIMED_LEVELS",
    "Evaluator",
    "HardConfig",
    "HiddenFacts",
    "MoveOrder",
    "best_scored",
    "choose_greedy",
    "choose_hard",
    "config_for",
    "deal_plays",
    "deck_seed",
    "evaluator_for",
    "evaluator_of",
    "hidden_is_known",
    "inferred_worlds",
    "mean_ci95",
    "paired_difference",
    "plays_log_likelihood",
    "relative",
    "relative_all",
    "rounded_ci95",
    "sample_hidden",
    "sample_world",
    "score_moves_hard",
    "search_config",
    "search_worlds",
    "summed",
]
