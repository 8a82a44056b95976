"""The compiled-module bookkeeping: which modules are compiled, and stale builds."""

from __future__ import annotations

import hashlib
import json
import os
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from cassino.native import STAMP_NAME, compiled_modules, engine_build, stale_modules

SUFFIX = EXTENSION_SUFFIXES[0]


def _module(package_dir: Path, name: str, source: str | None, compiled: bool) -> None:
    """``name`` like ``engine.play``: its source (if any) and an empty extension."""
    package, module = name.split(".")
    (package_dir / package).mkdir(parents=True, exist_ok=True)
    if source is not None:
        (package_dir / package / f"{module}.py").write_text(source)
    if compiled:
        extension = package_dir / package / f"{module}{SUFFIX}"
        extension.write_bytes(b"")
        os.utime(extension, (100, 100))


def _stamp(package_dir: Path, **sources: str) -> None:
    digests = {
        name.replace("__", "."): hashlib.sha256(text.encode()).hexdigest()
        for name, text in sources.items()
    }
    (package_dir / STAMP_NAME).write_text(json.dumps({"sources": digests}), encoding="utf-8")


def test_compiled_modules_are_found_by_extension_in_both_packages(tmp_path: Path) -> None:
    _module(tmp_path, "engine.movegen", "x = 1\n", compiled=True)
    _module(tmp_path, "engine.rules", "x = 1\n", compiled=False)
    _module(tmp_path, "ai.search", "x = 1\n", compiled=True)
    assert compiled_modules(tmp_path) == {
        "engine.movegen": tmp_path / "engine" / f"movegen{SUFFIX}",
        "ai.search": tmp_path / "ai" / f"search{SUFFIX}",
    }


def test_a_module_changed_since_it_was_compiled_is_stale(tmp_path: Path) -> None:
    _module(tmp_path, "engine.combos", "changed = True\n", compiled=True)
    _module(tmp_path, "engine.play", "same = True\n", compiled=True)
    _module(tmp_path, "ai.search", "same = True\n", compiled=True)
    _stamp(tmp_path, engine__combos="changed = False\n", engine__play="same = True\n",
           ai__search="same = True\n")  # fmt: skip
    assert stale_modules(tmp_path) == ["engine.combos"]


def test_a_module_the_record_does_not_name_is_stale(tmp_path: Path) -> None:
    _module(tmp_path, "engine.play", "same = True\n", compiled=True)
    _stamp(tmp_path)
    assert stale_modules(tmp_path) == ["engine.play"]
    (tmp_path / STAMP_NAME).write_text("not json {", encoding="utf-8")
    assert stale_modules(tmp_path) == ["engine.play"]
    (tmp_path / STAMP_NAME).unlink()
    assert stale_modules(tmp_path) == ["engine.play"]


def test_no_extensions_nothing_stale(tmp_path: Path) -> None:
    _module(tmp_path, "engine.combos", "x = 1\n", compiled=False)
    assert compiled_modules(tmp_path) == {}
    assert stale_modules(tmp_path) == []


def test_the_engine_build_matches_what_is_imported() -> None:
    from cassino.engine import movegen

    compiled = not str(movegen.__file__).endswith(".py")
    assert engine_build() == ("compiled" if compiled else "python")
    assert ("engine.movegen" in compiled_modules()) == compiled
