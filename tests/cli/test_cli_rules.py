"""``rules list|show|validate`` and ``simulate`` (issue: every variant as a preset)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cassino.cli.dispatch import main
from cassino.engine.errors import RulesError
from cassino.engine.options import OPTIONS
from cassino.userdata.presets import load, load_for_players, preset_names

PRESETS = [
    "classic",
    "royal",
    "spade",
    "draw",
    "california",
    "diamond",
    "italian",
    "portuguese",
    "five_players",
    "pluck",
    "trailing_royals",
    "initial_pairs",
    "sudden_death",
    "michigan",
    "five_of_spades",
    "instant_scoring",
    "buckeye",
    "callabra",
    "tablanette",
]


@pytest.fixture(autouse=True)
def private_config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """User rule sets live in a temporary config directory, never the real one."""
    folder = tmp_path / "config"
    monkeypatch.setenv("CASSINO_CONFIG_DIR", str(folder))
    return folder


def test_every_preset_of_the_rules_exists() -> None:
    assert sorted(preset_names()) == sorted(PRESETS)


def test_rules_list_prints_one_name_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "list"]) == 0
    assert capsys.readouterr().out.splitlines() == preset_names()


@pytest.mark.parametrize("name", PRESETS)
def test_rules_show_explains_every_option(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "show", name]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{name}: ")
    for spec in OPTIONS:
        assert f"  {spec.key} " in out
        assert spec.explanation in out


def test_rules_show_gives_each_value(capsys: pytest.CaptureFixture[str]) -> None:
    main(["rules", "show", "royal"])
    lines = {
        line.split()[0]: line.split()[1]
        for line in capsys.readouterr().out.splitlines()
        if line.startswith("  ")
    }
    assert lines["court_values"] == "true" and lines["max_build"] == "14"
    assert lines["sweeps"] == "false"


def write(folder: Path, name: str, text: str) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


def test_validate_accepts_a_good_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "house.yaml", "extends: royal\ntarget: 11\n")
    assert main(["rules", "validate", str(path)]) == 0
    assert "valid" in capsys.readouterr().out


BAD_FILES = [
    ("unknown extends", "extends: imperial\n", "unknown preset 'imperial'"),
    ("wrong type", "extends: classic\nsweeps: 3\n", "house.yaml: option 'sweeps' cannot be 3"),
    ("target of 0", "extends: classic\ntarget: 0\n", "house.yaml: option 'target' cannot be 0"),
    (
        "deck cannot be dealt",
        "extends: classic\nplayers: 5\nplayers_allowed: [5]\n",
        "house.yaml: a deck of 52 cannot be dealt to 5 players",
    ),
    (
        "players the preset does not allow",
        "extends: portuguese\nplayers: 3\n",
        "house.yaml: option 'players' is 3 but 'players_allowed' is 2, 4",
    ),
    ("not yaml", "target: [1\n", "house.yaml: cannot read the rules at line"),
    ("unknown key", "extends: classic\nturbo: true\n", "house.yaml: unknown option 'turbo'"),
    (
        "misspelt key",
        "extends: classic\ncourt_captur: all\n",
        "error: house.yaml: unknown option 'court_captur'; did you mean 'court_capture'?\n",
    ),
    (
        "duplicate key",
        "extends: classic\ntarget: 11\nsweeps: false\ntarget: 15\n",
        "error: house.yaml: 'target' is set twice, at lines 2 and 4.\n",
    ),
    (
        "duplicate extends",
        "extends: classic\nextends: royal\n",
        "error: house.yaml: 'extends' is set twice, at lines 1 and 2.\n",
    ),
]


@pytest.mark.parametrize(
    ("text", "words"), [c[1:] for c in BAD_FILES], ids=[c[0] for c in BAD_FILES]
)
def test_validate_refuses_bad_files_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, words: str
) -> None:
    path = write(tmp_path, "house.yaml", text)
    assert main(["rules", "validate", str(path)]) == 2
    captured = capsys.readouterr()
    assert words in captured.err
    assert len(captured.err.strip().splitlines()) == 1
    assert captured.out == ""


def test_a_cycle_of_user_rule_sets_is_named(
    private_config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules_dir = private_config / "rules"
    write(rules_dir, "ours.yaml", "extends: theirs\n")
    write(rules_dir, "theirs.yaml", "extends: ours\n")
    assert main(["rules", "validate", str(rules_dir / "ours.yaml")]) == 2
    assert "makes a cycle (ours -> theirs -> ours)" in capsys.readouterr().err


def test_user_rule_sets_are_listed_and_usable(
    private_config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    write(private_config / "rules", "grandma.yaml", "extends: spade\ntarget: 31\n")
    assert main(["rules", "list"]) == 0
    assert "grandma" in capsys.readouterr().out.splitlines()
    assert load("grandma").target == 31 and load("grandma").spade_points


def test_a_broken_saved_rule_set_is_skipped_with_its_reason(
    private_config: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rules_dir = private_config / "rules"
    write(rules_dir, "grandma.yaml", "extends: spade\ntarget: 31\n")
    write(rules_dir, "broken.yaml", "extends: classic\ntarget: [1, 2\n")
    assert main(["rules", "list"]) == 0
    out, err = capsys.readouterr()
    assert out.splitlines() == [*preset_names(), "grandma"]
    assert err.startswith("skipped saved rule set broken: ")
    assert "broken.yaml" in err
    assert (rules_dir / "broken.yaml").read_text() == "extends: classic\ntarget: [1, 2\n"


def _player_counts() -> list[tuple[str, int]]:
    return [(name, players) for name in PRESETS for players in load(name).players_allowed]


@pytest.mark.parametrize(("preset", "players"), _player_counts())
def test_simulate_completes_for_every_preset_and_player_count(
    preset: str, players: int, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "--rules", preset, "--players", str(players), "--games", "1"]
    assert main([*args, "--seed", "3", "--json"]) == 0
    results = json.loads(capsys.readouterr().out)["results"]
    rules = load(preset).with_options(players=players)
    assert len(results) == 1
    (game,) = results
    assert len(game["scores"]) == rules.sides
    assert game["scores"][game["winner"]] == max(game["scores"])
    if rules.match == "target" and not rules.sweeps_at_once and not rules.clear_ends_game:
        # (callabra: a clear of the table may end the game below the target)
        assert max(game["scores"]) >= rules.target


def test_simulate_is_deterministic(capsys: pytest.CaptureFixture[str]) -> None:
    main(["simulate", "--games", "3", "--seed", "11", "--json"])
    first = capsys.readouterr().out
    main(["simulate", "--games", "3", "--seed", "11", "--json"])
    assert capsys.readouterr().out == first


def test_simulate_reads_a_rules_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path, "short.yaml", "extends: classic\ntarget: 5\n")
    assert main(["simulate", "--rules", str(path), "--games", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and out[0].startswith("game 1: scores ")


def test_the_rules_of_a_command_line_are_a_preset_or_a_file_with_its_players(
    tmp_path: Path,
) -> None:
    assert load_for_players("classic").players == 2
    assert load_for_players("classic", 3).players == 3
    house = tmp_path / "house.yaml"
    house.write_text("extends: classic\ntarget: 11\n", encoding="utf-8")
    rules = load_for_players(str(house), 4)
    assert (rules.target, rules.players) == (11, 4)
    with pytest.raises(RulesError, match="--players"):
        load_for_players("portuguese", 3)
