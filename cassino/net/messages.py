"""The messages of a networked game, as data (issue 58). ``protocol`` writes and reads
them; ``docs/network.md`` lists each with its fields and bounds.

A guest sends ``Hello`` (its name; its commitment to a secret for the deal; the token of
its seat when it comes back), ``Reveal`` (that secret, once every commitment is out),
``PlayMove``, ``Ready`` (for the next round), ``Say`` (a quick message) and ``Ping``.

The host sends ``Welcome`` (the guest's seat and its secret token), ``Seats`` (who sits
where and who is connected: the lobby filling, "waiting for Ana"), ``Start`` (the rules,
the names and every program's commitment), ``ViewUpdate`` (the guest's own view: never
another's hidden card), ``Refused`` (one sentence), ``RoundOver`` (the round's totals
and its record with every hand, once nothing of it is hidden any more), ``GameOver``
(the final totals and every secret, so each guest can check its deals), ``Said`` and
``Pong``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cassino.engine.moves import Move

QUICK_MESSAGES = ("good_game", "nice_sweep", "your_turn", "one_moment")
SEAT_KINDS = ("remote", "computer")  # a guest's seat (the host's own window's too), a level


@dataclass(frozen=True)
class Hello:
    name: str
    token: str | None = None  # the seat's token, when a guest comes back
    commitment: str | None = None  # SHA-256 of the guest's secret, in hex (``fair_deal``)


@dataclass(frozen=True)
class Reveal:
    secret: bytes  # the secret the guest committed to in its hello


@dataclass(frozen=True)
class PlayMove:
    move: Move
    ply: int  # the moves of the round the guest had seen: a stale move is refused


@dataclass(frozen=True)
class Ready:
    """The guest has read the round's summary: the next round may be dealt."""


@dataclass(frozen=True)
class Say:
    quick: str  # one of QUICK_MESSAGES


@dataclass(frozen=True)
class Ping:
    pass


@dataclass(frozen=True)
class Welcome:
    seat: int
    token: str


@dataclass(frozen=True)
class SeatState:
    kind: str  # one of SEAT_KINDS
    name: str | None  # None: a guest's seat nobody has taken yet
    connected: bool


@dataclass(frozen=True)
class Seats:
    seats: tuple[SeatState, ...]


@dataclass(frozen=True)
class Start:
    options: Mapping[str, Any]  # every rule option, ``Rules.options`` as JSON
    preset: str  # the name the host's rules go by, to show
    names: tuple[str, ...]
    commitments: tuple[str, ...]  # the host's first, then each guest's in seat order
    hints: bool = False  # whether the host lets guests ask for a hint


@dataclass(frozen=True)
class Refused:
    reason: str


@dataclass(frozen=True)
class ViewUpdate:
    view: Mapping[str, Any]  # ``view_to_json``; read with the rules by ``view_from_json``
    ply: int


@dataclass(frozen=True)
class RoundOver:
    totals: tuple[int, ...]  # the game's totals per side after the round
    start: Mapping[str, Any]  # the round's deal, every hand (``position_to_json``)
    moves: tuple[Mapping[str, Any], ...]  # every move of the round, in order


@dataclass(frozen=True)
class GameOver:
    totals: tuple[int, ...]
    winner: int
    reason: str
    secrets: tuple[bytes, ...]  # in the order of ``Start.commitments``


@dataclass(frozen=True)
class Said:
    seat: int
    quick: str


@dataclass(frozen=True)
class Pong:
    pass


ToHost = Hello | Reveal | PlayMove | Ready | Say | Ping
ToGuest = Welcome | Seats | Start | Refused | ViewUpdate | RoundOver | GameOver | Said | Pong
Message = ToHost | ToGuest
