"""Build a Debian package of the standalone game (what ``pyinstaller build.spec`` made in
``dist/cassino``): the game in ``/opt/cassino``, the ``cassino`` and ``cassino-cli``
commands in ``/usr/games`` (Debian's place for games, on its PATH), the desktop entry,
its icons and AppStream metainfo in ``/usr/share``, the copyright file naming every
licence (their texts are in ``/opt/cassino/licenses``) and the changelog.

The standalone carries its own Python and libraries; it needs only the C library of the
machine it was built on (or newer): the control file says which, from the newest glibc
symbol version the bundled programs and libraries use. Usage (on Linux, after
PyInstaller): ``python tools/make_deb.py [--dist dist/cassino] [--out dist]``; prints the
.deb's path.
"""

from __future__ import annotations

import argparse
import email.utils
import gzip
import hashlib
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.cassino_game.Cassino"
MAINTAINER = "The Cassino authors <cassino-game@users.noreply.github.com>"
DESCRIPTION = """\
Description: classic fishing card game, with house rules and computer opponents
 Cassino is the classic fishing card game for 2 to 6 players: capture cards from
 the table by pairing and by adding up, announce builds and take them on a later
 turn, and score for most cards, most spades, the aces, Big Cassino, Little
 Cassino and sweeps. Every house rule of the classic game and its variants,
 against the computer at four levels, with friends at one screen or over the
 network; lessons for a newcomer, a review of your game, replays.
"""
GLIBC = re.compile(rb"GLIBC_(\d+)\.(\d+)(?:\.(\d+))?")
# What a standalone game in /opt is, told to lintian: a third-party package of its own
# (policy keeps /opt for those), carrying its own Python and libraries as their wheels
# ship them (with their RPATHs, unstripped: PyInstaller's programs carry their archive).
LINTIAN_OVERRIDES = """\
cassino: dir-or-file-in-opt *
cassino: embedded-library *
cassino: custom-library-search-path *
cassino: unstripped-binary-or-object *
cassino: library-not-linked-against-libc *
cassino: shared-library-lacks-prerequisites *
cassino: hardening-no-pie *
cassino: duplicate-font-file *
"""


def version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    found = re.search(r'^version = "([^"]+)"', text, re.MULTILINE)
    if found is None:
        raise SystemExit("pyproject.toml has no version")
    return found.group(1)


def architecture() -> str:
    return subprocess.run(
        ["dpkg", "--print-architecture"], capture_output=True, text=True, check=True
    ).stdout.strip()


def newest_glibc(folder: Path) -> str:
    """The newest ``GLIBC_x.y`` symbol version any ELF file under ``folder`` asks for."""
    newest = (2, 17, 0)
    for path in folder.rglob("*"):
        if not path.is_file() or path.is_symlink():
            continue
        with path.open("rb") as stream:
            if stream.read(4) != b"\x7fELF":
                continue
            data = stream.read()
        for match in GLIBC.finditer(data):
            found = (int(match[1]), int(match[2]), int(match[3] or 0))
            newest = max(newest, found)
    major, minor, patch = newest
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def copyright_text() -> str:
    """The machine-readable copyright file: the game's licence, and where the bundled
    software's licences are."""
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8").strip()
    body = "\n".join(" " + (line if line.strip() else ".") for line in licence.splitlines())
    return (
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"
        "Upstream-Name: cassino\n"
        "Source: https://github.com/cassino-game/cassino\n"
        "Comment: The game bundles Python, pygame-ce (LGPL-2.1), SDL 2 and its libraries\n"
        " (zlib), PyYAML, platformdirs, websockets, zeroconf and the DejaVu fonts; the\n"
        " card art derived from @letele/playing-cards is CC0-1.0. Each licence text is\n"
        " in /opt/cassino/licenses, as the standalone game ships them.\n"
        "\n"
        "Files: *\n"
        "Copyright: The Cassino authors\n"
        "License: MIT\n"
        f"{body}\n"
    )


