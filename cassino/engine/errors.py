"""The engine's errors: one base class, narrow subclasses, messages that name the input."""

from __future__ import annotations

from cassino.engine.reasons import Reason


class CassinoError(ValueError):
    """Base class of every error the engine raises for bad input."""


class CardError(CassinoError):
    """A card code that names no card."""


class RulesError(CassinoError):
    """A house-rules file or option that is unknown, mistyped or impossible."""


class PositionError(CassinoError):
    """A position (NOTATION.md JSON) that cannot exist."""


class MoveError(CassinoError):
    """A move that cannot be read (malformed JSON or readable form)."""


class IllegalMoveError(CassinoError):
    """A well-formed move that the rules forbid here; the message is the reason in English,
    ``reason`` the same as a template and its parameters (to be translated)."""

    reason: Reason

    def __init__(self, reason: Reason | str) -> None:
        if isinstance(reason, str):  # a plain sentence: a template without fields
            reason = Reason(reason.replace("{", "{{").replace("}", "}}"))
        super().__init__(str(reason))
        self.reason = reason

    def __reduce__(self) -> tuple[type[IllegalMoveError], tuple[Reason]]:
        return (type(self), (self.reason,))
