"""Card images and sounds, loaded from ``locations`` once and kept.

Card art is 250×350 (``assets/cards/LICENSE.md`` says where each deck comes from); each
image is read from disk once, converted for fast blitting (when a window exists) and
scaled with ``smoothscale`` on demand. Scaled images are kept per (deck style, code,
size); a window resize brings new sizes, so only the few most
recently used sizes are kept.

Sound is a nicety: with no audio device the mixer does not start and ``Sounds`` stays
silent. A missing or unreadable file is a broken installation and says which file.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path

import pygame

from cassino.engine.cards import RANKS, SUITS
from cassino.userdata import locations

# Each deck's folder, in two colourings: the faces with drawn court figures, the
# project's first faces ("standard"), and a large-index deck for low vision.
DECK_STYLES = (
    "drawn",
    "drawn_four_colour",
    "standard",
    "four_colour",
    "large",
    "large_four_colour",
)
BACK_COLOURS = ("blue", "red", "green", "letele_black", "letele_red")
SOUND_NAMES = ("deal", "place", "capture", "build", "sweep", "win", "error")
CARD_CODES = tuple(rank + suit for suit in SUITS for rank in RANKS)
KEPT_SIZES = 6  # hand, table, opponents, a drag, and room for a resize in between

Size = tuple[int, int]


class AssetError(RuntimeError):
    """A bundled image or sound is missing or unreadable: the installation is broken."""


def _load_image(path: Path) -> pygame.Surface:
    if not path.is_file():
        raise AssetError(f"card image {path} is missing; reinstall the game")
    try:
        image = pygame.image.load(path)
    except (pygame.error, OSError) as error:
        raise AssetError(f"card image {path} cannot be read: {error}") from error
    # convert_alpha needs a window; without one (tests, off-screen renders) keep as is.
    return image.convert_alpha() if pygame.display.get_surface() is not None else image


def _check_style(deck: str, back: str) -> None:
    if deck not in DECK_STYLES:
        raise ValueError(f"unknown deck style {deck!r}; choose {', '.join(DECK_STYLES)}")
    if back not in BACK_COLOURS:
        raise ValueError(f"unknown card back {back!r}; choose {', '.join(BACK_COLOURS)}")


class CardImages:
    """Faces of one deck style and one back colour, at any size.

    ``face("Td", (90, 126))`` gives the ten of diamonds 90 pixels wide.
    """

    def __init__(
        self, deck: str = "standard", back: str = "blue", cards_dir: Path | None = None
    ) -> None:
        _check_style(deck, back)
        self.deck = deck
        self.back_colour = back
        self.cards_dir = cards_dir or locations.cards_dir()
        self._originals: dict[str, pygame.Surface] = {}
        self._scaled: OrderedDict[Size, dict[str, pygame.Surface]] = OrderedDict()

    def path(self, code: str) -> Path:
        """The file of a face (``"Td"``) or of the back (``"back"``)."""
        if code == "back":
            return self.cards_dir / f"back_{self.back_colour}.png"
        if code not in CARD_CODES:
            raise ValueError(f"no card has the code {code!r}; codes look like Td, 2s, Kh")
        return self.cards_dir / self.deck / f"{code}.png"

    def original(self, code: str) -> pygame.Surface:
        """The full-size image, loaded on first use."""
        image = self._originals.get(code)
        if image is None:
            image = self._originals[code] = _load_image(self.path(code))
        return image

    def face(self, code: str, size: Size) -> pygame.Surface:
        return self._get(code, size)

    def back(self, size: Size) -> pygame.Surface:
        return self._get("back", size)

    def image(self, code: str, size: Size, *, face_up: bool = True) -> pygame.Surface:
        return self._get(code if face_up else "back", size)

    def preload(self, sizes: tuple[Size, ...] = ()) -> None:
        """Read every file now (a broken installation fails at start, not mid-game)."""
        for code in (*CARD_CODES, "back"):
            self.original(code)
            for size in sizes:
                self._get(code, size)

    def set_style(self, deck: str | None = None, back: str | None = None) -> None:
        """Switch deck style or back colour; images are reloaded as they are needed."""
        deck, back = deck or self.deck, back or self.back_colour
        _check_style(deck, back)
        self.deck, self.back_colour = deck, back
        self._originals.clear()
        self._scaled.clear()

    def _get(self, code: str, size: Size) -> pygame.Surface:
        width, height = size
        if width < 1 or height < 1:
            raise ValueError(f"a card image needs a positive size, not {size}")
        images = self._scaled.get(size)
        if images is None:
            images = self._scaled[size] = {}
            while len(self._scaled) > KEPT_SIZES:
                self._scaled.popitem(last=False)
        else:
            self._scaled.move_to_end(size)
        image = images.get(code)
        if image is None:
            image = images[code] = pygame.transform.smoothscale(self.original(code), size)
        return image


class Sounds:
    """The game's sound effects; silent when there is no audio device.

    ``volume`` runs from 0 (silent) to 1; ``muted`` silences without losing the volume.
    """

    def __init__(
        self, volume: float = 0.8, muted: bool = False, sounds_dir: Path | None = None
    ) -> None:
        self.sounds_dir = sounds_dir or locations.sounds_dir()
        self._volume = _clamp(volume)
        self.muted = muted
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        paths = {name: self.sounds_dir / f"{name}.wav" for name in SOUND_NAMES}
        for path in paths.values():
            if not path.is_file():
                raise AssetError(f"sound {path} is missing; reinstall the game")
        self.available = _start_mixer()
        if self.available:
            for name, path in paths.items():
                try:
                    self._sounds[name] = pygame.mixer.Sound(path)
                except (pygame.error, OSError) as error:
                    raise AssetError(f"sound {path} cannot be read: {error}") from error
            self._apply_volume()

    @property
    def volume(self) -> float:
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = _clamp(value)
        self._apply_volume()

    def play(self, name: str) -> None:
        if name not in SOUND_NAMES:
            raise ValueError(f"no sound is called {name!r}; sounds are {', '.join(SOUND_NAMES)}")
        if self.muted or not self.available or self._volume == 0:
            return
        self._sounds[name].play()

    def _apply_volume(self) -> None:
        for sound in self._sounds.values():
            sound.set_volume(self._volume)


def _clamp(volume: float) -> float:
    return min(1.0, max(0.0, float(volume)))


def _start_mixer() -> bool:
    """Start the mixer if it is not running; False when the machine has no audio."""
    if pygame.mixer.get_init():
        return True
    try:
        pygame.mixer.init()
    except pygame.error:
        return False
    return bool(pygame.mixer.get_init())
