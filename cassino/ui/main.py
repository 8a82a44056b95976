"""The game window's start and the flow between its screens:
title → new game → table → round summary → … → game over → play again / title;
with the preferences applied at start, the game saved after every move, a game in
progress offered for resuming, and saved rule sets that cannot be used moved aside (at
the title, and by the screens that list them) with a notice."""

from __future__ import annotations

import json
import os
import sys
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from cassino.ai.levels import LEVELS
from cassino.engine.notation import position_to_json
from cassino.engine.rules import Rules
from cassino.i18n import set_language, tr
from cassino.preferences import Preferences, load_preferences, save_preferences
from cassino.saves import SavedGame, clear_game, load_game, save_game
from cassino.statistics import opponent_key, record_game
from cassino.storage import Notice, write_atomic
from cassino.ui.session import GameConfig, GameSession, Seat

if TYPE_CHECKING:
    from cassino.ui.table_scene import TableScene

Size = tuple[int, int]


@dataclass(frozen=True)
class StartRequest:
    """``--start``: the rules, the seats as the command line wrote them (None: you against
    the computer) and the seed. The game is made by ``config()`` once the window has applied
    the player's language, so the names it makes up (You, Computer 1) are in it."""

    rules: Rules
    seats: str | None
    seed: int

    def config(self) -> GameConfig:
        """The game asked for; ValueError when the seats do not fit the rules."""
        players = self.rules.players
        seats = seats_from_text(self.seats, players) if self.seats else default_seats(players)
        return GameConfig(self.rules, seats, self.seed)


@dataclass(frozen=True)
class WindowOptions:
    """What the command line may say about the game window (see ``cli``); None: the
    player's preference."""

    size: Size | None = None
    speed: str | None = None
    start: StartRequest | None = None  # go straight to a table with this game
    resume: bool = False  # go straight to the saved game in progress
    debug_state: Path | None = None
    quit_after_frames: int | None = None


