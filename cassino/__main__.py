"""``python -m cassino`` and the ``cassino`` entry point: the game window, or a command."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    from cassino.cli import main as cli_main

    return cli_main(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    # In the frozen program a worker process of the Expert level starts this same
    # executable: freeze_support runs the worker there instead of a second game.
    import multiprocessing

    multiprocessing.freeze_support()
    sys.exit(main())
