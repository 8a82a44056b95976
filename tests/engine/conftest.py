"""Shared helpers for the engine tests."""

from __future__ import annotations

import pytest

from cassino.engine.rules import Rules
from cassino.userdata.presets import load


@pytest.fixture(scope="session")
def classic() -> Rules:
    return load("classic")
