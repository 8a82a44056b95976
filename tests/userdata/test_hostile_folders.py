"""Whatever stands in the player's folders, the window reaches its title (issue 56): a FIFO,
a link to a device, a folder, a huge file or garbage in place of any user file is set aside
with a notice, and nothing outside the folders changes. Also a fuzz test of the file layer
with a fixed budget."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from fuzz import FUZZ, json_values
from hypothesis import given
from hypothesis import strategies as st

from cassino.ui.flow import GameFlow
from cassino.ui.options import WindowOptions
from cassino.ui.screens.statistics.scene import StatisticsScene
from cassino.ui.screens.title.scene import TitleScene
from cassino.userdata import locations

pytestmark = pytest.mark.posix_only  # FIFOs and devices

# Every user file the window reads before its title or on the statistics screen.
USER_FILES: dict[str, Callable[[], Path]] = {
    "preferences": locations.preferences_file,
    "autosave": locations.autosave_file,
    "statistics": locations.statistics_file,
    "last game": locations.last_game_file,
    "rule set": lambda: locations.user_rules_dir() / "house.yaml",
}


def plant(path: Path, kind: str, outside: Path) -> None:
    """Put a hostile ``kind`` of thing at ``path``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device link":
        path.symlink_to("/dev/zero")  # an endless file
    elif kind == "folder":
        path.mkdir()
    elif kind == "huge":
        with path.open("wb") as stream:
            stream.truncate(56_000_000)  # sparse: the 56 MB preferences of the issue
    elif kind == "dangling link":
        path.symlink_to(outside.with_name("made-through-a-link"))
    else:
        raise ValueError(kind)


def reach_the_statistics() -> GameFlow:
    """The window as a player opens it: the title, then the statistics screen."""
    flow = GameFlow(WindowOptions(size=(1024, 640)))
    flow.title()
    flow.app.step(1 / 60)
    assert any(isinstance(scene, TitleScene) for scene in flow.app.stack.scenes)
    flow.statistics()
    flow.app.step(1 / 60)
    assert any(isinstance(scene, StatisticsScene) for scene in flow.app.stack.scenes)
    return flow


@contextmanager
def user_folders(root: Path) -> Iterator[Path]:
    """Config and data folders under ``root`` (the environment restored after), and a file
    outside them that must stay as it is."""
    saved = {key: os.environ.get(key) for key in ("CASSINO_CONFIG_DIR", "CASSINO_DATA_DIR")}
    os.environ["CASSINO_CONFIG_DIR"] = str(root / "config")
    os.environ["CASSINO_DATA_DIR"] = str(root / "data")
    outside = root / "outside" / "victim.txt"
    outside.parent.mkdir(parents=True)
    outside.write_text("untouched\n", encoding="utf-8")
    try:
        yield outside
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value


def kept_aside(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".broken-*"))


@pytest.mark.parametrize("which", USER_FILES)
@pytest.mark.parametrize("kind", ["fifo", "device link", "folder", "huge", "dangling link"])
def test_the_title_is_reached_and_the_file_set_aside(tmp_path: Path, which: str, kind: str) -> None:
    with user_folders(tmp_path) as outside:
        path = USER_FILES[which]()
        plant(path, kind, outside)
        flow = reach_the_statistics()
        assert len(kept_aside(path)) == 1, f"{which} ({kind}) was not set aside"
        assert flow.notices is not None
        assert sorted(p.name for p in outside.parent.iterdir()) == ["victim.txt"]
        assert outside.read_text(encoding="utf-8") == "untouched\n"


def test_every_user_file_broken_at_once(tmp_path: Path) -> None:
    kinds = ["fifo", "device link", "huge", "folder", "dangling link"]
    with user_folders(tmp_path) as outside:
        paths = [factory() for factory in USER_FILES.values()]
        for path, kind in zip(paths, kinds, strict=True):
            plant(path, kind, outside)
        reach_the_statistics()
        assert all(len(kept_aside(path)) == 1 for path in paths)
        assert outside.read_text(encoding="utf-8") == "untouched\n"


# The fuzz test: any contents or kind of file at any user file's path.
CONTENTS = st.one_of(
    st.binary(max_size=300),
    st.text(max_size=300).map(lambda text: text.encode("utf-8")),
    json_values.map(lambda value: json.dumps(value).encode("utf-8")),
    st.integers(min_value=1, max_value=3000).map(lambda depth: b"[" * depth + b"]" * depth),
    st.integers(min_value=19, max_value=500).map(
        lambda digits: b'{"format": 2, "records": [{"games": ' + b"9" * digits + b"}]}"
    ),
    st.sampled_from([b'{"name": "\\ud800"}', b'name: "\\ud800"\n', b"\xff\xfe\x00"]),
    st.sampled_from(["fifo", "device link", "folder", "huge", "dangling link", "empty"]),
)


@FUZZ
@given(files=st.dictionaries(st.sampled_from(list(USER_FILES)), CONTENTS, min_size=1))
def test_any_user_files_reach_the_title(files: dict[str, bytes | str]) -> None:
    with tempfile.TemporaryDirectory() as folder, user_folders(Path(folder)) as outside:
        paths = {which: USER_FILES[which]() for which in files}
        for which, contents in files.items():
            path = paths[which]
            if isinstance(contents, str) and contents != "empty":
                plant(path, contents, outside)
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(b"" if contents == "empty" else contents)  # type: ignore[arg-type]
        reach_the_statistics()
        for which, contents in files.items():
            path = paths[which]
            hostile = isinstance(contents, str) and contents != "empty"
            if hostile:
                assert len(kept_aside(path)) == 1, which  # never used, never lost
            else:
                # What is at the path is a regular file the game accepted (or wrote anew),
                # or it was set aside.
                assert (path.is_file() and not path.is_symlink()) or kept_aside(path), which
            assert not path.exists() or (path.is_file() and not path.is_symlink()), which
        assert sorted(p.name for p in outside.parent.iterdir()) == ["victim.txt"]
        assert outside.read_text(encoding="utf-8") == "untouched\n"
