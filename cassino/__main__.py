"""``python -m cassino`` and the ``cassino`` and ``cassino-cli`` entry points: the game
window, or a command (``launch`` starts the log and the crash hooks first)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from cassino.launch import run

    return run(argv)


if __name__ == "__main__":
    # In the frozen program a worker process of the Expert level starts this same
    # executable: freeze_support runs the worker there instead of a second game.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
