"""Draw the game's icon from the card art: the ace of spades over a back, fanned.

Writes ``assets/icon.png`` (256×256, also the window's icon). Run after make_cards.py:
``python tools/make_icon.py [--out assets]``. Deterministic, like the cards.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

SIZE = 256


def main(out_dir: Path) -> Path:
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    cards = out_dir / "cards"
    back = pygame.image.load(str(cards / "back_blue.png")).convert_alpha()
    ace = pygame.image.load(str(cards / "standard" / "As.png")).convert_alpha()
    height = round(SIZE * 0.86)
    width = round(height * 250 / 350)
    icon = pygame.Surface((SIZE, SIZE), pygame.SRCALPHA)
    for image, angle, dx in ((back, 14, -30), (ace, -8, 26)):
        card = pygame.transform.smoothscale(image, (width, height))
        turned = pygame.transform.rotozoom(card, angle, 1.0)
        icon.blit(turned, turned.get_rect(center=(SIZE // 2 + dx, SIZE // 2)))
    path = out_dir / "icon.png"
    pygame.image.save(icon, str(path))
    return path


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument(
        "--out", type=Path, default=Path(__file__).resolve().parent.parent / "assets"
    )
    print(main(parser.parse_args().out))
