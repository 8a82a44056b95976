"""A guest's check of its deals (issue 58): true deals pass; a host that deals from
another seed, changes a round's deal, shows a guest a hand it was not dealt, or reveals
a secret it did not commit to is caught, in one sentence."""

from __future__ import annotations

import random

from cassino.ai.greedy import choose_greedy
from cassino.engine.notation import move_to_json, position_to_json
from cassino.engine.view import PlayerView
from cassino.game.seats import Seat
from cassino.game.session import GameSession
from cassino.net import fair_deal
from cassino.net.deal_check import PlayedRecord, check_deals
from cassino.userdata import presets

SECRETS = [bytes([n]) * 32 for n in range(3)]
COMMITMENTS = [fair_deal.commitment(secret) for secret in SECRETS]


def played_game(secrets: list[bytes]) -> tuple[GameSession, list[PlayedRecord]]:
    rules = presets.load_for_players("classic", 2).with_options(target=31)
    seats = (Seat("Ana", "computer", "easy"), Seat("Ben", "computer", "easy"))
    session = GameSession(rules, seats, fair_deal.deal_seed(secrets))
    rng = random.Random(1)
    while session.outcome is None:
        if session.round_result is not None:
            session.next_round()
        view = PlayerView.of(session.state, session.to_move, session.plays())
        session.play(choose_greedy(view, rng))
    records = [
        PlayedRecord(position_to_json(played.start), [move_to_json(m) for m in played.moves])
        for played in session.rounds
    ]
    return session, records


def test_the_deals_of_the_committed_secrets_are_verified() -> None:
    session, records = played_game(SECRETS)
    assert len(records) >= 2  # more than one deal checked
    hands = {played.start.round_number: played.start.hands[1] for played in session.rounds}
    assert check_deals(session.rules, COMMITMENTS, SECRETS, records, hands, 1) is None


def test_a_deal_from_other_secrets_is_caught() -> None:
    other = [bytes([9]) * 32, *SECRETS[1:]]
    session, records = played_game(other)  # the host dealt from its own choice of secret
    problem = check_deals(session.rules, COMMITMENTS, SECRETS, records)
    assert problem == "round 1 was not dealt as the secrets say"


def test_a_changed_round_is_caught() -> None:
    session, records = played_game(SECRETS)
    start = dict(records[1].start)
    hands = [list(hand) for hand in start["hands"]]
    hands[0][0], hands[1][0] = hands[1][0], hands[0][0]
    records[1] = PlayedRecord(start | {"hands": hands}, records[1].moves)
    assert check_deals(session.rules, COMMITMENTS, SECRETS, records) == (
        "round 2 was not dealt as the secrets say"
    )


def test_a_hand_shown_that_was_not_dealt_is_caught() -> None:
    session, records = played_game(SECRETS)
    seen = {1: session.rounds[0].start.hands[0]}  # seat 1 was shown seat 0's hand
    problem = check_deals(session.rules, COMMITMENTS, SECRETS, records, seen, 1)
    assert problem == "the hand seen in round 1 is not the one dealt"


def test_a_secret_not_committed_to_is_caught() -> None:
    session, records = played_game(SECRETS)
    swapped = [SECRETS[0], SECRETS[2], SECRETS[1]]
    problem = check_deals(session.rules, COMMITMENTS, swapped, records)
    assert problem == "a revealed secret is not the one its program committed to"
