"""The installed version, from the package's metadata (pyproject.toml is its one source)."""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

DISTRIBUTION = "cassino"


def game_version() -> str:
    """``0.1.0``; ``unknown`` for a checkout run without installing (no metadata)."""
    try:
        return version(DISTRIBUTION)
    except PackageNotFoundError:
        return "unknown"
