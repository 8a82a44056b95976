"""Build hook: the rules engine's hot path compiled to C with mypyc, when it can be.

Everything else about the package is declared in pyproject.toml. The modules below are
plain, strictly typed Python (``mypy --strict`` clean); mypyc turns them into C extensions
that generate and apply moves about twice as fast, which the computer players' searches
and ``python -m cassino bench engine`` feel directly. The extensions are optional: with
no C compiler, or with ``CASSINO_PURE=1``, the same modules are installed as Python and
behave the same, only slower. ``python -m cassino bench engine`` says which it runs.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext

# The modules a round runs through for every move, and the computer players' searches.
# Modules whose classes travel to the Expert's worker processes as frozen dataclasses
# (rules, expert) stay Python: compiled, those would not unpickle.
NATIVE_MODULES = [
    *(
        f"cassino/engine/{name}.py"
        for name in ("combos", "movegen", "play", "state", "table", "moves", "deal", "scoring")
    ),
    "cassino/engine/match.py",
    *(
        f"cassino/ai/{name}.py"
        for name in (
            "evaluation",
            "ordering",
            "sampler",
            "inference",
            "search",
            "greedy",
            "medium",
            "hard",
        )
    ),
]
# The shared runtime module every compiled module imports (build.spec bundles it).
NATIVE_GROUP = "cassino_native"
# Written into the package by an in-place build (an editable install): what each compiled
# module was compiled from, so the tests can refuse a stale build (cassino/native.py).
STAMP = Path("cassino/compiled-sources.json")


class BuildExtension(build_ext):
    """build_ext that records, for an in-place build, the sources it compiled."""

    def run(self) -> None:
        self.compiled: list[str] = []
        super().run()
        if self.inplace and self.extensions:
            runtime_built = any(name.endswith("__mypyc") for name in self.compiled)
            # "engine.movegen" for cassino.engine.movegen, hashed from its source.
            modules = [name.split(".", 1)[1] for name in self.compiled if "." in name]
            sources = {
                name: hashlib.sha256(_source(name).read_bytes()).hexdigest()
                for name in modules
                if runtime_built
            }
            STAMP.write_text(json.dumps({"sources": sources}, indent=1) + "\n", encoding="utf-8")

    def build_extension(self, extension: object) -> None:
        super().build_extension(extension)
        self.compiled.append(extension.name)  # type: ignore[attr-defined]  # reached only on success


def _source(module: str) -> Path:
    return Path("cassino", *module.split(".")).with_suffix(".py")


def native_extensions() -> list[object]:
    if os.environ.get("CASSINO_PURE") == "1":
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # building without mypy: the Python modules are used
        return []
    extensions = mypycify(NATIVE_MODULES, opt_level="3", group_name=NATIVE_GROUP)
    for extension in extensions:
        extension.optional = True  # a failed compile leaves the Python module in place
    return list(extensions)


setup(ext_modules=native_extensions(), cmdclass={"build_ext": BuildExtension})
