"""Nobody chooses the deck (issue 58): the game's seed comes from a secret of every
player's program, committed to before any is revealed.

1. Each program draws a secret (``new_secret``) and sends only its commitment, the
   SHA-256 of the secret (``commitment``).
2. When every commitment is out, each guest reveals its secret to the host; the seed of
   the game (every deal's shuffle) is the SHA-256 of all the secrets in order
   (``deal_seed``), so no one program, the host's included, can steer it once it has
   seen the others' commitments.
3. At the game's end the host sends every secret, and every guest checks that each
   matches the commitment it saw (``verify``) and that every deal it played is the one
   the seed gives (``deal_check``): "every deal verified". One seed serves the whole
   game, so the secrets wait for its end: revealed sooner, they would tell the next
   deals. The host's program still knows every hand while the game is played; this only
   makes the deck itself fair (``docs/network.md`` says so plainly).

>>> secrets = [bytes([seat]) * 32 for seat in range(2)]
>>> commitments = [commitment(secret) for secret in secrets]
>>> verify(commitments, secrets)
True
>>> deal_seed(secrets) == deal_seed(list(secrets))
True
"""

from __future__ import annotations

import hashlib
import secrets as system_secrets
from collections.abc import Sequence

SECRET_BYTES = 32
SEED_BITS = 59  # at most 18 digits: what the saves and bounded JSON take (2**59 < 10**18)


class FairDealError(ValueError):
    """A secret or commitment of the wrong shape; the message says which."""


def new_secret() -> bytes:
    """A fresh secret from the system's random source (never the game's generators)."""
    return system_secrets.token_bytes(SECRET_BYTES)


def commitment(secret: bytes) -> str:
    """What a program sends before revealing ``secret``: its SHA-256, in hex."""
    _check_secret(secret)
    return hashlib.sha256(secret).hexdigest()


def verify(commitments: Sequence[str], secrets: Sequence[bytes]) -> bool:
    """Whether every revealed secret is the one its program committed to, seat by seat
    (a secret of the wrong shape is no proof either)."""
    if len(commitments) != len(secrets):
        return False
    if not all(isinstance(secret, bytes) and len(secret) == SECRET_BYTES for secret in secrets):
        return False
    return all(
        commitment(secret) == committed
        for committed, secret in zip(commitments, secrets, strict=True)
    )


def deal_seed(secrets: Sequence[bytes]) -> int:
    """The seed of the deal: the SHA-256 of every seat's secret, in seat order, read as a
    whole number of ``SEED_BITS`` bits."""
    if not secrets:
        raise FairDealError("a deal needs the secret of at least one player")
    digest = hashlib.sha256()
    for secret in secrets:
        _check_secret(secret)
        digest.update(secret)
    return int.from_bytes(digest.digest()[:8], "big") >> (64 - SEED_BITS)


def _check_secret(secret: bytes) -> None:
    if not isinstance(secret, bytes) or len(secret) != SECRET_BYTES:
        raise FairDealError(f"a secret must be {SECRET_BYTES} bytes")
