"""The window itself, apart from what it shows: full screen on or off, and its icon."""

from __future__ import annotations

import sys


def is_fullscreen() -> bool:
    import pygame

    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


def toggle_fullscreen() -> None:
    """Full screen on or off; a video driver that cannot (the dummy one) keeps the window."""
    import pygame

    try:
        pygame.display.toggle_fullscreen()
    except pygame.error as error:
        print(f"cassino: full screen is not available here ({error})", file=sys.stderr)


def set_window_icon() -> None:
    """The icon of the window and the task bar: the ace of spades over a card back."""
    import pygame

    from cassino.userdata import locations

    icon = locations.assets_dir() / "icon.png"
    if icon.is_file():
        pygame.display.set_icon(pygame.image.load(str(icon)))
