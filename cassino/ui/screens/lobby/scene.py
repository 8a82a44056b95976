"""The lobby of a game hosted from this window (issue 58): how friends join it (on this
network from their Join a game list or by the address shown; from elsewhere by the room
code, when the preferences name a relay, and plainly not when they do not), the seats
filling with their names, and Cancel. The game starts when every seat is taken; the
window's own person is then at the table like any guest."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from cassino.i18n import tr
from cassino.net.hosting import HostedGame
from cassino.net.joining import Joining
from cassino.net.remote_session import RemoteSession
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.screens.common.backdrop import felt, page_measures, shadowed_text
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.widgets import Button, FocusGroup, draw_panel, draw_wrapped, fit_text, text_image


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
        self.cancel_button = Button(tr("Cancel"), self.cancel)
        self.focus = FocusGroup([self.cancel_button])
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.heading = pygame.Rect(0, 0, 0, 0)
        self.sizes = (16, 16, 16)
        self.pad = 0

    def cancel(self) -> None:
        self.joining.cancel()
        self.hosted.close()
        self.on_cancel()

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

    def seat_lines(self) -> list[str]:
        seats = self.joining.seats
        if seats is None:
            return []
        lines = []
        for number, seat in enumerate(seats.seats, start=1):
            if seat.name is None:
                lines.append(tr("Seat {number}: waiting for a friend…", number=number))
            elif seat.kind == "computer":
                lines.append(tr("Seat {number}: {name} (computer)", number=number, name=seat.name))
            else:
                lines.append(tr("Seat {number}: {name}", number=number, name=seat.name))
        return lines

    def status(self) -> tuple[str, theme.Colour]:
        problem = self.hosted.at.problem or self.joining.failed
        if problem is not None:
            return tr("The game could not go on: {reason}", reason=problem), theme.WARNING
        return tr("The game starts when every seat is taken."), theme.TEXT_DIM

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
        if session is not None:
            self.on_started(session)

    def wake_in(self) -> float | None:
        return 0.5  # the seats are looked at twice a second (the link also wakes the window)

    def needs_redraw(self) -> bool:
        return True

    def place(self) -> None:
        m = page_measures(self.size, widest=1.25)
        self.heading = pygame.Rect(m.left, m.margin, m.content, round(m.heading_size * 1.6))
        self.cancel_button.rect = pygame.Rect(0, 0, round(m.unit * 0.26), m.control)
        self.cancel_button.rect.bottomright = (m.left + m.content, self.size[1] - m.margin)
        top = self.heading.bottom + m.gap
        self.panel = pygame.Rect(m.left, top, m.content, self.cancel_button.rect.top - m.gap - top)
        self.sizes = (m.heading_size, round(m.control * 0.56), round(m.control * 0.5))
        self.pad = m.pad

    def draw(self, surface: pygame.Surface) -> None:
        if self.size == (0, 0):
            return
        heading_size, text_size, small_size = self.sizes
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Your game is open"), heading_size)
        surface.blit(heading, heading.get_rect(midleft=self.heading.midleft))
        draw_panel(surface, self.panel)
        inner = self.panel.inflate(-2 * self.pad, -2 * self.pad)
        y = inner.top
        line = round(text_size * 1.5)
        for words, colour in self.ways_in():
            box = pygame.Rect(inner.left, y, inner.width, line * 2)
            draw_wrapped(surface, words, text_size, box, colour, max_lines=2)
            y += line * 2 + self.pad // 2
        y += self.pad
        title = text_image(tr("Seats"), text_size, theme.HIGHLIGHT)
        surface.blit(title, (inner.left, y))
        y += line
        for words in self.seat_lines():
            image = fit_text(words, text_size, inner.width, theme.TEXT)
            surface.blit(image, (inner.left + self.pad, y))
            y += line
        words, colour = self.status()
        box = pygame.Rect(inner.left, inner.bottom - line * 2, inner.width, line * 2)
        draw_wrapped(surface, words, small_size, box, colour, max_lines=2)
        self.focus.draw(surface)
