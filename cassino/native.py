"""Whether the engine and the computer players run compiled, and whether that is current.

``setup.py`` compiles the hot modules of ``cassino/engine`` and ``cassino/ai`` with mypyc
when it can; a compiled module is an extension file next to its source, and Python
imports it in preference to the source. An in-place build (an editable install) also
writes ``cassino/compiled-sources.json``: the hash of each source it compiled. A compiled
module whose source has changed since is a stale build: edits to the source would
silently not run, so the test suite refuses to start on one (tests/conftest.py). Every
build also writes ``cassino/engine-build.json``: whether the engine was compiled and, if
not, why (no C compiler, ``CASSINO_PURE=1``), which the log and the self-test repeat.
"""

from __future__ import annotations

import hashlib
import json
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
COMPILED_PACKAGES = ("engine", "ai")
STAMP_NAME = "compiled-sources.json"
BUILD_NOTE_NAME = "engine-build.json"


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


def not_compiled_reason(package_dir: Path = PACKAGE_DIR) -> str | None:
    """Why the install did not compile the engine, as its build noted; None when it did,
    or when no build note says (a checkout that was never built)."""
    try:
        note = json.loads((package_dir / BUILD_NOTE_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(note, dict) or note.get("compiled") is not False:
        return None
    return str(note.get("why") or "the build did not say why")


def engine_description() -> str:
    """``compiled (17 modules)``, or ``Python (not compiled: <why>)`` for the log."""
    if engine_build() == "compiled":
        return f"compiled ({len(compiled_modules())} modules)"
    reason = not_compiled_reason()
    return f"Python (not compiled: {reason})" if reason else "Python (not compiled)"
