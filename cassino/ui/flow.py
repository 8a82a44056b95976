"""Which screen follows which: title → new game → table → round summary → … → game over
→ play again / title, with the in-game menu and the replay over the table; the
preferences applied at start, a game in progress offered for resuming, and saved rule
sets that cannot be used moved aside (at the title, and by the screens that list them)
with a notice. Saving, statistics and the debug state listen to the game themselves
(``game_records``); notices wait on a board (``notices``)."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from cassino.game.replay import ReplayCursor
from cassino.game.session import GameConfig, GameSession
from cassino.game.snapshot import SavedGame
from cassino.i18n import set_language, tr
from cassino.ui.dialogs.notice_board import NoticeBoard
from cassino.ui.game_records import GameRecords
from cassino.ui.looks import card_images, use_looks
from cassino.ui.navigator import AppContext
from cassino.ui.network_flow import NetworkScreens
from cassino.ui.options import WindowOptions
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.common.words import saved_game_words
from cassino.ui.window_chrome import is_fullscreen, set_window_icon, toggle_fullscreen
from cassino.userdata.last_game import load_finished
from cassino.userdata.preferences import Preferences, load_preferences, save_changes
from cassino.userdata.saves import clear_game, load_game
from cassino.userdata.storage import Notice

if TYPE_CHECKING:
    from cassino.net.hosting import HostedGame
    from cassino.ui.scene import Scene
    from cassino.ui.screens.replay.note import ReplayNote
    from cassino.ui.table.policy import TablePolicy
    from cassino.ui.table_scene import TableScene


class GameFlow(NetworkScreens):
    """Which screen follows which; owns the window's shared card images, sounds and the
    player's preferences."""

    def __init__(self, options: WindowOptions) -> None:
        from cassino.ui.app import App
        from cassino.ui.assets import Sounds

        self.options = options
        self.notices = NoticeBoard()
        self.records = GameRecords(self.notices, options.debug_state)
        loaded, notice = load_preferences()
        self._notice(notice)
        # The one owner of the preferences: every screen reads and changes them through it.
        self.store = PreferenceStore(loaded, on_change=self._changed)
        set_language(loaded.resolved_language())
        prefs = loaded
        self.app = App(options.size or prefs.window_size)
        set_window_icon()
        self.images = card_images(prefs)
        self.sounds = Sounds(volume=prefs.volume, muted=prefs.muted)
        # What the screens share, handed to them with this flow as their Navigator.
        self.context = AppContext(self.images, self.sounds, self.store, self.notices)
        self.config: GameConfig | None = None
        self.table: TableScene | None = None
        self.hosted: HostedGame | None = None  # a game hosted from this window
        self._use(prefs)

    # Screens ----------------------------------------------------------------------------

    def title(self) -> None:
        from cassino.ui.screens.title.scene import TitleScene

        self._leave_networked_game()
        saved, notice = load_game()
        self._notice(notice)
        self.app.stack.clear()
        extras = {"on_new_game": self.new_game, **self._title_extras(saved)}
        detail = saved_game_words(saved) if saved is not None else None
        detail = self._offer_hosted_resume(extras) or detail
        self.app.stack.push(
            TitleScene(
                on_quit=self.app.quit,
                images=self.images,
                resume_detail=detail,
                **extras,
            )
        )
        self._set_aside_broken_rule_sets()  # its notices go over the title
        self._show_notices()

    def _title_extras(self, saved: SavedGame | None) -> dict[str, Callable[[], None]]:
        """The title's buttons beyond New game and Quit: resume and replay when there is
        a game to resume or replay."""
        extras: dict[str, Callable[[], None]] = {
            "on_join": self.join,
            "on_lessons": self.lessons,
            "on_rules": self.rules_screen,
            "on_settings": self.house_rules,
            "on_preferences": self.preferences_screen,
            "on_statistics": self.statistics,
        }
        if saved is not None:
            extras["on_resume"] = lambda: self.resume(saved)
            extras["on_new_game"] = lambda: self._ask_to_replace(saved)
        finished, notice = load_finished()
        self._notice(notice)
        if finished is not None:
            last = finished
            extras["on_replay"] = lambda: self.replay(
                ReplayCursor(list(last.rounds), list(last.names), you=_alone(last.humans)),
                list(last.humans),
            )
        return extras

    def _ask_to_replace(self, saved: SavedGame) -> None:
        """New game at the title with a game in progress: it would be replaced, so ask."""
        from cassino.ui.dialogs.chooser import ChooserScene

        question = tr(
            "Start a new game? The game in progress ({game}) will be lost.",
            game=saved_game_words(saved),
        )

        def replace(_: int) -> None:
            self._notice(clear_game(seed=saved.seed))  # as said: the game is let go
            self.new_game()

        chooser = ChooserScene(question, [tr("New game")], replace, lambda: None, tr("Keep it"))
        self.app.stack.push(chooser)

    def new_game(self) -> None:
        from cassino.ui.screens.new_game.scene import NewGameScene

        self.app.stack.push(
            NewGameScene(
                self.images,
                on_start=self.start,
                on_back=self.title,
                preferences=self.store,
                on_notice=self._tell,
            )
        )

    def start(self, config: GameConfig, *, hints: bool | None = None) -> None:
        """A new game of ``config``; ``hints`` True offers hints whatever the preference
        (the course's first game)."""
        self._leave_networked_game()
        if any(seat.kind == "remote" for seat in config.seats):
            self._host(config)
            return
        previous = self.table.session if self.table is not None else None
        if previous is not None and previous.seed != config.seed:
            # A new game in this window lets go of the one it had (the menus asked first);
            # another window's game keeps its own file.
            self._notice(clear_game(seed=previous.seed))
        self.config = config
        self._open_table(config.session(), hints)
        self.records.save(self._session())

    def resume(self, saved: SavedGame) -> None:
        self.config = GameConfig(saved.rules, saved.seats, saved.seed)
        self._open_table(GameSession.resume(saved))

    def _open_table(self, session: GameSession, hints: bool | None = None) -> None:
        from cassino.ui.table.policy import TablePolicy

        levels = [seat.level for seat in session.seats if seat.kind == "computer"]
        policy = TablePolicy(
            hints_allowed=self.preferences.hints_allowed if hints is None else hints,
            undo_allowed=self.preferences.undo_allowed,
        )
        table = self._new_table(session, policy, levels)
        self.table = table
        self.app.stack.clear()
        self.app.stack.push(table)
        self.records.follow(session, lambda: _positions(table))

    def _new_table(
        self, session: GameSession, policy: TablePolicy, levels: list[str]
    ) -> TableScene:
        """The table of ``session``, with the aids the preferences give against ``levels``."""
        from cassino.ui.table_scene import TableScene

        return TableScene(
            session,
            self.images,
            self.sounds,
            on_round_end=self.round_end,
            on_game_over=self.game_over,
            on_menu=self.game_menu,
            on_settled=self._settled,
            policy=policy,
            counting_aid=self.preferences.aid_on("counting_aid", levels),
            sweep_warning=self.preferences.aid_on("sweep_warning", levels),
            why_not=self.preferences.aid_on("why_not", levels),
        )

    def round_end(self, table: TableScene) -> None:
        from cassino.ui.screens.round_summary.scene import RoundSummaryScene

        def carry_on() -> None:
            self.app.stack.pop()
            table.next_round()

        session = table.session
        self.app.stack.push(
            RoundSummaryScene(session, on_continue=carry_on, on_replay=self._replayer(session))
        )
        self._tell_keep_problem()  # a hosted game that could not be kept: said once a round

    def game_over(self, table: TableScene) -> None:
        """The last round's summary first, then the game's end."""
        from cassino.ui.screens.game_over.scene import GameOverScene
        from cassino.ui.screens.review.reviews import GameReviews
        from cassino.ui.screens.round_summary.scene import RoundSummaryScene

        session = table.session
        networked = session.seats_elsewhere()
        hosting = self.hosted is not None  # play again: the same seats, hosted again
        reviews = GameReviews(self, session) if session.humans() and not networked else None
        if networked:
            self._keep_deal_record(session)

        def to_the_end() -> None:
            self.app.stack.pop()
            self.sounds.play("win")
            self.app.stack.push(
                GameOverScene(
                    session,
                    on_play_again=(lambda _: self.restart())
                    if hosting
                    else (lambda _: self.join())
                    if networked
                    else self.start,
                    on_title=self.title,
                    images=self.images,
                    on_replay=self._replayer(session, last_round=False),
                    on_review=reviews.open if reviews else None,
                    review_label=reviews.label if reviews else None,
                    play_again_label=tr("Join another game") if networked and not hosting else None,
                )
            )

        replay = self._replayer(session)
        self.app.stack.push(RoundSummaryScene(session, on_continue=to_the_end, on_replay=replay))

    def _replayer(self, session: GameSession, last_round: bool = True) -> Callable[[], None]:
        """Opens the replay of the game's rounds so far, at the last one or the first."""
        names = [seat.name for seat in session.seats]
        humans = session.humans()

        def replay() -> None:
            rounds = list(session.rounds)
            if rounds:
                start = len(rounds) - 1 if last_round else 0
                cursor = ReplayCursor(rounds, names, round_index=start, you=_alone(humans))
                self.replay(cursor, humans)

        return replay

    def replay(
        self, cursor: ReplayCursor, humans: list[int], note: ReplayNote | None = None
    ) -> None:
        from cassino.ui.screens.replay.scene import ReplayScene

        viewer = humans[0] if humans else 0
        scene = ReplayScene(cursor, self.images, self.sounds, self.pop, viewer=viewer, note=note)
        self.app.stack.push(scene)

    def game_menu(self, table: TableScene) -> None:
        from cassino.ui.screens.game_menu.actions import open_game_menu

        hosted = self.hosted
        computer_for = hosted.computer_for if hosted is not None else None
        open_game_menu(
            self, self.context, table, hosting=hosted is not None, computer_for=computer_for
        )

    def lessons(self) -> None:
        """The "Learn to play" list of lessons."""
        from cassino.ui.screens.lessons.course import open_list

        open_list(self, self.context)

    def house_rules(self) -> None:
        from cassino.ui.screens.house_rules.scene import HouseRulesScene

        scene = HouseRulesScene(
            on_back=self.pop,
            preferences=self.store,
            on_notice=self._tell,
        )
        self.app.stack.push(scene)

    def rules_screen(self) -> None:
        """The title's Rules: every rule set's rules, from the one last played."""
        from cassino.ui.screens.rules.scene import RulesSheetScene
        from cassino.userdata.presets import load, preset_names, user_rule_set_names

        self._set_aside_broken_rule_sets()
        names = [(name, True) for name in preset_names()]
        names += [(name, False) for name in user_rule_set_names()]
        last = self.preferences.rules
        shown = last if any(name == last for name, _ in names) else "classic"
        own = None if dict(names)[shown] else shown
        scene = RulesSheetScene(load(shown), self.pop, images=self.images, title=own, browse=names)
        self.app.stack.push(scene)

    def preferences_screen(self) -> None:
        from cassino.ui.screens.preferences.scene import PreferencesScene

        scene = PreferencesScene(self.store, on_back=self.title)
        self.app.stack.push(scene)

    def statistics(self) -> None:
        from cassino.ui.screens.statistics.scene import StatisticsScene
        from cassino.userdata.statistics import load_statistics

        statistics, notice = load_statistics()
        self._notice(notice)
        scene = StatisticsScene(statistics, on_back=self.pop)
        self.app.stack.push(scene)
        self._show_notices()

    # Navigator ---------------------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self.app.stack.push(scene)

    def pop(self) -> None:
        self.app.stack.pop()

    def show(self, scene: Scene) -> None:
        self.app.stack.clear()
        self.app.stack.push(scene)

    def restart(self) -> None:
        if self.config is not None:
            self.start(self.config)

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
            _, notice = load_game()  # an unreadable save is set aside, not overwritten
            self._notice(notice)
            self.start(self.options.start.config())
        else:
            self.title()
        self._show_notices()
        self.app.run(max_frames=self.options.quit_after_frames)
        self._remember_window()

    def _remember_window(self) -> None:
        """A window resized by hand opens at that size next time (not a full screen, nor
        a size the command line asked for)."""
        size = self.app.size
        if self.options.size is not None or is_fullscreen() or self.options.quit_after_frames:
            return
        if size != self.preferences.window_size:
            self.store.update(window_size=size)

    # Preferences, saving, notices -------------------------------------------------------

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def apply(self, preferences: Preferences) -> None:
        """Change the preferences: used at once and saved."""
        self.store.change(preferences)

    def _changed(self, old: Preferences, preferences: Preferences) -> None:
        """The store's preferences changed: use them now, and save them."""
        self._use(preferences)
        resized = preferences.window_size != self.app.size  # not by hand: by the menu
        if preferences.window_size != old.window_size and self.options.size is None and resized:
            import pygame

            pygame.display.set_mode(preferences.window_size, pygame.RESIZABLE)
            self.app.stack.resize(preferences.window_size)
        self._notice(save_changes(old, preferences))
        self._show_notices()

    def _use(self, preferences: Preferences) -> None:
        from cassino.ui.anim import tween

        set_language(preferences.resolved_language())
        tween.set_speed_setting(self.options.speed or preferences.animation_speed)
        self.sounds.volume = preferences.volume
        self.sounds.muted = preferences.muted
        if use_looks(preferences, self.images):
            self.app.stack.resize(self.app.size)  # every table is laid out again
        if preferences.fullscreen != is_fullscreen():
            toggle_fullscreen()

    def _set_aside_broken_rule_sets(self) -> None:
        """Move aside the saved rule sets that cannot be used, each with a notice; when the
        preferences' rule set is one, the preset beneath it takes its place."""
        from cassino.ui.screens.house_rules.rule_sets import set_aside_broken

        chosen = self.preferences.rules
        fallbacks, notices = set_aside_broken({chosen})
        for notice in notices:
            self._notice(notice)
        if chosen in fallbacks:
            self.store.update(rules=fallbacks[chosen])

    def _tell(self, notice: Notice) -> None:
        """Show ``notice`` now, over the screen on top."""
        self.notices.add(notice)
        self.notices.show(self.app.stack)

    def _notice(self, notice: Notice | None) -> None:
        self.notices.add(notice)

    def _show_notices(self) -> None:
        self.notices.show(self.app.stack)

    def _session(self) -> GameSession:
        if self.table is None:
            raise RuntimeError("no game is open")
        return self.table.session

    def _settled(self, table: TableScene) -> None:
        self.records.write_debug_state(table.session, settled=True)


def _positions(table: TableScene) -> dict[str, object]:
    from cassino.ui.table.debug_view import screen_positions

    return screen_positions(table.stage, table.animator, table.model.viewer)


def _alone(humans: Sequence[int]) -> int | None:
    """The seat the log calls "you": the one person at the window, if only one plays."""
    return humans[0] if len(humans) == 1 else None
