"""Addresses of hosted games: what a player types (``host:port``) as the URL a guest
connects to, and the address of this computer that a host's lobby shows its friends."""

from __future__ import annotations

import ipaddress
import re

from cassino.engine.errors import CassinoError
from cassino.game.names import shown

_HOST_PORT = re.compile(
    r"^(?:\[(?P<v6>[0-9a-fA-F:.]+)\]|(?P<host>[A-Za-z0-9.-]+)):(?P<port>\d{1,5})$"
)


class AddressError(CassinoError):
    """Not an address a game can be joined at; the message says why."""


def parse_address(text: str) -> str:
    """The WebSocket URL of ``text`` (``host:port``, ``[::1]:port``, or a ``ws://`` URL)."""
    text = text.strip()
    if text.startswith(("ws://", "wss://")):
        return text
    match = _HOST_PORT.match(text)
    if match is None:
        raise AddressError(f"{shown(text)} is not an address like 192.168.1.20:47652")
    port = int(match["port"])
    if not 1 <= port <= 65_535:
        raise AddressError(f"the port {port} is not from 1 to 65535")
    host = f"[{match['v6']}]" if match["v6"] else match["host"]
    if match["v6"]:
        try:
            ipaddress.IPv6Address(match["v6"])
        except ValueError:
            raise AddressError(f"{shown(text)} is not an IPv6 address") from None
    return f"ws://{host}:{port}/"


def lan_address() -> str:
    """This computer's address on its local network, to show friends; the loopback
    address when it has none. Read from the network adapters: nothing is sent."""
    import ifaddr

    found: list[ipaddress.IPv4Address] = []
    for adapter in ifaddr.get_adapters():
        for ip in adapter.ips:
            if isinstance(ip.ip, str):
                address = ipaddress.IPv4Address(ip.ip)
                if not address.is_loopback and not address.is_link_local:
                    found.append(address)
    private = [address for address in found if address.is_private]
    return str((private or found or [ipaddress.IPv4Address("127.0.0.1")])[0])


def room_url(relay: str, code_text: str) -> str:
    """The URL a guest joins the room ``code_text`` at, on the relay at ``relay``."""
    from cassino.net.relay_envelope import valid_code

    code = valid_code(code_text)
    if code is None:
        raise AddressError(f"{shown(code_text)} is not a room's code (six letters and digits)")
    return f"{relay_base(relay)}/room/{code}"


def relay_base(relay: str) -> str:
    """The relay's URL from what a player typed (``host:port`` or a ``ws://`` URL)."""
    relay = relay.strip()
    if not relay:
        raise AddressError("no relay is set: add the relay's address in Preferences, or --relay")
    return parse_address(relay).rstrip("/")
