"""A resting window looks again when the network brings something: the link's thread
posts one event (SDL's queue takes events from any thread), the loop wakes, and the
screen takes what came in its ``update``."""

from __future__ import annotations

import contextlib

import pygame

NETWORK_EVENT = pygame.event.custom_type()


def wake() -> None:
    with contextlib.suppress(pygame.error):  # the window is closing: nothing to wake
        pygame.event.post(pygame.event.Event(NETWORK_EVENT))
