"""The compiled-engine bookkeeping: which modules are compiled, and stale builds."""

from __future__ import annotations

import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from cassino.native import compiled_modules, engine_build, stale_modules

SUFFIX = EXTENSION_SUFFIXES[0]


def _touch(path: Path, mtime: float) -> None:
    path.write_bytes(b"")
    os.utime(path, (mtime, mtime))


def test_compiled_modules_are_found_by_extension(tmp_path: Path) -> None:
    _touch(tmp_path / "movegen.py", 100)
    _touch(tmp_path / f"movegen{SUFFIX}", 200)
    _touch(tmp_path / "rules.py", 100)
    assert compiled_modules(tmp_path) == {"movegen": tmp_path / f"movegen{SUFFIX}"}


def test_an_extension_older_than_its_source_is_stale(tmp_path: Path) -> None:
    _touch(tmp_path / "combos.py", 300)
    _touch(tmp_path / f"combos{SUFFIX}", 200)
    _touch(tmp_path / "play.py", 100)
    _touch(tmp_path / f"play{SUFFIX}", 200)
    assert stale_modules(tmp_path) == ["combos"]


def test_no_extensions_nothing_stale(tmp_path: Path) -> None:
    _touch(tmp_path / "combos.py", 300)
    assert compiled_modules(tmp_path) == {}
    assert stale_modules(tmp_path) == []


def test_the_engine_build_matches_what_is_imported() -> None:
    from cassino.engine import movegen

    compiled = not str(movegen.__file__).endswith(".py")
    assert engine_build() == ("compiled" if compiled else "python")
    assert ("movegen" in compiled_modules()) == compiled
