"""research/guess_regret.py: what a choice loses to searching only so many guesses."""

from __future__ import annotations

from types import ModuleType

import pytest
from ai_helpers import full_position
from tool_modules import research_tool as tool

from cassino.ai.research import hidden_is_known
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


def _tool() -> ModuleType:
    return tool("guess_regret")


def test_the_decisions_are_choices_with_hidden_cards_the_same_for_a_seed() -> None:
    rules = load("classic").with_options(players=3)
    found = _tool().decisions(rules, 12, 5)
    assert len(found.positions) == 12
    for state, history in found.positions:
        view = PlayerView.of(state, state.to_move, history)
        assert len(view.legal_moves()) > 1
        assert not hidden_is_known(view)
    again = _tool().decisions(rules, 12, 5)
    assert [state for state, _ in again.positions] == [state for state, _ in found.positions]
    # Three sides, each with up to 16 choices a round: never more.
    assert 1 < found.per_side_per_round <= 16


def test_a_sweep_no_other_move_comes_near_costs_nothing_at_any_number_of_guesses() -> None:
    # The 9 takes 4 and 5, the whole table.
    state = full_position(load("classic"), ["9S 2H 3C KD", "6H 7C QS JD"], ["4C", "5D"], 20)
    lost = _tool().regrets((state, (), 1, 16, 16, (1, 4, 16), False))
    assert lost == {1: 0.0, 4: 0.0, 16: 0.0}


def test_regrets_are_never_negative_and_the_figures_pair_the_sizes() -> None:
    rules = load("classic").with_options(players=4)
    figures = _tool().run(rules, 4, 2, 8, 8, (2, 8), jobs=1)
    low, high = figures["regret_2"], figures["regret_8"]
    assert low[0] >= 0 and high[0] >= 0
    assert figures["gain_2_to_8"][0] == pytest.approx(low[0] - high[0], abs=0.002)
    assert figures["players"] == 4 and figures["positions"] == 4


@pytest.mark.parametrize(
    "arguments",
    [
        ["--positions", "4", "--seed", "1", "--sizes", "two"],
        ["--positions", "4", "--seed", "1", "--pool", "8", "--sizes", "4,16"],
        ["--positions", "1", "--seed", "1"],
        ["--positions", "4", "--seed", "1", "--rules", "no_such_preset"],
    ],
)
def test_bad_arguments_are_refused_with_a_message(
    arguments: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as ended:
        _tool().main(arguments)
    assert ended.value.code == 2
    assert "error:" in capsys.readouterr().err
