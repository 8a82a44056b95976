"""The ``moves`` / ``apply`` contract of NOTATION.md, run as a real process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "6c", "Kd"], ["4h", "Kc", "9s", "9h"]],
    "table": ["3c", "5d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
}


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cassino", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
    )


def write(tmp_path: Path, data: object, name: str = "position.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_moves_lists_every_legal_move_in_readable_form(tmp_path: Path) -> None:
    result = run("moves", write(tmp_path, POSITION))
    assert result.returncode == 0, result.stderr
    # Sorted by card (rank, then suit s h d c), then capture, build, trail.
    assert result.stdout.splitlines() == [
        "2h builds 8 on 2c 3c 4s 5d",  # raises the 6-build to 8 and gathers 3+5
        "2h builds 8 on 2c 4s",
        "2h trails",
        "6c takes 2c 4s",
        "6c trails",
        "8s takes 3c 5d",
        "8s trails",
        "Kd trails",
    ]


def test_moves_json_and_sorted(tmp_path: Path) -> None:
    result = run("moves", write(tmp_path, POSITION), "--json")
    assert result.returncode == 0, result.stderr
    moves = json.loads(result.stdout)
    assert {"card": "6c", "action": "capture", "table": ["2c", "4s"], "value": 6} in moves
    assert {"card": "2h", "action": "build", "table": ["2c", "4s"], "value": 8} in moves
    assert all(set(move) == {"card", "action", "table", "value"} for move in moves)


def test_moves_reads_standard_input() -> None:
    result = run("moves", "-", "--json", stdin=json.dumps(POSITION))
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)


def test_apply_readable_and_json_moves(tmp_path: Path) -> None:
    path = write(tmp_path, POSITION)
    readable = run("apply", path, "6c takes 2c 4s")
    as_json = run(
        "apply", path, '{"card": "6c", "action": "capture", "table": ["4s", "2c"], "value": 6}'
    )
    assert readable.returncode == 0, readable.stderr
    assert readable.stdout == as_json.stdout
    after = json.loads(readable.stdout)
    assert after["table"] == ["3c", "5d"]
    assert after["captured"][0] == ["6c", "2c", "4s"]
    assert after["to_move"] == 1
    assert after["last_capturer"] == 0


def test_apply_output_is_a_position_apply_accepts(tmp_path: Path) -> None:
    first = run("apply", write(tmp_path, POSITION), "2h builds 8 on 2c 4s")
    assert first.returncode == 0, first.stderr
    second = run("apply", "-", "9s trails", stdin=first.stdout)
    assert second.returncode == 0, second.stderr
    table = json.loads(second.stdout)["table"]
    assert {"cards": ["2h", "2c", "4s"], "value": 8, "owner": 0} in table


BAD_INPUTS = [
    ("malformed JSON", '{"to_move": 0, "hands": [', "Kd trails", "not valid JSON"),
    (
        "duplicate card",
        {"to_move": 0, "hands": [["Kd"], ["Kd"]], "table": []},
        "Kd trails",
        "Kd appears twice",
    ),
    ("unknown card", {"to_move": 0, "hands": [["Zz"], []], "table": []}, "Kd trails", "'Zz'"),
    (
        "impossible build",
        {
            "to_move": 0,
            "hands": [["9s"], ["Kd"]],
            "table": [{"cards": ["2c", "3d"], "value": 9, "owner": 1}],
        },
        "9s trails",
        "does not split into groups worth 9",
    ),
    (
        "bad rules option",
        {
            "rules": {"preset": "classic", "court_capture": "some"},
            "to_move": 0,
            "hands": [["Kd"], ["Ks"]],
            "table": [],
        },
        "Kd trails",
        "option 'court_capture' cannot be 'some'; it must be one or all",
    ),
    (
        "unknown preset",
        {"rules": "nonesuch", "to_move": 0, "hands": [["Kd"], ["Ks"]], "table": []},
        "Kd trails",
        "unknown preset 'nonesuch'",
    ),
    ("illegal move", POSITION, "2h builds 5 on 3c", "you must hold a 5 to build 5"),
    (
        "owner trails",
        {**POSITION, "to_move": 1, "hands": [["8s", "2h"], ["6h", "Kc"]]},
        "Kc trails",
        "you own a build, so you may not trail",
    ),
    (
        "owner without the card",
        {**POSITION, "to_move": 1},
        "Kc trails",
        "seat 1 is to move and owns the 6-build 2♣ 4♠ but holds no card to take it",
    ),
    ("unreadable move", POSITION, "8s goes fishing", "cannot read the move"),
    ("card not held", POSITION, "9s trails", "you do not hold 9♠"),
]


@pytest.mark.parametrize(
    ("position", "move", "words"), [c[1:] for c in BAD_INPUTS], ids=[c[0] for c in BAD_INPUTS]
)
def test_bad_input_is_one_sentence_and_exit_2(
    tmp_path: Path, position: object, move: str, words: str
) -> None:
    path = write(tmp_path, position)
    for result in (run("apply", path, move), run("moves", path)):
        if result.returncode == 0:
            continue  # `moves` is fine on a legal position with an illegal move for apply
        assert result.returncode == 2
        assert "Traceback" not in result.stderr
        assert len(result.stderr.strip().splitlines()) == 1
    applied = run("apply", path, move)
    assert applied.returncode == 2
    assert words in applied.stderr
    assert applied.stdout == ""


def test_missing_file_is_one_sentence() -> None:
    result = run("moves", "/nonexistent/position.json")
    assert result.returncode == 2
    assert result.stderr.strip() == "error: there is no file /nonexistent/position.json."


def test_help_names_the_commands() -> None:
    result = run("--help")
    assert result.returncode == 0
    for command in ("moves", "apply", "bench"):
        assert command in result.stdout
