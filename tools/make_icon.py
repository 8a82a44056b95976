"""Draw the game's icon from the card art: the ace of spades over a back, fanned.

Writes, from one drawing made at each size (not scaled from one picture, so the small
sizes stay sharp):

- ``assets/icon.png`` (256×256): the window's icon;
- ``assets/icon.ico``: the Windows program's icon (PNG images from 16 to 256 pixels);
- ``assets/icon.icns``: the macOS app's icon (PNG images from 16 to 512 pixels);
- ``packaging/linux/icons/hicolor/NxN/apps/<app id>.png``: the icons for Linux desktops.

Run after make_cards.py: ``python tools/make_icon.py``. Deterministic: the PNG files are
encoded here (no timestamps, fixed compression), so the same cards give the same bytes.
"""

from __future__ import annotations

import argparse
import os
import struct
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.cassino_game.Cassino"
WINDOW_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# The PNG types of the icns format, and the pixel size of each (the @2x ones included).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
)
HICOLOR_SIZES = (16, 32, 48, 64, 128, 256)


def draw(size: int, cards: Path) -> pygame.Surface:
    """The icon at ``size`` pixels: a blue back turned right, the ace of spades left."""
    back = pygame.image.load(str(cards / "back_blue.png")).convert_alpha()
    ace = pygame.image.load(str(cards / "standard" / "As.png")).convert_alpha()
    height = round(size * 0.86)
    width = round(height * 250 / 350)
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    for image, angle, dx in ((back, 14, -30), (ace, -8, 26)):
        card = pygame.transform.smoothscale(image, (width, height))
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        offset = round(dx * size / WINDOW_SIZE)
        icon.blit(turned, turned.get_rect(center=(size // 2 + offset, size // 2)))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    """``surface`` as an RGBA PNG: only the chunks an image needs, compressed at level 9."""
    width, height = surface.get_size()
    pixels = pygame.image.tobytes(surface, "RGBA")
    stride = width * 4
    raw = b"".join(b"\x00" + pixels[row * stride : (row + 1) * stride] for row in range(height))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (
            struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def ico_bytes(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images, smallest first (sizes of 256 are written as 0)."""
    sizes = sorted(images)
    directory = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries = b""
    for size in sizes:
        side = 0 if size >= 256 else size
        data = images[size]
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return directory + entries + b"".join(images[size] for size in sizes)


def icns_bytes(images: dict[int, bytes]) -> bytes:
    """A macOS .icns: one PNG entry per type in ICNS_TYPES."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(assets: Path, linux: Path) -> list[Path]:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    cards = assets / "cards"
    sizes = sorted({WINDOW_SIZE, *ICO_SIZES, *(size for _, size in ICNS_TYPES), *HICOLOR_SIZES})
    images = {size: png_bytes(draw(size, cards)) for size in sizes}
    written = {
        assets / "icon.png": images[WINDOW_SIZE],
        assets / "icon.ico": ico_bytes({size: images[size] for size in ICO_SIZES}),
        assets / "icon.icns": icns_bytes(images),
    }
    for size in HICOLOR_SIZES:
        written[linux / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = images[
            size
        ]
    for path, data in written.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
    return list(written)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", type=Path, default=ROOT / "assets", help="the assets folder")
    parser.add_argument(
        "--linux", type=Path, default=ROOT / "packaging" / "linux", help="Linux packaging folder"
    )
    arguments = parser.parse_args()
    for written_path in main(arguments.out, arguments.linux):
        print(written_path)
