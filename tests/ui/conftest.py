"""Headless pygame for the UI tests: SDL's dummy video and audio drivers."""

from __future__ import annotations

import os

# SDL reads these when pygame starts its subsystems, so before pygame is imported.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator

import pygame
import pytest

from cassino.ui.anim import tween
from cassino.ui.assets import CardImages


@pytest.fixture
def display() -> pygame.Surface:
    """A (dummy) window, which ``convert_alpha`` and the app need."""
    pygame.display.init()
    return pygame.display.set_mode((320, 200))


@pytest.fixture(autouse=True)
def normal_speed() -> Iterator[None]:
    """Every test starts, and leaves, animations at normal speed."""
    tween.set_speed(1.0)
    yield
    tween.set_speed(1.0)


@pytest.fixture(scope="module")
def images() -> CardImages:
    """The card faces, drawn once for a module's tests."""
    return CardImages()
