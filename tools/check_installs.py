"""Install the game every way a player or packager might, and check each one works.

Each kind is installed into a temporary folder and then run from another folder (so
nothing is found through the current directory): ``cassino-cli --self-test`` and
``cassino-cli rules list``. The kinds:

- ``venv``: the compiled wheel (built from the sdist with the engine compiled by mypyc,
  then repaired by auditwheel to its manylinux tag, as a package index takes it) installed
  into a new venv, which must say ``rules engine: compiled``;
- ``index``: what a package index would be sent — the manylinux wheel, the pure wheel
  (``py3-none-any``, the fallback for any other machine) and the sdist — passes ``twine
  check``, each file with the tag it must have;
- ``user``, ``prefix``, ``target``, ``pipx``: a wheel built once with ``CASSINO_PURE=1``
  (compiling it again for each kind would only repeat the ``venv`` build), installed with
  ``pip install --user`` (a temporary ``PYTHONUSERBASE``), ``--prefix``, ``--target``, and
  into a venv elsewhere run through a link to its script, as pipx does;
- ``editable``: the environment running this script (``pip install -e .``);
- ``no-compiler``: ``pip install`` of the sdist with ``CC=/bin/false``, in a pseudo-terminal as a
  person would type it: pip's output must say in one line that the engine is not
  compiled, and the self-test and the log must say it too;
- ``sdist``: the source distribution (which every kind above installs from), unpacked,
  runs its own tests (``SDIST_TESTS``: all but the end-to-end test; the strength
  research in ``research/`` does not ship).

The frozen build is checked by ``.ci/run`` after PyInstaller. Usage:
``python tools/check_installs.py [KIND ...]`` (all kinds by default); exit 0, or 1 naming
the kind that failed. It prints how long each kind took.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import venv
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOT_COMPILED_LINE = "cassino: the compiled rules engine could not be built"
# The tests an unpacked sdist runs, on the plain-Python engine: everything but the
# end-to-end test, which needs an X display and drives a real window (.ci/run runs it on
# the checkout). The strength research scripts and their tests (research/) do not ship,
# so neither does the test that holds them to the AI's research face.
SDIST_TESTS = ["tests", "--ignore=tests/e2e", "--ignore=tests/ai/test_research_api.py"]
BASE_PYTHON = Path(getattr(sys, "_base_executable", sys.executable))


class CheckFailed(Exception):
    """An install kind that does not work; the message says what went wrong."""


def run(
    command: Sequence[str | Path],
    cwd: Path,
    env: Mapping[str, str] | None = None,
    timeout: float = 900,
) -> str:
    """Run ``command``; its output, or CheckFailed with the output's tail."""
    environment = {**os.environ, **(env or {})}
    result = subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=environment,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    output = result.stdout + result.stderr
    if result.returncode != 0:
        tail = "\n".join(output.splitlines()[-15:])
        shown = " ".join(shlex.quote(str(part)) for part in command)
        raise CheckFailed(f"{shown} exited with {result.returncode}:\n{tail}")
    return output


