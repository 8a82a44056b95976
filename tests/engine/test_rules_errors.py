"""Why house rules are refused, as templates and parameters: the English of the command
line as it always was, the file named apart from the reason, every template the engine
writes listed (so that a translation can be checked for each)."""

from __future__ import annotations

import pickle
import string
from pathlib import Path

import pytest
from source_calls import literal_first_arguments, parse

from cassino.engine.errors import RulesError
from cassino.engine.options import ALLOWED_TEMPLATES, OPTION_BY_KEY, OPTIONS, _either
from cassino.engine.reasons import Reason
from cassino.engine.rule_checks import RULES_TEMPLATES, check_consistency
from cassino.engine.rules import Rules
from cassino.engine.rules_yaml import YAML_TEMPLATES, rules_from_text
from cassino.userdata.presets import fetch

ENGINE = Path(__file__).resolve().parents[2] / "cassino" / "engine"
ENGINE_TEMPLATES = {*RULES_TEMPLATES, *YAML_TEMPLATES, *ALLOWED_TEMPLATES}
BUILDERS = {"RulesError.of", "fail", "_phrase"}  # calls whose first argument is a template


def refusal(text: str) -> RulesError:
    with pytest.raises(RulesError) as error:
        rules_from_text(text, "house.yaml", "house", fetch)
    return error.value


