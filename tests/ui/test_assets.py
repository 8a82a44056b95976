"""Card images and sounds: loading, scaling, caching, and failing clearly."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from cassino.ui import assets
from cassino.ui.assets import KEPT_SIZES, SOUND_NAMES, AssetError, CardImages, Sounds
from cassino.userdata import locations

SIZE = (90, 126)


def test_faces_and_backs_come_at_the_asked_size(display: pygame.Surface) -> None:
    images = CardImages()
    face = images.face("Td", SIZE)
    assert face.get_size() == SIZE
    assert face.get_flags() & pygame.SRCALPHA  # rounded corners stay see-through
    assert face.get_at((0, 0)).a == 0
    assert images.back((50, 70)).get_size() == (50, 70)
    assert images.image("Td", SIZE, face_up=False) is images.back(SIZE)


def test_images_are_cached_per_code_size_and_style(display: pygame.Surface) -> None:
    images = CardImages()
    assert images.face("Kh", SIZE) is images.face("Kh", SIZE)
    assert images.face("Kh", SIZE) is not images.face("Kh", (60, 84))
    standard = pygame.image.tobytes(images.face("Td", SIZE), "RGBA")
    images.set_style(deck="four_colour")
    assert images.deck == "four_colour"
    four_colour = pygame.image.tobytes(images.face("Td", SIZE), "RGBA")
    assert standard != four_colour  # diamonds change colour


def test_backs_follow_the_chosen_colour(display: pygame.Surface) -> None:
    blue = CardImages(back="blue").back(SIZE).get_at((45, 20))
    red = CardImages(back="red").back(SIZE).get_at((45, 20))
    assert blue.b > blue.r and red.r > red.b


def test_old_sizes_are_dropped_after_a_few_resizes(display: pygame.Surface) -> None:
    images = CardImages()
    first = images.face("As", (40, 56))
    for width in range(41, 41 + KEPT_SIZES):
        images.face("As", (width, round(width * 1.4)))
    assert images.face("As", (40, 56)) is not first


def test_images_load_without_a_window() -> None:
    pygame.display.quit()
    image = CardImages().face("2s", (25, 35))
    assert image.get_size() == (25, 35)


def test_paths_come_from_locations() -> None:
    images = CardImages(deck="four_colour", back="green")
    assert images.path("Qc") == locations.cards_dir() / "four_colour" / "Qc.png"
    assert images.path("back") == locations.cards_dir() / "back_green.png"


def test_bad_names_are_refused() -> None:
    with pytest.raises(ValueError, match="'huge'"):
        CardImages(deck="huge")
    with pytest.raises(ValueError, match="'purple'"):
        CardImages(back="purple")
    with pytest.raises(ValueError, match="'10d'"):
        CardImages().face("10d", SIZE)
    with pytest.raises(ValueError, match="positive size"):
        CardImages().face("Td", (0, 10))


def test_a_missing_image_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "standard").mkdir()
    with pytest.raises(AssetError, match=r"standard/Td\.png is missing"):
        CardImages(cards_dir=tmp_path).face("Td", SIZE)


def test_an_unreadable_image_names_the_file(tmp_path: Path) -> None:
    (tmp_path / "standard").mkdir()
    (tmp_path / "standard" / "Td.png").write_bytes(b"not a png at all")
    with pytest.raises(AssetError, match=r"Td\.png cannot be read"):
        CardImages(cards_dir=tmp_path).face("Td", SIZE)


class FakeSound:
    def __init__(self) -> None:
        self.plays = 0
        self.volume = -1.0

    def play(self) -> None:
        self.plays += 1

    def set_volume(self, volume: float) -> None:
        self.volume = volume


def with_fakes(sounds: Sounds) -> dict[str, FakeSound]:
    fakes = {name: FakeSound() for name in SOUND_NAMES}
    sounds._sounds = fakes  # type: ignore[assignment]  # observe play() without a speaker
    return fakes


def test_sounds_play_at_the_set_volume() -> None:
    sounds = Sounds(volume=0.5)
    assert sounds.available  # SDL's dummy audio driver
    assert sounds._sounds["capture"].get_volume() == pytest.approx(0.5, abs=0.01)
    fakes = with_fakes(sounds)
    sounds.play("capture")
    sounds.volume = 1.7
    assert sounds.volume == 1.0 and fakes["deal"].volume == 1.0
    sounds.volume = -3
    assert sounds.volume == 0.0
    sounds.play("capture")  # silent at volume 0
    assert fakes["capture"].plays == 1


def test_muted_sounds_do_not_play() -> None:
    sounds = Sounds(muted=True)
    fakes = with_fakes(sounds)
    sounds.play("sweep")
    sounds.muted = False
    sounds.play("sweep")
    assert fakes["sweep"].plays == 1


def test_no_audio_device_means_silence_not_a_crash(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_device() -> None:
        raise pygame.error("No available audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    sounds = Sounds()
    assert not sounds.available
    for name in SOUND_NAMES:
        sounds.play(name)
    sounds.volume = 0.3
    assert sounds.volume == 0.3


def test_unknown_sound_and_missing_file_are_named(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="'boing'"):
        Sounds().play("boing")
    for name in SOUND_NAMES[:-1]:
        source = locations.sounds_dir() / f"{name}.wav"
        (tmp_path / source.name).write_bytes(source.read_bytes())
    with pytest.raises(AssetError, match=rf"{SOUND_NAMES[-1]}\.wav is missing"):
        Sounds(sounds_dir=tmp_path)


def test_an_unreadable_sound_names_the_file(tmp_path: Path) -> None:
    for name in SOUND_NAMES:
        (tmp_path / f"{name}.wav").write_bytes(b"RIFF nonsense")
    with pytest.raises(AssetError, match=r"\.wav cannot be read"):
        Sounds(sounds_dir=tmp_path)


def test_every_bundled_asset_loads(display: pygame.Surface) -> None:
    for deck in assets.DECK_STYLES:
        CardImages(deck=deck).preload()
    for back in assets.BACK_COLOURS:
        CardImages(back=back).back(SIZE)
