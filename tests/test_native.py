"""The compiled-engine bookkeeping: which modules are compiled, and stale builds."""

from __future__ import annotations

import hashlib
import json
import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from cassino.native import STAMP_NAME, compiled_modules, engine_build, stale_modules

SUFFIX = EXTENSION_SUFFIXES[0]


def _touch(path: Path, mtime: float) -> None:
    path.write_bytes(b"")
    os.utime(path, (mtime, mtime))


def test_compiled_modules_are_found_by_extension(tmp_path: Path) -> None:
    _touch(tmp_path / "movegen.py", 100)
    _touch(tmp_path / f"movegen{SUFFIX}", 200)
    _touch(tmp_path / "rules.py", 100)
    assert compiled_modules(tmp_path) == {"movegen": tmp_path / f"movegen{SUFFIX}"}


def _stamp(directory: Path, **sources: str) -> None:
    digests = {name: hashlib.sha256(text.encode()).hexdigest() for name, text in sources.items()}
    (directory / STAMP_NAME).write_text(json.dumps({"sources": digests}), encoding="utf-8")


def test_a_module_changed_since_it_was_compiled_is_stale(tmp_path: Path) -> None:
    (tmp_path / "combos.py").write_text("changed = True\n")
    (tmp_path / "play.py").write_text("same = True\n")
    _touch(tmp_path / f"combos{SUFFIX}", 100)
    _touch(tmp_path / f"play{SUFFIX}", 100)
    _stamp(tmp_path, combos="changed = False\n", play="same = True\n")
    assert stale_modules(tmp_path) == ["combos"]


def test_a_module_the_record_does_not_name_is_stale(tmp_path: Path) -> None:
    (tmp_path / "play.py").write_text("same = True\n")
    _touch(tmp_path / f"play{SUFFIX}", 100)
    _stamp(tmp_path)
    assert stale_modules(tmp_path) == ["play"]
    (tmp_path / STAMP_NAME).unlink()
    assert stale_modules(tmp_path) == ["play"]


def test_no_extensions_nothing_stale(tmp_path: Path) -> None:
    (tmp_path / "combos.py").write_text("x = 1\n")
    assert compiled_modules(tmp_path) == {}
    assert stale_modules(tmp_path) == []


def test_the_engine_build_matches_what_is_imported() -> None:
    from cassino.engine import movegen

    compiled = not str(movegen.__file__).endswith(".py")
    assert engine_build() == ("compiled" if compiled else "python")
    assert ("movegen" in compiled_modules()) == compiled
