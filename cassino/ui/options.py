"""What the command line asks of the game window (``cassino --help``), and the seats
``--start --seats`` names."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from cassino.ai.levels import LEVELS
from cassino.engine.rules import Rules
from cassino.game.names import name_problem, shown
from cassino.game.seats import Seat
from cassino.game.session import GameConfig
from cassino.i18n import tr

Size = tuple[int, int]


@dataclass(frozen=True)
class StartRequest:
    """``--start``: the rules, the seats as the command line wrote them (None: you against
    the computer) and the seed. The game is made by ``config()`` once the window has applied
    the player's language, so the names it makes up (You, Computer 1) are in it."""

    rules: Rules
    seats: str | None
    seed: int

    def config(self) -> GameConfig:
        """The game asked for; ValueError when the seats do not fit the rules."""
        players = self.rules.players
        seats = seats_from_text(self.seats, players) if self.seats else default_seats(players)
        return GameConfig(self.rules, seats, self.seed)


@dataclass(frozen=True)
class WindowOptions:
    """What the command line may say about the game window (see ``cli``); None: the
    player's preference."""

    size: Size | None = None
    speed: str | None = None
    start: StartRequest | None = None  # go straight to a table with this game
    resume: bool = False  # go straight to the saved game in progress
    debug_state: Path | None = None
    quit_after_frames: int | None = None


def default_seats(players: int) -> tuple[Seat, ...]:
    """You against the computer (easy), named in the current language."""
    computers = [
        Seat(tr("Computer {number}", number=number), "computer", "easy")
        for number in range(1, players)
    ]
    return (Seat(tr("You")), *computers)


def seats_from_text(text: str, players: int) -> tuple[Seat, ...]:
    """``You,computer:easy`` → a person called You and an easy computer player;
    ``remote`` is a seat for a person on another computer (the game is then hosted)."""
    seats: list[Seat] = []
    for number, part in enumerate(filter(None, (p.strip() for p in text.split(",")))):
        kind, _, level = part.partition(":")
        if kind.strip().lower() == "computer":
            level = level.strip().lower() or "easy"
            if level not in LEVELS:
                raise ValueError(
                    f"--seats asks for a computer player of level '{level}'; the levels are "
                    + ", ".join(LEVELS)
                )
            # Numbered among the computers, whatever seat they take: Computer 1 first.
            count = sum(seat.kind == "computer" for seat in seats) + 1
            seats.append(Seat(tr("Computer {number}", number=count), "computer", level))
        elif part.lower() == "remote":
            seats.append(Seat(tr("Guest {number}", number=number + 1), "remote"))
        else:
            problem = name_problem(part)
            if problem is not None:
                raise ValueError(f"--seats: the name {shown(part)} {problem}")
            seats.append(Seat(part, "human"))
    if len(seats) != players:
        raise ValueError(f"--seats names {len(seats)} seats for {players} players")
    return tuple(seats)