WHOLE = Reason.of("a whole number from {minimum} to {maximum}", minimum=2, maximum=6)
# (the file, the English of the command line, the template, its parameters)
CASES: list[tuple[str, str, str, dict[str, object]]] = [
    ("extends: classic\ntarget: 0\n",
     "option 'target' cannot be 0; it must be a whole number of at least 1",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "target", "value": "0",
      "allowed": Reason.of("a whole number of at least {minimum}", minimum=1)}),
    ("extends: classic\ntarget:\n",
     "option 'target' cannot be empty; it must be a whole number of at least 1",
     "option '{key}' cannot be empty; it must be {allowed}",
     {"key": "target", "allowed": Reason.of("a whole number of at least {minimum}", minimum=1)}),
    ("extends: classic\nplayers: 7\n",
     "option 'players' cannot be 7; it must be a whole number from 2 to 6",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "players", "value": "7", "allowed": WHOLE}),
    ("extends: classic\nsweeps: 'yes please'\n",
     "option 'sweeps' cannot be 'yes please'; it must be true or false",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "sweeps", "value": "'yes please'", "allowed": Reason.of("true or false")}),
    ("extends: classic\nfinish: quickest\n",
     "option 'finish' cannot be 'quickest'; it must be highest or count_out",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "finish", "value": "'quickest'",
      "allowed": Reason.of("{first} or {second}", first="highest", second="count_out")}),
    ("extends: classic\nplayers_allowed: [1, 2]\n",
     "option 'players_allowed' cannot be [1, 2]; it must be a list of whole numbers from 2 to 6,"
     " like [2, 4]",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "players_allowed", "value": "[1, 2]",
      "allowed": Reason.of("a list of whole numbers from {minimum} to {maximum}, like [2, 4]",
                           minimum=2, maximum=6)}),
    ("extends: classic\nplayers_allowed: [[2]]\n",  # crashed the title: a list is unhashable
     "option 'players_allowed' cannot be [[2]]; it must be a list of whole numbers from 2 to 6,"
     " like [2, 4]",
     "option '{key}' cannot be {value}; it must be {allowed}",
     {"key": "players_allowed", "value": "[[2]]",
      "allowed": Reason.of("a list of whole numbers from {minimum} to {maximum}, like [2, 4]",
                           minimum=2, maximum=6)}),
    ("extends: classic\nturbo: true\n",
     "unknown option 'turbo'; the options are " + ", ".join(spec.key for spec in OPTIONS),
     "unknown option '{key}'; the options are {options}",
     {"key": "turbo", "options": ", ".join(spec.key for spec in OPTIONS)}),
    ("extends: classic\ncourt_captur: all\n",
     "unknown option 'court_captur'; did you mean 'court_capture'?",
     "unknown option '{key}'; did you mean '{nearest}'?",
     {"key": "court_captur", "nearest": "court_capture"}),
    ("extends: royal\ntarget: 11\nsweeps: true\ntarget: 15\n",
     "'target' is set twice, at lines 2 and 4",
     "'{key}' is set twice, at lines {first} and {second}",
     {"key": "target", "first": 2, "second": 4}),
    ("extends: classic\ncall_out: true\nplayers: 3\n",
     "option 'call_out' is true but 'players' is 3; calling out is for 2 players",
     "option 'call_out' is true but 'players' is {players}; calling out is for 2 players",
     {"players": 3}),
    ("extends: royal\nfive_of_spades_sweeps: true\n",
     "option 'five_of_spades_sweeps' is true but 'sweeps' is false",
     "option 'five_of_spades_sweeps' is true but 'sweeps' is false", {}),
    ("a: &a [1, 2]\nb: *a\n",
     "anchors and aliases (& and *) are not allowed in a rules file",
     "anchors and aliases (& and *) are not allowed in a rules file", {}),
    ("target: " + "[" * 12 + "]" * 12 + "\n",
     "the rules nest deeper than 10 levels", "the rules nest deeper than 10 levels", {}),
    ("target: " + "9" * 5000 + "\n",
     "the rules hold a number too long to read", "the rules hold a number too long to read",
     {}),
    ("extends: classic\nrounds_to_five: true\n",
     "option 'rounds_to_five' is true but 'duty_penalty' is 0",
     "option 'rounds_to_five' is true but 'duty_penalty' is 0", {}),
    ("extends: portuguese\nplayers: 3\n",
     "option 'players' is 3 but 'players_allowed' is 2, 4",
     "option 'players' is {players} but 'players_allowed' is {allowed}",
     {"players": 3, "allowed": "2, 4"}),
    ("extends: classic\ncourt_builds: true\ncourt_values: true\n",
     "options 'court_builds' and 'court_values' are both true; court cards are built by pairing "
     "only when they have no value",
     "options 'court_builds' and 'court_values' are both true; court cards are built by pairing "
     "only when they have no value", {}),
    ("extends: classic\ndeck: no_courts\ncourt_builds: true\n",
     "option 'deck' is no_courts, so 'court_values' and 'court_builds' must be false",
     "option 'deck' is no_courts, so 'court_values' and 'court_builds' must be false", {}),
    ("extends: classic\nclear_ends_game: true\nsweeps: false\n",
     "option 'clear_ends_game' is true but 'sweeps' is false",
     "option 'clear_ends_game' is true but 'sweeps' is false", {}),
    ("extends: royal\nace_eleven: true\n",
     "options 'ace_high' and 'ace_eleven' are both true; an ace has one high value",
     "options 'ace_high' and 'ace_eleven' are both true; an ace has one high value", {}),
    ("extends: classic\nhigh_courts: true\n",
     "option 'high_courts' is true but 'court_values' is false",
     "option 'high_courts' is true but 'court_values' is false", {}),
    ("extends: classic\ndeck: no_courts\ntake_all: jack\n",
     "option 'take_all' is jack but 'deck' is no_courts",
     "option 'take_all' is jack but 'deck' is no_courts", {}),
    ("extends: tablanette\nmax_build: 14\nbuilds: true\nhigh_courts: false\n",
     "option 'max_build' cannot be 14; no card of this deck is worth more than 13",
     "option 'max_build' cannot be {value}; no card of this deck is worth more than {highest}",
     {"value": 14, "highest": 13}),
    ("extends: classic\nsweeps_at_once: true\nsweeps: false\n",
     "option 'sweeps_at_once' is true but 'sweeps' is false",
     "option 'sweeps_at_once' is true but 'sweeps' is false", {}),
    ("extends: classic\nmax_build: 12\n",
     "option 'max_build' cannot be 12; no card of this deck is worth more than 10",
     "option 'max_build' cannot be {value}; no card of this deck is worth more than {highest}",
     {"value": 12, "highest": 10}),
    ("extends: classic\nplayers: 5\nplayers_allowed: [5]\n",
     "a deck of 52 cannot be dealt to 5 players in hands of 4 after 4 to the table; change "
     "'players', 'hand_size' or 'deck'",
     "a deck of {deck} cannot be dealt to {players} players in hands of {hand} after {table} "
     "to the table; change 'players', 'hand_size' or 'deck'",
     {"deck": 52, "players": 5, "hand": 4, "table": 4}),
    ("extends: classic\nplayers: 5\nplayers_allowed: [5]\nlast_hand_size: 3\n",
     "a deck of 52 cannot be dealt to 5 players in hands of 4 and a last deal of 3 after 4 to "
     "the table; change 'players', 'hand_size' or 'deck'",
     "a deck of {deck} cannot be dealt to {players} players in hands of {hand} and a last deal "
     "of {last} after {table} to the table; change 'players', 'hand_size' or 'deck'",
     {"deck": 52, "players": 5, "hand": 4, "last": 3, "table": 4}),
    ("target: [21\n",
     "cannot read the rules at line 2: expected ',' or ']', but got '<stream end>'",
     "cannot read the rules at line {line}: {problem}",
     {"line": 2, "problem": "expected ',' or ']', but got '<stream end>'"}),
    ("- a list\n- not a mapping\n", "a rules file must be a mapping of option: value",
     "a rules file must be a mapping of option: value", {}),
    ("extends: 5\n", "'extends' must name a preset, not 5",
     "'{key}' must name a preset, not {value}", {"key": "extends", "value": "5"}),
    ("extends: house\n", "'extends: house' makes a cycle (house -> house)",
     "'{key}: {parent}' makes a cycle ({cycle})",
     {"key": "extends", "parent": "house", "cycle": "house -> house"}),
]  # fmt: skip


