"""The engine's reasons in the player's language.

The engine explains a refused move (``IllegalMoveError.reason``,
``explain.illegal_reason_parts``) and the end of a game (``Outcome.cause``) as a
``Reason``: an English template, which is the msgid of the catalogue, and its parameters.
The parameters are numbers and cards only (``5``, ``"9♠"``, ``"4♠ 4♣"``): the words are
in the templates, one template per case, so nothing else needs translating. Their Spanish
is in ``config/i18n/es-engine.yaml``.
"""

from __future__ import annotations

from cassino.engine.reasons import Reason
from cassino.i18n import tr


def say(reason: Reason) -> str:
    """``reason`` in the current language (English when it has no translation)."""
    return tr(reason.template, **reason.params)
