"""The engine plays exactly as it did: the legal moves of every position of seeded random
rounds, in the generator's order, and every position reached, hash as recorded.

Like a chess engine's perft counts: speed work on the engine (movegen, combos, play) must
not change a move or its place in the list, which the computer players' choices depend
on. The recorded hashes are in ``movegen_fingerprint.txt`` (20 rounds of each preset at
each player count). A change to the rules that is meant to change play regenerates them:

    python tools/movegen_fingerprint.py --rounds 20 > tests/engine/movegen_fingerprint.txt
"""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest
from tool_modules import tool

from cassino.userdata.presets import load

RECORDED = Path(__file__).with_name("movegen_fingerprint.txt")
ROUNDS = 20


def _tool() -> ModuleType:
    return tool("movegen_fingerprint")


def _recorded() -> list[tuple[str, int, int, str]]:
    rows = []
    for line in RECORDED.read_text(encoding="utf-8").splitlines():
        name, players, positions, digest = line.split()
        rows.append((name, int(players), int(positions), digest))
    return rows


@pytest.mark.parametrize(("name", "players", "positions", "digest"), _recorded())
def test_random_rounds_play_as_recorded(
    name: str, players: int, positions: int, digest: str
) -> None:
    base = load(name)
    rules = base if base.players == players else base.with_options("fp", players=players)
    found = _tool().fingerprint(rules, ROUNDS, f"1:{name}:{players}")
    assert found == (positions, digest)


def test_every_preset_is_recorded_at_every_player_count() -> None:
    from cassino.userdata.presets import preset_names

    recorded = {(name, players) for name, players, _, _ in _recorded()}
    for name in preset_names():
        for players in load(name).players_allowed:
            assert (name, players) in recorded, f"{name} with {players}: regenerate the record"