class Checker:
    def __init__(self, work: Path) -> None:
        self.work = work
        self.elsewhere = work / "elsewhere"  # the folder every check runs from
        self.elsewhere.mkdir()
        self._wheel: Path | None = None
        self._sdist: Path | None = None
        self._compiled: Path | None = None

    def game_env(self, name: str, extra: Mapping[str, str] | None = None) -> dict[str, str]:
        """Dummy SDL drivers, and the log of this kind in its own folder."""
        return {
            "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy",
            "CASSINO_LOG_DIR": str(self.work / "logs" / name),
            "CASSINO_CONFIG_DIR": str(self.work / "config" / name),
            "CASSINO_DATA_DIR": str(self.work / "data" / name),
            **(extra or {}),
        }

    def check_program(
        self, name: str, program: Path, extra: Mapping[str, str] | None = None
    ) -> str:
        """The self-test and ``rules list`` of an installed ``cassino-cli``."""
        env = self.game_env(name, extra)
        report = run([program, "--self-test"], self.elsewhere, env, timeout=300)
        if "self-test passed" not in report:
            raise CheckFailed(f"{name}: the self-test did not pass:\n{report}")
        presets = run([program, "rules", "list"], self.elsewhere, env).split()
        if "classic" not in presets:
            raise CheckFailed(f"{name}: rules list did not list classic: {presets}")
        engine = next(line for line in report.splitlines() if "rules engine:" in line)
        return f"{len(presets)} rule sets; {engine.split('rules engine: ')[1]}"

    def source(self) -> Path:
        """The source distribution, built once: every kind installs from it, so each build
        starts clean (a checkout's build/ folder would let setuptools reuse old compiled
        modules) and the sdist is shown to hold what an install needs."""
        if self._sdist is None:
            tools = self.new_venv(self.work / "sdist-tools")
            run([tools / "python", "-m", "pip", "install", "--quiet", "setuptools>=77,<85"], ROOT)
            out = self.work / "sdist"
            tree = self.copy_of_the_tree()
            build = f"from setuptools import build_meta; build_meta.build_sdist({str(out)!r})"
            run([tools / "python", "-c", build], tree, {"CASSINO_PURE": "1"})
            [self._sdist] = out.glob("cassino-*.tar.gz")
        return self._sdist

    def copy_of_the_tree(self) -> Path:
        """The checkout's files (tracked, or new and not ignored) in a folder of their own:
        building the sdist writes its metadata where it builds, and .ci/run runs the
        checkout's tests while this script runs."""
        listed = run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], ROOT)
        tree = self.work / "tree"
        for name in filter(None, listed.split("\0")):
            source = ROOT / name
            if source.is_file():  # a tracked file deleted in the working tree is skipped
                (tree / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, tree / name)
        return tree

    def wheel(self) -> Path:
        """The pure wheel the user, prefix, target and pipx kinds install."""
        if self._wheel is None:
            folder = self.work / "wheel"
            run(
                [BASE_PYTHON, "-m", "pip", "wheel", "--no-deps", "-w", folder, self.source()],
                self.elsewhere,
                {"CASSINO_PURE": "1"},
            )
            [self._wheel] = folder.glob("cassino-*.whl")
        return self._wheel

    def new_venv(self, folder: Path) -> Path:
        venv.create(folder, with_pip=True)
        return folder / ("Scripts" if os.name == "nt" else "bin")

    def compiled_wheel(self) -> Path:
        """The compiled wheel, built once from the sdist and repaired by auditwheel: a
        ``linux_x86_64`` wheel, which no package index accepts, becomes ``manylinux_*``
        (the oldest glibc its symbols need)."""
        if self._compiled is None:
            built = self.work / "compiled"
            run([BASE_PYTHON, "-m", "pip", "wheel", "--no-deps", "-w", built, self.source()], ROOT)
            [raw] = built.glob("cassino-*.whl")
            if sys.platform != "linux":
                self._compiled = raw
                return raw
            repaired = self.work / "repaired"
            run([sys.executable, "-m", "auditwheel", "repair", "-w", repaired, raw], ROOT)
            [self._compiled] = repaired.glob("cassino-*.whl")
        return self._compiled

    def venv(self) -> str:
        scripts = self.new_venv(self.work / "venv")
        wheel = self.compiled_wheel()
        run([scripts / "python", "-m", "pip", "install", "--quiet", wheel], self.elsewhere)
        detail = self.check_program("venv", scripts / "cassino-cli")
        if "compiled (" not in detail:
            raise CheckFailed(f"venv: the engine was not compiled ({detail})")
        return f"{wheel.name}; {detail}"

    def index(self) -> str:
        compiled, pure, sdist = self.compiled_wheel(), self.wheel(), self.source()
        if sys.platform == "linux" and "manylinux" not in compiled.name:
            raise CheckFailed(f"index: the compiled wheel has no manylinux tag: {compiled.name}")
        if not pure.name.endswith("-py3-none-any.whl"):
            raise CheckFailed(f"index: the pure wheel is not py3-none-any: {pure.name}")
        report = run(
            [sys.executable, "-m", "twine", "check", "--strict", compiled, pure, sdist], ROOT
        )
        if report.count("PASSED") != 3:
            raise CheckFailed(f"index: twine check did not pass all three:\n{report}")
        return f"twine check passed: {compiled.name}, {pure.name}, {sdist.name}"

    def user(self) -> str:
        base = self.work / "user"
        env = {"PYTHONUSERBASE": str(base), "PIP_BREAK_SYSTEM_PACKAGES": "1"}
        install: list[str | Path] = [
            BASE_PYTHON,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--user",
            self.wheel(),
        ]
        run(install, self.elsewhere, env)
        # Where a wheel can install the desktop integration: ~/.local/share for --user.
        for path in (
            "applications/io.github.cassino_game.Cassino.desktop",
            "metainfo/io.github.cassino_game.Cassino.metainfo.xml",
            "icons/hicolor/256x256/apps/io.github.cassino_game.Cassino.png",
        ):
            if not (base / "share" / path).is_file():
                raise CheckFailed(f"user: the wheel did not install share/{path}")
        detail = self.check_program("user", base / "bin" / "cassino-cli", env)
        return f"desktop entry, metainfo and icons in share/; {detail}"

    def prefix(self) -> str:
        prefix = self.work / "prefix"
        install: list[str | Path] = [
            BASE_PYTHON,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--prefix",
            prefix,
        ]
        run([*install, self.wheel()], self.elsewhere, {"PIP_BREAK_SYSTEM_PACKAGES": "1"})
        version = f"python{sys.version_info.major}.{sys.version_info.minor}"
        site = prefix / "lib" / version / "site-packages"
        return self.check_program(
            "prefix", prefix / "bin" / "cassino-cli", {"PYTHONPATH": str(site)}
        )

    def target(self) -> str:
        target = self.work / "target"
        install: list[str | Path] = [
            BASE_PYTHON,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--target",
            target,
        ]
        run([*install, self.wheel()], self.elsewhere)
        return self.check_program(
            "target", target / "bin" / "cassino-cli", {"PYTHONPATH": str(target)}
        )

    def pipx(self) -> str:
        home = self.work / "pipx"
        scripts = self.new_venv(home / "venvs" / "cassino")
        run([scripts / "python", "-m", "pip", "install", "--quiet", self.wheel()], self.elsewhere)
        link = home / "bin" / "cassino-cli"
        link.parent.mkdir(parents=True)
        link.symlink_to(scripts / "cassino-cli")
        detail = self.check_program("pipx", link)
        # The menu for a pipx install: --install-desktop-entry into a temporary XDG home,
        # its Exec this venv's cassino, then --remove-desktop-entry leaves nothing.
        data = self.work / "xdg-data"
        env = {"XDG_DATA_HOME": str(data)}
        run([link, "--install-desktop-entry"], self.elsewhere, env)
        desktop = data / "applications" / "io.github.cassino_game.Cassino.desktop"
        if f"Exec={scripts / 'cassino'}\n" not in desktop.read_text(encoding="utf-8"):
            raise CheckFailed(f"pipx: the desktop entry does not start {scripts / 'cassino'}")
        run([link, "--remove-desktop-entry"], self.elsewhere, env)
        if any(path.is_file() for path in data.rglob("*")):
            raise CheckFailed("pipx: --remove-desktop-entry left files behind")
        return f"desktop entry installed and removed; {detail}"

    def editable(self) -> str:
        scripts = Path(sys.executable).parent
        return self.check_program("editable", scripts / "cassino-cli")

    def no_compiler(self) -> str:
        scripts = self.new_venv(self.work / "no-compiler")
        python, source = (shlex.quote(str(path)) for path in (scripts / "python", self.source()))
        pip = f"{python} -m pip install {source}"
        # script(1) gives pip a terminal, as when a person types the command.
        output = run(["script", "-qec", pip, "/dev/null"], self.elsewhere, {"CC": "/bin/false"})
        lines = [line for line in output.splitlines() if NOT_COMPILED_LINE in line]
        if len(lines) != 1:
            raise CheckFailed(
                "no-compiler: pip did not say once that the engine is not compiled:\n"
                + output[-2000:]
            )
        detail = self.check_program("no-compiler", scripts / "cassino-cli")
        if "Python (not compiled: " not in detail:
            raise CheckFailed(f"no-compiler: the self-test did not say why ({detail})")
        log = (self.work / "logs" / "no-compiler" / "cassino.log").read_text(encoding="utf-8")
        if "rules engine: Python (not compiled: " not in log:
            raise CheckFailed("no-compiler: the log does not say the engine is not compiled")
        said = lines[0][lines[0].index(NOT_COMPILED_LINE) :].strip()
        return f"pip said: {said}; {detail}"

    def sdist(self) -> str:
        archive_path = self.source()
        out = self.work / "sdist-unpacked"
        with tarfile.open(archive_path) as archive:
            archive.extractall(out, filter="data")
        unpacked = out / archive_path.name.removesuffix(".tar.gz")
        # The unpacked source is imported (it is the current folder), with the test
        # dependencies of the environment running this script.
        tests = [sys.executable, "-m", "pytest", *SDIST_TESTS, "-p", "no:cacheprovider"]
        env = self.game_env("sdist")
        report = run(tests, unpacked, env, timeout=1800)
        imported = run([sys.executable, "-c", "import cassino; print(cassino.__file__)"], unpacked)
        if not imported.strip().startswith(str(unpacked)):
            raise CheckFailed(f"sdist: the tests imported {imported.strip()}, not the sdist")
        files = sum(1 for path in (unpacked / "tests").rglob("test_*.py"))
        return f"{files} test files; {report.strip().splitlines()[-1]}"


KINDS: dict[str, Callable[[Checker], str]] = {
    "editable": Checker.editable,
    "user": Checker.user,
    "prefix": Checker.prefix,
    "target": Checker.target,
    "pipx": Checker.pipx,
    "venv": Checker.venv,
    "index": Checker.index,
    "no-compiler": Checker.no_compiler,
    "sdist": Checker.sdist,
}


def main(kinds: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="cassino-installs-") as folder:
        checker = Checker(Path(folder))
        for kind in kinds:
            started = time.monotonic()
            try:
                detail = KINDS[kind](checker)
            except (CheckFailed, subprocess.TimeoutExpired, OSError) as error:
                print(f"FAIL {kind}: {error}", file=sys.stderr)
                return 1
            print(f"ok   {kind} ({time.monotonic() - started:.0f} s): {detail}", flush=True)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("kinds", nargs="*", metavar="KIND", help=f"of {', '.join(KINDS)}")
    chosen = parser.parse_args().kinds or list(KINDS)
    unknown = [kind for kind in chosen if kind not in KINDS]
    if unknown:
        parser.error(f"there is no install kind {unknown[0]}; the kinds are {', '.join(KINDS)}")
    sys.exit(main(chosen))
