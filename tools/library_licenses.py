"""The licence text of every shared library a Linux standalone build bundles.

pygame-ce's wheels carry SDL 2 and some 25 libraries (FreeType, HarfBuzz, libpng, Ogg,
Vorbis, FLAC, …) without their licence texts, and PyInstaller adds the libraries Python
itself needs. Each library's text is taken from the Debian package of the same library on
the building machine (``/usr/share/doc/<package>/copyright``: its licence and copyright
holders, as Debian's copyright file format states them) and written to
``licenses/libraries/<library>.txt`` of the build. A bundled library that this table does
not know, or whose package's copyright file is not installed, is reported: ``.ci/installs``
fails on it (``python tools/library_licenses.py --check dist/cassino``), and ``.ci/run``
installs the packages named here.

Usage: ``python tools/library_licenses.py [--check] BUILD`` (BUILD: ``dist/cassino``).
"""

from __future__ import annotations

import argparse
import shutil
import sys
from pathlib import Path

DOCS = Path("/usr/share/doc")
# A bundled library's file name starts with its name; the Debian packages (glob patterns,
# so that Debian's and Ubuntu's names both match; alternatives after a space) whose
# copyright file covers it.
LIBRARIES: dict[str, str] = {
    "libSDL2_image": "libsdl2-image-2.0-0",
    "libSDL2_mixer": "libsdl2-mixer-2.0-0",
    "libSDL2_ttf": "libsdl2-ttf-2.0-0",
    "libSDL2": "libsdl2-2.0-0",
    "libFLAC": "libflac1[0-9]*",
    "libbrotlicommon": "libbrotli1",
    "libbrotlidec": "libbrotli1",
    "libbz2": "libbz2-1.0",
    "libcrypto": "libssl3*",
    "libssl": "libssl3*",
    "libffi": "libffi[0-9]*",
    "libfluidsynth": "libfluidsynth[0-9]*",
    "libfreetype": "libfreetype6*",
    "libgcc_s": "libgcc-s1",
    "libharfbuzz": "libharfbuzz0b",
    "libjpeg": "libjpeg62-turbo",
    "liblzma": "liblzma5",
    "libmpg123": "libmpg123-0*",
    "libogg": "libogg0",
    "libopusfile": "libopusfile0",
    "libopus": "libopus0",
    "libpng16": "libpng16-16*",
    "libreadline": "libreadline8*",
    "libsharpyuv": "libsharpyuv0 libwebp7",  # part of libwebp before its own package
    "libsndfile": "libsndfile1*",
    "libstdc++": "libstdc++6",
    "libtiff": "libtiff6",
    "libtinfo": "libtinfo6",
    "libuuid": "libuuid1",
    "libvorbisenc": "libvorbisenc2",
    "libvorbisfile": "libvorbisfile3",
    "libvorbis": "libvorbis0a",
    "libwavpack": "libwavpack1",
    "libwebpdemux": "libwebpdemux2",
    "libwebp": "libwebp7",
    "libxmp": "libxmp4",
    "libz": "zlib1g",
}
# Covered elsewhere in licenses/: Python's own library is under Python-LICENSE.txt.
COVERED = {"libpython3": "Python-LICENSE.txt"}


def bundled_libraries(build: Path) -> list[Path]:
    """The shared libraries in a build (not Python's extension modules, not the game's)."""
    return sorted(
        path
        for path in build.rglob("*.so*")
        if path.is_file()
        and ".cpython-" not in path.name
        and "mypyc" not in path.name
        and path.name.startswith("lib")
    )


def _one_each(paths: list[Path]) -> list[Path]:
    """One path per file name (PyInstaller keeps some libraries in two folders)."""
    return list({path.name: path for path in paths}.values())


def library_name(file_name: str) -> str | None:
    """The library a file is (``libSDL2_ttf-2-e69a….so.0`` → ``libSDL2_ttf``), if known."""
    for name in sorted([*LIBRARIES, *COVERED], key=len, reverse=True):
        rest = file_name[len(name) :]
        if file_name.startswith(name) and rest[:1] in ("-", ".") and ".so" in rest:
            return name
    return None


def copyright_file(name: str) -> Path | None:
    """The installed Debian copyright file covering library ``name``, if any."""
    for pattern in LIBRARIES[name].split():
        for folder in sorted(DOCS.glob(pattern)):
            if (folder / "copyright").is_file():
                return folder / "copyright"
    return None


def gather(build: Path, target: Path) -> list[str]:
    """Write each bundled library's licence text into ``target``; the problems (a library
    not in the table, or its text not installed), none when every library has its text."""
    problems: list[str] = []
    target.mkdir(parents=True, exist_ok=True)
    for path in _one_each(bundled_libraries(build)):
        name = library_name(path.name)
        if name is None:
            problems.append(f"{path.name}: a library tools/library_licenses.py does not know")
            continue
        if name in COVERED:
            continue
        source = copyright_file(name)
        if source is None:
            problems.append(f"{path.name}: no {DOCS}/{LIBRARIES[name]}/copyright installed")
            continue
        shutil.copyfile(source, target / f"{name}.txt")
    return problems


def check(build: Path) -> list[str]:
    """The bundled libraries whose licence text the build's licenses/ lacks."""
    folder = build / "licenses"
    missing = []
    for path in _one_each(bundled_libraries(build)):
        name = library_name(path.name)
        text = folder / COVERED[name] if name in COVERED else folder / f"libraries/{name}.txt"
        if name is None or not text.is_file() or text.stat().st_size == 0:
            missing.append(path.name)
    return missing


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("build", type=Path, help="the standalone build, e.g. dist/cassino")
    parser.add_argument("--check", action="store_true", help="only check, exit 1 if any lacks")
    arguments = parser.parse_args()
    if arguments.check:
        missing = check(arguments.build)
        for name in missing:
            print(f"no licence text for the bundled library {name}", file=sys.stderr)
        libraries = len(_one_each(bundled_libraries(arguments.build)))
        print(f"{libraries - len(missing)} of {libraries} bundled libraries have their licence")
        return 1 if missing else 0
    problems = gather(arguments.build, arguments.build / "licenses" / "libraries")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
