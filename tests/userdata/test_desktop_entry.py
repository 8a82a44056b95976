"""``cassino --install-desktop-entry`` puts the game in the desktop's menu for a pip or pipx
install: the desktop file (valid, its Exec starting this installation), its icons and its
metainfo in the user's XDG data folder, through the guarded door; ``--remove-desktop-entry``
takes exactly those away. Run in a temporary XDG home, never the real one."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from cassino.userdata import desktop_entry

XDG = sys.platform not in ("win32", "darwin")  # where desktops read desktop entries


@pytest.fixture
def on_linux(monkeypatch: pytest.MonkeyPatch) -> None:
    """The module's own checks as on Linux, whatever this machine is (nothing here asks
    the system: the files go to a temporary XDG home)."""
    monkeypatch.setattr(desktop_entry.sys, "platform", "linux")


def run(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "XDG_DATA_HOME": str(home), "HOME": str(home.parent)}
    return subprocess.run(
        [sys.executable, "-m", "cassino", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_install_then_remove_from_the_command_line(tmp_path: Path) -> None:
    home = tmp_path / "share"
    done = run(home, "--install-desktop-entry")
    if not XDG:  # Windows and macOS: one sentence, nothing written
        assert done.returncode == 1 and "installer" in done.stderr
        assert not home.exists()
        return
    assert done.returncode == 0, done.stderr
    desktop = home / "applications" / f"{desktop_entry.APP_ID}.desktop"
    assert (
        desktop.is_file() and (home / "metainfo" / f"{desktop_entry.APP_ID}.metainfo.xml").is_file()
    )
    for size in desktop_entry.ICON_SIZES:
        icon = home / f"icons/hicolor/{size}x{size}/apps/{desktop_entry.APP_ID}.png"
        assert icon.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert f"wrote {desktop}" in done.stdout
    text = desktop.read_text(encoding="utf-8")
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line == f"Exec={desktop_entry.command_line()}"
    assert exec_line != "Exec=cassino"  # this installation, not whatever is on the PATH
    validator = shutil.which("desktop-file-validate")
    assert validator is not None, "desktop-file-validate (desktop-file-utils) is needed"
    checked = subprocess.run([validator, str(desktop)], capture_output=True, text=True)
    assert checked.returncode == 0 and checked.stdout.strip() == "", checked.stdout

    gone = run(home, "--remove-desktop-entry")
    assert gone.returncode == 0, gone.stderr
    left = [path for path in home.rglob("*") if path.is_file()]
    assert left == [] and f"removed {desktop}" in gone.stdout
    again = run(home, "--remove-desktop-entry")
    assert again.returncode == 0 and "no desktop entry" in again.stdout


def test_the_exec_line_runs_this_installation() -> None:
    command = desktop_entry.command_line()
    script = Path(sys.executable).parent / "cassino"
    if XDG:  # elsewhere paths are written as that system writes them
        assert command in (str(script), f"{sys.executable} -m cassino")
    assert desktop_entry._quoted("/opt/my games/cassino") == '"/opt/my games/cassino"'
    assert desktop_entry._quoted('/a"b') == '"/a\\"b"'


@pytest.mark.posix_only  # a symbolic link
@pytest.mark.usefixtures("on_linux")
def test_a_link_in_the_way_is_replaced_never_written_through(tmp_path: Path) -> None:
    home = tmp_path / "share"
    mine = tmp_path / "my-notes.txt"
    mine.write_text("mine\n", encoding="utf-8")
    desktop = home / "applications" / f"{desktop_entry.APP_ID}.desktop"
    desktop.parent.mkdir(parents=True)
    desktop.symlink_to(mine)
    desktop_entry.install(home)
    assert mine.read_text(encoding="utf-8") == "mine\n"
    assert desktop.is_file() and not desktop.is_symlink()
    desktop.unlink()
    desktop.symlink_to(mine)  # removing takes the link away, never what it names
    desktop_entry.remove(home)
    assert not os.path.lexists(desktop) and mine.read_text(encoding="utf-8") == "mine\n"


@pytest.mark.usefixtures("on_linux")
def test_a_folder_in_the_way_is_one_clear_sentence(tmp_path: Path) -> None:
    home = tmp_path / "share"
    (home / "metainfo" / f"{desktop_entry.APP_ID}.metainfo.xml").mkdir(parents=True)
    with pytest.raises(desktop_entry.DesktopEntryError, match=r"metainfo\.xml"):
        desktop_entry.remove(home)


def test_windows_and_macos_are_told_to_use_the_installer(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(desktop_entry.sys, "platform", "win32")
    with pytest.raises(desktop_entry.DesktopEntryError, match="installer"):
        desktop_entry.install(tmp_path)
