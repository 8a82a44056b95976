"""``python -m cassino score POSITION``: the points per side by category, as they stand."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

# Four players in two teams (seats 0+2, 1+3), mid-round. Team 0 holds 10♦, A♠, A♥, 7♠,
# 8♠, K♦ and one sweep: 6 cards, 3 spades; team 1 holds 2♠, 9♥, Q♦: 3 cards, 1 spade.
POSITION = {
    "players": 4,
    "to_move": 0,
    "hands": [["2c"], ["3c"], ["4c"], ["5c"]],
    "table": ["6d"],
    "captured": [["Td", "As", "Ah", "7s"], ["2s", "9h"], ["8s", "Kd"], ["Qd"]],
    "sweeps": [1, 0, 0, 0],
}


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cassino", *args], capture_output=True, text=True, timeout=60
    )


def write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


def test_score_json_gives_each_side_its_categories(tmp_path: Path) -> None:
    result = run("score", write(tmp_path, POSITION), "--json")
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert report["round_over"] is False
    first, second = report["sides"]
    assert first["seats"] == [0, 2] and second["seats"] == [1, 3]
    assert (first["cards"], first["spades"], second["cards"], second["spades"]) == (6, 3, 3, 1)
    assert first["points"]["big_cassino"] == 2 and first["points"]["aces"] == 2
    assert first["points"]["sweeps"] == 1 and second["points"]["little_cassino"] == 1
    assert first["total"] == 3 + 1 + 2 + 2 + 1
    assert second["total"] == 1


def test_score_in_words_lists_only_the_categories_in_play(tmp_path: Path) -> None:
    result = run("score", write(tmp_path, POSITION))
    assert result.returncode == 0, result.stderr
    rows = {line.split()[0]: line.split()[-2:] for line in result.stdout.splitlines()[1:-1]}
    assert rows["total"] == ["9", "1"]
    assert rows["big_cassino"] == ["2", "0"]
    assert "sette_bello" not in rows and "each_spade" not in rows
    assert result.stdout.splitlines()[-1].startswith("(the round is not over")


def test_score_refuses_a_bad_position_in_one_sentence(tmp_path: Path) -> None:
    result = run("score", write(tmp_path, {**POSITION, "to_move": 9}))
    assert result.returncode == 2
    assert result.stderr.startswith("error: ") and result.stderr.count("\n") == 1
