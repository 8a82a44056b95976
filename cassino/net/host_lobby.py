"""What the hosting window may change in its lobby before the game starts (issue 58):
two seats swapped (partners sit across), a computer put in a seat nobody has taken, a
computer's seat opened to a friend again, and the start once every seat is taken. Each
runs on the host's own loop (``HostedGame`` passes it there); once the game has started
none of them changes anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cassino.net.messages import Welcome
from cassino.net.seating import GuestSeat, SeatPlan, new_token

if TYPE_CHECKING:
    from cassino.net.host import GameHost


def everyone_seated(host: GameHost) -> bool:
    """Every guest's seat taken by a connected guest (a computer's seat always is)."""
    return all(guest.name and guest.peer for guest in host.guests.values())


def swap(host: GameHost, first: int, second: int) -> bool:
    """Seat ``first``'s player at ``second`` and the other way round; guests who moved
    are told their new seat."""
    seats = range(len(host.plans))
    if host.started() or first == second or first not in seats or second not in seats:
        return False
    plans: list[SeatPlan] = list(host.plans)
    plans[first], plans[second] = plans[second], plans[first]
    host.plans = tuple(plans)
    moved = {first: host.guests.pop(second, None), second: host.guests.pop(first, None)}
    for seat, guest in moved.items():
        if guest is None:
            continue
        host.guests[seat] = guest
        if guest.peer is not None:
            guest.peer.send(Welcome(seat, guest.token))
    _changed(host)
    return True


def seat_computer(host: GameHost, seat: int, name: str, level: str) -> bool:
    """A computer at ``level`` in ``seat``, which no friend has taken."""
    guest = host.guests.get(seat)
    if host.started() or guest is None or guest.name is not None or guest.reserved:
        return False
    del host.guests[seat]
    plans = list(host.plans)
    plans[seat] = SeatPlan("computer", name, level)
    host.plans = tuple(plans)
    _changed(host)
    return True


def open_seat(host: GameHost, seat: int) -> bool:
    """The computer's seat ``seat`` made a friend's again, with a token of its own."""
    if host.started() or not 0 <= seat < len(host.plans) or host.plans[seat].kind != "computer":
        return False
    plans = list(host.plans)
    plans[seat] = SeatPlan("remote")
    host.plans = tuple(plans)
    host.guests[seat] = GuestSeat(token=new_token())
    _changed(host)
    return True


def ask_to_start(host: GameHost) -> bool:
    """Start the game now, if every seat is taken."""
    if host.started() or not everyone_seated(host):
        return False
    host.start_asked = True
    _changed(host)
    return True


def _changed(host: GameHost) -> None:
    host.broadcast_seats()
    host.nudge()
