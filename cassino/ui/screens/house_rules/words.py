"""What the house-rules menu says about where things stand: the rule set it starts
from, the line under the options, why a rule set cannot be used. No pygame here."""

from __future__ import annotations

from cassino.engine.errors import RulesError
from cassino.i18n import tr
from cassino.ui import theme
from cassino.ui.reasons import say_error
from cassino.ui.screens.common.words import rule_set_title
from cassino.ui.screens.house_rules.rule_sets import RuleSetEditor
from cassino.ui.theme import Colour
from cassino.userdata import presets

ERROR: Colour = (255, 150, 130)
GOOD: Colour = (150, 226, 160)


def describe_base(editor: RuleSetEditor) -> str:
    """What the rule set being changed is: a saved set on its preset, or the preset's text."""
    if editor.is_saved_set():
        return tr(
            "Your own rule set, on the preset {preset}.", preset=rule_set_title(editor.preset)
        )
    text = presets.description(editor.name)
    return tr(text) if text else ""


def status_line(
    error: str | None, message: str | None, editor: RuleSetEditor, next_rules: str, name: str
) -> tuple[str, Colour]:
    """The line under the options: what went wrong, what was done, or where things stand;
    ``next_rules`` is the next game's rule set, ``name`` the edited one as shown."""
    if error:
        return error, ERROR
    if message:
        return message, GOOD
    if editor.changed:
        return tr(
            "You changed {name}: save the changes as a rule set to play with them.", name=name
        ), theme.HIGHLIGHT
    if editor.name == next_rules:
        return tr("The next game is played with {name}.", name=name), theme.TEXT_DIM
    return tr("“Use for the next game” plays the next game with {name}.", name=name), theme.TEXT_DIM


def refusal(error: RulesError, editor: RuleSetEditor) -> str:
    """The engine's sentence in the player's language, without the name of the rules
    being changed (they are on the screen), as a sentence."""
    text = say_error(error, source=error.source != editor.name)
    return text if text.endswith(".") else text + "."


def unusable(name: str, error: RulesError, editor: RuleSetEditor) -> str:
    """Why rule set ``name`` cannot be shown, as one line."""
    if name not in editor.names():
        return tr("There is no rule set called {name} any more.", name=name)
    return tr("The rule set {name} cannot be used: {reason}", name=name, reason=say_error(error))