def debian_changelog(number: str) -> str:
    """One entry in Debian's format (the game's own changes are in NEWS.md.gz), dated by
    the last commit, so two builds of one commit are the same."""
    dated = subprocess.run(
        ["git", "log", "-1", "--format=%aD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    if not dated:
        dated = email.utils.formatdate(localtime=False)
    return (
        f"cassino ({number}) unstable; urgency=medium\n\n"
        "  * The standalone game packaged; its changes are in NEWS.md.gz.\n\n"
        f" -- {MAINTAINER}  {dated}\n"
    )


def build(dist: Path, out: Path) -> Path:
    if not (dist / "cassino").is_file() or not (dist / "share").is_dir():
        raise SystemExit(f"{dist} holds no standalone Linux build: run pyinstaller build.spec")
    number = version()
    arch = architecture()
    with tempfile.TemporaryDirectory(prefix="cassino-deb-") as folder:
        stage = Path(folder) / "cassino"
        game = stage / "opt" / "cassino"
        shutil.copytree(dist, game, symlinks=True, ignore=shutil.ignore_patterns("share"))
        share = stage / "usr" / "share"
        shutil.copytree(dist / "share", share)
        games = stage / "usr" / "games"  # where Debian keeps games' commands (on the PATH)
        games.mkdir(parents=True)
        for program in ("cassino", "cassino-cli"):
            (games / program).symlink_to(f"/opt/cassino/{program}")
        overrides = share / "lintian" / "overrides"
        overrides.mkdir(parents=True)
        (overrides / "cassino").write_text(LINTIAN_OVERRIDES, encoding="utf-8")
        docs = share / "doc" / "cassino"
        docs.mkdir(parents=True)
        (docs / "copyright").write_text(copyright_text(), encoding="utf-8")
        with gzip.GzipFile(docs / "changelog.gz", "wb", compresslevel=9, mtime=0) as stream:
            stream.write(debian_changelog(number).encode("utf-8"))
        with gzip.GzipFile(docs / "NEWS.md.gz", "wb", compresslevel=9, mtime=0) as stream:
            stream.write((ROOT / "CHANGELOG.md").read_bytes())
        _normalise(stage)
        control = stage / "DEBIAN"
        control.mkdir()
        size = sum(p.stat().st_size for p in stage.rglob("*") if p.is_file()) // 1024
        (control / "control").write_text(
            f"Package: cassino\n"
            f"Version: {number}\n"
            f"Architecture: {arch}\n"
            f"Maintainer: {MAINTAINER}\n"
            f"Installed-Size: {size}\n"
            f"Depends: libc6 (>= {newest_glibc(game)})\n"
            f"Section: games\n"
            f"Priority: optional\n"
            f"Homepage: https://github.com/cassino-game/cassino\n"
            f"{DESCRIPTION}",
            encoding="utf-8",
        )
        (control / "md5sums").write_text(_md5sums(stage), encoding="utf-8")
        for path in control.iterdir():
            path.chmod(0o644)
        out.mkdir(parents=True, exist_ok=True)
        package = out / f"cassino_{number}_{arch}.deb"
        subprocess.run(
            ["dpkg-deb", "--root-owner-group", "-Zxz", "--build", stage, package],
            check=True,
            capture_output=True,
        )
    return package


def _normalise(stage: Path) -> None:
    """Folders and the two programs 0755, every other file (shared libraries too) 0644."""
    programs = {stage / "opt" / "cassino" / name for name in ("cassino", "cassino-cli")}
    for path in stage.rglob("*"):
        if path.is_symlink():
            continue
        path.chmod(0o755 if path.is_dir() or path in programs else 0o644)


def _md5sums(stage: Path) -> str:
    lines = []
    for path in sorted(stage.rglob("*")):
        if path.is_file() and not path.is_symlink() and "DEBIAN" not in path.parts:
            digest = hashlib.md5(path.read_bytes()).hexdigest()  # dpkg's own format
            lines.append(f"{digest}  {path.relative_to(stage).as_posix()}\n")
    return "".join(lines)


def main() -> int:
    if not sys.platform.startswith("linux"):
        print("a .deb is built on Linux", file=sys.stderr)
        return 1
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist" / "cassino")
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    arguments = parser.parse_args()
    print(build(arguments.dist, arguments.out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
