"""What input means on any screen but the table (which has ``table.intents``): the one place
that decodes pygame's keys, mouse buttons and wheel for the menus, so that every screen,
dialog and widget answers them alike.

- ``menu_key``: Esc is "back", Enter "confirm", Tab "next" (Shift+Tab "previous").
- ``menu_step``: an arrow, Page Up or Down, Home or End. What a step does stays each
  control's own (a choice steps, a list scrolls, the replay moves on).
- ``pointer``: the mouse moved, or its primary (left) button was pressed or released.
- ``scroll_lines``: how far the wheel turned, in lines; positive is down.

>>> import pygame
>>> menu_key(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE)) is MenuKey.BACK
True
>>> menu_key(pygame.event.Event(pygame.KEYUP, key=pygame.K_ESCAPE)) is None
True
>>> menu_step(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN))
<MenuStep.PAGE_DOWN: 'page_down'>
>>> pointer(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=(10, 20)))
Pointer(kind=<PointerKind.RELEASE: 'release'>, pos=(10, 20))
>>> pointer(pygame.event.Event(pygame.MOUSEBUTTONUP, button=3, pos=(10, 20))) is None
True
>>> scroll_lines(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2))
2
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame


class MenuKey(Enum):
    BACK = "back"  # leave this screen or dialog: cancel, close, go back
    CONFIRM = "confirm"  # do what the screen's main button does
    NEXT = "next"  # the next control (Tab)
    PREVIOUS = "previous"  # the one before (Shift+Tab)


class MenuStep(Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    PAGE_UP = "page_up"
    PAGE_DOWN = "page_down"
    HOME = "home"
    END = "end"


class PointerKind(Enum):
    MOVE = "move"  # the mouse moved (any buttons held)
    PRESS = "press"  # the primary button went down
    RELEASE = "release"  # the primary button came up


@dataclass(frozen=True)
class Pointer:
    """What the mouse did, and where (window pixels)."""

    kind: PointerKind
    pos: tuple[int, int]


BACK_KEYS = frozenset({pygame.K_ESCAPE, pygame.K_AC_BACK})  # AC Back: a remote's Back key
CONFIRM_KEYS = frozenset({pygame.K_RETURN, pygame.K_KP_ENTER})
STEP_KEYS = {
    pygame.K_UP: MenuStep.UP,
    pygame.K_DOWN: MenuStep.DOWN,
    pygame.K_LEFT: MenuStep.LEFT,
    pygame.K_RIGHT: MenuStep.RIGHT,
    pygame.K_PAGEUP: MenuStep.PAGE_UP,
    pygame.K_PAGEDOWN: MenuStep.PAGE_DOWN,
    pygame.K_HOME: MenuStep.HOME,
    pygame.K_END: MenuStep.END,
}
PRIMARY_BUTTON = 1
BUTTON_KINDS = {
    pygame.MOUSEBUTTONDOWN: PointerKind.PRESS,
    pygame.MOUSEBUTTONUP: PointerKind.RELEASE,
}


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


def menu_step(event: pygame.event.Event) -> MenuStep | None:
    """The step a key pressed asks for, whatever modifiers are held; None for any other
    event or key."""
    if event.type != pygame.KEYDOWN:
        return None
    return STEP_KEYS.get(event.key)


def pointer(event: pygame.event.Event) -> Pointer | None:
    """The mouse's motion, or a press or release of its primary button; None for any
    other event (the other buttons included)."""
    if event.type == pygame.MOUSEMOTION:
        kind = PointerKind.MOVE
    elif event.type in BUTTON_KINDS and event.button == PRIMARY_BUTTON:
        kind = BUTTON_KINDS[event.type]
    else:
        return None
    x, y = event.pos
    return Pointer(kind, (x, y))


def scroll_lines(event: pygame.event.Event) -> int:
    """The lines the wheel turned, positive towards the end (down); 0 for other events."""
    return -int(event.y) if event.type == pygame.MOUSEWHEEL else 0


def quit_key(event: pygame.event.Event) -> bool:
    """Ctrl+Q (Cmd+Q on a Mac): leave the game from any screen, as closing the window does
    (the game in progress is kept to resume)."""
    return (
        event.type == pygame.KEYDOWN
        and event.key == pygame.K_q
        and bool(event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META))
    )
