"""One translation of menu input for every screen but the table (issue 57: Esc was decoded
in fourteen modules, the arrows, the wheel and the left button in a dozen more)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

import cassino.ui
from cassino.ui.menu_input import (
    MenuKey,
    MenuStep,
    Pointer,
    PointerKind,
    menu_key,
    menu_step,
    pointer,
    scroll_lines,
)

UI = Path(cassino.ui.__file__).parent
MENU_KEYS = ("K_ESCAPE", "K_RETURN", "K_KP_ENTER", "K_TAB")
STEPS_AND_POINTER = (
    *("K_UP", "K_DOWN", "K_LEFT", "K_RIGHT", "K_PAGEUP", "K_PAGEDOWN", "K_HOME", "K_END"),
    *("MOUSEBUTTONDOWN", "MOUSEBUTTONUP", "MOUSEMOTION", "MOUSEWHEEL"),
)
# Where raw input is translated: here, and the table's own intents (a drag, a card's keys).
TRANSLATORS = {
    MENU_KEYS: ("menu_input.py", "table/intents.py"),
    STEPS_AND_POINTER: ("menu_input.py", "table/"),
}


def key(key: int, kind: int = pygame.KEYDOWN, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(kind, key=key, mod=mod)


@pytest.mark.parametrize(
    ("key_code", "meaning"),
    [
        (pygame.K_ESCAPE, MenuKey.BACK),
        (pygame.K_AC_BACK, MenuKey.BACK),
        (pygame.K_RETURN, MenuKey.CONFIRM),
        (pygame.K_KP_ENTER, MenuKey.CONFIRM),
        (pygame.K_TAB, MenuKey.NEXT),
        (pygame.K_a, None),
    ],
)
def test_keys_mean_the_same_everywhere(key_code: int, meaning: MenuKey | None) -> None:
    assert menu_key(key(key_code)) is meaning
    assert menu_key(key(key_code, pygame.KEYUP)) is None


def test_shift_tab_is_previous() -> None:
    assert menu_key(key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)) is MenuKey.PREVIOUS


@pytest.mark.parametrize(
    ("key_code", "step"),
    [
        (pygame.K_UP, MenuStep.UP),
        (pygame.K_DOWN, MenuStep.DOWN),
        (pygame.K_LEFT, MenuStep.LEFT),
        (pygame.K_RIGHT, MenuStep.RIGHT),
        (pygame.K_PAGEUP, MenuStep.PAGE_UP),
        (pygame.K_PAGEDOWN, MenuStep.PAGE_DOWN),
        (pygame.K_HOME, MenuStep.HOME),
        (pygame.K_END, MenuStep.END),
        (pygame.K_TAB, None),
        (pygame.K_SPACE, None),
        (pygame.K_KP_2, None),  # the keypad's arrows are not read today
    ],
)
def test_steps_are_the_arrows_pages_home_and_end(key_code: int, step: MenuStep | None) -> None:
    assert menu_step(key(key_code)) is step
    assert menu_step(key(key_code, mod=pygame.KMOD_LSHIFT)) is step  # modifiers do not matter
    assert menu_step(key(key_code, pygame.KEYUP)) is None


def test_a_step_is_not_a_menu_key_nor_the_reverse() -> None:
    assert menu_key(key(pygame.K_DOWN)) is None
    assert menu_step(key(pygame.K_ESCAPE)) is None


@pytest.mark.parametrize(
    ("event", "meant"),
    [
        (
            pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 0), buttons=(0, 0, 0)),
            Pointer(PointerKind.MOVE, (3, 4)),
        ),
        (
            pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, 0), buttons=(0, 0, 1)),
            Pointer(PointerKind.MOVE, (3, 4)),  # moving is moving, whatever is held
        ),
        (
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=1),
            Pointer(PointerKind.PRESS, (5, 6)),
        ),
        (
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(7, 8), button=1),
            Pointer(PointerKind.RELEASE, (7, 8)),
        ),
        (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=3), None),
        (pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 6), button=2), None),
        (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 6), button=4), None),  # old wheel
        (pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1), None),
        (key(pygame.K_SPACE), None),
    ],
)
def test_the_pointer_is_motion_and_the_primary_button(
    event: pygame.event.Event, meant: Pointer | None
) -> None:
    assert pointer(event) == meant


def test_a_pointer_is_a_value() -> None:
    press = Pointer(PointerKind.PRESS, (1, 2))
    assert press == Pointer(PointerKind.PRESS, (1, 2))
    assert hash(press) == hash(Pointer(PointerKind.PRESS, (1, 2)))
    with pytest.raises(AttributeError):
        press.pos = (0, 0)  # type: ignore[misc]


@pytest.mark.parametrize(
    ("event", "lines"),
    [
        (pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3), 3),  # turned towards the player
        (pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2), -2),
        (pygame.event.Event(pygame.MOUSEWHEEL, x=4, y=0), 0),  # sideways only
        (key(pygame.K_DOWN), 0),
        (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(0, 0), button=5), 0),
    ],
)
def test_the_wheel_scrolls_in_lines_down_positive(event: pygame.event.Event, lines: int) -> None:
    assert scroll_lines(event) == lines


def raw_names(tree: ast.AST) -> list[tuple[str, int]]:
    """Each name a module reads, with its line: ``pygame.K_UP``, ``K_UP`` and the names
    of ``from pygame.locals import K_UP`` alike."""
    found: list[tuple[str, int]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute):
            found.append((node.attr, node.lineno))
        elif isinstance(node, ast.Name):
            found.append((node.id, node.lineno))
        elif isinstance(node, ast.ImportFrom):
            found.extend((alias.name, node.lineno) for alias in node.names)
    return found


@pytest.mark.parametrize("names", list(TRANSLATORS), ids=["menu keys", "steps and pointer"])
def test_no_screen_decodes_menu_input_itself(names: tuple[str, ...]) -> None:
    decoded = [
        f"{path.relative_to(UI)}:{line} {name}"
        for path in sorted(UI.rglob("*.py"))
        if not path.relative_to(UI).as_posix().startswith(TRANSLATORS[names])
        for name, line in raw_names(ast.parse(path.read_text(encoding="utf-8")))
        if name in names
    ]
    assert decoded == []


def test_the_scan_sees_every_way_to_name_a_key() -> None:
    source = "import pygame\nfrom pygame.locals import K_HOME\npygame.K_UP\nK_END\n"
    names = [name for name, _ in raw_names(ast.parse(source))]
    assert {"K_HOME", "K_UP", "K_END"} <= set(names)
