"""The game window's start: the options of the command line, the flow between the
screens (``flow``), and a clear message when the game's files are damaged."""

from __future__ import annotations

import os

from cassino.ui.flow import GameFlow
from cassino.ui.options import StartRequest, WindowOptions, default_seats, seats_from_text

__all__ = [
    "GameFlow",
    "StartRequest",
    "WindowOptions",
    "default_seats",
    "run_game",
    "seats_from_text",
]


def run_game(options: WindowOptions) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from cassino.ui.assets import AssetError

    try:
        GameFlow(options).run()
    except AssetError as error:
        from cassino.crash import tell_player  # a message box too: the window has no console

        tell_player(f"The game's files are damaged: {error}")
        return 1
    return 0
