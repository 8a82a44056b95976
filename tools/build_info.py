"""What build.spec tells each system about the program: the version, names, identifiers.

Kept out of the spec so the tests can check it on any system.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.cassino_game.Cassino"  # also the macOS bundle identifier
NAME = "cassino"
COPYRIGHT = "Copyright (c) 2026 The Cassino authors, MIT licence"


def version() -> str:
    """The project's version, from pyproject.toml (the package metadata's one source)."""
    with open(ROOT / "pyproject.toml", "rb") as project:
        return str(tomllib.load(project)["project"]["version"])


def windows_version_resource() -> str:
    """The version resource Explorer shows in cassino.exe's properties, in the text form
    PyInstaller reads (``version=`` a file of it). Made as text: PyInstaller's own classes
    for it import pefile, which only Windows installs."""
    text = version()
    numbers = (*(int(part) for part in text.split(".")[:3]), 0)
    strings = {
        "CompanyName": "The Cassino authors",
        "FileDescription": "Cassino, the classic fishing card game",
        "FileVersion": text,
        "InternalName": NAME,
        "LegalCopyright": COPYRIGHT,
        "OriginalFilename": f"{NAME}.exe",
        "ProductName": "Cassino",
        "ProductVersion": text,
    }
    structs = ",\n".join(
        f"          StringStruct({key!r}, {value!r})" for key, value in strings.items()
    )
    return f"""VSVersionInfo(
  ffi=FixedFileInfo(filevers={numbers}, prodvers={numbers}),
  kids=[
    StringFileInfo([
      StringTable('040904B0', [
{structs}
      ])
    ]),
    VarFileInfo([VarStruct('Translation', [1033, 1200])])
  ]
)
"""


def write_windows_version_resource(folder: Path) -> Path:
    """The resource's text in ``folder`` (the build's work folder); its path."""
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "version-resource.txt"
    path.write_text(windows_version_resource(), encoding="utf-8")
    return path


def macos_info_plist() -> dict[str, object]:
    """Info.plist entries beyond the ones PyInstaller's BUNDLE writes itself."""
    text = version()
    return {
        "CFBundleDisplayName": "Cassino",
        "CFBundleName": "Cassino",
        "CFBundleShortVersionString": text,
        "CFBundleVersion": text,
        "LSApplicationCategoryType": "public.app-category.card-games",
        "NSHighResolutionCapable": True,
        "NSHumanReadableCopyright": COPYRIGHT,
    }
