"""Every filesystem path the game uses, in one place.

Bundled data (``assets/``, ``config/``) lives at the top of the repository and travels
inside the installed package as ``cassino/data/`` (setup.py copies it into the wheel), so
every kind of install finds it the same way: through ``importlib.resources``. The frozen
build's bundle comes first; a checkout or an editable install, whose package has no
``data/``, finds the repository's top folders — never the current directory. User files
live in the platform's config, data and log directories (platformdirs).
"""

from __future__ import annotations

import os
import sys
from importlib.resources import files
from pathlib import Path

APP_NAME = "cassino"
# The file every data folder has: a folder without it is not the game's data.
DATA_MARKER = Path("config", "rules", "classic.yaml")


class MissingDataError(FileNotFoundError):
    """The game's bundled data (or a file of it) is not where the installation put it."""


def _data_root_candidates() -> list[Path]:
    candidates: list[Path] = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle))
    package = files("cassino")
    if isinstance(package, Path):  # a package imported from a zip has no folders to read
        candidates.append(package / "data")
        candidates.append(package.resolve().parent)  # a checkout or an editable install
    return candidates


def data_root() -> Path:
    """The folder holding ``assets/`` and ``config/``; MissingDataError when none does."""
    override = os.environ.get("CASSINO_DATA")
    if override:
        return Path(override)
    candidates = _data_root_candidates()
    for candidate in candidates:
        if (candidate / DATA_MARKER).is_file():
            return candidate
    searched = " or ".join(str(path) for path in candidates) or "the package"
    raise MissingDataError(
        f"the game's data is missing: no {DATA_MARKER.as_posix()} in {searched}; reinstall cassino"
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


def last_networked_game_file() -> Path:
    """The last networked game's deals and secrets, for ``cassino verify-deal``."""
    return user_data_dir() / "last_networked_game.json"


def window_hosted_game_file() -> Path:
    """A game hosted from the window, kept after every move to resume after a crash."""
    return user_data_dir() / "window_hosted_game.json"


def user_log_dir() -> Path:
    """Where the game's log is written (``CASSINO_LOG_DIR`` for tests and for players who
    want it elsewhere)."""
    from platformdirs import user_log_dir as platform_log_dir

    return Path(os.environ.get("CASSINO_LOG_DIR") or platform_log_dir(APP_NAME))


def log_file() -> Path:
    """The current log; older ones sit beside it as ``cassino.log.1`` … (see ``logs``)."""
    return user_log_dir() / "cassino.log"


def output_file() -> Path:
    """What a program without a console (the windowed build, ``pythonw``) would have
    printed: a command's output and errors, the self-test's report."""
    return user_log_dir() / "cassino-output.txt"
