"""Every command refuses bad input in one sentence and exit status 2, in bounded time and
memory (issue 20): the regression corpus of tests/corpus/bad_inputs.yaml, the inputs that
could block (a FIFO, a device), and a fuzz test of positions, moves and rules files with
a fixed budget."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml
from fuzz import FUZZ, json_values
from hypothesis import given
from hypothesis import strategies as st

from cassino.cli.dispatch import main

CORPUS = yaml.safe_load(
    (Path(__file__).parent.parent / "corpus" / "bad_inputs.yaml").read_text(encoding="utf-8")
)
POSITION = {
    "to_move": 0,
    "hands": [["8s", "2h", "6c", "Kd"], ["4h", "Kc", "9s", "9h"]],
    "table": ["3c", "5d", {"cards": ["4s", "2c"], "value": 6, "owner": 1}],
}


def case_input(case: dict[str, Any]) -> bytes | None:
    if "hex" in case:
        return bytes.fromhex(case["hex"])
    if "text" in case:
        return str(case["text"]).encode("utf-8")
    if "repeat" in case:
        text = case["before"] + case["repeat"] * case["count"] + case["after"]
        return text.encode("utf-8")
    return None


def refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run the command in-process: its exit status and what it wrote on stderr."""
    try:
        status = main(argv)
    except SystemExit as exit_:  # argparse's own refusals
        status = int(exit_.code or 0)
    return status, capsys.readouterr().err


@contextmanager
def input_file(data: bytes, name: str = "input") -> Iterator[str]:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / name
        path.write_bytes(data)
        yield str(path)


@pytest.mark.parametrize("case", CORPUS, ids=[case["name"] for case in CORPUS])
def test_the_corpus_is_refused_in_one_sentence(
    case: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    data = case_input(case)
    suffix = ".yaml" if case["args"][:1] == ["rules"] else ".json"
    with input_file(data or b"", "input" + suffix) as path:
        argv = [path if arg == "FILE" else arg for arg in case["args"]]
        status, error = refused(argv, capsys)
    assert status == 2, error
    last = error.strip().splitlines()[-1]
    assert case["words"] in last, error[:300]
    assert len(last) < 400
    if not last.startswith("python -m cassino"):  # argparse adds its usage line first
        assert error.count("\n") == 1 and last.startswith("error: ")


@pytest.mark.posix_only  # FIFOs and /dev/zero
@pytest.mark.parametrize(
    "args",
    [["moves", "FIFO"], ["rules", "validate", "FIFO"], ["simulate", "--rules", "FIFO"]],
)
def test_a_fifo_or_a_device_never_blocks(tmp_path: Path, args: list[str]) -> None:
    fifo = tmp_path / "position.yaml"
    os.mkfifo(fifo)
    for source in (str(fifo), "/dev/zero"):
        argv = [source if arg == "FIFO" else arg for arg in args]
        result = subprocess.run(
            [sys.executable, "-m", "cassino", *argv], capture_output=True, text=True, timeout=60
        )
        assert result.returncode == 2, result.stderr
        assert "not a regular file" in result.stderr and result.stderr.count("\n") == 1


# --- fuzz: what a careless user or a hostile file may hand the commands ---------------------

position_keys = st.sampled_from(
    ["rules", "players", "to_move", "dealer", "hands", "table", "stock", "captured",
     "sweeps", "last_capturer", "scores", "round", "plucked", "penalties"]
)  # fmt: skip


def check_outcome(status: int, error: str) -> None:
    assert status in (0, 2)
    if status == 2:
        assert error.startswith("error: ") and error.count("\n") == 1, error


@FUZZ
@given(key=position_keys, value=json_values, command=st.sampled_from(["moves", "score"]))
def test_a_position_with_any_value_anywhere(
    key: str, value: object, command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.dumps({**POSITION, key: value}).encode("utf-8")
    with input_file(data, "position.json") as path:
        check_outcome(*refused([command, path], capsys))


@FUZZ
@given(data=st.binary(max_size=200))
def test_any_bytes_as_a_position(data: bytes, capsys: pytest.CaptureFixture[str]) -> None:
    with input_file(data, "position.json") as path:
        check_outcome(*refused(["moves", path], capsys))


@FUZZ
@given(
    move=st.one_of(
        st.text(max_size=40),
        st.builds(
            " ".join,
            st.lists(
                st.sampled_from(
                    [
                        "8s",
                        "2h",
                        "takes",
                        "builds",
                        "on",
                        "as",
                        "14",
                        "9",
                        "٩",
                        "3c",
                        "5d",
                        "trails",
                        "plucks",
                        ",",
                        "4s",
                        "2c",
                        "8",
                    ]
                ),
                max_size=7,
            ),
        ),
        json_values.map(json.dumps),
    )
)
def test_any_move_on_a_position(move: str, capsys: pytest.CaptureFixture[str]) -> None:
    with input_file(json.dumps(POSITION).encode("utf-8"), "position.json") as path:
        check_outcome(*refused(["apply", path, move], capsys))


@FUZZ
@given(
    text=st.one_of(
        st.text(max_size=200),
        st.dictionaries(
            st.sampled_from(["extends", "target", "players", "court_captur", "sweeps", "deck"]),
            json_values,
            max_size=4,
        ).map(lambda mapping: yaml.safe_dump(mapping, allow_unicode=True)),
    )
)
def test_any_rules_file(text: str, capsys: pytest.CaptureFixture[str]) -> None:
    with input_file(text.encode("utf-8", "surrogatepass"), "house.yaml") as path:
        check_outcome(*refused(["rules", "validate", path], capsys))
