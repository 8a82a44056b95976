"""Partners play for their side (issue 19): a level does not break its partner's build.

Four players in partnerships, the last deal, every card known but how the last two
unseen cards lie between the opponents: whichever way they lie, one play throws away
the partner's build and the others keep it. The searching levels read the position
alike from every guess, so their choice is no matter of luck.
"""

from __future__ import annotations

from random import Random

import pytest
from ai_helpers import full_position

from cassino.ai.expert import ExpertConfig, choose_expert
from cassino.ai.hard import choose_hard
from cassino.ai.medium import choose_medium
from cassino.engine.cards import parse_card
from cassino.engine.moves import Move
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load

CHOOSERS = {
    "medium": choose_medium,
    "hard": choose_hard,
    "expert": lambda view, rng: choose_expert(view, rng, ExpertConfig(use_pool=False)),
}


def view_with_the_partners_safe_build(opponents: tuple[str, str]) -> PlayerView:
    """Seat 0 to play 2h or 9d; its partner (seat 2) owns a build of 7 (6s As: two spades
    and an ace) and so holds the 7c, the last 7 unseen; the opponents hold the 9h and the
    Ks, in the order given. No 7 can reach an opponent, so the build is the partner's to
    take; raised to 9 with the 2h it is an opponent's, who holds the last unseen 9."""
    rules = load("classic").with_options(players=4, partnerships=True)
    state = full_position(
        rules,
        ["2h 9d", opponents[0], "7c", opponents[1]],
        [(["6s", "As"], 7, 2), "Kd"],
        0,
    )
    return PlayerView.of(state, 0)


def is_the_raise(move: Move) -> bool:
    return move.action == "build" and move.card == parse_card("2h")


def test_raising_the_partners_build_is_legal_here_and_loses_it() -> None:
    # The position offers the raise (the engine's list), so the levels' choice is real.
    view = view_with_the_partners_safe_build(("9h", "Ks"))
    assert any(is_the_raise(move) for move in view.legal_moves())
    assert sorted(card.rank for card in view.unseen_cards()) == [7, 9, 13]


@pytest.mark.parametrize("level", sorted(CHOOSERS))
@pytest.mark.parametrize("opponents", [("9h", "Ks"), ("Ks", "9h")])
def test_a_searching_level_keeps_its_partners_build(level: str, opponents: tuple[str, str]) -> None:
    view = view_with_the_partners_safe_build(opponents)
    for seed in range(3):
        move = CHOOSERS[level](view, Random(seed))
        assert not is_the_raise(move), f"{level} raised its partner's safe build: {move}"
