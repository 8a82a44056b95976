"""Gather the licence texts a standalone build must carry (build.spec calls ``collect``).

The texts come from what is installed, so they match the versions the build ships:
pygame-ce's LGPL from its package, PyYAML's and platformdirs' from their metadata,
Python's from the interpreter's own folder. SDL's zlib licence (pygame-ce's wheels carry
SDL without its text) and the folder's README are in ``packaging/licenses/``.
"""

from __future__ import annotations

import os
import shutil
import sys
from importlib.metadata import distribution
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
COMMITTED = ROOT / "packaging" / "licenses"


class MissingLicense(Exception):
    """A licence text the build must ship was not found: the build stops."""


def _from_metadata(name: str) -> Path:
    files = distribution(name).files or []
    for file in files:
        named = file.name.lower()
        if ("license" in named or named == "copying") and not file.name.endswith(".py"):
            path = Path(str(file.locate()))
            if path.is_file():
                return path
    raise MissingLicense(f"{name}'s installed metadata has no licence file")


def _pygame_lgpl() -> Path:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    path = Path(pygame.__file__).parent / "docs" / "generated" / "LGPL.txt"
    if not path.is_file():
        raise MissingLicense(f"pygame-ce's LGPL text is not at {path}")
    return path


def _python() -> Path:
    base = Path(sys.base_prefix)
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    for path in (base / "LICENSE.txt", base / "lib" / version / "LICENSE.txt"):
        if path.is_file():
            return path
    raise MissingLicense(f"Python's LICENSE.txt is not in {base}")


def sources() -> dict[str, Path]:
    """Each file of the licences folder, by name, and where it is copied from."""
    return {
        "README.txt": COMMITTED / "README.txt",
        "Cassino-LICENSE.txt": ROOT / "LICENSE",
        "pygame-ce-LGPL.txt": _pygame_lgpl(),
        "SDL2.txt": COMMITTED / "SDL2.txt",
        "PyYAML-LICENSE.txt": _from_metadata("PyYAML"),
        "platformdirs-LICENSE.txt": _from_metadata("platformdirs"),
        "websockets-LICENSE.txt": _from_metadata("websockets"),
        "zeroconf-LGPL.txt": _from_metadata("zeroconf"),
        "Python-LICENSE.txt": _python(),
        "DejaVu-fonts-LICENSE.txt": ROOT / "assets" / "fonts" / "LICENSE",
        "Card-art-LICENSE.md": ROOT / "assets" / "cards" / "LICENSE.md",
    }


def collect(folder: Path) -> list[Path]:
    """Copy every licence text into ``folder``; the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, source in sources().items():
        shutil.copyfile(source, folder / name)
        written.append(folder / name)
    return written


if __name__ == "__main__":
    for path in collect(Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "build" / "licenses"):
        print(path)
