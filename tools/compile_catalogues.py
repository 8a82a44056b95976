"""Compile each ``<lang>.po`` of a folder to its ``<lang>.mo`` with Babel: the build does
this (setup.py for the wheel, build.spec for the frozen game), so the installed game
reads ``.mo`` files with the stdlib's gettext and needs no Babel.

    python tools/compile_catalogues.py [FOLDER]     # config/i18n by default
"""

from __future__ import annotations

import sys
from pathlib import Path


def compile_catalogues(folder: Path, target: Path | None = None) -> list[Path]:
    """The .mo files written into ``target`` (``folder`` itself by default)."""
    # Imported here: setup.py imports this module for every command, and an sdist is
    # built without Babel; only building the wheel compiles catalogues.
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po

    target = folder if target is None else target
    target.mkdir(parents=True, exist_ok=True)
    written = []
    for source in sorted(folder.glob("*.po")):
        with source.open("rb") as file:
            catalog = read_po(file, abort_invalid=True)  # a broken .po fails the build
        compiled = target / source.with_suffix(".mo").name
        with compiled.open("wb") as file:
            write_mo(file, catalog)
        written.append(compiled)
    return written


if __name__ == "__main__":
    root = Path(__file__).resolve().parent.parent
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else root / "config" / "i18n"
    for path in compile_catalogues(folder):
        print(path)
