"""The committed card images and sounds are complete, well-formed and reproducible."""

from __future__ import annotations

import math
import os
import sys
import wave
from array import array
from pathlib import Path
from types import ModuleType

import pytest
from tool_modules import tool

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parents[2]
CARDS = ROOT / "assets" / "cards"
SOUNDS = ROOT / "assets" / "sounds"

CODES = [rank + suit for suit in "shdc" for rank in "A23456789TJQK"]
# Every deck and back the game offers (cassino.ui.assets): drawn by make_cards.py,
# make_large_cards.py, and make_drawn_cards.py (from @letele/playing-cards: it needs node
# and rsvg-convert, so only its files are checked here; assets/cards/LICENSE.md).
DECKS = ["standard", "four_colour", "large", "large_four_colour", "drawn", "drawn_four_colour"]
BACKS = ["back_blue", "back_red", "back_green", "back_letele_black", "back_letele_red"]
CARD_FILES = [f"{deck}/{code}.png" for deck in DECKS for code in CODES]
CARD_FILES += [f"{back}.png" for back in BACKS]
SOUND_NAMES = ["deal", "place", "capture", "build", "sweep", "win", "error"]
CARD_SIZE = (250, 350)


def load_tool(name: str) -> ModuleType:
    """A generator script from tools/ (not a package), freshly imported."""
    sys.modules.pop(name, None)
    return tool(name)


def relative_files(directory: Path) -> set[str]:
    return {
        path.relative_to(directory).as_posix() for path in directory.rglob("*") if path.is_file()
    }


def test_every_card_and_back_exists() -> None:
    missing = [name for name in CARD_FILES if not (CARDS / name).is_file()]
    assert missing == []


@pytest.mark.parametrize("name", CARD_FILES)
def test_card_image_has_rounded_transparent_corners(name: str) -> None:
    image = pygame.image.load(CARDS / name)
    assert image.get_size() == CARD_SIZE
    width, height = CARD_SIZE
    for corner in ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)):
        assert image.get_at(corner).a == 0, f"corner {corner} should be transparent"
    assert image.get_at((width // 2, height // 2)).a == 255
    assert image.get_at((width // 2, 3)).a == 255, "the face should reach the top edge"


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_sound_is_short_mono_16_bit_and_audible(name: str) -> None:
    with wave.open(str(SOUNDS / f"{name}.wav"), "rb") as wav:
        assert wav.getframerate() == 44100
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert 0.05 <= wav.getnframes() / wav.getframerate() <= 1.5
        samples = array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":  # WAV data is little-endian
        samples.byteswap()
    peak_dbfs = 20 * math.log10(max(abs(s) for s in samples) / 32767)
    assert -4.5 <= peak_dbfs <= -2.0, f"peak {peak_dbfs:.1f} dBFS should be near -3 dBFS"
    # Faded ends: no click when the sound starts or stops.
    assert abs(samples[0]) < 200 and abs(samples[-1]) < 200


@pytest.mark.parametrize(
    ("tool", "committed"),
    [("make_cards", CARDS), ("make_large_cards", CARDS), ("make_sounds", SOUNDS)],
)
def test_generator_reproduces_committed_files(tool: str, committed: Path, tmp_path: Path) -> None:
    load_tool(tool).main(tmp_path)
    made = relative_files(tmp_path)
    assert made and made <= relative_files(committed)  # the folder holds other tools' too
    differing = [
        name
        for name in sorted(made)
        if (tmp_path / name).read_bytes() != (committed / name).read_bytes()
    ]
    assert differing == []


def test_every_card_file_is_one_the_game_offers() -> None:
    from cassino.ui.assets import BACK_COLOURS, DECK_STYLES

    assert sorted(DECKS) == sorted(DECK_STYLES)
    assert sorted(BACKS) == sorted(f"back_{name}" for name in BACK_COLOURS)
    offered = set(CARD_FILES) | {"LICENSE.md"}
    assert relative_files(CARDS) == offered
