"""The one bound on a name a person gives: a seat's, a team's or a rule set's, typed in a
form, given on the command line or read from a file.

A name is at most ``MAX_NAME_CHARACTERS`` characters *as a person sees them*: a letter
with its accents, a flag or a family emoji is one character, however many code points it
takes. So that no name can be made huge by marks that show as nothing, it is also at most
``MAX_NAME_CODE_POINTS`` code points. It holds no control characters, no line breaks, no
lone surrogates (text that is not Unicode) and no direction overrides.

>>> visible_length("Ana"), visible_length("Zoë"), visible_length("🇪🇸")
(3, 3, 1)
>>> name_problem("Carla")
>>> name_problem("x" * 30)
'is longer than 24 characters'
"""

from __future__ import annotations

import unicodedata

MAX_NAME_CHARACTERS = 24
MAX_NAME_CODE_POINTS = 4 * MAX_NAME_CHARACTERS
_JOINER = "\u200d"  # zero-width joiner: the next code point belongs to this character
_KEPT_FORMATS = {_JOINER, "\u200c"}  # joiners shape text; other format codes may mislead


def visible_length(text: str) -> int:
    """How many characters a person sees in ``text``: code points that start a character
    (not a combining mark, a variation selector, a skin tone, a code point joined to the one
    before, or the second of a flag's two letters)."""
    count = 0
    joined = False
    flag_half = False
    for char in text:
        if joined:
            joined = False
            continue
        if char == _JOINER:
            joined = True
            continue
        if _extends(char):
            continue
        if _regional_indicator(char):
            flag_half = not flag_half
            if not flag_half:
                continue  # the second letter of a flag
        else:
            flag_half = False
        count += 1
    return count


def name_problem(text: str) -> str | None:
    """Why ``text`` cannot be a name, as a clause that follows the name ("is empty"), or
    None when it can."""
    if not text.strip():
        return "is empty"
    for char in text:
        category = unicodedata.category(char)
        if category == "Cs":
            return "is not valid text (it holds a lone surrogate)"
        if category in ("Cc", "Zl", "Zp"):
            return "holds a control character or a line break"
        if category == "Cf" and char not in _KEPT_FORMATS:
            return "holds an invisible formatting character"
    if len(text) > MAX_NAME_CODE_POINTS or visible_length(text) > MAX_NAME_CHARACTERS:
        return f"is longer than {MAX_NAME_CHARACTERS} characters"
    return None


SHOWN_CHARACTERS = 60  # how much of a bad name or value a message repeats


def shown(text: object) -> str:
    """``text`` as a message may repeat it: cut short when long, and what is not clean
    text (a lone surrogate, as a file name or argument that is not UTF-8 gives) escaped,
    so that printing or logging the message can never fail.
    """
    words = str(text)
    if len(words) > SHOWN_CHARACTERS:
        words = words[:SHOWN_CHARACTERS] + f"… ({len(words):,} characters)"
    return escaped(words)


def escaped(text: str) -> str:
    """``text`` with what cannot be shown or written as UTF-8 (control characters, lone
    surrogates, invisible format codes) as Python escapes (``\\udce9``), the rest as is."""
    return "".join(char if char.isprintable() else ascii(char)[1:-1] for char in text)


def fits(text: str, limit: int = MAX_NAME_CHARACTERS) -> bool:
    """Whether ``text`` is within ``limit`` seen characters (and the code point bound): what
    a form's field checks before it takes another keystroke."""
    return len(text) <= 4 * limit and visible_length(text) <= limit


def _extends(char: str) -> bool:
    """A code point that adds to the character before it rather than starting one."""
    if unicodedata.combining(char) or unicodedata.category(char) in ("Mn", "Me", "Mc"):
        return True
    code = ord(char)
    return (
        0xFE00 <= code <= 0xFE0F  # variation selectors
        or 0xE0100 <= code <= 0xE01EF
        or 0x1F3FB <= code <= 0x1F3FF  # skin tones
        or 0xE0020 <= code <= 0xE007F  # tag characters (subdivision flags)
    )


def _regional_indicator(char: str) -> bool:
    return 0x1F1E6 <= ord(char) <= 0x1F1FF


def sentence(text: str) -> str:
    """``text`` as one sentence for a player: capitalised, ending in a full stop unless it
    ends in one already (the reasons of refusals come as clauses)."""
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
