"""The game window's start and the flow between its screens:
title → new game → table → round summary → … → game over → play again / title."""

from __future__ import annotations

import json
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from cassino.engine.notation import position_to_json
from cassino.storage import write_atomic
from cassino.ui.session import GameConfig, GameSession, Seat

if TYPE_CHECKING:
    from cassino.ui.table_scene import TableScene

Size = tuple[int, int]


@dataclass(frozen=True)
class WindowOptions:
    """What the command line may say about the game window (see ``cli``)."""

    size: Size = (1280, 800)
    speed: str = "normal"
    start: GameConfig | None = None  # go straight to a table with this game
    debug_state: Path | None = None
    quit_after_frames: int | None = None


class GameFlow:
    """Which screen follows which; owns the window's shared card images and sounds."""

    def __init__(self, options: WindowOptions) -> None:
        from cassino.ui import tween
        from cassino.ui.app import App
        from cassino.ui.assets import CardImages, Sounds

        self.options = options
        self.started = time.monotonic()
        self.app = App(options.size)
        _set_window_icon()
        self.images = CardImages()
        self.sounds = Sounds()
        tween.set_speed_setting(options.speed)
        self.config: GameConfig | None = None

    def title(self) -> None:
        from cassino.ui.menus import TitleScene

        self.app.stack.clear()
        self.app.stack.push(
            TitleScene(on_new_game=self.new_game, on_quit=self.app.quit, images=self.images)
        )

    def new_game(self) -> None:
        from cassino.ui.menus import NewGameScene

        self.app.stack.push(NewGameScene(self.images, on_start=self.start, on_back=self.title))

    def start(self, config: GameConfig) -> None:
        from cassino.ui.table_scene import TableScene

        self.config = config
        session = config.session()
        session.on_change = lambda changed: self._write_debug_state(changed, settled=False)
        table = TableScene(
            session,
            self.images,
            self.sounds,
            on_round_end=self.round_end,
            on_game_over=self.game_over,
            on_settled=self._settled,
        )
        self.table = table
        self.app.stack.clear()
        self.app.stack.push(table)
        self._write_debug_state(session, settled=False)

    def round_end(self, table: TableScene) -> None:
        from cassino.ui.menus import RoundSummaryScene

        def carry_on() -> None:
            self.app.stack.pop()
            table.next_round()

        self.app.stack.push(RoundSummaryScene(table.session, on_continue=carry_on))

    def game_over(self, table: TableScene) -> None:
        from cassino.ui.menus import GameOverScene

        self.sounds.play("win")
        self.app.stack.push(
            GameOverScene(
                table.session, on_play_again=self.start, on_title=self.title, images=self.images
            )
        )

    def run(self) -> None:
        if os.environ.get("CASSINO_REPORT_FIRST_FRAME"):
            # ``bench ui`` measures start-up to here: the first frame is on the screen.
            self.app.on_first_frame = lambda: print("first frame", flush=True)
        if self.options.start is not None:
            self.start(self.options.start)
        else:
            self.title()
        self.app.run(max_frames=self.options.quit_after_frames)

    def _settled(self, table: TableScene) -> None:
        self._write_debug_state(table.session, settled=True)

    def _write_debug_state(self, session: GameSession, settled: bool) -> None:
        """``--debug-state FILE``: the game as JSON after every move and whenever the cards
        settle — the position (NOTATION.md), whose turn, the log, and where things are on
        screen — so tests and bug reports see what the player saw."""
        path = self.options.debug_state
        if path is None:
            return
        table: TableScene | None = getattr(self, "table", None)
        data = {
            "position": position_to_json(session.state),
            "awaiting": session.awaiting,
            "log": session.log,
            "outcome": None if session.outcome is None else session.outcome.winner,
            # A move's own write comes before its animation: only the write made when the
            # cards come to rest says "settled" (where things are on screen is then true).
            "settled": settled,
            "screen": table.screen_positions() if table is not None else {},
        }
        write_atomic(path, json.dumps(data, indent=1))


def _set_window_icon() -> None:
    """The icon of the window and the task bar: the ace of spades over a card back."""
    import pygame

    from cassino import locations

    icon = locations.assets_dir() / "icon.png"
    if icon.is_file():
        pygame.display.set_icon(pygame.image.load(str(icon)))


def seats_from_text(text: str, players: int) -> tuple[Seat, ...]:
    """``You,computer:easy`` → a person called You and an easy computer player."""
    seats: list[Seat] = []
    for number, part in enumerate(filter(None, (p.strip() for p in text.split(",")))):
        if part.startswith("computer"):
            _, _, level = part.partition(":")
            seats.append(Seat(f"Computer {number}", "computer", level or "easy"))
        else:
            seats.append(Seat(part, "human"))
    if len(seats) != players:
        raise ValueError(f"--seats names {len(seats)} seats for {players} players")
    return tuple(seats)


def run_game(options: WindowOptions) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from cassino.ui.assets import AssetError

    try:
        GameFlow(options).run()
    except AssetError as error:
        print(f"error: the game's files are damaged: {error}", file=sys.stderr)
        return 1
    return 0
