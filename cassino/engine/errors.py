"""The engine's errors: one base class, narrow subclasses, messages that name the input."""


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
    """A well-formed move that the rules forbid here; the message is the reason."""
