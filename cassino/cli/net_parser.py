"""The command line of network play: ``host``, ``join`` and ``relay`` (issue 58;
``net_commands`` runs them)."""

from __future__ import annotations

import argparse
from typing import Any

from cassino.ai.levels import LEVEL_NAMES
from cassino.cli.bounded_input import seconds, whole_number

DEFAULT_PORT = 47_652  # unassigned by IANA; any free port serves (``--port 0``)
DEFAULT_RELAY_PORT = 47_653
RECORD_HELP = (
    "at the game's end, write its deals and every secret to this file, for cassino verify-deal"
)


def add_net_commands(commands: argparse._SubParsersAction[Any]) -> None:
    host = commands.add_parser(
        "host",
        help="host a game without a window: guests join it, computers may fill seats",
        description="Host a networked game without a window, as its referee: every person is "
        "a guest (cassino join, or the game window's Join a game). Exits 0 at the game's end, "
        "2 with one sentence if it cannot go on.",
    )
    host.add_argument(
        "--seats",
        default=None,
        help="who sits where, comma-separated: 'remote' for a guest, or a computer level "
        f"({', '.join(LEVEL_NAMES)}), e.g. remote,remote,easy (needed unless --resume)",
    )
    host.add_argument("--rules", default="classic", help="a preset name or a rules YAML file")
    host.add_argument("--target", type=whole_number, help="points that win the game")
    host.add_argument(
        "--bind",
        default=None,
        help="the address to listen on (default: every address of this computer; "
        "127.0.0.1 for this computer only)",
    )
    host.add_argument(
        "--port", type=whole_number, default=None, help=f"default {DEFAULT_PORT}; 0: any"
    )
    host.add_argument(
        "--relay",
        default=None,
        help="open a room on the relay at this address (host:port or ws:// URL) and print "
        "its code for guests, instead of listening here",
    )
    host.add_argument(
        "--hints",
        action="store_true",
        help="let the guests ask for hints (each guest's own program works its hint out "
        "from its own view)",
    )
    host.add_argument(
        "--no-announce",
        action="store_true",
        help="do not list this game on the local network",
    )
    host.add_argument(
        "--state",
        default=None,
        help="where the host keeps its game after every move, to resume it after a crash "
        "(default: hosted-game.json in the game's data folder)",
    )
    host.add_argument(
        "--resume",
        action="store_true",
        help="go on with the game kept in --state, at the port it used (unless --port is "
        "given); the guests come back with their tokens",
    )
    host.add_argument(
        "--seed",
        type=whole_number,
        help="fix the host's own secret for the deal (tests); every guest's secret still "
        "counts, so nobody chooses the deck",
    )
    host.add_argument(
        "--replace-after",
        type=seconds,
        default=None,
        help="a computer plays a guest's turns once it has been away this many seconds "
        "(default: wait for it)",
    )
    host.add_argument(
        "--replacement",
        default="medium",
        choices=LEVEL_NAMES,
        help="the level of that computer (default medium)",
    )
    host.add_argument(
        "--json",
        action="store_true",
        help='first line {"address": "host:port"} (or {"code": "K7QX2M"} with --relay), '
        'last line {"results": [...]} as simulate',
    )
    host.add_argument("--record", default=None, help=RECORD_HELP)

    join = commands.add_parser(
        "join",
        help="join a hosted game and let a computer level play your seat",
        description="Join a networked game at ADDRESS (host:port) and let a computer level "
        "play the seat, seeing only what a guest sees. Exits 0 at the game's end, 2 with one "
        "sentence on any refusal.",
    )
    join.add_argument(
        "address",
        help="the host's address, host:port (as its lobby shows it), or with --relay the "
        "room's code",
    )
    join.add_argument("--relay", default=None, help="join a room on the relay at this address")
    join.add_argument("--bot", required=True, choices=LEVEL_NAMES, help="the level that plays")
    join.add_argument("--name", default=None, help="the name the others see (default: the level)")
    join.add_argument("--token", default=None, help="come back to a seat with its token")
    join.add_argument("--seed", type=whole_number, default=1, help="the bot's own choices' seed")
    join.add_argument(
        "--come-back",
        type=seconds,
        default=60.0,
        help="once seated, how long to keep trying to come back to the seat when the "
        "connection is lost (the host restarting; default 60 s)",
    )
    join.add_argument(
        "--pace",
        type=seconds,
        default=0.0,
        help="take at least this many seconds over each move, as a person would (default 0)",
    )
    join.add_argument(
        "--json",
        action="store_true",
        help='first line {"seat": N, "token": T}, last line {"results": [...]} as simulate',
    )
    join.add_argument("--record", default=None, help=RECORD_HELP)

    verify = commands.add_parser(
        "verify-deal",
        help="check that nobody chose a networked game's deck, from the game's record",
        description="Deal a networked game again from the secrets every program revealed at "
        "its end, check each against the commitment sent before any deal, and compare every "
        "round's deal and moves with what the host said. Exits 0 when every deal is verified, "
        "1 when one is not, 2 when the record cannot be read.",
    )
    verify.add_argument(
        "record",
        nargs="?",
        default=None,
        help="a record written by join or host --record (default: the window's last "
        "networked game, last_networked_game.json in the game's data folder)",
    )
    verify.add_argument(
        "--json", action="store_true", help='one line: {"verified": true|false, "rounds": N, ...}'
    )

    relay = commands.add_parser(
        "relay",
        help="run a relay: rooms for games across the internet, without opening a port",
        description="Run a room relay: a host opens a room and gets a six-letter code, guests "
        "join with the code, and the relay forwards their messages. It never reads a game's "
        "messages and needs no rules. Runs until stopped (Ctrl+C or SIGTERM).",
    )
    relay.add_argument(
        "--host",
        default=None,
        help="the address to listen on (default: every address of this computer)",
    )
    relay.add_argument(
        "--port",
        type=whole_number,
        default=DEFAULT_RELAY_PORT,
        help=f"default {DEFAULT_RELAY_PORT}; 0: any free port",
    )
    relay.add_argument(
        "--max-rooms", type=whole_number, default=10_000, help="rooms open at once (10,000)"
    )
    relay.add_argument("--json", action="store_true", help='first line {"address": "host:port"}')
