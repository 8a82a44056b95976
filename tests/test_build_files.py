"""What the builds and the wheel ship besides the code: icons, desktop files, licences,
and what build.spec tells Windows and macOS about the program."""

from __future__ import annotations

import ast
import configparser
import struct
import sys
import tomllib
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from types import ModuleType

import pytest

from cassino import launch
from cassino.version import game_version

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def tool(name: str) -> ModuleType:
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        return __import__(name)
    finally:
        sys.path.remove(str(ROOT / "tools"))


def test_the_build_reads_the_version_the_package_has() -> None:
    assert tool("build_info").version() == PROJECT["project"]["version"] == game_version()


def test_the_windows_version_resource_names_the_program_and_its_version() -> None:
    text = tool("build_info").windows_version_resource()
    call = ast.parse(text, mode="eval").body  # PyInstaller evaluates the text as Python
    assert isinstance(call, ast.Call) and ast.unparse(call.func) == "VSVersionInfo"
    numbers = ", ".join(game_version().split(".")) + ", 0"
    assert f"filevers=({numbers}), prodvers=({numbers})" in text
    assert "StringStruct('OriginalFilename', 'cassino.exe')" in text
    assert f"StringStruct('ProductVersion', '{game_version()}')" in text


def test_the_macos_info_plist_has_the_version_and_high_dpi() -> None:
    plist = tool("build_info").macos_info_plist()
    assert plist["CFBundleShortVersionString"] == game_version()
    assert plist["NSHighResolutionCapable"] is True
    assert tool("build_info").APP_ID == launch.APP_ID


def test_the_committed_icons_are_what_make_icon_draws(tmp_path: Path) -> None:
    written = tool("make_icon").main(ROOT / "assets", tmp_path / "linux")
    for path in written:
        committed = (
            ROOT / "assets" / path.name
            if path.parent == ROOT / "assets"
            else LINUX / path.relative_to(tmp_path / "linux")
        )
        assert committed.read_bytes() == path.read_bytes(), f"{committed} is out of date"


def test_the_ico_holds_every_size_up_to_256_as_png() -> None:
    data = (ROOT / "assets" / "icon.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for number in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack_from(
            "<BBBBHHII", data, 6 + 16 * number
        )
        assert data[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + length <= len(data)
        sizes.append(width or 256)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_icns_entries_are_pngs_of_their_sizes() -> None:
    data = (ROOT / "assets" / "icon.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    expected = dict(tool("make_icon").ICNS_TYPES)
    position, seen = 8, {}
    while position < len(data):
        kind, length = (
            data[position : position + 4],
            struct.unpack_from(">I", data, position + 4)[0],
        )
        png = data[position + 8 : position + length]
        width, height = struct.unpack_from(">II", png, 16)  # the IHDR chunk
        seen[kind] = width
        assert width == height
        position += length
    assert seen == expected


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(LINUX / f"{launch.APP_ID}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_desktop_file_matches_the_window_and_the_installed_program() -> None:
    entry = desktop_entry()
    assert entry["StartupWMClass"] == launch.WINDOW_CLASS
    assert entry["Exec"] in PROJECT["project"]["gui-scripts"]
    assert entry["Icon"] == launch.APP_ID
    assert entry["Type"] == "Application" and entry["Categories"].endswith(";")


def test_the_metainfo_names_the_desktop_file_licence_and_version() -> None:
    component = ElementTree.parse(LINUX / f"{launch.APP_ID}.metainfo.xml").getroot()
    assert component.findtext("id") == launch.APP_ID
    assert component.findtext("launchable") == f"{launch.APP_ID}.desktop"
    assert component.findtext("project_license") == PROJECT["project"]["license"]
    release = component.find("releases/release")
    assert release is not None and release.get("version") == game_version()


def test_every_file_the_wheel_installs_under_share_exists() -> None:
    data_files = PROJECT["tool"]["setuptools"]["data-files"]
    sizes = set()
    for target, sources in data_files.items():
        for source in sources:
            assert (ROOT / source).is_file(), source
        if target.startswith("share/icons/hicolor/"):
            sizes.add(target.split("/")[3])
    assert sizes == {f"{size}x{size}" for size in tool("make_icon").HICOLOR_SIZES}


def test_every_build_gets_the_licence_texts(tmp_path: Path) -> None:
    written = tool("third_party_licenses").collect(tmp_path)
    names = {path.name for path in written}
    assert {"pygame-ce-LGPL.txt", "SDL2.txt", "PyYAML-LICENSE.txt"} <= names
    assert {"platformdirs-LICENSE.txt", "Python-LICENSE.txt", "Cassino-LICENSE.txt"} <= names
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (tmp_path / "pygame-ce-LGPL.txt").read_text()
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (tmp_path / "Python-LICENSE.txt").read_text()
    readme = (tmp_path / "README.txt").read_text(encoding="utf-8")
    assert all(name in readme for name in names - {"README.txt"})


def test_a_missing_licence_stops_the_build(monkeypatch: pytest.MonkeyPatch) -> None:
    licenses = tool("third_party_licenses")
    monkeypatch.setattr(licenses, "distribution", lambda name: _NoFiles())
    with pytest.raises(licenses.MissingLicense, match="PyYAML's installed metadata"):
        licenses.sources()


class _NoFiles:
    files = ()
