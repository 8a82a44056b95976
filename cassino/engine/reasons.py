"""The engine's explanations as a template and its parameters, ready to be translated.

The engine speaks English only (it is pure: no catalogue, no files), but a window can
speak other languages. So every reason the engine gives for refusing a move, and every
reason a game ends, is a ``Reason``: an English template such as
``"you must hold a {value} to build {value}"`` and its parameters ``{"value": 5}``.
``str(reason)`` is the English sentence; a translator looks the template up as a msgid.

The parameters are only numbers and cards (``"9♠"``, ``"4♠ 4♣"``), which read the same in
every language. Words stay in the templates: where English would pick a word (``a`` or
``an``, ``queen`` or ``king``, ``the 8-build`` or ``the build of 8s``) the engine picks
one template per case, so another language's template can choose its own words.

The reasons a rules file is refused (``RulesError.reason``) may also hold names and values
as the player wrote them (a file, an option key, ``'quickest'``), and a phrase of their
own as a parameter: a ``Reason`` too (``"a whole number from {minimum} to {maximum}"``),
translated by itself and put in its place.

>>> reason = Reason.of("you must hold a {value} to build {value}", value=5)
>>> str(reason)
'you must hold a 5 to build 5'
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Reason:
    """An English template (``str.format`` fields) and the values of its fields."""

    template: str
    params: Mapping[str, Param] = field(default_factory=dict, hash=False)

    @classmethod
    def of(cls, template: str, **params: Param) -> Reason:
        return cls(template, params)

    def __str__(self) -> str:
        return self.template.format_map(self.params)


Param = int | str | Reason  # a number, cards written with their symbols, or a phrase
