"""From "Join" to the table (issue 58): a guest's link while it waits for its seat and
for the host to start. ``poll`` is called each frame; it gives the ``RemoteSession`` once
the game has started and the first view has come, with everything that came with them.
"""

from __future__ import annotations

from cassino.engine.errors import CassinoError
from cassino.engine.rules import Rules
from cassino.net.guest_link import Failed, GuestLink, LinkEvent, Lost
from cassino.net.messages import Refused, Seats, Start, ViewUpdate, Welcome
from cassino.net.remote_session import RemoteSession
from cassino.userdata import presets
from cassino.userdata.presets import ROOT_PRESET


class Joining:
    def __init__(self, link: GuestLink) -> None:
        self.link = link
        self.seat: int | None = None
        self.seats: Seats | None = None
        self.start: Start | None = None
        self.rules: Rules | None = None
        self.failed: str | None = None
        self.lost: str | None = None
        self._early: list[LinkEvent] = []  # what came with the start, for the session

    def poll(self) -> RemoteSession | None:
        """The game's session once it has started here; None while it waits."""
        events = self.link.take()
        for index, event in enumerate(events):
            if isinstance(event, Welcome):
                self.seat = event.seat
            elif isinstance(event, Seats):
                self.seats = event
            elif isinstance(event, Failed):
                self.failed = event.reason
            elif isinstance(event, Lost):
                self.lost = event.reason
            elif isinstance(event, Refused) and self.seat is None:
                self.failed = event.reason
            elif isinstance(event, Start):
                self._started(event)
            elif isinstance(event, ViewUpdate) and self._ready():
                assert self.start is not None and self.rules is not None and self.seat is not None
                session = RemoteSession(self.link, self.start, self.rules, self.seat)
                session.feed([*self._early, *events[index:]])
                return session
            else:
                self._early.append(event)
        return None

    def _started(self, start: Start) -> None:
        try:
            self.rules = host_rules(start)
        except CassinoError as error:
            self.failed = f"the host's rules cannot be played here: {error}"
            self.link.close()
            return
        self.start = start

    def _ready(self) -> bool:
        return self.start is not None and self.rules is not None and self.seat is not None

    def taken(self) -> tuple[int, int]:
        """Seats taken, and seats, as the host last said."""
        if self.seats is None:
            return (0, 0)
        taken = sum(1 for seat in self.seats.seats if seat.name is not None)
        return taken, len(self.seats.seats)

    def cancel(self) -> None:
        self.link.close()


def host_rules(start: Start) -> Rules:
    """The host's rules from every option it sent, written as classic and what differs
    (the host's rule set may be one of its own, which this computer does not have)."""
    rules = Rules.from_options(start.options, "the host's rules")
    classic = presets.load(ROOT_PRESET).options()
    changed = {key: value for key, value in rules.options().items() if classic.get(key) != value}
    return Rules.from_options(start.options, "the host's rules", ROOT_PRESET, changed)
