"""Build hooks: the game's data copied into the package, and the rules engine's hot path
compiled to C with mypyc, when it can be.

Everything else about the package is declared in pyproject.toml. ``assets/`` and
``config/`` stay at the top of the repository; ``build_py`` copies them into the built
package as ``cassino/data/``, so a wheel carries them wherever it is installed (venv,
``--user``, ``--prefix``, ``--target``) and ``cassino/userdata/locations.py`` finds them through
``importlib.resources``. The translations' ``.po`` files are compiled there to ``.mo``
with Babel (tools/compile_catalogues.py). An editable install reads the repository's own
folders, and cassino/i18n.py compiles a ``.po`` in memory when no ``.mo`` was built.
The modules below are plain, strictly typed Python (``mypy --strict`` clean); mypyc turns
them into C extensions that generate and apply moves about six times as fast (README,
"For developers"), which the computer players' searches and ``python -m cassino bench
engine`` feel directly. The
extensions are optional: with no C compiler, or with ``CASSINO_PURE=1``, the same modules
are installed as Python and behave the same, only slower. ``python -m cassino bench
engine`` says which it runs.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
from pathlib import Path

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

sys.path.insert(0, str(Path(__file__).resolve().parent / "tools"))
from compile_catalogues import compile_catalogues

# The repository's data folders, and where they go inside the package.
DATA_FOLDERS = ("assets", "config")
PACKAGE_DATA = Path("cassino", "data")
# Written into every built package: whether its engine was compiled and, if not, why
# (read by cassino/native.py, logged at start-up, shown by --self-test).
BUILD_NOTE = Path("cassino", "engine-build.json")
# The Windows and macOS program icons are for build.spec; the running game never reads them.
BUILD_ONLY = shutil.ignore_patterns("__pycache__", "icon.ico", "icon.icns")

# The modules a round runs through for every move, and the computer players' searches.
# Modules whose classes travel to the Expert's worker processes as frozen dataclasses
# (rules, expert) stay Python: compiled, those would not unpickle.
NATIVE_MODULES = [
    *(
        f"cassino/engine/{name}.py"
        for name in (
            "combos",
            "movegen",
            "templates",
            "extra_moves",
            "typed_rules",
            "take_all",
            "play",
            "state",
            "table",
            "moves",
            "deal",
            "scoring",
            "round_score",
        )
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


class BuildPackage(build_py):
    """build_py that also copies the game's data into the built package, and notes an
    engine that will not be compiled."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # an editable install reads the repository's own folders
            return
        target = Path(self.build_lib) / PACKAGE_DATA
        shutil.rmtree(target, ignore_errors=True)
        for folder in DATA_FOLDERS:
            shutil.copytree(folder, target / folder, ignore=BUILD_ONLY)
        compile_catalogues(target / "config" / "i18n")
        if SKIPPED is not None:
            why, chosen = SKIPPED
            _write_note(Path(self.build_lib) / BUILD_NOTE, compiled=False, why=why)
            if not chosen:
                _say_not_compiled(why)


class BuildExtension(build_ext):
    """build_ext that says when the engine could not be compiled, and records, for an
    in-place build, the sources it compiled."""

    def run(self) -> None:
        self.compiled: list[str] = []
        super().run()
        if self.extensions:
            failed = len(self.extensions) - len(self.compiled)
            why = None if failed == 0 else f"{failed} of its modules failed to compile"
            root = Path("." if self.inplace else self.build_lib)
            _write_note(root / BUILD_NOTE, compiled=why is None, why=why)
            if why is not None:
                _say_not_compiled(why)
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


def _write_note(path: Path, compiled: bool, why: str | None) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    note = {"compiled": compiled, "why": why}
    path.write_text(json.dumps(note) + "\n", encoding="utf-8")


def _say_not_compiled(why: str) -> None:
    """One line for whoever installs. pip shows a build's output only with ``-v`` or when
    it fails, so the line also goes to the terminal pip runs in, when there is one."""
    line = (
        f"cassino: the compiled rules engine could not be built ({why}: is a C compiler "
        "installed?); installing the Python engine, about six times slower\n"
    )
    sys.stderr.write(line)
    try:
        with open("/dev/tty" if os.name != "nt" else "CON", "w", encoding="utf-8") as tty:
            tty.write(line)
    except OSError:  # no terminal (CI, an IDE): the line is in pip's -v output and the log
        pass


def _source(module: str) -> Path:
    return Path("cassino", *module.split(".")).with_suffix(".py")


# Why the engine will not be compiled at all, and whether whoever builds chose that; None
# when setup.py tries to compile it.
SKIPPED: tuple[str, bool] | None = None


def native_extensions() -> list[object]:
    global SKIPPED
    if os.environ.get("CASSINO_PURE") == "1":
        SKIPPED = ("CASSINO_PURE=1 asked for the Python engine", True)
        return []
    try:
        from mypyc.build import mypycify
    except ImportError:  # building without mypy: the Python modules are used
        SKIPPED = ("mypy (mypyc) was not available to the build", False)
        return []
    extensions = mypycify(NATIVE_MODULES, opt_level="3", group_name=NATIVE_GROUP)
    for extension in extensions:
        extension.optional = True  # a failed compile leaves the Python module in place
    return list(extensions)


setup(
    ext_modules=native_extensions(),
    cmdclass={"build_py": BuildPackage, "build_ext": BuildExtension},
)
