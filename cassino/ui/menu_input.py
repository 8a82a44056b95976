"""What a key means on any screen but the table (which has ``table.intents``): the one
place that knows Esc is "back", Enter "confirm" and Tab "next" (Shift+Tab "previous"), so
that every screen, dialog and widget answers the same keys alike. The arrows stay each
control's own (a choice steps, a list scrolls).

>>> import pygame
>>> menu_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)) is MenuKey.BACK
True
>>> menu_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE)) is None
True
"""

from __future__ import annotations

from enum import Enum

import pygame


class MenuKey(Enum):
    BACK = "back"  # leave this screen or dialog: cancel, close, go back
    CONFIRM = "confirm"  # do what the screen's main button does
    NEXT = "next"  # the next control (Tab)
    PREVIOUS = "previous"  # the one before (Shift+Tab)


BACK_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})  # AC Back: a remote's Back key
CONFIRM_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})


def menu_key(event: pygame.event.Event) -> MenuKey | None:
    """What a key pressed means to a menu; None for any other event or key."""
    if event.type != pygame.KEYDOWN:
        return None
    if event.key in BACK_KEYS:
        return MenuKey.BACK
    if event.key in CONFIRM_KEYS:
        return MenuKey.CONFIRM
    if event.key == pygame.K_TAB:
        return MenuKey.PREVIOUS if event.mod & pygame.KMOD_SHIFT else MenuKey.NEXT
    return None
