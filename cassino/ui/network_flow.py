"""The screens of network play, as the flow goes through them (issue 58): Join a game,
the lobby of a game hosted from this window, a networked game's table (the same table,
driven by a ``RemoteSession``), and letting go of it. A part of ``GameFlow``, which owns
the window, the preferences and the other screens."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.game.session import GameConfig, GameSession
from cassino.i18n import N_
from cassino.userdata.storage import Notice

if TYPE_CHECKING:
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
        from cassino.net.guest_link import GuestLink
        from cassino.net.host import SeatPlan
        from cassino.net.hosting import HostedGame
        from cassino.net.joining import Joining
        from cassino.ui.network_wake import wake
        from cassino.ui.screens.lobby.scene import LobbyScene

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
        hosted = HostedGame(config.rules, plans, self.preferences.relay, level, hints)
        at = hosted.start()
        if at.problem is not None or at.address is None:
            reason = at.problem or "it did not open in time"
            self._tell(Notice(N_("The game could not be hosted: {reason}"), (("reason", reason),)))
            hosted.close()
            return
        self.hosted = hosted
        self.config = config  # Play again hosts the same seats again
        person = next(seat for seat in config.seats if seat.kind == "human")
        url = f"ws://127.0.0.1:{hosted.port}/"
        link = GuestLink(url, person.name, wake, token=hosted.own_token(), new_seat=True)
        joining = Joining(link)
        link.start()

        def cancelled() -> None:
            self.hosted = None
            self.new_game()

        self.app.stack.clear()
        self.app.stack.push(LobbyScene(hosted, joining, self._open_remote_table, cancelled))

    def _keep_deal_record(self, session: GameSession) -> None:
        """A networked game's deals and secrets, kept at its end for ``cassino
        verify-deal`` (the window has checked them already)."""
        from cassino.net.deal_record import to_text
        from cassino.net.remote_session import RemoteSession
        from cassino.userdata import locations
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
