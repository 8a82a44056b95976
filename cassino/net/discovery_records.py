"""A hosted game's records on the local network (issue 58, ``discovery``): the TXT
properties a host announces (``game_properties``) and the bounded reader of the ones it
hears (``found_game``).

What comes from the network is untrusted. Every value is at most ``MAX_VALUE_BYTES``,
decoded with errors replaced; the host's and the rules' names must pass the rules of a
name (``cassino.game.names``), the seats be numbers within a game's, the address an IP
address and a port; a service whose records are not those of a game is left out.

>>> properties = game_properties("Ana", "classic", 1, 4)
>>> game = found_game("x", properties, ["192.168.1.20"], 47652)
>>> game.name, game.address, game.rules, game.seats_taken, game.seats, game.compatible
('Ana', '192.168.1.20:47652', 'classic', 1, 4, True)
>>> found_game("x", properties | {b"seats": b"5/4"}, ["192.168.1.20"], 47652) is None
True
"""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cassino.game.names import MAX_NAME_CODE_POINTS, fits, name_problem
from cassino.net.protocol import MAX_SEATS, PROTOCOL_VERSION
from cassino.version import game_version

MAX_VALUE_BYTES = 250  # a TXT string is at most 255 bytes, "host=" included
MAX_VERSION_CHARACTERS = 32

# The TXT keys: the protocol a guest must speak, the host's game version, the host's name,
# the rules' name, and the seats taken of all ("2/4").
PROTOCOL_KEY, VERSION_KEY, HOST_KEY, RULES_KEY, SEATS_KEY = (
    b"proto",
    b"ver",
    b"host",
    b"rules",
    b"seats",
)


def game_properties(
    host_name: str, rules_name: str, seats_taken: int, seats: int
) -> dict[bytes, bytes]:
    """The TXT properties of a hosted game, each cut to what a reader takes."""
    return {
        PROTOCOL_KEY: str(PROTOCOL_VERSION).encode(),
        VERSION_KEY: _version().encode(),
        HOST_KEY: fitted(host_name, "Cassino").encode(),
        RULES_KEY: fitted(rules_name, "custom").encode(),
        SEATS_KEY: f"{seats_taken}/{seats}".encode(),
    }


@dataclass(frozen=True)
class FoundGame:
    """A game a host announces on the local network, as the Join a game list shows it."""

    key: str  # the service's name on the network: the same game's for as long as it is listed
    name: str  # the host's name; a valid name (``names.name_problem``)
    address: str  # where to join it, host:port (``address.parse_address`` takes it)
    rules: str  # the rules' name; a valid name
    seats_taken: int
    seats: int
    version: str  # the host's game version, printable, at most 32 characters
    compatible: bool  # it speaks this game's protocol: a guest from here can join it


def found_game(
    key: str,
    properties: Mapping[bytes, bytes | None],
    addresses: Sequence[str],
    port: int | None,
) -> FoundGame | None:
    """The game a service announces, from its untrusted records; None when they are not
    those of a game (a value missing, too long or out of bounds, no usable address)."""
    values: dict[bytes, str] = {}
    for field in (PROTOCOL_KEY, VERSION_KEY, HOST_KEY, RULES_KEY, SEATS_KEY):
        raw = properties.get(field)
        if raw is None or len(raw) > MAX_VALUE_BYTES:
            return None
        values[field] = raw.decode("utf-8", errors="replace")
    protocol, version = values[PROTOCOL_KEY], values[VERSION_KEY]
    name, rules, seats_text = values[HOST_KEY], values[RULES_KEY], values[SEATS_KEY]
    seats = _seats(seats_text)
    where = _address(addresses, port)
    if (
        not (protocol.isascii() and protocol.isdigit() and len(protocol) <= 4)
        or not version.isprintable()
        or not 0 < len(version) <= MAX_VERSION_CHARACTERS
        or name_problem(name) is not None
        or name_problem(rules) is not None
        or seats is None
        or where is None
    ):
        return None
    taken, total = seats
    return FoundGame(
        key, name, where, rules, taken, total, version, int(protocol) == PROTOCOL_VERSION
    )


def _seats(text: str) -> tuple[int, int] | None:
    taken, slash, total = text.partition("/")
    if not slash or not all(part.isascii() and part.isdigit() for part in (taken, total)):
        return None
    if len(taken) > 2 or len(total) > 2 or not 0 <= int(taken) <= int(total):
        return None
    return (int(taken), int(total)) if 2 <= int(total) <= MAX_SEATS else None


def _address(addresses: Sequence[str], port: int | None) -> str | None:
    """``host:port`` of the first usable address, IPv4 before IPv6 (not a link-local one,
    which needs its interface); None when none is."""
    if port is None or not 1 <= port <= 65_535:
        return None
    usable: list[ipaddress.IPv4Address | ipaddress.IPv6Address] = []
    for text in addresses[:16]:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        local = address.version == 6 and (address.is_link_local or bool(address.scope_id))
        if not (address.is_unspecified or address.is_multicast or local):
            usable.append(address)
    usable.sort(key=lambda address: address.version)
    if not usable:
        return None
    first = usable[0]
    return f"{first}:{port}" if first.version == 4 else f"[{first}]:{port}"


def fitted(text: str, fallback: str) -> str:
    """``text`` cut to what a reader takes (a name, at most ``MAX_VALUE_BYTES``); the
    fallback when what is left is not a name."""
    text = text.strip()[:MAX_NAME_CODE_POINTS]
    while text and (
        not fits(text) or len(text.encode("utf-8", errors="replace")) > MAX_VALUE_BYTES
    ):
        text = text[:-1]
    return fallback if name_problem(text) is not None else text


def _version() -> str:
    version = game_version()
    fine = version.isprintable() and 0 < len(version) <= MAX_VERSION_CHARACTERS
    return version if fine else "unknown"
