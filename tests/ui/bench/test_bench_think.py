"""``bench think``: a level's think times at the table and alone, and the window's frame
gaps meanwhile. Only the shape and sense of the figures is checked here; the figures
themselves are the benchmark's (issue notes), never a test's."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cassino.cli.dispatch import main
from cassino.ui.bench.think import bench_think


def test_the_figures_count_decisions_at_the_table_and_alone_and_the_frames_between() -> None:
    figures = bench_think(level="easy", seconds=2.5, seed=3)
    assert (figures["level"], figures["players"], figures["sides"]) == ("easy", 2, 2)
    assert isinstance(figures["table_decisions"], int) and figures["table_decisions"] >= 1
    assert isinstance(figures["alone_decisions"], int) and figures["alone_decisions"] >= 24
    for where in ("table", "alone"):
        median = figures[f"{where}_think_ms_median"]
        p95 = figures[f"{where}_think_ms_p95"]
        most = figures[f"{where}_think_ms_max"]
        assert isinstance(median, float) and isinstance(p95, float) and isinstance(most, float)
        assert 0 <= median <= p95 <= most
    assert isinstance(figures["frames"], int) and figures["frames"] > 60
    gap_median = figures["frame_gap_ms_median"]
    assert isinstance(gap_median, float) and gap_median >= 1000 / 60 - 1  # paced at 60 a second
    assert isinstance(figures["frames_missed"], int)


def test_players_seats_the_level_at_a_bigger_table_with_classic_partnerships_at_four() -> None:
    three = bench_think(level="easy", seconds=0.5, seed=3, players=3)
    assert (three["players"], three["sides"]) == (3, 3)
    four = bench_think(level="easy", seconds=0.5, seed=3, players=4)
    assert (four["players"], four["sides"]) == (4, 2)
    assert isinstance(four["alone_decisions"], int) and four["alone_decisions"] >= 16


def test_a_table_size_the_rules_do_not_allow_is_refused_in_one_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "think", "--level", "easy", "--players", "5", "--seconds", "0.1"]) == 2
    error = capsys.readouterr().err.strip()
    assert "'players' is 5 but 'players_allowed' is 2, 3, 4" in error
    assert len(error.splitlines()) == 1


def test_an_unknown_level_is_refused_in_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "think", "--level", "grandmaster", "--seconds", "0.1"]) == 2
    error = capsys.readouterr().err.strip()
    assert "--level must be one of easy, medium, hard, expert, not grandmaster" in error
    assert len(error.splitlines()) == 1


def test_the_command_prints_its_figures_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "think", "--level", "easy", "--seconds", "0.5", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["level"] == "easy" and figures["alone_decisions"] >= 1


def test_rules_seats_the_level_under_a_preset_or_a_rules_file_at_its_table_size(
    tmp_path: Path,
) -> None:
    five = bench_think(level="easy", seconds=0.5, seed=3, rules_name="five_players")
    assert (five["rules"], five["players"], five["sides"]) == ("five_players", 5, 5)
    house = tmp_path / "house.yaml"
    house.write_text("extends: tablanette\nplayers: 3\n", encoding="utf-8")
    three = bench_think(level="easy", seconds=0.5, seed=3, rules_name=str(house))
    assert (three["rules"], three["players"], three["sides"]) == (str(house), 3, 3)


def test_an_unknown_rule_set_is_refused_in_one_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "think", "--level", "easy", "--rules", "poker", "--seconds", "0.1"]) == 2
    error = capsys.readouterr().err.strip()
    assert "poker" in error
    assert len(error.splitlines()) == 1
