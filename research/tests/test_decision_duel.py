"""research/decision_duel.py: choices by rollouts of Hard's own play, judged against Hard's."""

from __future__ import annotations

import json
import pickle
from pathlib import Path
from random import Random
from types import ModuleType

import pytest
from ai_helpers import full_position
from test_duel_summary import duel_record
from tool_modules import research_tool as tool

from cassino.ai.research import DEFAULT_HARD
from cassino.engine.moves import Move
from cassino.engine.state import State
from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


def _tool() -> ModuleType:
    return tool("decision_duel")


def _small(every: int = 1) -> object:
    """Settings that play quickly: a Hard of 4 guesses against itself, a model of 2."""
    return _tool().Settings(
        load("classic"), every, top=3, worlds=4, base_guesses=2, judge=3, hard_guesses=4
    )


def _the_big_cassino_lies_loose(stock_size: int) -> State:
    """Seat 0 holds the 10♠ and the 4♣ beside the loose 10♦: taking it is worth two
    points and a spade, trailing the 4♣ leaves it to the other player's 10♥."""
    return full_position(load("classic"), ["Ts 4c", "Th 9h"], ["Td"], stock_size=stock_size)


def _move(state: State, text: str) -> Move:
    return next(move for move in state.legal_moves() if str(move) == text)


def test_hard_s_choice_comes_first_and_then_its_best_others() -> None:
    state = _the_big_cassino_lies_loose(0)
    take, trail_four, trail_ten = (
        _move(state, text) for text in ("Ts takes Td", "4c trails", "Ts trails")
    )
    scored = [(take, 2.0), (trail_four, -1.0), (trail_ten, -3.0)]
    assert _tool().candidates(scored, trail_four, 2) == [trail_four, take]
    assert _tool().candidates(scored, take, 3) == [take, trail_four, trail_ten]
    assert _tool().candidates(scored, take, 9) == [take, trail_four, trail_ten]


def test_the_settings_reach_the_worker_processes_and_keep_hard_s_guesses() -> None:
    # With --jobs above 1 the settings are pickled; a compiled HardConfig is not.
    settings = _small()
    travelled = pickle.loads(pickle.dumps(settings))
    assert travelled == settings
    assert travelled.hard.samples == 4
    assert _tool().Settings(load("classic")).hard is DEFAULT_HARD


def test_the_rollouts_value_taking_the_big_cassino_above_trailing() -> None:
    state = _the_big_cassino_lies_loose(0)
    moves = [_move(state, "4c trails"), _move(state, "Ts takes Td")]
    values = _tool().rollout_values(_small(), PlayerView.of(state, 0), moves, Random(3))
    assert values[1] > values[0] + 2


def test_the_judge_sees_no_difference_between_a_move_and_itself() -> None:
    state = _the_big_cassino_lies_loose(8)
    trail = _move(state, "4c trails")
    assert _tool().judged_differences(_small(), state, (), trail, trail) == [0.0, 0.0, 0.0]


def test_the_judge_finds_the_big_cassino_worth_taking_from_the_true_hands() -> None:
    state = _the_big_cassino_lies_loose(8)
    take, trail = _move(state, "Ts takes Td"), _move(state, "4c trails")
    differences = _tool().judged_differences(_small(), state, (), take, trail)
    assert len(differences) == 3
    assert min(differences) >= 0 and sum(differences) > 0


def test_a_round_records_one_in_every_choice_of_seat_zero_with_hidden_cards() -> None:
    settings = _small(every=5)
    played = _tool().duel_round((settings, 5001))
    assert played["seed"] == 5001 and played["every"] == 5
    expected = {"top": 3, "worlds": 4, "base_guesses": 2, "judge": 3, "hard_guesses": 4}
    assert played["settings"] == expected
    decisions = played["decisions"]
    assert played["choices"] >= 10
    assert len(decisions) == played["choices"] // 5
    for decision in decisions:
        assert 2 <= len(decision["moves"]) <= 3
        assert len(decision["rollout_values"]) == len(decision["moves"])
        best = max(decision["rollout_values"])
        picked = decision["rollout_values"].index(best)
        assert decision["differ"] == (picked != 0)  # Hard's choice is listed first
        if decision["differ"]:
            differences = decision["differences"]
            assert decision["gain"] == pytest.approx(sum(differences) / len(differences))
        else:
            assert decision["gain"] == 0.0 and "differences" not in decision


def test_a_file_that_is_not_a_record_is_refused_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs.jsonl"
    runs.write_text(duel_record(7, 3, [0.5]) + '\n{"seed": 8}\n', encoding="utf-8")
    with pytest.raises(SystemExit) as stopped:
        _tool().main(["--summarise", str(runs)])
    assert stopped.value.code == 2
    assert f"{runs}, line 2: not a round of this tool" in capsys.readouterr().err


def test_playing_needs_a_file_to_keep_the_rounds(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        _tool().main(["--rounds", "2"])
    assert stopped.value.code == 2
    assert "--out" in capsys.readouterr().err


def test_the_rounds_played_are_added_to_the_file_and_summed_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    runs = tmp_path / "runs.jsonl"
    settings = {"top": 2, "worlds": 2, "base_guesses": 2, "judge": 1, "hard_guesses": 4}
    runs.write_text(duel_record(1, 3, [0.5], settings=settings) + "\n", encoding="utf-8")
    options = ["--rounds", "1", "--seed", "5002", "--every", "6", "--worlds", "2"]
    options += ["--base-guesses", "2", "--judge", "1", "--top", "2", "--hard-guesses", "4"]
    assert _tool().main([*options, "--out", str(runs)]) == 0
    kept = runs.read_text(encoding="utf-8").splitlines()
    assert len(kept) == 2 and json.loads(kept[1])["seed"] == 5002
    assert json.loads(capsys.readouterr().out)["seeds"] == [1, 5002]
    # A round and its decisions are a function of the seed alone.
    again = tmp_path / "again.jsonl"
    assert _tool().main([*options, "--out", str(again)]) == 0
    assert again.read_text(encoding="utf-8").splitlines() == kept[1:]
