"""``python -m cassino`` and the ``cassino`` entry point: the game, or a command."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    from cassino.cli import main as cli_main

    if args:
        return cli_main(args)
    print(
        "The Cassino table (the game window) is not built yet; it is coming in the next "
        "release. Meanwhile the rules engine can be driven from the command line: "
        "python -m cassino --help"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
