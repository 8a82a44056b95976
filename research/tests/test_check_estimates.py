"""research/check_estimates.py: recording the Expert's scores in self-play, and reading them."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from ai_helpers import full_position
from tool_modules import research_tool as tool

from cassino.engine.view import PlayerView
from cassino.userdata.presets import load


def _tool() -> ModuleType:
    return tool("check_estimates")


def test_a_round_is_the_same_for_the_same_seed_and_records_every_choice_whole() -> None:
    tool = _tool()
    row = tool.record_round(("classic", 3, 0, 4))
    assert row == tool.record_round(("classic", 3, 0, 4))
    assert row != tool.record_round(("classic", 3, 1, 4))
    results = row["results"]
    assert results[0] == -results[1]  # two sides: one's margin is the other's loss
    choices = row["choices"]
    assert choices, "a round of classic has choices with cards still hidden"
    for choice in choices:
        assert len(choice["kinds"]) == len(choice["scores"]) > 1
        assert 0 <= choice["played"] < len(choice["scores"])
        assert set(choice["kinds"]) <= set(tool.KINDS)
        if not choice["explored"]:
            assert choice["scores"][choice["played"]] == max(choice["scores"])


def test_a_capture_of_the_whole_table_is_a_sweep_and_one_of_part_of_it_is_not() -> None:
    tool = _tool()
    state = full_position(load("classic"), ["9c 4d", "Qs Qh Jd Jc"], ["9h", "4h"], stock_size=20)
    view = PlayerView.of(state, 0)
    kinds = {
        (move.card.code, move.action): tool.move_kind(view, move) for move in view.legal_moves()
    }
    assert kinds[("9c", "capture")] == "capture"  # the 4♥ stays
    assert kinds[("9c", "trail")] == "trail"
    lone = full_position(load("classic"), ["9c 4d", "Qs Qh Jd Jc"], ["9h"], stock_size=20)
    lone_view = PlayerView.of(lone, 0)
    captures = [move for move in lone_view.legal_moves() if move.action == "capture"]
    assert [tool.move_kind(lone_view, move) for move in captures] == ["sweep"]


def _round(results: list[float], choices: list[dict[str, object]]) -> dict[str, object]:
    return {"round": 0, "results": results, "choices": choices}


def _choice(seat: int, scores: list[float], played: int, explored: bool) -> dict[str, object]:
    kinds = ["trail", "capture", "build"][: len(scores)]
    return {
        "seat": seat,
        "side": seat,
        "hand": 4,
        "kinds": kinds,
        "scores": scores,
        "played": played,
        "explored": explored,
    }


def test_errors_drifts_and_gaps_are_read_for_the_moves_played_at_random_only() -> None:
    tool = _tool()
    row = _round(
        [3.0, -3.0],
        [
            _choice(0, [1.0, 2.0], 0, True),  # at random: the trail, scored 1 below the best
            _choice(1, [0.5, -0.5], 0, False),  # the other player's: not at random, not read
            _choice(0, [2.5, 1.5], 0, False),  # seat 0's next choice: its best is 2.5
            _choice(0, [0.0, 1.0, -1.0], 2, True),  # at random, and seat 0's last choice
        ],
    )
    groups = tool.residuals([row])
    assert groups["kind trail"] == [(2.0, 1.5, -1.0)]
    assert groups["kind build"] == [(4.0, None, -2.0)]
    assert groups["all"] == groups["kind trail"] + groups["kind build"]
    assert groups["hand 4"] == groups["all"]
    assert "kind capture" not in groups


def test_the_slope_is_the_share_of_the_gaps_that_came_true() -> None:
    tool = _tool()
    gaps = [0.0, -0.5, -1.0, -2.0, -3.0]
    fitted, half = tool.slope(gaps, [0.8 * gap + 0.1 for gap in gaps])
    assert fitted == pytest.approx(0.8)
    assert half == pytest.approx(0.0, abs=1e-9)
    with pytest.raises(ValueError, match="three moves"):
        tool.slope([0.0, -1.0], [0.0, -1.0])
    with pytest.raises(ValueError, match="same scored gap"):
        tool.slope([-1.0] * 4, [0.0, -1.0, -2.0, 0.5])


def test_the_report_lists_every_kind_and_hand_with_the_share_that_came_true(tmp_path: Path) -> None:
    tool = _tool()
    path = tmp_path / "moves.jsonl"
    path.write_text(
        json.dumps(tool.record_round(("classic", 5, 0, 4)))
        + "\n"
        + json.dumps(tool.record_round(("classic", 5, 1, 4)))
        + "\n",
        encoding="utf-8",
    )
    lines = tool.report(str(path))
    assert lines[0].split()[-2:] == ["error", "drift"]
    groups = tool.residuals(json.loads(line) for line in path.read_text().splitlines())
    for group, entries in groups.items():
        assert any(
            line.startswith(f"{group} ") and f"{len(entries)} moves" in line for line in lines
        )
    assert lines[-1].startswith("share of the scored gaps to the best move that came true: ")


def test_recording_on_two_jobs_writes_what_one_job_writes(tmp_path: Path) -> None:
    tool = _tool()
    alone, shared = tmp_path / "alone.jsonl", tmp_path / "shared.jsonl"
    tool.record("classic", 2, 5, 1, 4, str(alone))
    tool.record("classic", 2, 5, 2, 4, str(shared))
    assert alone.read_text() == shared.read_text()
    assert [json.loads(line)["round"] for line in alone.read_text().splitlines()] == [0, 1]
