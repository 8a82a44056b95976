"""One translation of keys for every screen but the table (issue 57: Esc was decoded in
fourteen modules)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest

import cassino.ui
from cassino.ui.menu_input import MenuKey, menu_key

UI = Path(cassino.ui.__file__).parent
# Where keys are translated: here, the table's intents, and the replay's control keys.
TRANSLATORS = {"menu_input.py", "table/intents.py", "screens/replay/scene.py"}


@pytest.mark.parametrize(
    ("key", "meaning"),
    [
        (pygame.K_ESCAPE, MenuKey.BACK),
        (pygame.K_AC_BACK, MenuKey.BACK),
        (pygame.K_RETURN, MenuKey.CONFIRM),
        (pygame.K_KP_ENTER, MenuKey.CONFIRM),
        (pygame.K_TAB, MenuKey.NEXT),
        (pygame.K_a, None),
    ],
)
def test_keys_mean_the_same_everywhere(key: int, meaning: MenuKey | None) -> None:
    assert menu_key(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0)) is meaning
    assert menu_key(pygame.event.Event(pygame.KEYUP, key=key, mod=0)) is None


def test_shift_tab_is_previous() -> None:
    event = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert menu_key(event) is MenuKey.PREVIOUS


def test_no_screen_decodes_back_or_confirm_itself() -> None:
    decoded = [
        f"{path.relative_to(UI)}:{node.lineno}"
        for path in sorted(UI.rglob("*.py"))
        if path.relative_to(UI).as_posix() not in TRANSLATORS
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Attribute)
        and node.attr in ("K_ESCAPE", "K_RETURN", "K_KP_ENTER", "K_TAB")
    ]
    assert decoded == []
