"""Join a game: the games hosted on this network (when discovery works), or an address
(``host:port``, as the host's lobby shows it), or a room code on a relay. While it joins,
the screen says how it goes: connecting, seated and waiting for the host to start (the
seats filling), or why it could not; Back or Esc lets go of the attempt."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from cassino.engine.errors import CassinoError
from cassino.game.names import name_problem, sentence
from cassino.i18n import tr
from cassino.net.address import parse_address, room_url
from cassino.net.discovery_records import FoundGame
from cassino.net.guest_link import GuestLink
from cassino.net.joining import Joining
from cassino.net.remote_session import RemoteSession
from cassino.ui import theme
from cassino.ui.menu_input import MenuKey, menu_key
from cassino.ui.network_wake import wake
from cassino.ui.preference_store import PreferenceStore
from cassino.ui.screens.common.backdrop import felt, shadowed_text
from cassino.ui.screens.common.form_screen import FormScreen
from cassino.ui.screens.join.layout import JoinLayout, place_join
from cassino.ui.widgets import (
    Button,
    FocusGroup,
    TextField,
    draw_panel,
    draw_wrapped,
    fit_text,
    text_image,
)


class GameList(Protocol):
    """The games heard on this network (``net.discovery.Browser``)."""

    def games(self) -> list[FoundGame]: ...

    def close(self, timeout: float = 2.0) -> None: ...


def game_label(game: FoundGame) -> str:
    """A found game as its button says it: whose, which rules, how many seats taken."""
    if not game.compatible:
        return tr("{name}'s game · another version of Cassino", name=game.name)
    return tr(
        "{name}'s game · {rules} · {taken} of {seats} seats",
        name=game.name,
        rules=game.rules,
        taken=game.seats_taken,
        seats=game.seats,
    )


class JoinScene(FormScreen):
    def __init__(
        self,
        store: PreferenceStore,
        on_joined: Callable[[RemoteSession], None],
        on_back: Callable[[], None],
        browse: GameList | None = None,
    ) -> None:
        super().__init__()
        self.store = store
        self.on_joined = on_joined
        self.on_back = on_back
        self.browse = browse
        names = store.current.player_names
        self.name_field = TextField(
            names[0] if names and names[0] else "", max_length=24, placeholder=tr("Your name")
        )
        self.address_field = TextField("", max_length=64, placeholder="192.168.1.20:47652")
        self.code_field = TextField("", max_length=9, placeholder="K7QX2M")
        self.relay_field = TextField(store.current.relay, max_length=64, placeholder=tr("none set"))
        self.address_button = Button(tr("Join"), self.join_address, primary=True)
        self.code_button = Button(tr("Join"), self.join_code)
        self.back_button = Button(tr("Back"), self.back)
        self.game_buttons: list[Button] = []
        self.found: list[FoundGame] = []
        self.joining: Joining | None = None
        self.problem: str | None = None
        self.layout: JoinLayout | None = None
        self.focus = FocusGroup(self._widgets())

    def _widgets(self) -> list[TextField | Button]:
        return [
            self.name_field,
            *self.game_buttons,
            self.address_field,
            self.address_button,
            self.code_field,
            self.code_button,
            self.relay_field,
            self.back_button,
        ]

    # Joining ----------------------------------------------------------------------------

    def join_address(self, address: str | None = None) -> None:
        try:
            url = parse_address(address or self.address_field.text)
        except CassinoError as error:
            self.problem = sentence(str(error))
            return
        self._join(url)

    def join_code(self) -> None:
        relay = self.relay_field.text.strip()
        if not relay:
            self.problem = tr("To join by code, type the address of the relay the host uses.")
            return
        try:
            url = room_url(relay, self.code_field.text)
        except CassinoError as error:
            self.problem = sentence(str(error))
            return
        if relay != self.store.current.relay:
            self.store.update(relay=relay)
        self._join(url)

    def _join(self, url: str) -> None:
        name = self.name_field.text.strip() or tr("Guest")
        problem = name_problem(name)
        if problem is not None:
            self.problem = tr("That name cannot be used: it must be 1 to 24 visible characters.")
            return
        self.cancel()
        self.problem = None
        link = GuestLink(url, name, wake)
        self.joining = Joining(link)
        link.start()

    def cancel(self) -> None:
        if self.joining is not None:
            self.joining.cancel()
            self.joining = None

    def back(self) -> None:
        if self.joining is not None:
            self.cancel()  # Back first lets go of the attempt, then leaves
            return
        self.on_back()

    # The scene --------------------------------------------------------------------------

    def on_enter(self) -> None:
        self.focus.focus(
            self.name_field if not self.name_field.text else self.address_field, visible=False
        )

    def on_exit(self) -> None:
        # The link lives on in the game's session once joined; the listening stops.
        if self.browse is not None:
            self.browse.close(timeout=0.5)

    def handle_event(self, event: pygame.event.Event) -> bool:
        key = menu_key(event)
        typing = self.focus.focused in (self.code_field, self.relay_field, self.address_field)
        if key is MenuKey.CONFIRM and typing:  # Enter in a field joins by what it holds
            in_code = self.focus.focused is not self.address_field and self.code_field.text
            self.join_code() if in_code else self.join_address()
            return True
        if self.focus.handle_event(event):
            return True
        if key is MenuKey.BACK:
            self.back()
            return True
        if key is MenuKey.CONFIRM:
            if self.code_field.focused or (self.code_field.text and not self.address_field.text):
                self.join_code()
            else:
                self.join_address()
            return True
        return False

    def update(self, dt: float) -> None:
        self.focus.update(dt)
        if self.browse is not None:
            found = self.browse.games()
            if [g.address for g in found] != [g.address for g in self.found]:
                self.found = found
                self.place()
        joining = self.joining
        if joining is None:
            return
        session = joining.poll()
        if session is not None:
            self.joining = None
            self.on_joined(session)
        elif joining.failed is not None:
            self.problem = sentence(tr(joining.failed))  # the host's words, translated if known
            self.joining = None

    def wake_in(self) -> float | None:
        # The caret blinks while a field has the focus; the list of games is looked at
        # twice a second while browsing.
        return 0.5 if self.browse is not None or self.joining is not None else None

    def needs_redraw(self) -> bool:
        return True

    def status_words(self) -> tuple[str, theme.Colour]:
        joining = self.joining
        if joining is not None:
            if joining.seat is None:
                return tr("Connecting…"), theme.TEXT
            taken, seats = joining.taken()
            return (
                tr(
                    "Seated. Waiting for the host to start: {taken} of {seats} seats taken.",
                    taken=taken,
                    seats=seats,
                ),
                theme.HIGHLIGHT,
            )
        if self.problem is not None:
            return self.problem, theme.WARNING
        return tr("Ask the host for the address their lobby shows, or for the room code."), (
            theme.TEXT_DIM
        )

    def place(self) -> None:
        if self.size == (0, 0):
            return
        self.layout = layout = place_join(self.size)
        self.name_field.rect = layout.name_field.copy()
        self.address_field.rect = layout.address_field.copy()
        self.address_button.rect = layout.address_button.copy()
        self.code_field.rect = layout.code_field.copy()
        self.code_button.rect = layout.code_button.copy()
        self.relay_field.rect = layout.relay_field.copy()
        self.back_button.rect = layout.back_button.copy()
        self.game_buttons = []
        for game, rect in zip(self.found, layout.games, strict=False):
            button = Button(game_label(game), self._joiner(game.address))
            button.enabled = game.compatible and game.seats_taken < game.seats
            button.rect = rect.copy()
            self.game_buttons.append(button)
        focused = self.focus.focused
        self.focus = FocusGroup(self._widgets())
        if focused is not None and focused in self._widgets():
            self.focus.focus(focused, visible=False)

    def _joiner(self, address: str) -> Callable[[], None]:
        return lambda: self.join_address(address)

    # Drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        layout = self.layout
        if layout is None:
            return
        surface.blit(felt(self.size), (0, 0))
        heading = shadowed_text(tr("Join a game"), layout.heading_size)
        surface.blit(heading, heading.get_rect(midleft=layout.heading.midleft))
        draw_panel(surface, layout.panel)
        labels = (
            (layout.name_label, tr("Your name")),
            (layout.address_label, tr("Address")),
            (layout.code_label, tr("Room code")),
            (layout.relay_label, tr("Relay")),
        )
        for rect, words in labels:
            image = fit_text(words, layout.text_size, rect.width, theme.TEXT)
            surface.blit(image, image.get_rect(midleft=rect.midleft))
        self._draw_games(surface, layout)
        words, colour = self.status_words()
        draw_wrapped(surface, words, layout.small_size, layout.status, colour, max_lines=3)
        self.focus.draw(surface)

    def _draw_games(self, surface: pygame.Surface, layout: JoinLayout) -> None:
        rect = layout.games_label
        if self.browse is None:
            words = tr("Games on this network cannot be listed here; join by address or code.")
        elif self.found:
            words = tr("Games on this network:")
        else:
            words = tr("Looking for games on this network… none found yet.")
        image = text_image(words, layout.small_size, theme.TEXT_DIM)
        surface.blit(image, image.get_rect(midleft=rect.midleft))
