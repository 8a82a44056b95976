"""research/fit_deal_value.py: recording deal starts from self-play, and the least squares."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random
from types import ModuleType

import pytest
from tool_modules import research_tool as tool


def _tool() -> ModuleType:
    return tool("fit_deal_value")


def test_a_round_gives_one_row_per_deal_and_the_same_rows_for_the_same_seed() -> None:
    tool = _tool()
    rows = tool.record_round(("classic", None, "greedy", 3, 0))
    assert [row["deal"] for row in rows] == list(range(6))  # 48 cards, 4 on the table
    assert rows == tool.record_round(("classic", None, "greedy", 3, 0))
    assert rows != tool.record_round(("classic", None, "greedy", 3, 1))
    for row in rows:
        assert set(tool.FEATURES) <= set(row)
        assert 0.0 <= row["sweep"] <= 1.0
        assert row["bare"] == (1.0 if row["table"] == 0 else 0.0)


def test_players_sets_the_table_size_four_players_deal_three_times() -> None:
    rows = _tool().record_round(("classic", 4, "greedy", 3, 0))
    assert [row["deal"] for row in rows] == [0, 1, 2]  # 48 cards, 16 a deal


def test_the_fit_recovers_known_coefficients(tmp_path: Path) -> None:
    tool = _tool()
    truth = {"lean_points": 0.6, "lean_majorities": 0.3, "sweep": 1.5, "bare": -0.4}
    rng = Random(1)
    path = tmp_path / "starts.jsonl"
    with path.open("w", encoding="utf-8") as file:
        for index in range(400):
            row = {name: rng.random() * 3 for name in truth}
            row["bare"] = float(index % 7 == 0)
            row["constant"] = 1.0
            row["deal"] = 1 + index % 5
            row["target"] = 0.2 + sum(truth[name] * row[name] for name in truth)
            print(json.dumps(row), file=file)
    fitted = tool.fit(str(path), "target", False)
    for name, value in truth.items():
        assert fitted[name][0] == pytest.approx(value)
    assert fitted["constant"][0] == pytest.approx(0.2)


def test_a_feature_that_never_varies_is_named(tmp_path: Path) -> None:
    tool = _tool()
    path = tmp_path / "starts.jsonl"
    rows = [
        {"lean_points": i, "lean_majorities": i % 3, "sweep": 0.0, "bare": 0.0, "constant": 1.0}
        for i in range(10)
    ]
    path.write_text("".join(json.dumps({**row, "deal": 1, "target": 1.0}) + "\n" for row in rows))
    with pytest.raises(ValueError, match="sweep"):
        tool.fit(str(path), "target", False)


def test_the_last_deal_leans_are_fitted_apart(tmp_path: Path) -> None:
    tool = _tool()
    middle = {"lean_points": 0.6, "lean_majorities": 0.5}
    last = {"lean_points": 0.1, "lean_majorities": -0.5}
    rng = Random(2)
    path = tmp_path / "starts.jsonl"
    with path.open("w", encoding="utf-8") as file:
        for number in range(80):
            for deal in range(6):
                row: dict[str, float] = {name: rng.random() * 3 for name in middle}
                row |= {"sweep": rng.random(), "bare": float(rng.random() < 0.1), "constant": 1.0}
                leans = last if deal == 5 else middle
                row["target"] = 0.3 * row["sweep"] + sum(leans[n] * row[n] for n in leans)
                print(json.dumps({**row, "round": number, "deal": deal}), file=file)
    fitted = tool.fit(str(path), "target", False, last_apart=True)
    for name in middle:
        assert fitted[name][0] == pytest.approx(middle[name])
        assert fitted[f"{name}_last"][0] == pytest.approx(last[name])
    # Fitted together, one lean between the two.
    together = tool.fit(str(path), "target", False)
    assert 0.1 < together["lean_points"][0] < 0.6


def test_a_table_size_the_rules_refuse_is_said_before_any_work(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "starts.jsonl"
    with pytest.raises(SystemExit) as ended:
        _tool().main(["record", "--players", "9", "--rounds", "1", "--out", str(out)])
    assert ended.value.code == 2
    assert "option 'players' cannot be 9" in capsys.readouterr().err
    assert not out.exists()
