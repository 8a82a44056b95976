"""The quick messages of a networked game as players read them (issue 58): a fixed set,
no free text, each shown briefly on the table of everyone in the game."""

from __future__ import annotations

from cassino.i18n import N_, tr

QUICK_WORDS = {
    "good_game": N_("Good game"),
    "nice_sweep": N_("Nice sweep!"),
    "your_turn": N_("Your turn"),
    "one_moment": N_("One moment"),
}


def quick_words(quick: str) -> str:
    """``quick`` (one of ``net.messages.QUICK_MESSAGES``) in the player's language."""
    return tr(QUICK_WORDS[quick]) if quick in QUICK_WORDS else quick
