"""Every filesystem path the game uses, in one place.

Bundled data (``assets/``, ``config/``) is found next to the package in a checkout or an
editable install, inside the PyInstaller bundle when frozen, or under the installed
data prefix for a wheel — never through the current directory. User files live in the
platform's config and data directories (platformdirs).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "cassino"


def _data_root_candidates() -> list[Path]:
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle))
    candidates.append(Path(__file__).resolve().parent.parent)
    candidates.append(Path(sys.prefix) / "share" / APP_NAME)
    return candidates


def data_root() -> Path:
    """The folder holding ``assets/`` and ``config/``."""
    override = os.environ.get("CASSINO_DATA")
    if override:
        return Path(override)
    for candidate in _data_root_candidates():
        if (candidate / "config" / "rules" / "classic.yaml").is_file():
            return candidate
    searched = ", ".join(str(path) for path in _data_root_candidates())
    raise FileNotFoundError(
        f"the game's data (config/rules/classic.yaml) is missing; looked in {searched}"
    )


def presets_dir() -> Path:
    return data_root() / "config" / "rules"


def assets_dir() -> Path:
    return data_root() / "assets"


def cards_dir() -> Path:
    return assets_dir() / "cards"


def sounds_dir() -> Path:
    return assets_dir() / "sounds"


def user_config_dir() -> Path:
    from platformdirs import user_config_dir as platform_config_dir

    return Path(os.environ.get("CASSINO_CONFIG_DIR") or platform_config_dir(APP_NAME))


def user_data_dir() -> Path:
    from platformdirs import user_data_dir as platform_data_dir

    return Path(os.environ.get("CASSINO_DATA_DIR") or platform_data_dir(APP_NAME))


def user_rules_dir() -> Path:
    return user_config_dir() / "rules"


def i18n_dir() -> Path:
    """The message catalogues (``es.yaml``: English text → Spanish)."""
    return data_root() / "config" / "i18n"


def preferences_file() -> Path:
    return user_config_dir() / "preferences.yaml"


def autosave_file() -> Path:
    """The game in progress, written after every move."""
    return user_data_dir() / "autosave.json"


def statistics_file() -> Path:
    return user_data_dir() / "statistics.json"


def last_game_file() -> Path:
    """The last finished game, every round's deal and moves, for the title's replay."""
    return user_data_dir() / "last_game.json"
