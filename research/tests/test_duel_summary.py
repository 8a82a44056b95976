"""research/duel_summary.py: the rounds decision_duel.py recorded, read back and summed up."""

from __future__ import annotations

import json
from pathlib import Path
from types import ModuleType

import pytest
from tool_modules import research_tool as tool


def _summary() -> ModuleType:
    return tool("duel_summary")


def duel_record(seed: int, every: int, gains: list[float], **fields: object) -> str:
    decisions = [{"gain": gain, "differ": gain != 0.0} for gain in gains]
    return json.dumps(
        {"seed": seed, "every": every, "choices": 9, "decisions": decisions, **fields}
    )


def _runs(tmp_path: Path, *lines: str) -> list[Path]:
    runs = tmp_path / "runs.jsonl"
    runs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return [runs]


def test_a_round_s_gain_counts_every_choice_it_stands_for(tmp_path: Path) -> None:
    runs = tmp_path / "runs.jsonl"
    lines = [
        duel_record(7, 3, [0.5, 0.0, -0.25]),
        duel_record(8, 3, [0.0, 0.0]),
        duel_record(9, 3, [1.0]),
    ]
    runs.write_text("\n".join(lines) + "\n", encoding="utf-8")
    found = _summary().summary(_summary().read_rounds([runs]))
    assert found["rounds"] == 3 and found["seeds"] == [7, 9]
    assert found["decisions"] == 6
    assert found["same_choice_as_hard"] == pytest.approx(0.5)
    assert found["gain_a_decision"][0] == pytest.approx(1.25 / 6, abs=1e-3)
    assert found["gain_a_round"][0] == pytest.approx((0.75 + 0.0 + 3.0) / 3, abs=1e-3)
    low, high = found["gain_a_round"][1:]
    assert low < found["gain_a_round"][0] < high


def test_too_few_rounds_are_not_summed_up() -> None:
    one = _summary().PlayedRound(7, 3, (), (0.5, 0.0), (True, False), (None, None), (40, 8))
    with pytest.raises(ValueError, match="fewer than two"):
        _summary().summary([one])


def test_rounds_measured_with_other_settings_are_summed_up_apart(tmp_path: Path) -> None:
    first = {"top": 3, "worlds": 24, "base_guesses": 8, "judge": 12, "hard_guesses": 48}
    stronger = {**first, "worlds": 12, "base_guesses": 48}
    # A record without its settings was measured with the first ones.
    alike = _runs(tmp_path, duel_record(7, 3, [0.5]), duel_record(8, 3, [0.0], settings=first))
    assert _summary().summary(_summary().read_rounds(alike))["settings"] == first
    mixed = _runs(tmp_path, duel_record(7, 3, [0.5]), duel_record(8, 3, [0.0], settings=stronger))
    with pytest.raises(ValueError, match="different settings"):
        _summary().summary(_summary().read_rounds(mixed))


def _decision(gain: float, rollout_values: list[float]) -> dict[str, object]:
    differ = max(rollout_values) > rollout_values[0]
    return {"gain": gain, "differ": differ, "rollout_values": rollout_values}


def test_the_differing_picks_are_summed_up_by_the_rollouts_margin(tmp_path: Path) -> None:
    # Margins 0.1 to 0.6 (gains -1 where narrow, +1 where wide), and one agreeing pick.
    decisions = [_decision(-1.0, [0.0, 0.1]), _decision(-1.0, [0.0, 0.2, -1.0])]
    decisions += [_decision(0.0, [0.0, 0.3]), _decision(0.5, [0.0, 0.4])]
    decisions += [_decision(1.0, [0.0, 0.5]), _decision(1.0, [0.0, 0.6])]
    decisions += [_decision(0.0, [0.2, 0.1])]
    lines = [
        json.dumps({"seed": 7, "every": 3, "decisions": decisions[:4]}),
        json.dumps({"seed": 8, "every": 3, "decisions": decisions[4:]}),
    ]
    differing = _summary().summary(_summary().read_rounds(_runs(tmp_path, *lines)))
    assert differing["same_choice_as_hard"] == pytest.approx(1 / 7, abs=1e-3)
    found = differing["where_the_picks_differ"]
    assert found["decisions"] == 6
    assert found["gain"][0] == pytest.approx(0.5 / 6, abs=1e-3)
    thirds = found["gain_by_margin"]
    assert [third["margins"] for third in thirds] == [[0.1, 0.2], [0.3, 0.4], [0.5, 0.6]]
    assert [third["gain"][0] for third in thirds] == [-1.0, 0.25, 1.0]


def test_the_gain_a_round_is_split_by_the_cards_left_in_the_stock(tmp_path: Path) -> None:
    # Round 7 gains 1.0 at stock 8 and loses 0.5 at stock 40; round 8 gains 0.5 at stock 8.
    def at(stock: int, gain: float) -> dict[str, object]:
        return {"gain": gain, "differ": gain != 0.0, "stock": stock}

    lines = [
        json.dumps({"seed": 7, "every": 2, "decisions": [at(40, -0.5), at(8, 1.0)]}),
        json.dumps({"seed": 8, "every": 2, "decisions": [at(40, 0.0), at(8, 0.5), at(8, 0.0)]}),
    ]
    found = _summary().summary(_summary().read_rounds(_runs(tmp_path, *lines)))
    by_stock = found["gain_a_round_by_stock"]
    assert [(row["stock"], row["decisions"], row["differ"]) for row in by_stock] == [
        (40, 2, 1),
        (8, 3, 2),
    ]
    assert by_stock[0]["gain"][0] == pytest.approx((-1.0 + 0.0) / 2)
    assert by_stock[1]["gain"][0] == pytest.approx((2.0 + 1.0) / 2)
    # Split so, the parts add up to the gain a round.
    parts = sum(row["gain"][0] for row in by_stock)
    assert parts == pytest.approx(found["gain_a_round"][0], abs=2e-3)
