"""``cassino --self-test``: is this installation whole? Headless, in seconds.

Plays a random round with the rules engine (and says whether it runs compiled); loads
every card image, sound, preset and translation; writes and reads preferences in a
temporary folder; starts the Expert level's worker processes and checks their choice;
plays a seeded game between computer players through the real window scenes (table,
round summaries, game over) under SDL's dummy drivers, its autosave also in the
temporary folder; exits 0, or 1 with the reason. The frozen build runs it in CI.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from cassino.userdata import logs

SEED = 2024
FRAME = 1 / 60
MAX_SECONDS = 120.0


class SelfTestError(Exception):
    """A part of the installation that does not work; the message says which."""


def run_self_test() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory(prefix="cassino-self-test-") as folder:
        # Preferences, rule sets and the autosave of the test stay out of the player's own.
        os.environ["CASSINO_CONFIG_DIR"] = str(Path(folder) / "config")
        os.environ["CASSINO_DATA_DIR"] = str(Path(folder) / "data")
        return _run_checks()


def _run_checks() -> int:
    checks: list[tuple[str, Callable[[], str]]] = [
        ("rules engine", _engine),
        ("presets", _presets),
        ("translations", _translations),
        ("preferences written and read back", _preferences),
        ("card images, sounds and the font", _assets),
        ("the Expert level's worker processes", _expert_workers),
        ("a computer game through the window's scenes", _game),
    ]
    for name, check in checks:
        started = time.monotonic()
        try:
            detail = check()
        except Exception as error:  # the self-test reports any failure as its reason
            print(f"self-test failed: {name}: {error}", file=sys.stderr)  # logged by launch
            logs.log.exception("self-test failed: %s", name)
            return 1
        _report(f"ok   {name}: {detail} ({time.monotonic() - started:.1f} s)")
    _report("self-test passed")
    return 0


def _report(line: str) -> None:
    """A line of the report: printed, and in the log (the windowed build has no console)."""
    print(line)
    logs.log.info("self-test: %s", line)


def _engine() -> str:
    from random import Random

    from cassino.engine.match import finish_round, random_round
    from cassino.native import engine_description
    from cassino.userdata.presets import load

    finish_round(random_round(load("classic"), Random(SEED)))
    return f"{engine_description()}, a random round played"


def _presets() -> str:
    from cassino.userdata import presets

    names = presets.preset_names()
    for name in names:
        presets.load(name)
    if "classic" not in names:
        raise SelfTestError("the classic preset is missing")
    return f"{len(names)} loaded"


def _translations() -> str:
    from cassino.i18n import LANGUAGES, catalogue, catalogue_problems

    for code in LANGUAGES:
        problems = catalogue_problems(code)
        if problems:
            raise SelfTestError(problems[0])
    return ", ".join(
        f"{name} ({len(catalogue(code)) or 'source'})" for code, name in LANGUAGES.items()
    )


def _preferences() -> str:
    from dataclasses import replace

    from cassino.userdata.preferences import Preferences, load_preferences, save_preferences

    wanted = replace(Preferences(), player_names=("Ana", "Ben"), language="es", volume=0.5)
    notice = save_preferences(wanted)
    if notice is not None:
        raise SelfTestError(str(notice))
    read, notice = load_preferences()
    if notice is not None or read != wanted:
        raise SelfTestError(f"preferences did not read back as written ({notice})")
    return "round trip in a temporary folder"


def _assets() -> str:
    import pygame

    from cassino.ui import theme
    from cassino.ui.assets import BACK_COLOURS, DECK_STYLES, CardImages, Sounds

    pygame.display.init()
    pygame.display.set_mode((64, 64))
    count = 0
    for deck in DECK_STYLES:
        for back in BACK_COLOURS:
            images = CardImages(deck=deck, back=back)
            images.preload(((90, 126),))
            count += 1
    sounds = Sounds(muted=True)
    for name in ("deal", "place", "capture", "build", "sweep", "win", "error"):
        sounds.play(name)
    font = theme.font(20)
    if font.name != "DejaVu Sans":  # the window would fall back to pygame's own font
        raise RuntimeError(f"the bundled font {theme.FONT_FILE} could not be read")
    heard = "loaded" if sounds.available else "silent (no audio)"
    return f"{count} card styles, sounds {heard}, the font {font.name} {font.style_name}"


def _expert_workers() -> str:
    """Expert searches in worker processes; they must start in this build (the frozen
    program needs ``freeze_support``, see ``__main__``) and choose as a search here does."""
    from dataclasses import replace
    from random import Random

    from cassino.ai import expert
    from cassino.engine.match import start_round
    from cassino.engine.moves import format_move
    from cassino.engine.view import PlayerView
    from cassino.userdata.presets import load

    state = start_round(load("classic"), Random(SEED), 0)
    view = PlayerView.of(state, state.to_move)
    config = expert.ExpertConfig(samples=8, workers=2, time_limit=None, use_pool=True)
    try:
        pooled = expert.choose_expert(view, Random(SEED), config)
        if expert.workers_unavailable():
            raise SelfTestError("the worker processes did not start")
    finally:
        expert.shutdown_pool()
    here = expert.choose_expert(view, Random(SEED), replace(config, use_pool=False))
    if pooled != here:
        raise SelfTestError("the worker processes chose another move than this process")
    return f"2 started, both chose {format_move(pooled)}"


def _game() -> str:
    from cassino.game.seats import Seat
    from cassino.game.session import GameConfig
    from cassino.ui.anim import tween
    from cassino.ui.main import GameFlow, WindowOptions
    from cassino.userdata.presets import load

    rules = load("classic").with_options(target=11)
    seats = (Seat("North", "computer", "greedy"), Seat("South", "computer", "easy"))
    flow = GameFlow(WindowOptions(size=(1024, 640), speed="instant"))
    flow.start(GameConfig(rules, seats, SEED))
    tween.set_speed_setting("instant")
    import pygame

    deadline = time.monotonic() + MAX_SECONDS
    screens: set[str] = set()
    while time.monotonic() < deadline:
        top = flow.app.stack.top
        screens.add(type(top).__name__)
        if flow.table is None:
            raise SelfTestError("the game did not reach the table")
        session = flow.table.session
        if session.outcome is not None and type(top).__name__ == "GameOverScene":
            rounds = session.state.round_number
            return f"{rounds} rounds, {len(screens)} screens ({', '.join(sorted(screens))})"
        if type(top).__name__ == "RoundSummaryScene":
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
            )
        flow.app.step(FRAME)
        # A window's frame loop waits for the next frame; without that wait, this loop
        # would keep the computer players' thinking thread from ever running.
        time.sleep(0)
    raise SelfTestError(f"the game did not finish within {MAX_SECONDS:.0f} s")
