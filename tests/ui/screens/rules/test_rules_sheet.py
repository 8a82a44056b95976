"""The rules sheet of the game being played says every option in words."""

from __future__ import annotations

import pytest

from cassino import i18n
from cassino.engine.options import OPTIONS
from cassino.ui.screens.rules.scene import rule_lines
from cassino.userdata.presets import load, preset_names


@pytest.mark.parametrize("language", ["en", "es"])
def test_the_sheet_says_options_in_words_not_as_a_rules_file_spells_them(language: str) -> None:
    """No "none, or take_or_add", no "0: … 2: …", no "(one)": every value a player reads
    is a word of the window, in every preset."""
    file_words = {
        str(choice)
        for spec in OPTIONS
        if spec.kind == "choice"
        for choice in spec.choices
        if isinstance(choice, str)
    }
    i18n.set_language(language)
    try:
        for name in preset_names():
            for line in rule_lines(load(name)):
                words = f"{line.value} {line.explanation}"
                spelt = [w for w in file_words if f"({w})" in words or ("_" in w and w in words)]
                assert not spelt, (name, line)
                assert "0:" not in words and "2:" not in words, (name, line)
                assert "_" not in words, (name, line)
    finally:
        i18n.set_language("en")