class GameFlow:
    """Which screen follows which; owns the window's shared card images, sounds and the
    player's preferences."""

    def __init__(self, options: WindowOptions) -> None:
        from cassino.ui.app import App
        from cassino.ui.assets import CardImages, Sounds

        self.options = options
        self.notices: list[Notice] = []
        self.preferences, notice = load_preferences()
        self._notice(notice)
        set_language(self.preferences.resolved_language())
        prefs = self.preferences
        self.app = App(options.size or prefs.window_size)
        _set_window_icon()
        self.images = CardImages(
            deck="four_colour" if prefs.four_colour else "standard", back=prefs.card_back
        )
        self.sounds = Sounds(volume=prefs.volume, muted=prefs.muted)
        self.config: GameConfig | None = None
        self.table: TableScene | None = None
        self._apply(prefs, first=True)

    # Screens ----------------------------------------------------------------------------

    def title(self) -> None:
        from cassino.ui.menus import TitleScene

        saved, notice = load_game()
        self._notice(notice)
        self._set_aside_broken_rule_sets()
        self.app.stack.clear()
        self.app.stack.push(
            TitleScene(
                on_new_game=self.new_game,
                on_quit=self.app.quit,
                images=self.images,
                **self._title_extras(saved),
            )
        )
        self._show_notices()

    def _title_extras(self, saved: SavedGame | None) -> dict[str, object]:
        """The title's optional buttons for the screens that exist."""
        from cassino.ui import menus

        extras: dict[str, object] = {}
        if saved is not None:
            extras["on_resume"] = lambda: self.resume(saved)
        screens = (
            ("SettingsScene", "on_settings", self.settings),
            ("PreferencesScene", "on_preferences", self.preferences_screen),
            ("StatisticsScene", "on_statistics", self.statistics),
        )
        for scene, handler, opener in screens:
            if hasattr(menus, scene):
                extras[handler] = opener
        return extras

    def new_game(self) -> None:
        from cassino.ui.menus import NewGameScene

        self.app.stack.push(
            NewGameScene(
                self.images,
                on_start=self.start,
                on_back=self.title,
                preferences=self.preferences,
                on_preferences=self._apply,
                on_notice=self._tell,
            )
        )

    def start(self, config: GameConfig) -> None:
        self.config = config
        self._open_table(config.session())
        self._save(self._session())

    def resume(self, saved: SavedGame) -> None:
        self.config = GameConfig(saved.rules, saved.seats, saved.seed)
        self._open_table(GameSession.resume(saved))

    def _open_table(self, session: GameSession) -> None:
        from cassino.ui.table_scene import TableScene

        session.on_change = self._save
        table = TableScene(
            session,
            self.images,
            self.sounds,
            on_round_end=self.round_end,
            on_game_over=self.game_over,
            on_settled=self._settled,
            hints_allowed=self.preferences.hints_allowed,
            undo_allowed=self.preferences.undo_allowed,
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

        session = table.session
        self.sounds.play("win")
        clear_game()
        self._record(session)
        self.app.stack.push(
            GameOverScene(
                session, on_play_again=self.start, on_title=self.title, images=self.images
            )
        )

    def settings(self) -> None:
        from cassino.ui import menus

        scene = menus.SettingsScene(
            on_back=self.app.stack.pop,
            preferences=self.preferences,
            on_preferences=self._apply,
            on_notice=self._tell,
        )
        self.app.stack.push(scene)

    def preferences_screen(self) -> None:
        from cassino.ui import menus

        scene = menus.PreferencesScene(self.preferences, on_change=self._apply, on_back=self.title)
        self.app.stack.push(scene)

    def statistics(self) -> None:
        from cassino.statistics import load_statistics
        from cassino.ui import menus

        statistics, notice = load_statistics()
        self._notice(notice)
        scene = menus.StatisticsScene(statistics, on_back=self.app.stack.pop)
        self.app.stack.push(scene)
        self._show_notices()

    def run(self) -> None:
        if os.environ.get("CASSINO_REPORT_FIRST_FRAME"):
            # ``bench ui`` measures start-up to here: the first frame is on the screen.
            self.app.on_first_frame = lambda: print("first frame", flush=True)
        saved = None
        if self.options.resume:
            saved, notice = load_game()
            self._notice(notice)
        if saved is not None:
            self.resume(saved)
        elif self.options.start is not None:
            self.start(self.options.start.config())
        else:
            self.title()
        self._show_notices()
        self.app.run(max_frames=self.options.quit_after_frames)

    # Preferences, saving, notices -------------------------------------------------------

    def _apply(self, preferences: Preferences, first: bool = False) -> None:
        """Use ``preferences`` now and, unless just loaded, save them."""
        from cassino.ui import tween

        old = self.preferences
        self.preferences = preferences
        set_language(preferences.resolved_language())
        tween.set_speed_setting(self.options.speed or preferences.animation_speed)
        self.sounds.volume = preferences.volume
        self.sounds.muted = preferences.muted
        deck = "four_colour" if preferences.four_colour else "standard"
        self.images.set_style(deck=deck, back=preferences.card_back)
        if preferences.fullscreen != _is_fullscreen():
            _toggle_fullscreen()
        if first:
            return
        if preferences.window_size != old.window_size and self.options.size is None:
            import pygame

            pygame.display.set_mode(preferences.window_size, pygame.RESIZABLE)
            self.app.stack.resize(preferences.window_size)
        self._notice(save_preferences(preferences))
        self._show_notices()

    def _save(self, session: GameSession) -> None:
        """After every move: the autosave, and the debug state when asked for."""
        self._notice(save_game(session.saved()))
        self._write_debug_state(session, settled=False)

    def _record(self, session: GameSession) -> None:
        if session.outcome is None or session.round_result is None:
            return
        humans = session.humans()
        if not humans:
            return
        rules = session.rules
        side = rules.side_of[humans[0]]
        levels = [seat.level for seat in session.seats if seat.kind == "computer"]
        won = session.outcome.winner == side
        points = session.round_result.side_totals[side]
        _, notice = record_game(rules.preset, opponent_key(levels), won, points)
        self._notice(notice)

    def _set_aside_broken_rule_sets(self) -> None:
        """Move aside the saved rule sets that cannot be used, each with a notice; when the
        preferences' rule set is one, the preset beneath it takes its place."""
        from cassino.ui.menus.rule_sets import set_aside_broken

        chosen = self.preferences.rules
        fallbacks, notices = set_aside_broken({chosen})
        for notice in notices:
            self._notice(notice)
        if chosen in fallbacks:
            self.preferences = replace(self.preferences, rules=fallbacks[chosen])
            self._notice(save_preferences(self.preferences))

    def _tell(self, notice: Notice) -> None:
        """Show ``notice`` now, over the screen on top."""
        self._notice(notice)
        self._show_notices()

    def _notice(self, notice: Notice | None) -> None:
        if notice is not None:
            self.notices.append(notice)
            if notice.detail:
                print(f"cassino: {notice.detail}", file=sys.stderr)

    def _show_notices(self) -> None:
        from cassino.ui.table_overlays import show_notice

        while self.notices:
            show_notice(self.app.stack, str(self.notices.pop(0)))

    def _session(self) -> GameSession:
        if self.table is None:
            raise RuntimeError("no game is open")
        return self.table.session

    def _settled(self, table: TableScene) -> None:
        self._write_debug_state(table.session, settled=True)

    def _write_debug_state(self, session: GameSession, settled: bool) -> None:
        """``--debug-state FILE``: the game as JSON after every move and whenever the cards
        settle — the position (NOTATION.md), whose turn, the log, and where things are on
        screen — so tests and bug reports see what the player saw."""
        path = self.options.debug_state
        if path is None:
            return
        table = self.table
        data = {
            "position": position_to_json(session.state),
            "awaiting": session.awaiting,
            "log": session.log,
            "moves_this_round": len(session.history),
            "outcome": None if session.outcome is None else session.outcome.winner,
            # A move's own write comes before its animation: only the write made when the
            # cards come to rest says "settled" (where things are on screen is then true).
            "settled": settled,
            "screen": table.screen_positions() if table is not None else {},
        }
        write_atomic(path, json.dumps(data, indent=1))


def _is_fullscreen() -> bool:
    import pygame

    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


def _toggle_fullscreen() -> None:
    """Full screen on or off; a video driver that cannot (the dummy one) keeps the window."""
    import pygame

    try:
        pygame.display.toggle_fullscreen()
    except pygame.error as error:
        print(f"cassino: full screen is not available here ({error})", file=sys.stderr)


def _set_window_icon() -> None:
    """The icon of the window and the task bar: the ace of spades over a card back."""
    import pygame

    from cassino import locations

    icon = locations.assets_dir() / "icon.png"
    if icon.is_file():
        pygame.display.set_icon(pygame.image.load(str(icon)))


def default_seats(players: int) -> tuple[Seat, ...]:
    """You against the computer (easy), named in the current language."""
    computers = [
        Seat(tr("Computer {number}", number=number), "computer", "easy")
        for number in range(1, players)
    ]
    return (Seat(tr("You")), *computers)


def seats_from_text(text: str, players: int) -> tuple[Seat, ...]:
    """``You,computer:easy`` → a person called You and an easy computer player."""
    seats: list[Seat] = []
    for number, part in enumerate(filter(None, (p.strip() for p in text.split(",")))):
        kind, _, level = part.partition(":")
        if kind.strip().lower() == "computer":
            level = level.strip().lower() or "easy"
            if level not in LEVELS:
                raise ValueError(
                    f"--seats asks for a computer player of level '{level}'; the levels are "
                    + ", ".join(LEVELS)
                )
            seats.append(Seat(tr("Computer {number}", number=number), "computer", level))
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
        from cassino.crash import tell_player  # a message box too: the window has no console

        tell_player(f"The game's files are damaged: {error}")
        return 1
    return 0
