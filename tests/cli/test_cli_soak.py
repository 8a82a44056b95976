"""``python -m cassino soak``: random rounds checked at every position (issue 15)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from cassino.cli import soak as soak_module
from cassino.cli.dispatch import main
from cassino.userdata.presets import load, preset_names


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cassino", *args], capture_output=True, text=True, timeout=120
    )


def test_soak_of_every_preset_and_player_count_keeps_the_invariants() -> None:
    result = run("soak", "--rounds", "3", "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    expected = [(name, count) for name in preset_names() for count in load(name).players_allowed]
    assert [(case["rules"], case["players"]) for case in report["cases"]] == expected
    assert all(case["rounds"] == 3 for case in report["cases"])
    assert report["ok"] and report["breach"] is None
    assert report["rounds"] == 3 * len(expected)
    assert report["positions"] > 30 * report["rounds"]  # a round has dozens of positions


def test_soak_of_one_preset_at_one_count_in_words() -> None:
    result = run("soak", "--rounds", "5", "--rules", "royal", "--players", "3")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "royal with 3 players: 5 rounds"
    assert lines[-1].startswith("5 rounds, ") and lines[-1].endswith("every invariant kept")


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--rounds", "0"], "--rounds must be from 1 to 10,000,000, not 0"),
        (["--rounds", "5", "--rules", "royal", "--players", "5"], "royal is played by 2, 3, 4"),
        (["--rounds", "5", "--rules", "nosuch"], "nosuch"),
    ],
)
def test_soak_refuses_bad_arguments_in_one_sentence(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["soak", *args]) == 2
    error = capsys.readouterr().err
    assert message in error and error.count("\n") == 1


def test_a_broken_invariant_stops_the_soak_with_the_position(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # Pretend that a table of six items breaks a rule: the soak must stop there and say so.
    real = soak_module.cards_problem

    def six_items_are_wrong(state: soak_module.State) -> str | None:
        return "six items on the table" if len(state.table) >= 6 else real(state)

    monkeypatch.setattr(soak_module, "cards_problem", six_items_are_wrong)
    assert main(["soak", "--rounds", "50", "--rules", "classic"]) == 1
    error = capsys.readouterr().err
    assert error.startswith("error: classic with 2 players: six items on the table, in {")
    position = json.loads(error.split(", in ", 1)[1])
    assert len(position["table"]) == 6


def test_a_played_out_round_passes_and_a_lost_card_does_not() -> None:
    from cassino.userdata.presets import position_from_json

    whole = [card.code for card in load("classic").cards]
    played_out = position_from_json(
        {"to_move": 0, "hands": [[], []], "table": [], "captured": [whole[:30], whole[30:]]}
    )
    assert soak_module.points_problem(played_out) is None
    assert soak_module.cards_problem(played_out) is None
    short = played_out._replace(captured=(played_out.captured[0][1:], played_out.captured[1]))
    assert soak_module.cards_problem(short) == "51 cards in play, 51 different, of a deck of 52"
