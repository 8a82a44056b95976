"""The engine's reasons in the player's language.

The engine explains a refused move (``IllegalMoveError.reason``,
``explain.illegal_reason_parts``) and the end of a game (``Outcome.cause``) as a
``Reason``: an English template, which is the msgid of the catalogue, and its parameters.
The parameters are numbers and cards only (``5``, ``"9♠"``, ``"4♠ 4♣"``): the words are
in the templates, one template per case, so nothing else needs translating. Their Spanish
is in ``config/i18n/es-engine.yaml``.

A rules file or a change of options the engine refuses is a ``RulesError``: its source
(a file's name) and its reason, whose parameters are names and values as the player wrote
them and, for what an option allows, a phrase of its own. Their Spanish is in
``config/i18n/es-rules.yaml``.
"""

from __future__ import annotations

from cassino.engine.errors import RulesError
from cassino.engine.reasons import Reason
from cassino.i18n import tr


def say(reason: Reason) -> str:
    """``reason`` in the current language (English when it has no translation)."""
    params = {
        name: say(value) if isinstance(value, Reason) else value
        for name, value in reason.params.items()
    }
    return tr(reason.template, **params)


def say_error(error: RulesError, source: bool = True) -> str:
    """A refused rules file or option in the current language: ``house.yaml: <reason>``
    (without the file's name when ``source`` is False)."""
    reason = say(error.reason)
    return f"{error.source}: {reason}" if source and error.source else reason
