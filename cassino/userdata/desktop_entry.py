"""The game in the desktop's menu, for an install that has no package manager behind it
(pip, pipx, a source checkout): ``cassino --install-desktop-entry`` writes the desktop
file, its icons and its metainfo into the user's XDG data folder
(``$XDG_DATA_HOME``, else ``~/.local/share``), and ``--remove-desktop-entry`` takes
exactly those files away again. The .deb installs the same files system-wide.

The files come with the game: in a wheel's ``share/`` (under the Python prefix), beside a
standalone build's executable, or in the checkout's ``packaging/linux``. The desktop file
is written with an ``Exec`` line that starts this very installation. Every write goes
through the guarded door (atomic; a link in the way is replaced, never written through);
a removal takes away a file or a link, never a folder, never what a link names.
"""

from __future__ import annotations

import os
import sys
import sysconfig
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path

from cassino.userdata import door

APP_ID = "io.github.cassino_game.Cassino"
ICON_SIZES = (16, 32, 48, 64, 128, 256)
MAX_FILE = 1_000_000  # a desktop file, metainfo or icon of ours is far smaller


class DesktopEntryError(RuntimeError):
    """The entry cannot be installed or removed here: the sentence says why."""


@dataclass(frozen=True)
class DesktopFiles:
    """The files the game ships for the menu."""

    desktop: Path
    metainfo: Path
    icons: dict[int, Path]  # by size in pixels


def _share_layout(share: Path) -> DesktopFiles:
    icons = {size: share / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES}
    return DesktopFiles(
        share / f"applications/{APP_ID}.desktop", share / f"metainfo/{APP_ID}.metainfo.xml", icons
    )


def _checkout_layout(folder: Path) -> DesktopFiles:
    icons = {size: folder / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png" for size in ICON_SIZES}
    return DesktopFiles(folder / f"{APP_ID}.desktop", folder / f"{APP_ID}.metainfo.xml", icons)


def _complete(found: DesktopFiles) -> bool:
    paths = [found.desktop, found.metainfo, *found.icons.values()]
    return all(path.is_file() for path in paths)


def shipped_files() -> DesktopFiles:
    """The desktop file, metainfo and icons this installation carries."""
    candidates: list[DesktopFiles] = []
    if getattr(sys, "frozen", False):
        candidates.append(_share_layout(Path(sys.executable).resolve().parent / "share"))
    for scheme_data in {sysconfig.get_path("data"), sys.prefix}:
        candidates.append(_share_layout(Path(scheme_data) / "share"))
    if sys.platform != "win32":
        user_base = sysconfig.get_config_var("userbase") or ""
        if user_base:
            candidates.append(_share_layout(Path(user_base) / "share"))
    package = files("cassino")
    if isinstance(package, Path):  # a checkout or an editable install
        candidates.append(_checkout_layout(package.resolve().parent / "packaging" / "linux"))
    for found in candidates:
        if _complete(found):
            return found
    raise DesktopEntryError(
        "this installation carries no desktop file (a wheel puts it in share/applications); "
        "reinstall cassino"
    )


def data_home() -> Path:
    """The user's XDG data folder."""
    configured = os.environ.get("XDG_DATA_HOME", "")
    if configured and Path(configured).is_absolute():  # the spec ignores a relative one
        return Path(configured)
    return Path.home() / ".local" / "share"


def command_line() -> str:
    """The desktop file's ``Exec``: this installation's ``cassino``, quoted as the desktop
    entry specification asks when its path has spaces."""
    program: list[str | Path]
    if getattr(sys, "frozen", False):
        program = [Path(sys.executable).resolve()]
    else:
        # The script installed beside this Python (a venv, pipx), else this Python
        # itself: never another installation's ``cassino`` found on the PATH.
        script = Path(sys.executable).parent / "cassino"
        program = [script] if script.is_file() else [Path(sys.executable), "-m", "cassino"]
    return " ".join(_quoted(str(part)) for part in program)


def _quoted(word: str) -> str:
    if not any(char in word for char in " \t\n\"'\\><~|&;$*?#()`"):
        return word
    escaped = "".join("\\" + char if char in '"`$\\' else char for char in word)
    return f'"{escaped}"'


def targets(home: Path) -> dict[Path, str]:
    """Where each file goes under ``home``, by what it is."""
    placed = {
        home / "applications" / f"{APP_ID}.desktop": "desktop",
        home / "metainfo" / f"{APP_ID}.metainfo.xml": "metainfo",
    }
    for size in ICON_SIZES:
        placed[home / f"icons/hicolor/{size}x{size}/apps/{APP_ID}.png"] = f"icon {size}"
    return placed


def install(home: Path | None = None) -> list[Path]:
    """Write the entry, its icons and metainfo under ``home`` (the XDG data folder); the
    files written. DesktopEntryError on Windows and macOS, or without the files."""
    _check_platform()
    home = home or data_home()
    shipped = shipped_files()
    written: list[Path] = []
    for path, kind in targets(home).items():
        if kind == "desktop":
            data = _with_exec(_read(shipped.desktop).decode("utf-8"), command_line()).encode()
        elif kind == "metainfo":
            data = _read(shipped.metainfo)
        else:
            data = _read(shipped.icons[int(kind.split()[1])])
        try:
            door.write_bytes(path, data)
        except door.Refused as refused:
            raise DesktopEntryError(f"{path} {refused}") from refused
        except OSError as error:
            raise DesktopEntryError(f"{path} cannot be written ({error.strerror})") from error
        written.append(path)
    return written


def remove(home: Path | None = None) -> list[Path]:
    """Remove what ``install`` wrote under ``home``; the files removed (none is fine)."""
    _check_platform()
    removed: list[Path] = []
    for path in targets(home or data_home()):
        if not os.path.lexists(path):
            continue
        try:
            door.remove(path)
        except door.Refused as refused:
            raise DesktopEntryError(f"{path} {refused}: it is not ours to remove") from refused
        except OSError as error:
            raise DesktopEntryError(f"{path} cannot be removed ({error.strerror})") from error
        removed.append(path)
    return removed


def _with_exec(desktop: str, command: str) -> str:
    lines = [
        f"Exec={command}" if line.startswith("Exec=") else line for line in desktop.split("\n")
    ]
    return "\n".join(lines)


def _read(path: Path) -> bytes:
    try:
        data = door.read_bytes(path, MAX_FILE)
    except door.Refused as refused:
        raise DesktopEntryError(f"{path} {refused}; reinstall cassino") from refused
    if data is None:
        raise DesktopEntryError(f"{path} is missing; reinstall cassino")
    return data


def _check_platform() -> None:
    if sys.platform == "win32" or sys.platform == "darwin":
        raise DesktopEntryError(
            "a desktop entry is for Linux and BSD desktops; on Windows and macOS the "
            "installer puts the game in the menu"
        )
