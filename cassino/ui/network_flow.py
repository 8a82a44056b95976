"""The screens of network play, as the flow goes through them (issue 58): Join a game,
the lobby of a game hosted from this window, a networked game's table (the same table,
driven by a ``RemoteSession``), and letting go of it. A part of ``GameFlow``, which owns
the window, the preferences and the other screens."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cassino.game.session import GameConfig, GameSession
from cassino.i18n import N_, tr
from cassino.userdata import locations
from cassino.userdata.storage import Notice

if TYPE_CHECKING:
    from cassino.net.host import GameHost
    from cassino.net.hosting import HostedGame
    from cassino.ui.app import App
    from cassino.ui.assets import CardImages, Sounds
    from cassino.ui.game_records import GameRecords
    from cassino.ui.preference_store import PreferenceStore
    from cassino.ui.table.policy import TablePolicy
    from cassino.ui.table_scene import TableScene
    from cassino.userdata.preferences import Preferences


class NetworkScreens:
    # What the flow holds, which these screens use.
    app: App
    images: CardImages
    sounds: Sounds
    store: PreferenceStore
    records: GameRecords
    table: TableScene | None
    hosted: HostedGame | None
    config: GameConfig | None

    @property
    def preferences(self) -> Preferences:
        return self.store.current

    def pop(self) -> None:
        raise NotImplementedError

    def new_game(self) -> None:
        raise NotImplementedError

    def title(self) -> None:
        raise NotImplementedError

    def round_end(self, table: TableScene) -> None:
        raise NotImplementedError

    def game_over(self, table: TableScene) -> None:
        raise NotImplementedError

    def game_menu(self, table: TableScene) -> None:
        raise NotImplementedError

    def _settled(self, table: TableScene) -> None:
        raise NotImplementedError

    def _tell(self, notice: Notice) -> None:
        raise NotImplementedError

    def _new_table(
        self, session: GameSession, policy: TablePolicy, levels: list[str]
    ) -> TableScene:
        raise NotImplementedError

    def join(self) -> None:
        """The title's "Join a game": a game hosted on another computer."""
        from cassino.net.discovery import Browser, discovery_interfaces
        from cassino.ui.screens.join.scene import JoinScene

        interfaces = discovery_interfaces()
        browser = None if interfaces is False else Browser(interfaces=interfaces)
        if browser is not None:
            browser.start()
        self.app.stack.push(
            JoinScene(
                self.store, on_joined=self._open_remote_table, on_back=self.pop, browse=browser
            )
        )

    def _leave_networked_game(self) -> None:
        """Leaving a networked game's table for good: its connection goes (the host plays
        on), and a game hosted here ends."""
        if self.table is not None and self.table.session.seats_elsewhere():
            self.table.session.close()
            self.table = None
        if self.hosted is not None:
            self.hosted.close()
            self.hosted = None

    def _host(self, config: GameConfig) -> None:
        """A game with people on other computers: hosted from here, in its lobby until
        every seat is taken; this window's person joins it as a guest."""
        from cassino.net.hosting import HostedGame
        from cassino.net.seating import SeatPlan

        plans = [
            SeatPlan("remote", reserved=True)
            if seat.kind == "human"
            else SeatPlan("remote")
            if seat.kind == "remote"
            else SeatPlan("computer", seat.name, seat.level)
            for seat in config.seats
        ]
        level = self.preferences.computer_level
        # Hints for everyone as this window's preferences allow them to its own person.
        hints = self.preferences.hints_allowed
        keep = locations.window_hosted_game_file()
        relay = self.preferences.relay
        hosted = HostedGame.new(config.rules, plans, relay, level, hints, keep)
        self.config = config  # Play again hosts the same seats again
        person = next(seat for seat in config.seats if seat.kind == "human")
        self._open_hosted(hosted, person.name, self.new_game)

    def resume_hosted(self, host: GameHost) -> None:
        """The game this window hosted when it closed or crashed, hosted again where it
        was: its guests' windows, still trying, come back with their tokens."""
        from cassino.net.hosting import HostedGame

        keep = locations.window_hosted_game_file()
        hosted = HostedGame(host, self.preferences.relay, keep)
        own = next(n for n, guest in host.guests.items() if guest.reserved)
        self._open_hosted(hosted, host.seats[own].name, self.title)

    def _open_hosted(self, hosted: HostedGame, name: str, back: Callable[[], None]) -> None:
        """Open ``hosted`` and show its lobby, this window's person joined to it at the
        seat kept for them; ``back`` when the lobby is left."""
        from cassino.net.guest_link import GuestLink
        from cassino.net.joining import Joining
        from cassino.ui.network_wake import wake
        from cassino.ui.screens.lobby.scene import LobbyScene

        at = hosted.start()
        if at.problem is not None or at.address is None:
            reason = at.problem or "it did not open in time"
            self._tell(Notice(N_("The game could not be hosted: {reason}"), (("reason", reason),)))
            hosted.close(forget=False)  # a kept game stays kept: another try later
            return
        self.hosted = hosted
        url = f"ws://127.0.0.1:{hosted.port}/"
        # A new game's own seat commits to a secret for the deal; a resumed one has.
        new_seat = not hosted.host.started()
        link = GuestLink(url, name, wake, token=hosted.own_token(), new_seat=new_seat)
        joining = Joining(link)
        link.start()

        def cancelled() -> None:
            self.hosted = None
            back()

        self.app.stack.clear()
        self.app.stack.push(LobbyScene(hosted, joining, self._open_remote_table, cancelled))

    def _offer_hosted_resume(self, extras: dict[str, Callable[[], None]]) -> str | None:
        """The title's Resume for a game this window hosted, kept: friends may be waiting
        for it, so it comes before a game at this screen. The words for its button."""
        from cassino.ui.screens.common.words import saved_game_words

        host = self.kept_hosted_game()
        if host is None or host.session is None:
            return None
        kept = host
        extras["on_resume"] = lambda: self.resume_hosted(kept)
        return tr("{game}, hosted for friends", game=saved_game_words(host.session.saved()))

    def _tell_keep_problem(self) -> None:
        """A game hosted here whose keeping failed (a full disk): the player is told."""
        hosted = self.hosted
        if hosted is not None and hosted.keep_problem is not None:
            notice, hosted.keep_problem = hosted.keep_problem, None
            self._tell(notice)

    def kept_hosted_game(self) -> GameHost | None:
        """The game this window was hosting when it last closed, if one is kept; a file
        that cannot be read is set aside and said so."""
        from cassino.net import host_record

        loaded = host_record.load(locations.window_hosted_game_file())
        if loaded.notice is not None:
            self._tell(loaded.notice)
        host = loaded.value
        if host is None or not any(guest.reserved for guest in host.guests.values()):
            return None
        return host

    def _keep_deal_record(self, session: GameSession) -> None:
        """A networked game's deals and secrets, kept at its end for ``cassino
        verify-deal`` (the window has checked them already)."""
        from cassino.net.deal_record import to_text
        from cassino.net.remote_session import RemoteSession
        from cassino.userdata.storage import save_text

        if isinstance(session, RemoteSession) and session.deal_record is not None:
            path = locations.last_networked_game_file()
            notice = save_text(path, to_text(session.deal_record))
            if notice is not None:
                self._tell(notice)

    def _open_remote_table(self, session: GameSession) -> None:
        """A joined game's table: the host keeps the game (no save, no statistics here);
        no undo, and hints only if the host allows them."""
        from cassino.net.remote_session import RemoteSession
        from cassino.ui.table.policy import TablePolicy

        hints = isinstance(session, RemoteSession) and session.start_message.hints
        if isinstance(session, RemoteSession):
            session.hosting = self.hosted is not None  # its menu can stand in for a friend
        policy = TablePolicy(hints_allowed=hints, undo_allowed=False, set_by_host=True)
        table = self._new_table(session, policy, [])
        self.table = table
        self.app.stack.clear()
        self.app.stack.push(table)
        self.records.follow(session, lambda: screen_positions(table))  # the debug state only


def screen_positions(table: TableScene) -> dict[str, object]:
    from cassino.ui.table.debug_view import screen_positions as positions

    return positions(table.stage, table.animator, table.model.viewer)
