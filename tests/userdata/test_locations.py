"""Where the game finds its data: the frozen bundle, the installed package, a checkout."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from cassino.userdata import locations

ROOT = Path(__file__).resolve().parents[2]


def make_data(folder: Path) -> Path:
    (folder / locations.DATA_MARKER).parent.mkdir(parents=True)
    (folder / locations.DATA_MARKER).write_text("name: classic\n")
    return folder


def test_a_checkout_finds_the_repository_top_folders() -> None:
    assert locations.data_root() == ROOT
    assert locations.presets_dir() == ROOT / "config" / "rules"
    assert locations.cards_dir() == ROOT / "assets" / "cards"


def test_the_frozen_bundle_comes_first(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bundle = make_data(tmp_path / "bundle")
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert locations.data_root() == bundle


def test_package_data_comes_before_the_folder_above_the_package(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "cassino"
    make_data(package / "data")
    make_data(tmp_path / "site-packages")  # a stray config/ beside the package loses
    monkeypatch.setattr(locations, "files", lambda name: package)
    assert locations.data_root() == package / "data"


def test_no_data_anywhere_is_one_sentence_naming_the_places(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "site-packages" / "cassino"
    package.mkdir(parents=True)
    monkeypatch.setattr(locations, "files", lambda name: package)
    with pytest.raises(locations.MissingDataError) as raised:
        locations.presets_dir()
    message = str(raised.value)
    assert message.startswith("the game's data is missing: no config/rules/classic.yaml in ")
    assert str(package / "data") in message and "\n" not in message
    assert isinstance(raised.value, FileNotFoundError)


def test_the_log_folder_follows_its_override(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CASSINO_LOG_DIR", str(tmp_path))
    assert locations.log_file() == tmp_path / "cassino.log"
    assert locations.output_file() == tmp_path / "cassino-output.txt"