@pytest.mark.parametrize(
    ("text", "english", "template", "params"), CASES, ids=[case[2][:40] for case in CASES]
)
def test_a_refusal_is_a_template_with_the_english_of_old(
    text: str, english: str, template: str, params: dict[str, object]
) -> None:
    error = refusal(text)
    assert str(error) == f"house.yaml: {english}"
    assert error.source == "house.yaml"
    assert str(error.reason) == english
    assert error.reason == Reason(template, params)  # type: ignore[arg-type]
    assert template in ENGINE_TEMPLATES


def test_the_table_gives_nearly_every_template_of_the_engine() -> None:
    given = {case[2] for case in CASES}
    for case in CASES:
        given |= {v.template for v in case[3].values() if isinstance(v, Reason)}
    for spec in OPTIONS:
        given.add(spec.allowed().template)
    given.add("{players} players cannot each be dealt {hand} cards from {deck}")  # below
    never_here = {
        "missing option(s) {options}",  # the presets' files are complete
        "cannot read the rules at line {line}: it is not valid YAML",  # PyYAML always says why
        "cannot read the rules: {problem}",
        "cannot read the rules: it is not valid YAML",
    }
    assert ENGINE_TEMPLATES - given == never_here


def test_a_stock_too_small_to_draw_from(classic: Rules) -> None:
    """No deck and hand size an option allows comes to this; the check stands guard."""
    options = {**classic.options(), "draw": True, "players": 6, "players_allowed": (6,)}
    with pytest.raises(RulesError) as error:
        check_consistency({**options, "hand_size": 9}, "big.yaml")
    assert str(error.value) == "big.yaml: 6 players cannot each be dealt 9 cards from 52"
    assert error.value.reason == Reason.of(
        "{players} players cannot each be dealt {hand} cards from {deck}",
        players=6,
        hand=9,
        deck=52,
    )


def test_parameters_read_the_same_in_every_language() -> None:
    """Names, numbers and values as written; words only in the templates (and phrases)."""
    for text, _, template, _ in CASES:
        reason = refusal(text).reason
        assert set(reason.params) == _fields(template)
        for value in reason.params.values():
            if isinstance(value, Reason):
                assert value.template in ALLOWED_TEMPLATES
            else:
                assert isinstance(value, int | str) and not isinstance(value, bool)


def test_what_an_option_allows_is_a_phrase_with_the_english_of_old() -> None:
    assert str(OPTION_BY_KEY["deck"].allowed()) == (
        "standard or no_courts or no_8_9_10 or no_three_twos"
    )
    assert str(OPTION_BY_KEY["all_eleven"].allowed()) == "none or bonus_point or wins_game"
    assert str(OPTION_BY_KEY["last_hand_size"].allowed()) == "a whole number from 0 to 8"
    assert str(_either(["a", "b", "c", "d", "e"])) == "a or b or c or d or e"
    for spec in OPTIONS:
        allowed = spec.allowed()
        assert allowed.template in ALLOWED_TEMPLATES
        assert set(allowed.params) == _fields(allowed.template)


def test_the_error_pickles_with_its_reason_and_source() -> None:
    error = refusal("extends: classic\nplayers: 7\n")
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is RulesError
    assert str(again) == str(error) and again.reason == error.reason
    assert again.source == "house.yaml"


def test_a_plain_sentence_is_a_reason_too() -> None:
    error = RulesError("braces {like these} stay")
    assert str(error) == "braces {like these} stay" == str(error.reason)
    assert error.source is None
    named = RulesError.of("option '{key}' cannot be {value}", source="a.yaml", key="x", value=1)
    assert str(named) == "a.yaml: option 'x' cannot be 1"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def written_templates(path: Path) -> set[str]:
    """The string literals ``path`` gives as a template: the first argument of
    ``RulesError.of(...)``, of ``fail(...)`` (rule_checks.py) and of ``_phrase(...)``
    (options.py)."""
    return literal_first_arguments(parse(path), BUILDERS)


def test_the_engines_template_lists_are_complete() -> None:
    """A template written in the engine but missing from its lists would never be checked
    for a translation; one listed but never written is left over."""
    written: set[str] = set()
    for path in sorted(ENGINE.glob("*.py")):
        written |= written_templates(path)
    assert written == ENGINE_TEMPLATES
    for templates in (RULES_TEMPLATES, YAML_TEMPLATES, ALLOWED_TEMPLATES):
        assert len(set(templates)) == len(templates)
        for template in templates:
            _fields(template)  # raises on unbalanced braces
