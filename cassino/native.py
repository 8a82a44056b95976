"""Whether the engine and the computer players run compiled, and whether that is current.

``setup.py`` compiles the hot modules of ``cassino/engine`` and ``cassino/ai`` with mypyc
when it can; a compiled module is an extension file next to its source, and Python
imports it in preference to the source. An in-place build (an editable install) also
writes ``cassino/compiled-sources.json``: the hash of each source it compiled. A compiled
module whose source has changed since is a stale build: edits to the source would
silently not run, so the test suite refuses to start on one (tests/conftest.py).
"""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
COMPILED_PACKAGES = ("engine", "ai")
STAMP_NAME = "compiled-sources.json"


def compiled_modules(package_dir: Path = PACKAGE_DIR) -> dict[str, Path]:
    """The modules that have a compiled extension, by name (``engine.movegen``)."""
    found: dict[str, Path] = {}
    for package in COMPILED_PACKAGES:
        directory = package_dir / package
        if not directory.is_dir():
            continue
        for path in directory.iterdir():
            if any(path.name.endswith(suffix) for suffix in EXTENSION_SUFFIXES):
                found[f"{package}.{path.name.split('.')[0]}"] = path
    return found


def stale_modules(package_dir: Path = PACKAGE_DIR) -> list[str]:
    """The compiled modules whose source changed after they were built, or that no record
    of an in-place build vouches for."""
    try:
        recorded = json.loads((package_dir / STAMP_NAME).read_text(encoding="utf-8"))
        sources = dict(recorded["sources"])
    except (OSError, ValueError, KeyError, TypeError):
        sources = {}
    stale: list[str] = []
    for name in sorted(compiled_modules(package_dir)):
        source = package_dir.joinpath(*name.split(".")).with_suffix(".py")
        if not source.exists():
            continue
        digest = hashlib.sha256(source.read_bytes()).hexdigest()
        if sources.get(name) != digest:
            stale.append(name)
    return stale


def engine_build() -> str:
    """``compiled`` when move generation runs as a compiled extension, else ``python``."""
    from cassino.engine import movegen

    return "python" if str(movegen.__file__).endswith(".py") else "compiled"
