"""The engine's errors: one base class, narrow subclasses, messages that name the input."""

from __future__ import annotations

from cassino.engine.reasons import Param, Reason


class CassinoError(ValueError):
    """Base class of every error the engine raises for bad input."""


class CardError(CassinoError):
    """A card code that names no card."""


class RulesError(CassinoError):
    """A house-rules file or option that is unknown, mistyped or impossible.

    ``reason`` says what is wrong as a template and its parameters (to be translated);
    ``source`` names the file or the rules it is about (``house.yaml``), or is None. The
    message is the English: ``"house.yaml: option 'target' cannot be 0; ..."``.

    >>> error = RulesError.of("option '{key}' cannot be {value}", source="house.yaml",
    ...                       key="target", value=0)
    >>> str(error)
    "house.yaml: option 'target' cannot be 0"
    >>> error.reason.template
    "option '{key}' cannot be {value}"
    """

    reason: Reason
    source: str | None

    def __init__(self, reason: Reason | str, source: str | None = None) -> None:
        if isinstance(reason, str):  # a plain sentence: a template without fields
            reason = _plain(reason)
        super().__init__(f"{source}: {reason}" if source else str(reason))
        self.reason = reason
        self.source = source

    @classmethod
    def of(cls, template: str, *, source: str | None = None, **params: Param) -> RulesError:
        """The error for ``template`` with ``params``, about ``source`` if given."""
        return cls(Reason(template, params), source)

    def __reduce__(self) -> tuple[type[RulesError], tuple[Reason, str | None]]:
        return (type(self), (self.reason, self.source))


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
            reason = _plain(reason)
        super().__init__(str(reason))
        self.reason = reason

    def __reduce__(self) -> tuple[type[IllegalMoveError], tuple[Reason]]:
        return (type(self), (self.reason,))


def _plain(sentence: str) -> Reason:
    """A sentence as a template without fields (its braces are not fields)."""
    return Reason(sentence.replace("{", "{{").replace("}", "}}"))
