"""The lobby of a game hosted from this window (issue 58): how friends join it (on this
network from their Join a game list or by the address shown; from elsewhere by the room
code, when the preferences name a relay, and plainly not when they do not), the seats
filling with their names, and what the host may change before the start: two seats
swapped (partners sit across), a computer in a seat nobody has taken, a computer's seat
opened to a friend again. Start is there once every seat is taken; the window's own
person is then at the table like any guest."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.net.hosting import HostedGame
from cassino.net.joining import Joining
from cassino.net.messages import SeatState
from cassino.net.remote_session import RemoteSession
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.screens.common.backdrop import felt, shadowed_text
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.lobby.layout import LobbyLayout, place_lobby
from cassino.ui.widgets import Button, FocusGroup, draw_panel, draw_wrapped, fit_text, text_image


class SeatButtons:
    """The buttons of one seat's row."""

    def __init__(self, lobby: LobbyScene, seat: int) -> None:
        self.seat = seat
        self.move_up = Button(tr("Move up"), lambda: lobby.hosted.swap_seats(seat - 1, seat))
        self.kind = Button("", lambda: lobby.change_kind(seat))


class LobbyScene(FormScreen):
    def __init__(
        self,
        hosted: HostedGame,
        joining: Joining,
        on_started: Callable[[RemoteSession], None],
        on_cancel: Callable[[], None],
    ) -> None:
        super().__init__()
        self.hosted = hosted
        self.joining = joining
        self.on_started = on_started
        self.on_cancel = on_cancel
        self.players = len(hosted.host.plans)
        self.rows = [SeatButtons(self, seat) for seat in range(self.players)]
        self.cancel_button = Button(tr("Cancel"), self.cancel)
        self.start_button = Button(tr("Start the game"), self.hosted.start_game, primary=True)
        widgets = [w for row in self.rows for w in (row.move_up, row.kind)]
        self.focus = FocusGroup([*widgets, self.cancel_button, self.start_button])
        self.layout: LobbyLayout = place_lobby((1, 1), self.players)
        self._refresh_buttons()

    def cancel(self) -> None:
        self.joining.cancel()
        self.hosted.close()
        self.on_cancel()

    def change_kind(self, seat: int) -> None:
        """A computer in an empty seat; a computer's seat opened to a friend."""
        state = self.seat_state(seat)
        if state is None:
            return
        if state.kind == "computer":
            self.hosted.open_seat(seat)
        elif state.name is None:
            level = self.hosted.host.timeouts.replacement_level
            self.hosted.seat_computer(seat, self.computer_name(), level)

    def computer_name(self) -> str:
        """A computer's name no other seat has."""
        taken = {state.name for state in self.states()}
        number = 1
        while tr("Computer {number}", number=number) in taken:
            number += 1
        return tr("Computer {number}", number=number)

    # What it says -----------------------------------------------------------------------

    def ways_in(self) -> list[tuple[str, theme.Colour]]:
        at = self.hosted.at
        lines: list[tuple[str, theme.Colour]] = []
        if at.address is not None:
            lines.append(
                (
                    tr(
                        "On this network: your friends find this game under Join a game, "
                        "or type the address {address}.",
                        address=at.address,
                    ),
                    theme.TEXT,
                )
            )
        if at.code is not None:
            lines.append(
                (tr("From elsewhere: the room code is {code}.", code=at.code), theme.HIGHLIGHT)
            )
        elif at.relay_problem is not None:
            lines.append(
                (
                    tr("The relay could not open a room: {reason}", reason=at.relay_problem),
                    theme.WARNING,
                )
            )
        else:
            lines.append(
                (
                    tr(
                        "No relay is set, so friends elsewhere cannot join by code (the relay's "
                        "address goes in Join a game)."
                    ),
                    theme.TEXT_DIM,
                )
            )
        return lines

    def states(self) -> tuple[SeatState, ...]:
        seats = self.joining.seats
        return seats.seats if seats is not None else ()

    def seat_state(self, seat: int) -> SeatState | None:
        states = self.states()
        return states[seat] if seat < len(states) else None

    def seat_line(self, seat: int) -> str:
        state = self.seat_state(seat)
        number = seat + 1
        if state is None or state.name is None:
            return tr("Seat {number}: waiting for a friend…", number=number)
        if state.kind == "computer":
            return tr("Seat {number}: {name} (computer)", number=number, name=state.name)
        if seat == self.joining.seat:
            return tr("Seat {number}: {name}, at this computer", number=number, name=state.name)
        if not state.connected:
            return tr("Seat {number}: {name} (away)", number=number, name=state.name)
        return tr("Seat {number}: {name}", number=number, name=state.name)

    def everyone_seated(self) -> bool:
        states = self.states()
        return bool(states) and all(s.name is not None and s.connected for s in states)

    def status(self) -> tuple[str, theme.Colour]:
        problem = self.hosted.at.problem or self.joining.failed
        if problem is not None:
            return tr("The game could not go on: {reason}", reason=tr(problem)), theme.WARNING
        if self.hosted.host.started():
            return tr("The game is hosted again; it goes on where it stopped."), theme.HIGHLIGHT
        if self.everyone_seated():
            return tr("Every seat is taken: start when you are ready."), theme.HIGHLIGHT
        return tr(
            "Start is there once every seat is taken; a computer can play a seat nobody has taken."
        ), theme.TEXT_DIM

    # The scene --------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(self.cancel_button, visible=False)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus.handle_event(event):
            return True
        if menu_key(event) is MenuKey.BACK:
            self.cancel()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        session = self.joining.poll()
        self._refresh_buttons()
        if session is not None:
            self.on_started(session)

    def _refresh_buttons(self) -> None:
        resumed = self.hosted.host.started()  # hosted again after a crash: seats as they were
        self.start_button.visible = not resumed
        for row in self.rows:
            state = self.seat_state(row.seat)
            row.move_up.visible = row.seat > 0
            row.move_up.enabled = state is not None
            if state is not None and state.kind == "computer":
                row.kind.text, row.kind.visible = tr("Open to a friend"), True
            elif state is not None and state.name is None:
                row.kind.text, row.kind.visible = tr("Computer plays"), True
            else:
                row.kind.visible = False
            if resumed:
                row.move_up.visible = row.kind.visible = False
        self.start_button.enabled = self.everyone_seated()

    def wake_in(self) -> float | None:
        return 0.5  # the seats are looked at twice a second (the link also wakes the window)

    def needs_redraw(self) -> bool:
        return True

    def place(self) -> None:
        self.layout = place_lobby(self.size, self.players)
        for row, place in zip(self.rows, self.layout.rows, strict=True):
            row.move_up.rect = place.move_up
            row.kind.rect = place.kind
        self.cancel_button.rect = self.layout.cancel
        self.start_button.rect = self.layout.start

    def draw(self, surface: pygame.Surface) -> None:
        if self.size == (0, 0):
            return
        lay = self.layout
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Your game is open"), lay.heading_size)
        surface.blit(heading, heading.get_rect(midleft=lay.heading.midleft))
        draw_panel(surface, lay.panel)
        ways = self.ways_in()
        share = lay.ways_in.height // max(1, len(ways))
        for index, (words, colour) in enumerate(ways):
            box = pygame.Rect(
                lay.ways_in.left, lay.ways_in.top + index * share, lay.ways_in.width, share
            )
            lines = max(1, share // round(lay.text_size * 1.3))
            draw_wrapped(surface, words, lay.text_size, box, colour, max_lines=min(2, lines))
        title = text_image(tr("Seats"), lay.text_size, theme.HIGHLIGHT)
        surface.blit(title, title.get_rect(midleft=lay.seats_title.midleft))
        for seat, place in enumerate(lay.rows):
            colour = theme.HIGHLIGHT if seat == self.joining.seat else theme.TEXT
            image = fit_text(self.seat_line(seat), lay.text_size, place.label.width, colour)
            surface.blit(image, image.get_rect(midleft=place.label.midleft))
        words, colour = self.status()
        draw_wrapped(surface, words, lay.small_size, lay.status, colour, max_lines=2)
        self.focus.draw(surface)
