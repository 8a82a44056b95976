"""Every shared library a Linux standalone bundles is matched to its licence text: the
table knows each library pygame-ce and PyInstaller bring, by its file's name, and the
check names a library that has none."""

from __future__ import annotations

from pathlib import Path

from tool_modules import tool

licenses = tool("library_licenses")


def test_each_bundled_file_name_is_its_library() -> None:
    names = {
        "libSDL2-2-50d19f93.0.so.0.3200.10": "libSDL2",
        "libSDL2_ttf-2-e69aa315.0.so.0.2400.0": "libSDL2_ttf",
        "libopusfile-96d7a9c0.so.0.4.5": "libopusfile",
        "libopus-ddd6afb9.so.0.11.1": "libopus",
        "libwebpdemux-cecf59a9.so.2.0.17": "libwebpdemux",
        "libz.so.1": "libz",
        "libstdc++.so.6": "libstdc++",
        "libpython3.11.so.1.0": "libpython3",
        "libzstd.so.1": None,  # not in the table: the check names it
    }
    assert {name: licenses.library_name(name) for name in names} == names


def test_the_check_names_a_library_without_its_text(tmp_path: Path) -> None:
    build = tmp_path / "cassino"
    libs = build / "_internal" / "pygame_ce.libs"
    libs.mkdir(parents=True)
    for name in ("libSDL2-2-50d19f93.0.so.0.3200.10", "libogg-15db22d2.so.0.8.6", "libzstd.so.1"):
        (libs / name).write_bytes(b"\x7fELF")
    (build / "_internal" / "libSDL2-2-50d19f93.0.so.0.3200.10").write_bytes(b"\x7fELF")  # twice
    (build / "_internal" / "yaml.cpython-311-x86_64-linux-gnu.so").write_bytes(b"\x7fELF")
    texts = build / "licenses" / "libraries"
    texts.mkdir(parents=True)
    (texts / "libSDL2.txt").write_text("zlib licence\n", encoding="utf-8")
    assert licenses.check(build) == ["libogg-15db22d2.so.0.8.6", "libzstd.so.1"]
    (texts / "libogg.txt").write_text("BSD\n", encoding="utf-8")
    assert licenses.check(build) == ["libzstd.so.1"]  # an unknown library is never passed
