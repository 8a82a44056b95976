"""House rules: the classic preset, validation messages, ``extends`` chains."""

from __future__ import annotations

import pytest

from cassino.engine.errors import RulesError
from cassino.engine.options import OPTIONS
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import load_preset, rules_from_text
from cassino.userdata.presets import load


def fetch_from(files: dict[str, str]):  # type: ignore[no-untyped-def]
    real = {"classic": load_text("classic")}

    def fetch(name: str) -> tuple[str, str]:
        if name in files:
            return f"{name}.yaml", files[name]
        if name in real:
            return f"{name}.yaml", real[name]
        raise RulesError(f"unknown preset '{name}'")

    return fetch


def load_text(name: str) -> str:
    from cassino.userdata import locations

    return (locations.presets_dir() / f"{name}.yaml").read_text(encoding="utf-8")


def test_classic_file_sets_every_option_to_the_rules_defaults() -> None:
    rules = load("classic")
    assert rules.options() == {
        "players": 2,
        "partnerships": True,
        "deal_in_twos": True,
        "court_capture": "one",
        "build_in_sums": "never",
        "sweeps": True,
        "sweep_points": 1,
        "sweep_on_last_play": True,
        "build_gathers": True,
        "max_build": 10,
        "owner_may_trail": False,
        "owner_duty": "none",
        "card_tie": "none",
        "all_eleven": "none",
        "target": 21,
        "finish": "highest",
        "call_out": False,
        "rounds_to_five": False,
        "five_of_spades_sweeps": False,
        "big_ten": False,
        "points_at_once": False,
        "table_cards": 4,
        "short_last_deal": False,
        "hand_pair_capture": False,
        "clear_ends_game": False,
        "high_courts": False,
        "ace_eleven": False,
        "take_all": "none",
        "builds": True,
        "point_cards": "cassino",
        "players_allowed": (2, 3, 4),
        "deck": "standard",
        "hand_size": 4,
        "last_hand_size": 0,
        "draw": False,
        "initial_pairs": False,
        "court_values": False,
        "ace_high": False,
        "pluck": False,
        "court_builds": False,
        "duty_penalty": 0,
        "spade_points": False,
        "sette_bello": False,
        "match": "target",
        "sweeps_at_once": False,
    }
    assert set(rules.options()) == {spec.key for spec in OPTIONS}


def test_every_option_has_an_explanation_and_a_group() -> None:
    for spec in OPTIONS:
        assert spec.explanation.endswith(".")
        assert spec.group in ("players", "deal", "capturing", "building", "scoring", "game end")


def test_rules_are_frozen(classic: Rules) -> None:
    with pytest.raises(AttributeError):
        classic.target = 11  # type: ignore[misc]


def test_extends_overrides_options() -> None:
    fetch = fetch_from({"family": "extends: classic\ntarget: 11\ncourt_capture: all\n"})
    rules = load_preset("family", fetch)
    assert rules.target == 11 and rules.court_capture == "all"
    assert rules.sweeps is True
    assert rules.preset == "family"


def test_chains_of_extends_resolve_in_order() -> None:
    fetch = fetch_from(
        {
            "base": "extends: classic\ntarget: 11\nsweeps: false\n",
            "top": "extends: base\ntarget: 15\n",
        }
    )
    rules = load_preset("top", fetch)
    assert (rules.target, rules.sweeps) == (15, False)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            "extends: classic\nsweeps_points: 2\n",
            "house.yaml: unknown option 'sweeps_points'; did you mean 'sweep_points'?",
        ),
        (
            "extends: classic\ntarget: 0\n",
            "house.yaml: option 'target' cannot be 0; it must be a whole number of at least 1",
        ),
        (
            "extends: classic\nsweeps: 'yes please'\n",
            "house.yaml: option 'sweeps' cannot be 'yes please'; it must be true or false",
        ),
        (
            "extends: classic\nplayers: 7\n",
            "house.yaml: option 'players' cannot be 7; it must be a whole number from 2 to 6",
        ),
        (
            "extends: classic\nfinish: quickest\n",
            "house.yaml: option 'finish' cannot be 'quickest'; it must be highest or count_out",
        ),
        (
            "extends: classic\ncall_out: true\nplayers: 3\n",
            "house.yaml: option 'call_out' is true but 'players' is 3",
        ),
        ("extends: nowhere\n", "unknown preset 'nowhere'"),
        ("target: [21\n", "house.yaml: cannot read the rules at line"),
        ("- a list\n- not a mapping\n", "house.yaml: a rules file must be a mapping"),
        ("extends: classic\nmax_build: 12\n", "no card of this deck is worth more than 10"),
    ],
)
def test_bad_files_name_file_key_value_and_what_is_allowed(text: str, message: str) -> None:
    with pytest.raises(RulesError) as error:
        rules_from_text(text, "house.yaml", "house", fetch_from({}))
    assert message in str(error.value)


def test_a_cycle_of_extends_is_named() -> None:
    fetch = fetch_from({"a": "extends: b\n", "b": "extends: a\n"})
    with pytest.raises(RulesError) as error:
        load_preset("a", fetch)
    assert "cycle (a -> b -> a)" in str(error.value)


def test_with_options_validates_and_remembers_overrides(classic: Rules) -> None:
    changed = classic.with_options(players=3, target=11)
    assert (changed.players, changed.target) == (3, 11)
    assert dict(changed.overrides) == {"players": 3, "target": 11}
    with pytest.raises(RulesError):
        classic.with_options(players=9)


def test_sides_follow_partnerships(classic: Rules) -> None:
    assert classic.with_options(players=4).side_of == (0, 1, 0, 1)
    assert classic.with_options(players=4, partnerships=False).side_of == (0, 1, 2, 3)
    assert classic.with_options(players=3).sides == 3
