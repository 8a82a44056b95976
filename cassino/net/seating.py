"""The seats of a hosted game (issue 58): as the host sets them up (``SeatPlan``), what
it knows of the guest at each (``GuestSeat``), and the secret token a guest's seat is
taken with. Shared by the host (``host``) and its lobby's changes (``host_lobby``)."""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Literal

from cassino.net.peer import Peer


@dataclass(frozen=True)
class SeatPlan:
    """A seat as the host sets it up: a guest's, or a computer's at a level."""

    kind: Literal["remote", "computer"]
    name: str = ""  # a computer's name; a guest brings its own
    level: str = "medium"
    reserved: bool = False  # a guest's seat kept for the one holding its token (the host's own)


@dataclass
class GuestSeat:
    """What the host knows of the guest at one seat."""

    token: str
    name: str | None = None
    commitment: str | None = None
    secret: bytes | None = None
    peer: Peer | None = None
    ready: bool = False
    left_at: float | None = None  # when its connection went, while it is away
    sent: tuple[int, int] | None = None  # the (round, ply) of the last view it was sent
    told_start: Peer | None = None  # the connection last sent the game's start
    reserved: bool = False  # only its token takes it (``SeatPlan.reserved``)


def new_token() -> str:
    return secrets.token_hex(16)
