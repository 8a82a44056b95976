"""Whether the rules engine runs compiled, and whether the compiled modules are current.

``setup.py`` compiles the engine's hot modules with mypyc when it can; a compiled module
is an extension file next to its source, and Python imports it in preference to the
source. An in-place build (an editable install) also writes ``compiled-sources.json``:
the hash of each source it compiled. A compiled module whose source has changed since is
a stale build: edits to the source would silently not run, so the test suite refuses to
start on one (tests/conftest.py).
"""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

ENGINE_DIR = Path(__file__).resolve().parent / "engine"
STAMP_NAME = "compiled-sources.json"


def compiled_modules(directory: Path = ENGINE_DIR) -> dict[str, Path]:
    """The engine's modules that have a compiled extension here, by name."""
    found: dict[str, Path] = {}
    for path in directory.iterdir():
        if any(path.name.endswith(suffix) for suffix in EXTENSION_SUFFIXES):
            found[path.name.split(".")[0]] = path
    return found


def stale_modules(directory: Path = ENGINE_DIR) -> list[str]:
    """The compiled modules whose source changed after they were built, or that no record
    of an in-place build vouches for."""
    try:
        recorded = json.loads((directory / STAMP_NAME).read_text(encoding="utf-8"))["sources"]
    except (OSError, ValueError, KeyError, TypeError):
        recorded = None
    stale: list[str] = []
    for name in sorted(compiled_modules(directory)):
        source = directory / f"{name}.py"
        if not source.exists():
            continue
        if recorded is None:
            stale.append(name)  # compiled here, but by a build that left no record
            continue
        digest = hashlib.sha256(source.read_bytes()).hexdigest()
        if recorded.get(name) != digest:
            stale.append(name)
    return stale


def engine_build() -> str:
    """``compiled`` when move generation runs as a compiled extension, else ``python``."""
    from cassino.engine import movegen

    return "python" if str(movegen.__file__).endswith(".py") else "compiled"
