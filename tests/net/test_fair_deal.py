"""The deal's seed from every player's committed secret (issue 58)."""

from __future__ import annotations

import pytest

from cassino.net.fair_deal import (
    SECRET_BYTES,
    SEED_BITS,
    FairDealError,
    commitment,
    deal_seed,
    new_secret,
    verify,
)


def test_the_seed_needs_every_secret_and_their_order() -> None:
    ana, ben = new_secret(), new_secret()
    assert deal_seed([ana, ben]) == deal_seed([ana, ben])
    assert deal_seed([ana, ben]) != deal_seed([ben, ana])
    assert deal_seed([ana, ben]) != deal_seed([ana, new_secret()])  # one secret changes it
    assert 0 <= deal_seed([ana, ben]) < 2**63


def test_a_secret_other_than_the_one_committed_to_is_found_out() -> None:
    ana, ben = new_secret(), new_secret()
    committed = [commitment(ana), commitment(ben)]
    assert verify(committed, [ana, ben])
    assert not verify(committed, [ana, new_secret()])
    assert not verify(committed, [ana])  # a missing secret is no proof
    assert not verify(committed, [ana, b"short"])  # nor one of the wrong size


def test_fresh_secrets_differ_and_have_their_size() -> None:
    drawn = {new_secret() for _ in range(50)}
    assert len(drawn) == 50 and all(len(secret) == SECRET_BYTES for secret in drawn)


@pytest.mark.parametrize("secret", [b"", b"x" * 31, b"x" * 33])
def test_a_secret_of_the_wrong_size_is_refused(secret: bytes) -> None:
    with pytest.raises(FairDealError, match="32 bytes"):
        commitment(secret)
    with pytest.raises(FairDealError):
        deal_seed([secret])


def test_a_seed_fits_in_a_save() -> None:
    # The saves and bounded JSON take whole numbers of at most 18 digits (a hosted game is
    # kept after every move and resumed from them).
    assert 2**SEED_BITS <= 10**18
    assert all(deal_seed([new_secret(), new_secret()]) < 10**18 for _ in range(200))
